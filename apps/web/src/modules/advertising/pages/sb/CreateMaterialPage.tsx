/**
 * advertising/sb/createMaterial: an ad account's brand logos and custom images for SB creatives. A file is
 * checked here before it is sent (PNG / JPG, bytes, pixels: the contract's `adAssetProblem`, which the
 * server runs again on the file's own header), then listed with its preview.
 */
import "../../i18n";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Radio from "antd/es/radio";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Upload from "antd/es/upload";
import message from "antd/es/message";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useTranslation } from "react-i18next";
import { adAssetKindLabels, adAssetKinds, adAssetProblem, adAssetRules, type AdAssetKind, type AdAssetRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { currentLocale } from "../../../../lib/i18n";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { adAssetViewUrl, uploadAdAsset, useAdAssets, useCampaignPickers } from "../../api.campaigns";

/** The picture's pixel size as the browser decodes it (0 × 0 when it cannot). */
function pixelsOf(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const src = URL.createObjectURL(file);
    const img = new Image();
    const done = (size: { width: number; height: number }) => {
      URL.revokeObjectURL(src);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done({ width: 0, height: 0 });
    img.src = src;
  });
}

export default function CreateMaterialPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const pickers = useCampaignPickers().data;
  const [adsProfileId, setProfile] = useState<number>();
  const [kind, setKind] = useState<AdAssetKind>("logo");
  const [busy, setBusy] = useState(false);
  const assets = useAdAssets(adsProfileId);
  const rule = adAssetRules[kind];
  useEffect(() => {
    if (!adsProfileId && pickers?.profiles.length) setProfile(pickers.profiles[0]!.id);
  }, [pickers, adsProfileId]);

  const send = async (file: File) => {
    if (!adsProfileId) return;
    const { width, height } = await pixelsOf(file);
    const problem = adAssetProblem(kind, { mime: file.type || null, bytes: file.size, width, height });
    if (problem) {
      void message.error(t(`material.${problem.reason}`, { limit: problem.limit, width, height }));
      return;
    }
    setBusy(true);
    try {
      const row = await uploadAdAsset(adsProfileId, kind, file);
      void message.success(t("material.uploaded", { name: row.name }));
      await assets.refetch();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <PageHeading title={t("material.title")} intro={t("material.intro")} />
      <Panel title={t("material.upload")}>
        <Form layout="vertical">
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label={t("sp.account")}>
                <Select
                  value={adsProfileId}
                  onChange={setProfile}
                  data-testid="material-account"
                  options={(pickers?.profiles ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.currency})` }))}
                />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                label={t("material.kind")}
                extra={t("material.rule", { width: rule.minWidth, height: rule.minHeight, mb: rule.maxBytes / 1024 / 1024 })}
              >
                <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as AdAssetKind)} data-testid="material-kind">
                  {adAssetKinds.map((k) => (
                    <Radio key={k} value={k}>
                      {adAssetKindLabels[k][locale]}
                    </Radio>
                  ))}
                </Radio.Group>
              </Form.Item>
            </Col>
          </Row>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            disabled={!adsProfileId}
            beforeUpload={(file) => {
              void send(file);
              return false; // sent by `send`, after the checks
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={busy} disabled={!adsProfileId} data-testid="material-upload">
              {t("material.choose")}
            </Button>
          </Upload>
        </Form>
      </Panel>
      <Panel title={t("material.list")} style={{ marginTop: 16 }}>
        <Table<AdAssetRow>
          size="small"
          rowKey="id"
          pagination={false}
          loading={assets.isFetching}
          dataSource={assets.data ?? []}
          locale={{ emptyText: t("material.empty") }}
          data-testid="material-list"
          columns={[
            {
              key: "preview",
              title: t("material.preview"),
              render: (_, a) => <img src={adAssetViewUrl(a.id)} alt={a.name} style={{ maxWidth: 96, maxHeight: 64 }} />,
            },
            { key: "name", dataIndex: "name", title: t("material.name") },
            { key: "kind", title: t("material.kind"), render: (_, a) => adAssetKindLabels[a.kind][locale] },
            { key: "pixels", title: t("material.pixels"), render: (_, a) => `${a.width} × ${a.height}` },
            { key: "bytes", title: t("material.size"), align: "right", render: (_, a) => `${(a.bytes / 1024).toFixed(1)} KB` },
            { key: "createdAt", title: t("material.createdAt"), render: (_, a) => new Date(a.createdAt).toLocaleString(locale) },
          ]}
        />
      </Panel>
    </div>
  );
}
