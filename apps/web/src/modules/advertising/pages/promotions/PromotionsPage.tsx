/**
 * advertising/promotionalActivities: the promotions (resource kit: filters by account, kind, state and start
 * dates, state tags, .xlsx export) with their commands per row: edit a draft (or one Amazon sent back), submit
 * it for review, cancel it before it ends (asked first).
 */
import "../../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { promotionEditableStates, promotionResource, type PromotionRow, promotionTransitions } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { promotionCommand, usePromotionPickers } from "../../api.promotions";

const FORM = "/advertising/promotionalActivitiesNew";

/** Submit (draft, sent back) and cancel (before the end, confirmed first). */
function PromotionCommands({ row, changed }: { row: PromotionRow; changed: () => Promise<unknown> }) {
  const { t } = useTranslation("advertising");
  const [busy, setBusy] = useState(false);
  const run = async (verb: "submit" | "cancel") => {
    setBusy(true);
    try {
      await promotionCommand(verb, row);
      void message.success(t(verb === "submit" ? "promotions.submitted" : "promotions.cancelled", { name: row.name }));
      await changed();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () =>
    Modal.confirm({
      title: t("promotions.cancelTitle", { name: row.name }),
      content: t("promotions.cancelContent"),
      okText: t("promotions.cancelOk"),
      cancelText: t("promotions.keep"),
      okButtonProps: { danger: true, "data-testid": "confirm-cancel-promotion" },
      onOk: () => run("cancel"),
    });
  return (
    <>
      {promotionTransitions.submit.from.includes(row.status) && (
        <Button type="link" size="small" disabled={busy} onClick={() => void run("submit")} data-testid={`promotion-submit-${row.id}`}>
          {t("promotions.submit")}
        </Button>
      )}
      {promotionTransitions.cancel.from.includes(row.status) && (
        <Button type="link" size="small" danger disabled={busy} onClick={cancel} data-testid={`promotion-cancel-${row.id}`}>
          {t("promotions.cancel")}
        </Button>
      )}
    </>
  );
}

export default function PromotionsPage() {
  const { t } = useTranslation("advertising");
  const { data: me } = useMe();
  const canManage = hasPermission(me, "advertising:promotion:manage");
  const accounts = usePromotionPickers().data?.profiles ?? [];
  return (
    <ResourcePage
      resource={promotionResource}
      intro={t("promotions.intro")}
      emptyText={t("promotions.empty")}
      options={{ adsProfileId: accounts.map((a) => ({ value: String(a.id), label: `${a.name} · ${a.currency}` })) }}
      // a percent or an amount in the account's currency: the figure alone would not say which
      render={{ discountValue: (r) => (r.discountType === "percent" ? `${r.discountValue}%` : `${r.discountValue} ${r.currency}`) }}
      createTestId="create-promotion"
      formPage={{ create: FORM, edit: (r) => `${FORM}?id=${r.id}` }}
      canEdit={(r) => canManage && promotionEditableStates.includes(r.status)}
      canDelete={() => false}
      extraActions={canManage ? (row, changed) => <PromotionCommands row={row} changed={changed} /> : undefined}
      actionsWidth={220}
    />
  );
}
