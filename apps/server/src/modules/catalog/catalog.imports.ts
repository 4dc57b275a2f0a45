import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { currencyCode, fulfilmentChannels, productBulkRow, queryId, salesUnits, skuMapBulkRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../platform/access/scope.js";
import type { Db, Tx } from "../../platform/db/database.js";
import { cell, fromCells } from "../../platform/imports/cells.js";
import { defineImport, type ImportColumn, type RowProblem } from "../../platform/imports/register.js";
import { productLines, storeAccounts } from "../masterdata/index.js";
import type { RowError } from "./bulk.js";
import { applyProductRows, checkProductRows, type ProductBulkRowValue } from "./product.bulk.js";
import { resolveOwner } from "./product.service.js";
import { products, warehouseSkus } from "./schema.js";
import { applySkuMapRows, checkSkuMapRows, type SkuMapBulkRowValue } from "./skumap.bulk.js";

/**
 * The catalogue's .xlsx imports (background tasks through platform/imports): products and SKU maps.
 * Rows are checked by the same contracts and functions as the bulk saves (checkProductRows /
 * checkSkuMapRows) and saved by them (apply*Rows) in the import's one transaction. The rows belong to
 * one seller: a seller's own org; operator staff name it with `orgId` (checked against their scope:
 * another org's id is a 404 at upload).
 */
const m = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });

const owner = {
  fields: z.object({ orgId: queryId.optional() }),
  resolve: (f: { orgId?: number }, ctx: { db: Db | Tx; actor: Actor }) => resolveOwner(ctx.db, ctx.actor, f.orgId),
};

/** The bulk functions' row errors as import problems: row index -> sheet line, field -> column. */
const problems = (rows: { line: number }[], errors: RowError[]): RowProblem[] =>
  errors.map((e) => ({ line: rows[e.row]!.line, column: e.field.split(".")[0], message: e.message }));

/** A seller's first product line / store account / product, for a template example from its own data. */
const sellerOnly = (actor: Actor) => actor.orgKind === "seller";

// ---- products ----

