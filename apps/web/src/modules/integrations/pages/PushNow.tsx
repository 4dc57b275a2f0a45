/** "Push now" for one store account or all enabled ones: the run's progress and its counts. */
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Select from "antd/es/select";
import Space from "antd/es/space";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StockPushRunReply } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { runStockPush, useStockPushOptions } from "../api";

export function PushNow() {
  const { t } = useTranslation("integrations");
  const queryClient = useQueryClient();
  const accounts = useStockPushOptions().data?.storeAccounts ?? [];
  const [accountId, setAccountId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StockPushRunReply | null>(null);
  const push = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await runStockPush(accountId));
      await queryClient.invalidateQueries();
    } catch (err) {
      notify("error", errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: "100%", marginBottom: 12 }}>
      <Space wrap>
        <Select
          allowClear
          style={{ width: 260 }}
          placeholder={t("stockPush.allAccounts")}
          value={accountId}
          onChange={setAccountId}
          options={accounts.map((a) => ({ value: a.id, label: `${a.title} · ${a.channel}` }))}
          data-testid="push-account"
        />
        <Button type="primary" loading={busy} onClick={() => void push()} data-testid="push-now">
          {busy ? t("stockPush.pushing") : t("stockPush.pushNow")}
        </Button>
      </Space>
      {result && (
        <Alert
          type={result.failed > 0 ? "warning" : "success"}
          showIcon
          closable
          onClose={() => setResult(null)}
          message={t("stockPush.result", result)}
          data-testid="push-result"
        />
      )}
    </Space>
  );
}
