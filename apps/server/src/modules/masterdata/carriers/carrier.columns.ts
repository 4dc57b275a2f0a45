import type { DeliveryChannelRow, OrgCarrierServiceRow } from "@entrepot/contracts";
import type { ExportColumn } from "../../../platform/http/export.js";
import type { Message } from "../../../platform/i18n/messages.js";
import { activeLabel, labelOf, yesNo } from "../../../platform/http/export.js";

/** The .xlsx columns of the carriers area's lists, with codes shown as words in the reader's language. */

const h = (zh: string, en: string): Message => ({ "zh-CN": zh, "en-US": en });
const signatures = labelOf({
  none: h("无需签收", "No signature"),
  required: h("需签收", "Signature"),
  adult: h("成人签收", "Adult signature"),
});
const sources = labelOf({ operator: h("运营方账号", "Operator's account"), own: h("客户自有账号", "Seller's own account") });
const updated = { key: "updatedAt", header: h("更新时间", "Updated"), width: 22 } as const;
const remark = { key: "remark", header: h("备注", "Remark"), width: 30 } as const;

export const channelColumns: ExportColumn<DeliveryChannelRow>[] = [
  { key: "code", header: h("渠道代码", "Channel code"), width: 16 },
  { key: "name", header: h("渠道名称", "Channel name"), width: 26 },
  { key: "carrierCode", header: h("承运商", "Carrier"), width: 12 },
  { key: "carrierServiceCode", header: h("物流服务", "Service"), width: 20 },
  { key: "carrierAccountName", header: h("物流账号", "Account"), width: 22 },
  { key: "carrierAccountMasked", header: h("账号", "Account number"), width: 16 },
  { key: "labelFormat", header: h("面单格式", "Label format"), width: 10 },
  { key: "labelSize", header: h("面单尺寸", "Label size"), width: 10 },
  { key: "printReturnLabel", header: h("打印退货面单", "Return label"), width: 12, format: yesNo },
  { key: "insurance", header: h("保险", "Insurance"), width: 8, format: yesNo },
  { key: "signature", header: h("签收", "Signature"), width: 14, format: signatures },
  { key: "warehouseCodes", header: h("仓库", "Warehouses"), width: 26 },
  { key: "orgCount", header: h("已分配组织数", "Organisations"), width: 12 },
  { key: "active", header: h("状态", "Status"), width: 10, format: activeLabel },
  remark,
  updated,
];

export const orgServiceColumns: ExportColumn<OrgCarrierServiceRow>[] = [
  { key: "orgCode", header: h("组织代码", "Org code"), width: 12 },
  { key: "orgName", header: h("组织名称", "Organisation"), width: 24 },
  { key: "channelCode", header: h("渠道代码", "Channel"), width: 16 },
  { key: "channelName", header: h("渠道名称", "Channel name"), width: 24 },
  { key: "carrierServiceCode", header: h("物流服务", "Service"), width: 20 },
  { key: "warehouseCode", header: h("仓库", "Warehouse"), width: 12 },
  { key: "accountSource", header: h("付费账号", "Paid by"), width: 16, format: sources },
  { key: "carrierAccountMasked", header: h("客户账号", "Seller account"), width: 16 },
  { key: "active", header: h("状态", "Status"), width: 10, format: activeLabel },
  remark,
  updated,
];
