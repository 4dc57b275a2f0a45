/**
 * An SB campaign's creative changed after creation (Amazon sends an edited creative to moderation again):
 * the wizard's creative step in a dialog, saved through the creative command with the version read.
 */
import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import type { CampaignDetail, CampaignRow, SbCreativeInput } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { updateSbCreative, useCampaignPickers } from "../../api.campaigns";
import { SbCreativeStep } from "./SbCreativeStep";
import { showServerErrors } from "./serverFieldErrors";

interface Props {
  campaign: CampaignRow;
  creative: NonNullable<CampaignDetail["creative"]>;
  changed: () => unknown;
}

export function SbCreativeEditor({ campaign, creative, changed }: Props) {
  const { t } = useTranslation("advertising");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ adsProfileId: number; creative: SbCreativeInput }>();
  const pickers = useCampaignPickers(open ? campaign.adsProfileId : undefined).data;
  const start = () => {
    const { id: _id, version: _version, ...values } = creative;
    form.setFieldsValue({ adsProfileId: campaign.adsProfileId, creative: values });
    setOpen(true);
  };
  const save = async () => {
    const { creative: values } = await form.validateFields();
    setBusy(true);
    try {
      await updateSbCreative({
        ...values,
        landingPageUrl: values.landingPageType === "customUrl" ? values.landingPageUrl : null,
        campaignId: campaign.id,
        version: creative.version,
      });
      void message.success(t("sbsd.creativeSaved"));
      setOpen(false);
      await changed();
    } catch (err) {
      // the command's body is the creative itself: its fields are the dialog's `creative.*`
      const renames = Object.fromEntries(Object.keys(values).map((k) => [k, ["creative", k]]));
      if (!showServerErrors(form, err, "targets", renames)) void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={start} disabled={campaign.state === "ARCHIVED"} data-testid="sb-creative-edit">
        {t("sbsd.editCreative")}
      </Button>
      <Modal
        open={open}
        title={t("sbsd.editCreative")}
        width={760}
        okText={t("sbsd.saveCreative")}
        onOk={() => void save()}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        // the form stays mounted: the dialog's values are set before it opens
        forceRender
      >
        <div style={{ marginBottom: 12, opacity: 0.65 }}>{t("sbsd.editCreativeHelp")}</div>
        <Form form={form} layout="vertical" data-testid="sb-creative-form">
          <Form.Item name="adsProfileId" hidden>
            <input type="hidden" />
          </Form.Item>
          <SbCreativeStep pickers={pickers} anyProduct />
        </Form>
      </Modal>
    </>
  );
}
