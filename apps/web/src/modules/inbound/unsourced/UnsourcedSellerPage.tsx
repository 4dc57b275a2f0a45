/** unsourced/order: the seller's view: claim a parcel by its tracking number; the unclaimed parcels and its own. */
import "./i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Space from "antd/es/space";
import message from "antd/es/message";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { Panel } from "../../../components/Panel";
import { listQueryKey } from "../../../components/resource/listQuery";
import { claimByTracking, unsourcedUrls } from "./api";
import { UnsourcedList } from "./UnsourcedList";

export default function UnsourcedSellerPage() {
  const { t } = useTranslation("unsourced");
  const { data: me } = useMe();
  const qc = useQueryClient();
  const [trackingNo, setTrackingNo] = useState("");
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    try {
      const rows = await claimByTracking(trackingNo.trim());
      void message.success(t("claim.done", { count: rows.length }));
      setTrackingNo("");
      void qc.invalidateQueries({ queryKey: listQueryKey(unsourcedUrls.list) });
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const claimBox = hasPermission(me, "inbound:unsourced:claim") && (
    <Panel>
      <Space.Compact style={{ maxWidth: 520, width: "100%" }}>
        <Input
          value={trackingNo}
          maxLength={64}
          placeholder={t("claim.placeholder")}
          onChange={(e) => setTrackingNo(e.target.value)}
          onPressEnter={() => trackingNo.trim().length >= 3 && void claim()}
          data-testid="unsourced-claim-tracking"
        />
        <Button
          type="primary"
          loading={busy}
          disabled={trackingNo.trim().length < 3}
          onClick={() => void claim()}
          data-testid="unsourced-claim"
        >
          {t("claim.button")}
        </Button>
      </Space.Compact>
    </Panel>
  );
  return <UnsourcedList manage={false} before={claimBox} />;
}