const productColumns: ImportColumn<ProductBulkRowValue>[] = [
  {
    key: "sku",
    header: m("SKU", "SKU"),
    required: true,
    width: 20,
    example: "MUG-500-BLK",
    note: m(
      "卖家 SKU:1–64 位可打印 ASCII 字符,不含空格;同一卖家内唯一(不区分大小写)。已存在的 SKU 会被更新",
      "Seller SKU: 1–64 printable ASCII characters, no spaces; unique per seller ignoring case. An existing SKU is updated",
    ),
  },
  {
    key: "nameZh",
    header: m("中文名称", "Name (zh)"),
    required: true,
    width: 24,
    example: "保温杯 500ml 黑色",
    note: m("最多 200 字", "At most 200 characters"),
  },
  {
    key: "nameEn",
    header: m("英文名称", "Name (en)"),
    required: true,
    width: 28,
    example: "Insulated mug 500 ml, black",
    note: m("最多 200 字,打印在标签上", "At most 200 characters; printed on labels"),
  },
  {
    key: "barcode",
    header: m("条码", "Barcode"),
    width: 16,
    example: "036000291452",
    note: m("UPC/EAN 条码:8、12、13 或 14 位数字,校验位须正确", "UPC/EAN barcode of 8, 12, 13 or 14 digits with a correct check digit"),
  },
  {
    key: "productLineCode",
    header: m("产品线代码", "Product line code"),
    width: 14,
    example: "",
    note: m(
      "卖家的产品线代码(见产品线设置),如 HOME;可空",
      "The code of one of the seller's product lines (product line settings), e.g. HOME; may be empty",
    ),
  },
  {
    key: "productType",
    header: m("产品类型", "Product type"),
    width: 12,
    example: m("成品", "Finished goods"),
    note: m(
      "1 成品、2 配件、3 耗材(填数字或名称);空为成品",
      "1 Finished goods, 2 Parts, 3 Consumables (the number or the name); empty: finished goods",
    ),
  },
  {
    key: "salesUnit",
    header: m("销售单位", "Sales unit"),
    width: 10,
    example: "Pcs",
    note: m(`${salesUnits.join("、")} 之一;空为 Pcs`, `One of ${salesUnits.join(", ")}; empty: Pcs`),
  },
  {
    key: "length",
    header: m("长", "Length"),
    required: true,
    width: 8,
    example: "20",
    note: m("大于 0 的数字,最多 3 位小数", "A number above 0, at most 3 decimals"),
  },
  { key: "width", header: m("宽", "Width"), required: true, width: 8, example: "10", note: m("同长", "As length") },
  { key: "height", header: m("高", "Height"), required: true, width: 8, example: "10", note: m("同长", "As length") },
  {
    key: "lengthUnit",
    header: m("长度单位", "Length unit"),
    required: true,
    width: 10,
    example: "cm",
    note: m("cm 或 inch(也可填 厘米、英寸)", "cm or inch"),
  },
  {
    key: "weight",
    header: m("重量", "Weight"),
    required: true,
    width: 8,
    example: "450",
    note: m("大于 0 的数字,最多 3 位小数", "A number above 0, at most 3 decimals"),
  },
  {
    key: "weightUnit",
    header: m("重量单位", "Weight unit"),
    required: true,
    width: 10,
    example: "g",
    note: m("g 或 lbs(也可填 克、磅)", "g or lbs"),
  },
  {
    key: "declaredValue",
    header: m("申报价值", "Declared value"),
    required: true,
    width: 12,
    example: "12.5",
    note: m("不小于 0 的金额,最多 4 位小数", "An amount of 0 or more, at most 4 decimals"),
  },
  {
    key: "currency",
    header: m("币种", "Currency"),
    required: true,
    width: 8,
    example: "USD",
    note: m(`${currencyCode.options.join("、")} 之一`, `One of ${currencyCode.options.join(", ")}`),
  },
  {
    key: "originCountry",
    header: m("原产国", "Origin"),
    required: true,
    width: 10,
    example: "China",
    note: m("China 或 Vietnam(也可填 中国、越南)", "China or Vietnam"),
  },
  {
    key: "hsCode",
    header: m("海关编码", "HS code"),
    width: 12,
    example: "9617.00.10",
    note: m("6–10 位数字,可带点", "6–10 digits, dots allowed"),
  },
  {
    key: "active",
    header: m("启用", "Active"),
    width: 8,
    example: m("是", "Yes"),
    note: m("是 或 否;空:新产品启用,已有产品保持原状态", "Yes or No; empty: a new product is active, an existing one keeps its state"),
  },
  { key: "remark", header: m("备注", "Remark"), width: 20, example: "", note: m("最多 500 字", "At most 500 characters") },
];

const productRowSchema = fromCells(
  {
    productType: cell.code("productTypes", Number),
    salesUnit: cell.code("salesUnits"),
    lengthUnit: cell.code("lengthUnits"),
    weightUnit: cell.code("weightUnits"),
    currency: cell.upper(),
    originCountry: cell.code("originCountries"),
    active: cell.yesNo(),
  },
  productBulkRow,
);

// ---- SKU maps ----

const channelNames: Record<string, (typeof fulfilmentChannels)[number]> = {
  海外仓发货: "warehouse",
  "our warehouse": "warehouse",
  仓库发货: "warehouse",
  平台仓: "marketplace",
  "平台仓 (FBA/WFS)": "marketplace",
  "marketplace (FBA/WFS)": "marketplace",
  FBA: "marketplace",
  WFS: "marketplace",
  卖家自发货: "merchant",
  自发货: "merchant",
  "seller ships": "merchant",
};

