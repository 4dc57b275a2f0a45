/**
 * advertising/createGroup/{sp|sb|sd}/add?campaignId=: another ad group of a campaign of that type, with its
 * default bid, product ads and targets (of the kinds the campaign takes: auto groups, keywords, products,
 * categories, SD audiences), in one call.
 */
import "../../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Form from "antd/es/form";
import Space from "antd/es/space";
import message from "antd/es/message";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { adGroupCreate } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { PageHeading } from "../../../../components/PageHeading";
import { createGroup, useCampaignDetail, useCampaignPickers } from "../../api.campaigns";
import { GroupStep, ProductsStep } from "./GroupSteps";
import { adTypeOfPath, campaignDetailPath, groupDetailPath } from "./paths";
import { showServerErrors } from "./serverFieldErrors";
import { TargetingStep } from "./TargetingStep";
import { newWizardValues, targetListOf, toGroupBody, type WizardValues } from "./wizardValues";

export default function GroupCreatePage() {
  const { t } = useTranslation("advertising");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const adType = adTypeOfPath(useLocation().pathname);
  const campaignId = Number(params.get("campaignId")) || 0;
  const detail = useCampaignDetail(campaignId);
  const campaign = detail.data?.campaign;
  const pickers = useCampaignPickers(campaign?.adsProfileId).data;
  const [form] = Form.useForm<WizardValues>();
  const [busy, setBusy] = useState(false);

  if (!campaignId || detail.isError || (campaign && campaign.adType !== adType)) return <Empty description={t("sp.noCampaign")} />;
  const submit = async () => {
    try {
      await form.validateFields(undefined, { recursive: true });
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as WizardValues;
    setBusy(true);
    try {
      const group = await createGroup(toGroupBody(campaign!, values));
      void message.success(t("sp.groupCreated"));
      void queryClient.invalidateQueries({ queryKey: ["advertising", "campaignDetail", campaignId] });
      void navigate(groupDetailPath(group.id, adType));
    } catch (err) {
      void message.error(errorMessage(err));
      showServerErrors(form, err, targetListOf(values, campaign!), { name: ["adGroup", "name"], defaultBid: ["adGroup", "defaultBid"] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <PageHeading title={t("sp.addGroupTitle", { name: campaign?.name ?? "" })} intro={t("sp.addGroupIntro")} />
      {campaign && (
        <Form form={form} layout="vertical" initialValues={newWizardValues(adType)}>
          <GroupStep currency={campaign.currency} />
          <div style={{ marginTop: 16 }}>
            <ProductsStep pickers={pickers} schema={adGroupCreate} />
          </div>
          <div style={{ marginTop: 16 }}>
            <TargetingStep
              targeting={campaign.targeting}
              adType={adType}
              sdTactic={campaign.sdTactic}
              currency={campaign.currency}
              adsProfileId={campaign.adsProfileId}
              withNegatives={false}
            />
          </div>
        </Form>
      )}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} disabled={!campaign} onClick={() => void submit()} data-testid="sp-group-submit">
          {t("sp.addGroup")}
        </Button>
        <Button onClick={() => void navigate(campaignDetailPath(campaignId, adType))}>{t("sp.cancel")}</Button>
      </Space>
    </div>
  );
}
