/**
 * Create or edit a draft stock document: kind, owner, warehouse (and a transfer's target), reason, and the
 * lines, the SKU picker offering the chosen owner's products only. `submit` saves and submits at once
 * (the inventory detail's adjust button: the document then awaits another operator's approval).
 */
import "../i18n";
import Col from "antd/es/col";
import Divider from "antd/es/divider";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  stockDocKindInfo,
  type StockDocKind,
  type StockDocLineInput,
  stockDocReasonLabels,
  type StockDocSave,
} from "@entrepot/contracts";
import { productOption, ProductLines } from "../../../../components/ProductLines";
import { useDocumentForm } from "../../../../components/useDocumentForm";
import { fetchDoc, runDocTransition, saveDoc, useDocOptions } from "../api";

type Values = Omit<StockDocSave, "id" | "version">;
/** Prefilled values (a line may come without its quantity). */
export type DocInitial = Partial<Omit<Values, "lines">> & { lines?: Partial<StockDocLineInput>[] };
const req = [{ required: true }];

export function DocFormModal({
  kinds,
  id,
  initial,
  submit: andSubmit,
  onClose,
  onSaved,
}: {
  kinds: readonly StockDocKind[];
  id?: number;
  initial?: DocInitial;
  submit?: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation("stockdocs");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { form, doc, busy, submit } = useDocumentForm({
    id,
    load: fetchDoc,
    toValues: (d) =>
      ({
        ...d,
        lines: d.lines.map((l) => ({
          productId: l.productId,
          inventoryType: l.inventoryType as 0 | 1,
          toInventoryType: l.toInventoryType as 0 | 1 | null,
          quantity: l.quantity,
        })),
      }) as Values,
    save: async (v: Values, at) => {
      const saved = await saveDoc({ ...v, ...at, kind, targetWarehouseId: kind === "transfer" ? v.targetWarehouseId : null });
      return andSubmit ? runDocTransition("submit", saved) : saved;
    },
    savedText: (saved) => t("form.saved", { docNo: saved.docNo }),
    onDone: () => (onSaved(), onClose()),
  });
  const kind = (Form.useWatch("kind", form) ?? initial?.kind ?? kinds[0]) as StockDocKind;
  const orgId = Form.useWatch("orgId", form) ?? initial?.orgId;
  const options = useDocOptions(orgId).data;

  const typeOptions = [0, 1].map((v) => ({ value: v, label: t(`inventoryTypes.${v}`) }));
  const whOptions = (options?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }));
  return (
    <Modal
      open
      width={900}
      title={doc ? t("form.editTitle", { docNo: doc.docNo }) : t("form.newTitle", { kind: stockDocKindInfo[kind][locale] })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={andSubmit ? t("form.saveAndSubmit") : undefined}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "doc-save" } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kind: kinds[0], reasonCode: "count", lines: [{ inventoryType: 0 }], ...initial }}
        data-testid="doc-form"
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="kind" label={t("form.kind")} rules={req}>
              <Select
                disabled={kinds.length === 1 || id !== undefined}
                options={kinds.map((k) => ({ value: k, label: stockDocKindInfo[k][locale] }))}
                data-testid="doc-kind"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="orgId" label={t("form.org")} rules={req}>
              <Select
                showSearch={{ optionFilterProp: "label" }}
                options={(options?.orgs ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
                onChange={() => form.setFieldValue("lines", [{ inventoryType: 0 }])}
                data-testid="doc-org"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="warehouseId" label={t("form.warehouse")} rules={req}>
              <Select options={whOptions} data-testid="doc-warehouse" />
            </Form.Item>
          </Col>
          {kind === "transfer" && (
            <Col span={8}>
              <Form.Item name="targetWarehouseId" label={t("form.targetWarehouse")} rules={req}>
                <Select options={whOptions} data-testid="doc-target" />
              </Form.Item>
            </Col>
          )}
          <Col span={8}>
            <Form.Item name="reasonCode" label={t("form.reason")} rules={req}>
              <Select options={Object.entries(stockDocReasonLabels).map(([value, l]) => ({ value, label: l[locale] }))} />
            </Form.Item>
          </Col>
          <Col span={kind === "transfer" ? 8 : 16}>
            <Form.Item name="reasonText" label={t("form.reasonText")} rules={[{ max: 500 }]}>
              <Input data-testid="doc-reason-text" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t("form.lines")}</Divider>
        <ProductLines
          options={options?.products.map((p) => productOption(p, p.id))}
          disabled={!orgId}
          texts={{ sku: t("form.sku"), pickFirst: t("form.pickOrg"), addLine: t("form.addLine") }}
          emptyLine={{ inventoryType: 0 }}
          columns={(line, head) => (
            <>
              <Form.Item name={[line, "inventoryType"]} label={head(t("form.inventoryType"))} rules={req}>
                <Select style={{ width: 110 }} options={typeOptions} disabled={kind === "transfer"} aria-label={t("form.inventoryType")} />
              </Form.Item>
              {kind === "move" && (
                <Form.Item name={[line, "toInventoryType"]} label={head(t("form.toInventoryType"))} rules={req}>
                  <Select
                    style={{ width: 110 }}
                    options={typeOptions}
                    placeholder={t("form.toInventoryType")}
                    aria-label={t("form.toInventoryType")}
                  />
                </Form.Item>
              )}
              <Form.Item
                name={[line, "quantity"]}
                label={head(t("form.quantity"))}
                rules={req}
                tooltip={kind === "adjust" ? t("form.adjustHelp") : undefined}
                extra={kind === "adjust" && line === 0 ? t("form.adjustHelp") : undefined}
              >
                <InputNumber
                  precision={0}
                  min={kind === "adjust" ? -100000 : 1}
                  max={100000}
                  placeholder={t("form.quantity")}
                  aria-label={t("form.quantity")}
                  data-testid={`line-qty-${line}`}
                />
              </Form.Item>
            </>
          )}
        />
      </Form>
    </Modal>
  );
}