const skuMapColumns: ImportColumn<SkuMapBulkRowValue>[] = [
  {
    key: "storeAccount",
    header: m("店铺账号", "Store account"),
    required: true,
    width: 18,
    example: "SA-Amazon-US",
    note: m(
      "卖家的店铺账号名称(店铺管理中的标题),不区分大小写",
      "The title of one of the seller's store accounts (as in store accounts), ignoring case",
    ),
  },
  {
    key: "listingSku",
    header: m("Listing SKU", "Listing SKU"),
    required: true,
    width: 22,
    example: "MUG-500-BLK-2PK",
    note: m(
      "店铺上架的 SKU,1–100 位;同一店铺内一个 Listing SKU 只映射一个产品(已存在则改为本行的产品)",
      "The SKU the store lists, 1–100 characters; one product per store account and listing SKU (an existing one is re-pointed to this row's product)",
    ),
  },
  {
    key: "sku",
    header: m("SKU", "SKU"),
    required: true,
    width: 20,
    example: "MUG-500-BLK",
    note: m(
      "该卖家已有产品的 SKU(不区分大小写);组合产品也可映射",
      "The SKU of one of the seller's products (ignoring case); kits may be mapped too",
    ),
  },
  {
    key: "quantity",
    header: m("数量", "Quantity"),
    width: 8,
    example: "2",
    note: m(
      "一个 Listing 单位包含的产品件数(两件装填 2),1–999;空为 1",
      "Units of the product one listing unit sells (a 2-pack: 2), 1–999; empty: 1",
    ),
  },
  {
    key: "asin",
    header: m("ASIN/平台编号", "ASIN / item id"),
    width: 14,
    example: "B0C1234567",
    note: m(
      "10 位 ASIN 或平台商品编号,最多 32 位字母数字;可空",
      "A 10-character ASIN or the marketplace item id, at most 32 letters and digits; may be empty",
    ),
  },
  {
    key: "listingTitle",
    header: m("Listing 标题", "Listing title"),
    width: 28,
    example: "Insulated mug 500 ml (2-pack)",
    note: m("最多 300 字;可空", "At most 300 characters; may be empty"),
  },
  {
    key: "warehouseSku",
    header: m("仓库 SKU", "Warehouse SKU"),
    width: 14,
    example: "",
    note: m("该产品的仓库 SKU 编码(发货所用库存);可空", "A warehouse SKU code of that product (the stock it ships from); may be empty"),
  },
  {
    key: "fulfilmentChannel",
    header: m("履约方式", "Fulfilment"),
    width: 14,
    example: m("海外仓发货", "Our warehouse"),
    note: m(
      "海外仓发货(warehouse)、平台仓(marketplace,FBA/WFS)、卖家自发货(merchant);空为海外仓发货",
      "Our warehouse (warehouse), Marketplace (marketplace, FBA/WFS), Seller ships (merchant); empty: our warehouse",
    ),
  },
  {
    key: "active",
    header: m("启用", "Active"),
    width: 8,
    example: m("是", "Yes"),
    note: m("是 或 否;空:新映射启用,已有映射保持原状态", "Yes or No; empty: a new map is active, an existing one keeps its state"),
  },
  {
    key: "remark",
    header: m("备注", "Remark"),
    width: 20,
    example: "",
    note: m("最多 500 字;空:已有映射保留原备注", "At most 500 characters; empty: an existing map keeps its remark"),
  },
];

const skuMapRowSchema = fromCells(
  { quantity: cell.integer(), fulfilmentChannel: cell.oneOf(fulfilmentChannels, channelNames), active: cell.yesNo() },
  skuMapBulkRow,
);

/** The product import: `GET /api/v1/Product/template`, `POST /api/v1/Product/import`. */
export const productImport = defineImport({
  prefix: "/api/v1/Product",
  service: "catalog.productImport",
  title: m("产品导入", "Product import"),
  access: "catalog:product:manage",
  fileName: "products",
  columns: productColumns,
  row: productRowSchema,
  target: owner,
  notes: [
    m(
      "按 SKU 导入:SKU 已是该卖家的产品(不区分大小写)时,该产品被更新为本行的值(空白的选填列按空值或默认值保存,“启用”为空时保持原状态);否则新建产品。",
      "Rows are keyed by SKU: a SKU the seller already has (ignoring case) updates that product to the row's values (empty optional columns are saved empty or as their default; an empty Active keeps its state); any other SKU creates a product.",
    ),
    m(
      "尺寸分段和体积重由系统按尺寸和重量计算,无需填写。",
      "The size tier and the dimensional weights are computed from the measures: do not fill them in.",
    ),
    m(
      "组合产品不能导入:请在产品页面新建和编辑组合产品;文件中出现已有组合产品的 SKU 会被报错。",
      "Kits cannot be imported: create and edit kits on the product page; a row with the SKU of an existing kit is reported as an error.",
    ),
    m(
      "仓库人员和管理员导入前须选择卖家:文件中的所有行都属于该卖家。",
      "Warehouse staff and administrators choose the seller before importing: every row of the file belongs to that seller.",
    ),
  ],
  async example({ db, actor }) {
    if (!sellerOnly(actor)) return undefined;
    const [line] = await db
      .select({ code: productLines.code })
      .from(productLines)
      .where(eq(productLines.orgId, actor.orgId))
      .orderBy(asc(productLines.code))
      .limit(1);
    return line ? { productLineCode: line.code } : undefined;
  },
  async check(rows, { db, actor, target }) {
    return problems(
      rows,
      await checkProductRows(
        db,
        actor,
        target.id,
        rows.map((r) => r.value),
        (i) => rows[i]!.line,
      ),
    );
  },
  async save(tx, rows, actor, { target }) {
    const { created, updated } = await applyProductRows(tx, actor, target.id, rows);
    return {
      saved: created.length + updated.length,
      orgId: target.id,
      result: { created: created.length, updated: updated.length },
      audit: { created, updated },
    };
  },
});

