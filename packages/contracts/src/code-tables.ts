/**
 * The fixed code tables of the product spec (spec/constants.json), each with zh-CN and en-US labels.
 * Every table here is also seeded as a dictionary type (admin module), so screens read labels through
 * the dictionary API and administrators can retitle entries without a release.
 * The spec spells the pound sterling `GPB`; we use the ISO code `GBP` (catalogue-notes C.1).
 */
export interface CodeEntry {
  readonly value: string;
  readonly en: string;
  readonly zh: string;
}
export interface CodeTable {
  /** Dictionary type code, e.g. `feeTypes`. */
  readonly type: string;
  readonly en: string;
  readonly zh: string;
  readonly entries: readonly CodeEntry[];
}

const e = (value: string, en: string, zh: string): CodeEntry => ({ value, en, zh });
/** Codes whose label is the code itself in both languages (currencies, units...). */
const same = (...values: string[]): CodeEntry[] => values.map((v) => e(v, v, v));

export const codeTables = [
  {
    type: "currencies",
    en: "Currencies",
    zh: "币种",
    entries: [
      e("USD", "US dollar", "美元"),
      e("CNY", "Chinese yuan", "人民币"),
      e("CAD", "Canadian dollar", "加元"),
      e("EUR", "Euro", "欧元"),
      e("GBP", "Pound sterling", "英镑"),
      e("AUD", "Australian dollar", "澳元"),
      e("JPY", "Japanese yen", "日元"),
    ],
  },
  {
    type: "countries",
    en: "Countries",
    zh: "国家",
    entries: [
      e("US", "United States", "美国"),
      e("ES", "Spain", "西班牙"),
      e("DE", "Germany", "德国"),
      e("JP", "Japan", "日本"),
      e("CA", "Canada", "加拿大"),
    ],
  },
  {
    type: "originCountries",
    en: "Countries of origin",
    zh: "原产国",
    entries: [e("China", "China", "中国"), e("Vietnam", "Vietnam", "越南")],
  },
  { type: "lengthUnits", en: "Length units", zh: "长度单位", entries: [e("cm", "cm", "厘米"), e("inch", "inch", "英寸")] },
  { type: "weightUnits", en: "Weight units", zh: "重量单位", entries: [e("g", "g", "克"), e("lbs", "lbs", "磅")] },
  {
    type: "salesUnits",
    en: "Sales units",
    zh: "销售单位",
    entries: [
      e("Bag", "Bag", "袋"),
      e("Bar", "Bar", "条"),
      e("Bottle", "Bottle", "瓶"),
      e("Box", "Box", "盒"),
      e("Bundle", "Bundle", "捆"),
      e("Carton", "Carton", "箱"),
      e("Dozen", "Dozen", "打"),
      e("Ea", "Ea", "个(Ea)"),
      e("Pair", "Pair", "双"),
      e("Pcs", "Pcs", "件(Pcs)"),
      e("Piece", "Piece", "件"),
      e("Set", "Set", "套"),
      e("Unit", "Unit", "单位"),
    ],
  },
  {
    type: "sizeTiers",
    en: "Size tiers",
    zh: "尺寸分段",
    entries: [
      e("Small standard-size", "Small standard-size", "小号标准尺寸"),
      e("Large standard-size", "Large standard-size", "大号标准尺寸"),
      e("Small oversize", "Small oversize", "小号大件"),
      e("Medium oversize", "Medium oversize", "中号大件"),
      e("Large oversize", "Large oversize", "大号大件"),
      e("Special oversize", "Special oversize", "特殊大件"),
    ],
  },
  {
    type: "labelFormats",
    en: "Label page formats",
    zh: "标签纸格式",
    entries: [
      e("1", "Letter size (30 per page)", "Letter 纸 (每页 30 个)"),
      e("2", "10cm by 10cm (one per page)", "10cm × 10cm (每页 1 个)"),
      e("3", "10.16cm by 5.08cm (one per page)", "10.16cm × 5.08cm (每页 1 个)"),
    ],
  },
  {
    type: "billingDetailStatus",
    en: "Billing detail status",
    zh: "计费明细状态",
    entries: [e("0", "Not yet billed", "未出账"), e("-1", "Billed out", "已出账")],
  },
  {
    type: "productTypes",
    en: "Product types",
    zh: "产品类型",
    entries: [e("1", "Finished goods", "成品"), e("2", "Parts", "配件"), e("3", "Consumables", "耗材")],
  },
  { type: "inventoryTypes", en: "Inventory types", zh: "库存类型", entries: [e("0", "Normal", "良品"), e("1", "Unsellable", "不良品")] },
  {
    type: "snapshotTypes",
    en: "Snapshot types",
    zh: "快照类型",
    entries: [e("CAN_SALE", "Sellable", "可售"), e("NO_SALE", "Not sellable", "不可售")],
  },
  {
    type: "customerAccountStatus",
    en: "Customer account status",
    zh: "客户账户状态",
    entries: [e("0", "Normal", "正常"), e("1", "In arrears", "欠费"), e("3", "Frozen", "冻结")],
  },
  {
    type: "onShelfStatus",
    en: "On-shelf status",
    zh: "上架状态",
    entries: [e("0", "Booked", "已预约"), e("1", "Receiving", "收货中"), e("2", "Shelving timed out", "上架超时")],
  },
  {
    type: "feeRecordStatus",
    en: "Fee record status",
    zh: "费用记录状态",
    entries: [
      e("1", "Unprocessed", "未处理"),
      e("2", "Billed", "已出账"),
      e("3", "Abnormal", "异常"),
      e("5", "Abnormal ignored", "异常已忽略"),
    ],
  },
  {
    type: "feeTypes",
    en: "Fee types",
    zh: "费用类型",
    entries: [
      e("1", "Warehouse operation", "仓库操作费"),
      e("2", "Delivery", "配送费"),
      e("3", "Value-added service", "增值服务费"),
      e("4", "Storage", "仓储费"),
      e("5", "Packaging material", "包材费"),
      e("6", "Adjustment", "调整费"),
    ],
  },
  {
    type: "businessTypes",
    en: "Business types",
    zh: "业务类型",
    entries: [
      e("1", "Transfer fee", "中转费"),
      e("2", "General inbound", "普通入库"),
      e("3", "Sales order", "销售订单"),
      e("4", "Storage", "仓储"),
      e("5", "Other", "其他"),
      e("6", "Allocation", "调拨"),
      e("7", "Return", "退货"),
      e("10", "All", "全部"),
      e("11", "Inbound without source", "无源入库"),
      e("20", "Destruction order", "销毁单"),
    ],
  },
  {
    type: "orderTypes",
    en: "Order types",
    zh: "单据类型",
    entries: [
      e("1", "B2C outbound", "B2C 出库"),
      e("2", "Allocation outbound", "调拨出库"),
      e("3", "Return inbound", "退货入库"),
      e("5", "Inbound carton", "入库(箱)"),
      e("6", "Inbound container", "入库(柜)"),
      e("7", "Inbound other", "其他入库"),
      e("9", "Transit inbound container", "中转入库(柜)"),
      e("10", "Transit inbound carton", "中转入库(箱)"),
      e("11", "Transit outbound", "中转出库"),
      e("12", "B2C outbound cancellation", "B2C 出库取消"),
      e("13", "Transaction", "交易"),
      e("14", "Allocation inbound", "调拨入库"),
      e("15", "Allocation inbound onsite", "现场调拨入库"),
      e("16", "Allocation outbound onsite", "现场调拨出库"),
      e("19", "Inbound without source", "无源入库"),
      e("20", "Destruction", "销毁"),
    ],
  },
  {
    type: "inventoryOperationTypes",
    en: "Inventory operation types",
    zh: "库存操作类型",
    entries: [
      e("5", "Init", "初始化"),
      e("10", "Purchase inbound", "采购入库"),
      e("11", "Inbound without source", "无源入库"),
      e("13", "Inbound loss", "入库亏损"),
      e("15", "Inbound gain", "入库盘盈"),
      e("20", "Return receipt", "退货收货"),
      e("30", "Allocation in", "调拨入"),
      e("40", "Allocation out", "调拨出"),
      e("60", "Other in", "其他入"),
      e("70", "Other out", "其他出"),
      e("100", "Sales out", "销售出库"),
      e("103", "Adjust in", "调整入"),
      e("104", "Adjust out", "调整出"),
      e("110", "Warehouse move-out", "移库出"),
      e("120", "Move-in", "移库入"),
      e("121", "Cross-warehouse in", "跨仓入"),
      e("122", "Cross-warehouse out", "跨仓出"),
    ],
  },
  {
    type: "reserveSources",
    en: "Reserve sources",
    zh: "预占来源",
    entries: [
      e("0", "Unknown", "未知"),
      e("10", "Sales order", "销售订单"),
      e("50", "Allocation out", "调拨出库"),
      e("60", "Inventory change", "库存变更"),
      e("61", "Reservation", "预约"),
      e("70", "Destruction", "销毁"),
    ],
  },
  {
    type: "transportSources",
    en: "Transport sources",
    zh: "在途来源",
    entries: [
      e("0", "Unknown", "未知"),
      e("20", "Purchase inbound", "采购入库"),
      e("40", "Return", "退货"),
      e("80", "Allocation inbound", "调拨入库"),
    ],
  },
  {
    type: "batchListTypes",
    en: "Batch list types",
    zh: "批次类型",
    entries: [
      e("5", "Unknown", "未知"),
      e("10", "Inbound", "入库"),
      e("20", "Sales return", "销售退货"),
      e("30", "Allocation inbound", "调拨入库"),
      e("60", "Other inbound", "其他入库"),
      e("120", "Move-in", "移库入"),
    ],
  },
  {
    type: "auditLogActionCodes",
    en: "Audit log actions",
    zh: "操作日志动作",
    entries: [
      e("100", "Create", "新建"),
      e("200", "Update", "修改"),
      e("210", "Submit", "提交"),
      e("220", "Ship", "发货"),
      e("300", "Delete", "删除"),
      e("400", "Cancel", "取消"),
      e("500", "Approve", "审核"),
      e("600", "Reject", "驳回"),
      e("800", "Complete", "完成"),
    ],
  },
  {
    type: "warehouseTypes",
    en: "Warehouse types",
    zh: "仓库类型",
    entries: [e("2", "Amazon-type", "亚马逊仓"), e("4", "Other (excluded from the standard list)", "其他(不在标准列表中)")],
  },
  {
    type: "taskListProjectIds",
    en: "Task list projects",
    zh: "任务项目",
    entries: [e("1", "sjsj", "sjsj"), e("2", "syhq", "syhq"), e("3", "amazon", "amazon"), e("4", "ccwt", "ccwt")],
  },
  { type: "pageSizes", en: "Page sizes", zh: "分页大小", entries: [e("dropdown", "1000", "1000"), e("paymentMethods", "999", "999")] },
  {
    type: "timeouts",
    en: "Time-outs (seconds)",
    zh: "超时(秒)",
    entries: [e("screenLoadSeconds", "120", "120"), e("styleLoadSeconds", "120", "120")],
  },
  { type: "levelFilter", en: "Level filter", zh: "层级筛选", entries: same("1", "2", "3") },
  { type: "companyListServiceType", en: "Company list service type", zh: "公司列表服务类型", entries: [e("serviceType", "3", "3")] },
  { type: "cacheKeyPrefixes", en: "Cache key prefixes", zh: "缓存键前缀", entries: same("BOSS_", "finance/", "tools/") },
  {
    type: "tableHeight",
    en: "Table height rule",
    zh: "表格高度规则",
    entries: [e("viewportSubtract", "48+30+2", "48+30+2"), e("fixedHeight", "522", "522"), e("narrowBreakpointPx", "700", "700")],
  },
  { type: "summaryRoundingDecimals", en: "Summary rounding", zh: "合计小数位", entries: [e("decimals", "2", "2")] },
] as const satisfies readonly CodeTable[];

export type CodeTableType = (typeof codeTables)[number]["type"];
type TableOf<T extends CodeTableType> = Extract<(typeof codeTables)[number], { type: T }>;
/** The typed values of one table, e.g. `CodeValue<"feeTypes">` = "1" | "2" | ... */
export type CodeValue<T extends CodeTableType> = TableOf<T>["entries"][number]["value"];

const byType = new Map<string, CodeTable>(codeTables.map((t) => [t.type, t]));
export function codeTable<T extends CodeTableType>(type: T): TableOf<T> {
  return byType.get(type) as TableOf<T>;
}
export function codeValues<T extends CodeTableType>(type: T): [CodeValue<T>, ...CodeValue<T>[]] {
  return codeTable(type).entries.map((x) => x.value) as unknown as [CodeValue<T>, ...CodeValue<T>[]];
}
export function codeLabel(type: CodeTableType, value: string, locale: Locale): string {
  const entry = byType.get(type)?.entries.find((x) => x.value === value);
  return entry ? (locale === "zh-CN" ? entry.zh : entry.en) : value;
}

export const locales = ["zh-CN", "en-US"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "zh-CN";
