/**
 * The campaign wizard of each ad type, as Amazon's console has it (settings, ad group, products, SB's
 * creative, targeting), submitted as ONE call that creates the campaign, its first group, the product ads,
 * the targets and negatives (and SB's creative) in one transaction: advertising/createActivity/add (SP),
 * advertising/createActivity/sd/add (SD), advertising/sbCreateActivity/add (SB). The `/edit?id=` screens:
 * the campaign's settings only (the budget as a budget change).
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
import { campaignResource, type AdType } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { PageHeading } from "../../../../components/PageHeading";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { createCampaign, updateCampaign, useCampaignDetail, useCampaignPickers } from "../../api.campaigns";
import { GroupStep, ProductsStep } from "./GroupSteps";
import { adTypeOfPath, campaignDetailPath, campaignListPath } from "./paths";
import { SbCreativeStep } from "./SbCreativeStep";
import { SettingsStep } from "./SettingsStep";
import { showServerErrors } from "./serverFieldErrors";
import { TargetingStep } from "./TargetingStep";
import { fromCampaign, newWizardValues, targetListOf, toCreateBody, toUpdateBody, type WizardValues } from "./wizardValues";

/** The wizard's steps, each with the fields it checks before the next one opens (SB adds its creative). */
const SETTINGS = [
  "adsProfileId",
  "name",
  "portfolioId",
  "targeting",
  "dailyBudget",
  "startDate",
  "endDate",
  "biddingStrategy",
  "placements",
  "sdTactic",
  "sdCostType",
];
const TARGETS = ["keywords", "productTargets", "categoryTargets", "audiences", "autoTargets", "negatives"];
type Step = { key: string; fields: string[] };
const stepsOf = (adType: AdType): Step[] => [
  { key: "sp.stepSettings", fields: SETTINGS },
  { key: "sp.stepGroup", fields: ["adGroup"] },
  { key: "sp.stepProducts", fields: ["productIds"] },
  ...(adType === "SB" ? [{ key: "sbsd.stepCreative", fields: ["creative"] }] : []),
  { key: "sp.stepTargeting", fields: TARGETS },
];
const TITLES: Record<AdType, [title: string, intro: string]> = {
  SP: ["sp.newTitle", "sp.newIntro"],
  SB: ["sbsd.newSbTitle", "sbsd.newSbIntro"],
  SD: ["sbsd.newSdTitle", "sbsd.newSdIntro"],
};

export default function CampaignWizardPage() {
  const { t } = useTranslation("advertising");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshList = useRefreshList(campaignResource.paths.list.split(" ")[1]!);
  const { pathname } = useLocation();
  const adType = adTypeOfPath(pathname);
  const steps = stepsOf(adType);
  const stepOf = (field: string | number | undefined) =>
    Math.max(
      0,
      steps.findIndex((s) => s.fields.includes(String(field))),
    );
  const editing = pathname.endsWith("/edit");
  const [params] = useSearchParams();
  const id = editing ? Number(params.get("id")) || 0 : 0;
  const detail = useCampaignDetail(id);
  const [form] = Form.useForm<WizardValues>();
  const adsProfileId = Form.useWatch("adsProfileId", form);
  const targeting = Form.useWatch("targeting", form) ?? "MANUAL";
  const sdTactic = Form.useWatch("sdTactic", form);
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
      await form.validateFields(steps[step]!.fields, { recursive: true });
      setStep(step + 1);
    } catch {
      // the step shows what is missing
    }
  };
  const submit = async () => {
    try {
      await form.validateFields(editing ? SETTINGS : steps.flatMap((s) => s.fields), { recursive: true });
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
      void navigate(campaignDetailPath(saved.campaign.id, adType));
    } catch (err) {
      void message.error(errorMessage(err));
      const field = showServerErrors(
        form,
        err,
        targetListOf(values, { ...values, targeting: adType === "SP" ? values.targeting : "MANUAL" }),
      );
      if (field && !editing) setStep(stepOf(field[0]));
    } finally {
      setBusy(false);
    }
  };

  // a campaign of another type is not this screen's
  if (editing && (detail.isError || !id || (detail.data && detail.data.campaign.adType !== adType)))
    return <Empty description={t("sp.noCampaign")} />;
  const last = steps.length - 1;
  const shown = (i: number) => ({ display: editing || step === i ? undefined : "none" });
  return (
    <div>
      <PageHeading
        title={editing ? t("sp.editTitle", { name: detail.data?.campaign.name ?? "" }) : t(TITLES[adType][0])}
        intro={t(editing ? "sp.editIntro" : TITLES[adType][1])}
      />
      {!editing && <Steps current={step} items={steps.map((s) => ({ title: t(s.key) }))} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={newWizardValues(adType)}
        onValuesChange={(changed: Partial<WizardValues>) => {
          // another account: its own portfolios and products; a campaign starts on the marketplace's today
          if ("adsProfileId" in changed) {
            const today = pickers?.profiles.find((p) => p.id === changed.adsProfileId)?.today;
            form.setFieldsValue({
              portfolioId: null,
              productIds: [],
              creative: { ...form.getFieldValue("creative"), productIds: [] },
              ...(today ? { startDate: dayjs(today) } : {}),
            });
          }
        }}
      >
        <div style={shown(0)}>
          <SettingsStep adType={adType} pickers={pickers} currency={currency} today={profile?.today} editing={editing} />
        </div>
        {!editing && (
          <>
            <div style={shown(1)}>
              <GroupStep currency={currency} />
            </div>
            <div style={shown(2)}>
              <ProductsStep pickers={pickers} />
            </div>
            {adType === "SB" && (
              <div style={shown(3)}>
                <SbCreativeStep pickers={pickers} />
              </div>
            )}
            <div style={shown(last)}>
              <TargetingStep
                targeting={adType === "SP" ? targeting : "MANUAL"}
                adType={adType}
                sdTactic={sdTactic}
                currency={currency}
                adsProfileId={adsProfileId}
                withNegatives={adType !== "SD"}
              />
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
        {!editing && step < last ? (
          <Button type="primary" onClick={() => void next()} data-testid="sp-next">
            {t("sp.next")}
          </Button>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="sp-submit">
            {t(editing ? "sp.save" : "sp.submit")}
          </Button>
        )}
        <Button onClick={() => void navigate(editing && id ? campaignDetailPath(id, adType) : campaignListPath(adType))}>
          {t("sp.cancel")}
        </Button>
      </Space>
    </div>
  );
}