/** The SKU-map import: `GET /api/v1/SkuMap/template`, `POST /api/v1/SkuMap/import`. */
export const skuMapImport = defineImport({
  prefix: "/api/v1/SkuMap",
  service: "catalog.skuMapImport",
  title: m("SKU 映射导入", "SKU map import"),
  access: "catalog:skuMap:manage",
  fileName: "sku-maps",
  columns: skuMapColumns,
  row: skuMapRowSchema,
  target: owner,
  notes: [
    m(
      "按 店铺账号 + Listing SKU 导入(不区分大小写):已有的映射改为指向本行的产品、数量和仓库 SKU;否则新建映射。",
      "Rows are keyed by store account + listing SKU (ignoring case): an existing map is re-pointed to the row's product, quantity and warehouse SKU; otherwise a map is created.",
    ),
    m(
      "店铺账号、SKU 和仓库 SKU 须属于同一卖家;其他卖家的店铺或 SKU 会被报错为不存在。",
      "The store account, the SKU and the warehouse SKU must be the same seller's; another seller's account or SKU is reported as not existing.",
    ),
    m(
      "仓库人员和管理员导入前须选择卖家:文件中的所有行都属于该卖家。",
      "Warehouse staff and administrators choose the seller before importing: every row of the file belongs to that seller.",
    ),
  ],
  async example({ db, actor }) {
    if (!sellerOnly(actor)) return undefined;
    // one of the seller's own accounts and products: the example row imports as it is
    const [account] = await db
      .select({ title: storeAccounts.title })
      .from(storeAccounts)
      .where(and(eq(storeAccounts.orgId, actor.orgId), orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id)))
      .orderBy(asc(storeAccounts.id))
      .limit(1);
    const [product] = await db
      .select({ id: products.id, sku: products.sku, nameEn: products.nameEn })
      .from(products)
      .where(and(eq(products.orgId, actor.orgId), eq(products.active, true), eq(products.isKit, false)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!account || !product) return undefined;
    const [ws] = await db
      .select({ code: warehouseSkus.code })
      .from(warehouseSkus)
      .where(eq(warehouseSkus.productId, product.id))
      .orderBy(asc(warehouseSkus.id))
      .limit(1);
    return {
      storeAccount: account.title,
      sku: product.sku,
      listingSku: `${product.sku}-2PK`.slice(0, 100),
      listingTitle: `${product.nameEn} (2-pack)`.slice(0, 300),
      warehouseSku: ws?.code ?? "",
    };
  },
  async check(rows, { db, actor, target }) {
    return problems(
      rows,
      await checkSkuMapRows(
        db,
        actor,
        target.id,
        rows.map((r) => r.value),
        (i) => rows[i]!.line,
      ),
    );
  },
  async save(tx, rows, actor, { target }) {
    const { created, updated } = await applySkuMapRows(tx, actor, target.id, rows);
    return {
      saved: created.length + updated.length,
      orgId: target.id,
      result: { created: created.length, updated: updated.length },
      audit: { created, updated },
    };
  },
});
