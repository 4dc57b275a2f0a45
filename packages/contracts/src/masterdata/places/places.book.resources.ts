/** Resource definitions of an org's address book and its importers of record (logisticians/logisticsAddress, two tabs). */
import { activeField, commonLabels as L, defineResource } from "../../resource.js";
import { addressKinds, addressRow, addressSave, importerRow, importerSave } from "./places.address.js";

const orgLabel = { "zh-CN": "组织", "en-US": "Org" } as const;
/** The owning org: a column, and a picker for staff on create (a seller's own org applies). */
const ownerFields = {
  orgCode: { label: orgLabel, kind: "text", width: 90 },
  orgId: { label: orgLabel, kind: "ref", list: false, form: "create" },
} as const;
const bookLabels = {
  contact: { "zh-CN": "联系人", "en-US": "Contact" },
  country: { "zh-CN": "国家/地区", "en-US": "Country" },
  state: { "zh-CN": "州/省", "en-US": "State/province" },
  city: { "zh-CN": "城市", "en-US": "City" },
  address1: { "zh-CN": "地址", "en-US": "Address" },
  postcode: { "zh-CN": "邮编", "en-US": "Postcode" },
} as const;
const kindLabels = {
  sender: { "zh-CN": "发货地址", "en-US": "Sender" },
  receiver: { "zh-CN": "收货地址", "en-US": "Receiver" },
  return: { "zh-CN": "退货地址", "en-US": "Return" },
  pickup: { "zh-CN": "提货地址(工厂)", "en-US": "Pick-up (factory)" },
} as const;
const kindColours = { sender: "blue", receiver: "cyan", return: "orange", pickup: "purple" } as const;
export const addressKindOptions = addressKinds.map((k) => ({ value: k, label: kindLabels[k], color: kindColours[k] }));

/** The address book tab; its form is the screen's own (the country's region pickers and postcode rules). */
export const addressResource = defineResource({
  name: "places.addresses",
  title: { "zh-CN": "地址簿", "en-US": "Address book" },
  noun: { "zh-CN": "地址", "en-US": "address" },
  row: addressRow,
  save: addressSave,
  nameField: "label",
  fields: {
    ...ownerFields,
    kind: {
      label: { "zh-CN": "地址类型", "en-US": "Kind" },
      kind: "enum",
      options: addressKindOptions,
      filter: { width: 150 },
      width: 130,
      form: true,
    },
    label: { label: { "zh-CN": "地址名称", "en-US": "Address name" }, kind: "text", filter: true, width: 200, form: true },
    isDefault: { label: { "zh-CN": "默认", "en-US": "Default" }, kind: "bool", width: 80, form: true },
    active: activeField({ label: L.status, filter: { width: 100 }, width: 80, form: true }),
    company: { label: { "zh-CN": "公司", "en-US": "Company" }, kind: "textarea", width: 180, sort: false, form: true },
    contactName: { label: bookLabels.contact, kind: "text", width: 120, form: true },
    phone: { label: L.phone, kind: "text", width: 140, sort: false, form: true },
    email: { label: L.email, kind: "text", list: "hidden", width: 180, sort: false, form: true },
    countryCode: { label: bookLabels.country, kind: "text", width: 90, form: true },
    state: { label: bookLabels.state, kind: "text", width: 90, form: true },
    city: { label: bookLabels.city, kind: "text", filter: { width: 140 }, width: 120, form: true },
    address1: { label: bookLabels.address1, kind: "textarea", width: 240, sort: false, form: true },
    address2: {
      label: { "zh-CN": "地址 2(楼层、门牌)", "en-US": "Address 2 (floor, suite)" },
      kind: "textarea",
      list: "hidden",
      width: 160,
      form: true,
    },
    postcode: { label: bookLabels.postcode, kind: "text", width: 100, form: true },
    remark: { label: L.remark, kind: "textarea", list: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", export: false, width: 160 },
  },
  defaultSort: { field: "kind", dir: "asc" },
  permissions: { read: "masterdata:address:read", manage: "masterdata:address:manage" },
  paths: {
    list: "GET /api/v2/address/findByPage",
    export: "/api/v2/address/export",
    detail: "GET /api/v2/address/detail",
    save: "POST /api/v2/address/saveAndUpdate",
    delete: "POST /api/v2/address/delete",
  },
  createDefaults: { kind: "sender", countryCode: "US", active: true, isDefault: false },
});

/** The importers tab: importers of record (a US importer's tax id is its EIN); its form is the screen's own, as the addresses'. */
export const importerResource = defineResource({
  name: "places.importers",
  title: { "zh-CN": "进口商", "en-US": "Importers" },
  noun: { "zh-CN": "进口商", "en-US": "importer" },
  row: importerRow,
  save: importerSave,
  nameField: "name",
  fields: {
    ...ownerFields,
    name: { label: { "zh-CN": "进口商名称", "en-US": "Importer name" }, kind: "textarea", filter: true, width: 220, form: true },
    taxId: {
      label: { "zh-CN": "税号", "en-US": "Tax id" },
      kind: "text",
      filter: { width: 150 },
      width: 160,
      form: true,
      help: { "zh-CN": "美国进口商填写 EIN,如 12-3456789", "en-US": "A US importer's EIN, e.g. 12-3456789" },
    },
    active: activeField({ label: L.status, filter: { width: 100 }, width: 80, form: true }),
    countryCode: { label: bookLabels.country, kind: "text", width: 90, form: true },
    state: { label: bookLabels.state, kind: "text", width: 90, sort: false, form: true },
    city: { label: bookLabels.city, kind: "text", width: 120, sort: false, form: true },
    address1: { label: bookLabels.address1, kind: "textarea", width: 220, sort: false, form: true },
    postcode: { label: bookLabels.postcode, kind: "text", width: 100, sort: false, form: true },
    contactName: { label: bookLabels.contact, kind: "text", width: 120, sort: false, form: true },
    phone: { label: L.phone, kind: "text", list: "hidden", width: 140, sort: false, form: true },
    email: { label: L.email, kind: "text", list: "hidden", width: 180, sort: false, form: true },
    remark: { label: L.remark, kind: "textarea", list: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", export: false, width: 160 },
  },
  defaultSort: { field: "name", dir: "asc" },
  permissions: { read: "masterdata:importer:read", manage: "masterdata:importer:manage" },
  paths: {
    list: "GET /api/v2/importer/query",
    export: "/api/v2/importer/export",
    detail: "GET /api/v2/importer/detail",
    save: "POST /api/v2/importer/saveAndUpdate",
    delete: "POST /api/v2/importer/delete",
  },
  createDefaults: { countryCode: "US", active: true },
});
