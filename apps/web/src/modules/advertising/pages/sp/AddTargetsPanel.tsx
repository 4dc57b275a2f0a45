/** More targets for a manual group, of the kinds its campaign takes (the wizard's targeting step: keywords, products, categories, SD audiences), in one call. */
import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import type { CampaignRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { addTargets } from "../../api.campaigns";
import { showServerErrors } from "./serverFieldErrors";
import { TargetingStep } from "./TargetingStep";
import { newTargeting, targetListOf, targetsOf, type TargetingValues } from "./wizardValues";

interface Props {
  campaign: Pick<CampaignRow, "adType" | "targeting" | "sdTactic" | "adsProfileId">;
  groupId: number;
  currency: string;
  changed: () => Promise<unknown>;
}

export function AddTargetsPanel({ campaign, groupId, currency, changed }: Props) {
  const { t } = useTranslation("advertising");
  const [form] = Form.useForm<TargetingValues>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    try {
      await form.validateFields(undefined, { recursive: true });
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as TargetingValues;
    const targets = targetsOf(values, campaign);
    if (targets.length === 0) return;
    setBusy(true);
    try {
      const { ids } = await addTargets(groupId, targets);
      void message.success(t("sp.targetsAdded", { count: ids.length }));
      form.setFieldsValue({ keywords: [], productTargets: [], categoryTargets: [], audiences: [] });
      await changed();
    } catch (err) {
      void message.error(errorMessage(err));
      showServerErrors(form, err, targetListOf(values, campaign));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginTop: 16 }}>
      <Form form={form} layout="vertical" initialValues={newTargeting(campaign.adType)}>
        <TargetingStep
          targeting="MANUAL"
          adType={campaign.adType}
          sdTactic={campaign.sdTactic}
          currency={currency}
          adsProfileId={campaign.adsProfileId}
          withNegatives={false}
          title={t("sp.addTargets")}
        />
      </Form>
      <Button style={{ marginTop: 8 }} type="primary" loading={busy} onClick={() => void submit()} data-testid="sp-targets-add">
        {t("sp.addTargets")}
      </Button>
    </div>
  );
}
