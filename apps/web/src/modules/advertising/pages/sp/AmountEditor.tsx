/**
 * An amount edited in place (a target's bid, a group's default bid, a campaign's daily budget): shown as
 * money with an edit button; editing checks the contract's money format and the marketplace's bounds
 * before the command runs.
 */
import { useState } from "react";
import Button from "antd/es/button";
import InputNumber from "antd/es/input-number";
import Space from "antd/es/space";
import message from "antd/es/message";
import EditOutlined from "@ant-design/icons/EditOutlined";
import { useTranslation } from "react-i18next";
import { campaignUpdate, targetBidUpdate } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { Money } from "../../../../components/Money";
import { useAdRules } from "./useAdRules";

interface Props {
  kind?: "bid" | "budget";
  value: string | null;
  currency: string;
  /** What shows when there is no value of its own (a target on the group's default bid). */
  fallback?: string | null;
  save: (bid: string) => Promise<unknown>;
  /** Without the currency code (a narrow column whose screen names the currency once). */
  bare?: boolean;
  testId?: string;
}

export function AmountEditor({ kind = "bid", value, currency, fallback, save, bare, testId }: Props) {
  const { t } = useTranslation("advertising");
  const { of, amount } = useAdRules(currency);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const schemaRules = kind === "bid" ? of(targetBidUpdate, "bid", t("sp.bid")) : of(campaignUpdate, "dailyBudget", t("sp.dailyBudget"));
    for (const rule of [...schemaRules, amount(kind)]) {
      try {
        if (typeof rule === "object" && rule.validator) await rule.validator({}, editing, () => undefined);
      } catch (err) {
        setError((err as Error).message);
        return;
      }
    }
    setBusy(true);
    try {
      await save(editing ?? "");
      void message.success(t(kind === "bid" ? "sp.bidSaved" : "sp.budgetSaved"));
      setEditing(null);
      setError(null);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  if (editing === null)
    return (
      <Space size={4}>
        <Money value={value ?? fallback} currency={bare ? null : currency} />
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t(kind === "bid" ? "sp.editBid" : "sp.editSettings")}
          title={t(kind === "bid" ? "sp.editBid" : "sp.editSettings")}
          onClick={() => setEditing(value ?? fallback ?? "")}
          data-testid={testId}
        />
      </Space>
    );
  return (
    <Space size={4} wrap>
      <InputNumber
        size="small"
        stringMode
        min="0"
        autoFocus
        value={editing}
        status={error ? "error" : undefined}
        onChange={(v) => setEditing(v === null ? "" : String(v))}
        onPressEnter={() => void run()}
        style={{ width: 80 }}
        data-testid={testId && `${testId}-input`}
      />
      <Button size="small" type="primary" loading={busy} onClick={() => void run()} data-testid={testId && `${testId}-save`}>
        {t("sp.save")}
      </Button>
      <Button size="small" onClick={() => (setEditing(null), setError(null))}>
        {t("sp.cancel")}
      </Button>
      {error && <span style={{ color: "#cf1322" }}>{error}</span>}
    </Space>
  );
}
