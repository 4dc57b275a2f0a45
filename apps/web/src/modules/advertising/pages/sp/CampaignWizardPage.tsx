/**
 * advertising/createActivity/add: the Sponsored Products wizard as Amazon's console has it (settings, ad
 * group, products, targeting), submitted as ONE call that creates the campaign, its first group, the
 * product ads, the targets and negatives in one transaction. advertising/createActivity/edit?id=: the
 * campaign's settings only (the budget as a budget change).
 */
import "../../i18n";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Form from "antd/es/form";
import Space from "antd/es/space";
import Steps from "antd/es/steps";
import dayjs from "dayjs";
import message from "antd/es/message";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { campaignResource } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { PageHeading } from "../../../../components/PageHeading";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { createCampaign, updateCampaign, useCampaignDetail, useCampaignPickers } from "../../api.campaigns";
import { GroupStep, ProductsStep } from "./GroupSteps";
import { campaignDetailPath } from "./paths";
import { SettingsStep } from "./SettingsStep";
import { showServerErrors } from "./serverFieldErrors";
import { TargetingStep } from "./TargetingStep";
import { fromCampaign, newWizardValues, toCreateBody, toUpdateBody, type WizardValues } from "./wizardValues";

/** The fields each step checks before the next one opens. */
const STEP_FIELDS: (string | string[])[][] = [
  ["adsProfileId", "name", "portfolioId", "targeting", "dailyBudget", "startDate", "endDate", "biddingStrategy", "placements"],
  ["adGroup"],
  ["productIds"],
  ["keywords", "productTargets", "autoTargets", "negatives"],
];
const stepOf = (field: string | number | undefined) =>
  Math.max(
    0,
    STEP_FIELDS.findIndex((s) => s.includes(String(field))),
  );

export default function CampaignWizardPage() {
  const { t } = useTranslation("advertising");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshList = useRefreshList(campaignResource.paths.list.split(" ")[1]!);
  const editing = useLocation().pathname.endsWith("/edit");
  const [params] = useSearchParams();
  const id = editing ? Number(params.get("id")) || 0 : 0;
  const detail = useCampaignDetail(id);
  const [form] = Form.useForm<WizardValues>();
  const adsProfileId = Form.useWatch("adsProfileId", form);
  const targeting = Form.useWatch("targeting", form) ?? "MANUAL";
  const pickers = useCampaignPickers(adsProfileId).data;
  const profile = pickers?.profiles.find((p) => p.id === adsProfileId);
  const currency = profile?.currency;
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(fromCampaign(detail.data.campaign));
  }, [detail.data, form]);
  useEffect(() => {
    // one ad account: it is the campaign's, no need to pick
    const only = pickers?.profiles.length === 1 ? pickers.profiles[0] : undefined;
    if (!editing && only && !form.getFieldValue("adsProfileId"))
      form.setFieldsValue({ adsProfileId: only.id, startDate: dayjs(only.today) });
  }, [pickers, editing, form]);

  const next = async () => {
    try {
      await form.validateFields(STEP_FIELDS[step]!, { recursive: true });
      setStep(step + 1);
    } catch {
      // the step shows what is missing
    }
  };
  const submit = async () => {
    try {
      await form.validateFields(editing ? STEP_FIELDS[0]! : STEP_FIELDS.flat(), { recursive: true });
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as WizardValues;
    setBusy(true);
    try {
      const saved = editing
        ? await updateCampaign(toUpdateBody(values, detail.data!.campaign))
        : await createCampaign(toCreateBody(values));
      void message.success(t(editing ? "sp.saved" : "sp.created"));
      void refreshList();
      void queryClient.invalidateQueries({ queryKey: ["advertising", "campaignDetail", saved.campaign.id] });
      void navigate(campaignDetailPath(saved.campaign.id));
    } catch (err) {
      void message.error(errorMessage(err));
      const list = values.targeting === "AUTO" ? "autoTargets" : values.manualKind === "keyword" ? "keywords" : "productTargets";
      const field = showServerErrors(form, err, list);
      if (field && !editing) setStep(stepOf(field[0]));
    } finally {
      setBusy(false);
    }
  };

  if (editing && (detail.isError || !id)) return <Empty description={t("sp.noCampaign")} />;
  const steps = ["stepSettings", "stepGroup", "stepProducts", "stepTargeting"] as const;
  const shown = (i: number) => ({ display: editing || step === i ? undefined : "none" });
  return (
    <div>
      <PageHeading
        title={editing ? t("sp.editTitle", { name: detail.data?.campaign.name ?? "" }) : t("sp.newTitle")}
        intro={t(editing ? "sp.editIntro" : "sp.newIntro")}
      />
      {!editing && <Steps current={step} items={steps.map((s) => ({ title: t(`sp.${s}`) }))} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={newWizardValues()}
        onValuesChange={(changed: Partial<WizardValues>) => {
          // another account: its own portfolios and products; a campaign starts on the marketplace's today
          if ("adsProfileId" in changed) {
            const today = pickers?.profiles.find((p) => p.id === changed.adsProfileId)?.today;
            form.setFieldsValue({ portfolioId: null, productIds: [], ...(today ? { startDate: dayjs(today) } : {}) });
          }
        }}
      >
        <div style={shown(0)}>
          <SettingsStep pickers={pickers} currency={currency} today={profile?.today} editing={editing} />
        </div>
        {!editing && (
          <>
            <div style={shown(1)}>
              <GroupStep currency={currency} />
            </div>
            <div style={shown(2)}>
              <ProductsStep pickers={pickers} />
            </div>
            <div style={shown(3)}>
              <TargetingStep targeting={targeting} currency={currency} withNegatives />
            </div>
          </>
        )}
      </Form>
      <Space style={{ marginTop: 16 }}>
        {!editing && step > 0 && (
          <Button onClick={() => setStep(step - 1)} data-testid="sp-back">
            {t("sp.back")}
          </Button>
        )}
        {!editing && step < steps.length - 1 ? (
          <Button type="primary" onClick={() => void next()} data-testid="sp-next">
            {t("sp.next")}
          </Button>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="sp-submit">
            {t(editing ? "sp.save" : "sp.submit")}
          </Button>
        )}
        <Button onClick={() => void navigate(editing && id ? campaignDetailPath(id) : "/advertising/sp")}>{t("sp.cancel")}</Button>
      </Space>
    </div>
  );
}
