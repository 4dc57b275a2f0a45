import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import {
  catalogSequences,
  derive,
  divisorsFor,
  kitComponents,
  kitTotals,
  products,
  skuMaps,
  warehouseSkus,
} from "../modules/catalog/index.js";
import { productLines, storeAccounts, warehouses } from "../modules/masterdata/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";

/**
 * The demo catalogue: 200 products per seller (SLA, SLB) by product line, across all six size tiers and
 * both unit systems (inch/lbs and cm/g), colour and size variants of realistic goods, a few kits, warehouse
 * SKUs at the sellers' warehouses and SKU maps for their store accounts. Inserted in batches.
 */
type Unit = "in" | "cm";
interface Template {
  line: string;
  zh: string;
  en: string;
  unit: Unit;
  /** length, width, height in the unit; weight in lb (in) or g (cm) */
  dims: [string, string, string];
  weight: string;
  value: string;
  hs: string;
  type?: 1 | 2 | 3;
  salesUnit?: string;
  origin?: "China" | "Vietnam";
}
const t = (
  line: string,
  zh: string,
  en: string,
  unit: Unit,
  dims: [string, string, string],
  weight: string,
  value: string,
  hs: string,
  extra: Partial<Template> = {},
): Template => ({ line, zh, en, unit, dims, weight, value, hs, ...extra });

const sellerA: Template[] = [
  t("HOME", "硅胶锅铲", "Silicone Spatula", "in", ["13", "2.5", "0.6"], "0.25", "3.20", "392410"),
  t("HOME", "真空收纳袋 6 件装", "Vacuum Storage Bags, 6-Pack", "in", ["14", "10", "0.7"], "0.9", "6.50", "392329", { salesUnit: "Set" }),
  t("HOME", "厨房电子计时器", "Digital Kitchen Timer", "in", ["3.5", "3.2", "1.5"], "0.3", "4.10", "910690"),
  t("HOME", "竹制砧板", "Bamboo Cutting Board", "in", ["18", "12", "0.75"], "3.1", "8.80", "441990", { origin: "Vietnam" }),
  t("HOME", "折叠收纳箱", "Collapsible Storage Bin", "cm", ["33", "33", "33"], "1200", "7.40", "420292"),
  t("HOME", "不锈钢保温杯", "Stainless Steel Tumbler 20 oz", "cm", ["22", "9", "9"], "380", "5.60", "961700"),
  t("ELEC", "USB-C 快充数据线", "USB-C Fast Charging Cable 6 ft", "cm", ["15", "10", "1.5"], "60", "1.90", "854442"),
  t("ELEC", "手机保护壳", "Shockproof Phone Case", "in", ["7", "4", "0.6"], "0.15", "1.60", "392690"),
  t("ELEC", "无线充电 LED 台灯", "LED Desk Lamp with Wireless Charger", "cm", ["45", "15", "10"], "1100", "14.50", "940520"),
  t("ELEC", "便携蓝牙音箱", "Portable Bluetooth Speaker", "cm", ["20", "10", "10"], "800", "11.20", "851822"),
  t("ELEC", "27 英寸显示器", "27-inch IPS Monitor", "in", ["26", "8", "19"], "16", "96.00", "852852"),
  t("ELEC", "机械键盘", "Mechanical Keyboard", "cm", ["46", "16", "5"], "1050", "18.30", "847160"),
  t("OUTD", "瑜伽垫", "Yoga Mat 6 mm", "in", ["26", "6", "6"], "3", "6.90", "950691"),
  t("OUTD", "四人露营帐篷", "4-Person Camping Tent", "in", ["26", "9", "9"], "14", "32.00", "630622"),
  t("OUTD", "充气皮划艇", "Inflatable Kayak", "in", ["36", "20", "12"], "38", "75.00", "890310"),
  t("OUTD", "折叠露营桌", "Folding Camping Table", "cm", ["120", "60", "8"], "9000", "28.00", "940379"),
  t("OUTD", "户外遮阳伞", "Patio Umbrella 9 ft", "in", ["72", "8", "8"], "22", "24.00", "660110"),
  t("OUTD", "皮划艇桨", "Kayak Paddle", "in", ["90", "7", "3"], "3", "12.00", "950699"),
  t("OUTD", "折叠跑步机", "Folding Treadmill", "in", ["70", "30", "8"], "110", "180.00", "950691"),
  t("OUTD", "户外储物柜", "Outdoor Storage Deck Box", "in", ["60", "30", "28"], "160", "150.00", "392690"),
  t("SAMPLE", "样品布料色卡", "Fabric Swatch Card (sample)", "cm", ["20", "15", "0.5"], "40", "0.50", "630790", { type: 3 }),
  t("SAMPLE", "替换螺丝包", "Replacement Screw Kit", "cm", ["10", "7", "2"], "90", "0.80", "731815", { type: 2, salesUnit: "Bag" }),
];

const sellerB: Template[] = [
  t("FURN", "实木餐桌", "Solid Wood Dining Table", "cm", ["180", "90", "15"], "45000", "210.00", "940360", { origin: "Vietnam" }),
  t("FURN", "三人布艺沙发", "3-Seat Fabric Sofa", "in", ["84", "36", "32"], "160", "320.00", "940161"),
  t("FURN", "盒装床垫(Queen)", "Queen Mattress in a Box", "in", ["42", "16", "16"], "70", "180.00", "940421"),
  t("FURN", "五层书架", "5-Tier Bookshelf", "in", ["72", "12", "6"], "40", "45.00", "940360"),
  t("FURN", "人体工学办公椅", "Ergonomic Office Chair", "in", ["28", "26", "14"], "42", "62.00", "940130"),
  t("FURN", "电视柜", "TV Stand with Storage", "cm", ["160", "45", "20"], "35000", "88.00", "940360", { origin: "Vietnam" }),
  t("FURN", "双门衣柜", "2-Door Wardrobe", "cm", ["200", "60", "50"], "80000", "260.00", "940350"),
  t("FURN", "床头柜", "Bedside Nightstand", "cm", ["50", "40", "45"], "12000", "39.00", "940350", { origin: "Vietnam" }),
  t("FURN", "家具脚垫", "Felt Furniture Pads", "in", ["6", "4", "0.5"], "0.2", "1.20", "560290", { type: 2, salesUnit: "Set" }),
  t("DECO", "装饰挂画", "Canvas Wall Art", "in", ["36", "24", "1.5"], "5", "16.00", "970191"),
  t("DECO", "香薰蜡烛", "Scented Soy Candle", "in", ["4", "4", "4"], "1.1", "4.80", "340600"),
  t("DECO", "抱枕套", "Throw Pillow Cover 18 x 18", "in", ["12", "10", "0.5"], "0.3", "2.10", "630499"),
  t("DECO", "落地灯", "Arc Floor Lamp", "in", ["62", "12", "10"], "18", "38.00", "940520"),
  t("DECO", "装饰镜", "Rectangular Wall Mirror", "in", ["36", "24", "3"], "20", "26.00", "700992"),
  t("DECO", "仿真绿植", "Artificial Fiddle Leaf Plant", "cm", ["80", "25", "25"], "1500", "14.00", "670290"),
  t("DECO", "客厅地毯 8×10", "Area Rug 8 x 10 ft", "in", ["100", "12", "12"], "45", "70.00", "570242"),
];

const variants = [
  ["黑色", "Black", "BK"],
  ["白色", "White", "WH"],
  ["灰色", "Grey", "GY"],
  ["蓝色", "Blue", "BL"],
  ["绿色", "Green", "GN"],
  ["米色", "Beige", "BG"],
  ["红色", "Red", "RD"],
  ["原木色", "Natural", "NT"],
  ["粉色", "Pink", "PK"],
  ["深灰", "Charcoal", "CH"],
  ["橙色", "Orange", "OR"],
  ["紫色", "Purple", "PU"],
  ["金色", "Gold", "GD"],
  ["银色", "Silver", "SV"],
] as const;

/** A valid UPC-A from an 11-digit body. */
function upc(body: string): string {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

const listingPrefix: Record<string, string> = { amazon: "AMZ", walmart: "WM", shopify: "SHOP", wayfair: "WF" };

const salesUnits = new Set(["Bag", "Bar", "Bottle", "Box", "Bundle", "Carton", "Dozen", "Ea", "Pair", "Pcs", "Piece", "Set", "Unit"]);

export async function seedCatalogDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: [
      "catalog:product:read",
      "catalog:product:manage",
      "catalog:warehouseSku:read",
      "catalog:warehouseSku:manage",
      "catalog:skuMap:read",
      "catalog:skuMap:manage",
      "catalog:label:print",
    ],
    warehouse_staff: [
      "catalog:product:read",
      "catalog:warehouseSku:read",
      "catalog:warehouseSku:manage",
      "catalog:skuMap:read",
      "catalog:label:print",
    ],
    finance: ["catalog:product:read"],
    customer_service: ["catalog:product:read", "catalog:skuMap:read"],
  });
  const org = await demoOrgIds(tx, contextId);
  await seedSeller(tx, contextId, org.SLA!, "SA", sellerA, ["USLAX1", "USNJ1"], 11);
  await seedSeller(tx, contextId, org.SLB!, "SB", sellerB, ["USLAX1", "USNJ1"], 29);
}

async function seedSeller(
  tx: Tx,
  contextId: number,
  orgId: number,
  prefix: string,
  templates: Template[],
  whCodes: string[],
  seed: number,
) {
  let state = seed;
  const rand = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = await tx.select({ id: productLines.id, code: productLines.code }).from(productLines).where(eq(productLines.orgId, orgId));
  const divisors = await divisorsFor(tx, contextId);
  const lineId = new Map(lines.map((l) => [l.code, l.id]));

  const KITS = 8;
  const rows: (typeof products.$inferInsert)[] = [];
  for (let i = 0; rows.length < 200 - KITS; i++) {
    const tpl = templates[i % templates.length]!;
    const v = variants[Math.floor(i / templates.length) % variants.length]!;
    const n = Math.floor(i / templates.length);
    const [l, w, h] = tpl.dims;
    // weights vary a little between colours (3 decimals, as stored)
    const weight = (Number(tpl.weight) * (1 + (rand() - 0.5) * 0.04)).toFixed(3);
    const measures = {
      length: l,
      width: w,
      height: h,
      lengthUnit: tpl.unit === "in" ? "inch" : "cm",
      weight,
      weightUnit: tpl.unit === "in" ? "lbs" : "g",
    };
    rows.push({
      contextId,
      orgId,
      sku: `${prefix}-${tpl.line}-${String((i % templates.length) + 1).padStart(2, "0")}${v[2]}${n >= variants.length ? n : ""}`,
      nameZh: `${tpl.zh} ${v[0]}`,
      nameEn: `${tpl.en}, ${v[1]}`,
      barcode: i % 3 === 0 ? upc(`8${String(orgId % 100).padStart(2, "0")}${String(i).padStart(8, "0")}`) : null,
      productLineId: lineId.get(tpl.line) ?? null,
      productType: tpl.type ?? 1,
      salesUnit: tpl.salesUnit && salesUnits.has(tpl.salesUnit) ? tpl.salesUnit : "Pcs",
      ...measures,
      declaredValue: (Number(tpl.value) * (1 + Math.floor(rand() * 5) / 20)).toFixed(4),
      currency: "USD",
      originCountry: tpl.origin ?? "China",
      hsCode: tpl.hs,
      active: i % 37 !== 36,
      ...derive(measures, divisors),
    });
  }
  const saved = await tx.insert(products).values(rows).returning();

  // kits: two or three products of the same line, bundled in their own box
  const kitRows: (typeof products.$inferInsert)[] = [];
  const kitParts: { productId: number; quantity: number }[][] = [];
  for (let k = 0; k < KITS; k++) {
    const a = saved[(k * 7) % saved.length]!;
    const sameLine = saved.filter((p) => p.productLineId === a.productLineId && p.id !== a.id);
    const b = sameLine[(k * 3) % sameLine.length]!;
    const parts = [
      { p: a, quantity: 1 + (k % 2) },
      { p: b, quantity: 1 },
    ];
    const totals = kitTotals(
      parts.map((x) => ({
        quantity: x.quantity,
        weight: x.p.weight,
        weightUnit: x.p.weightUnit as "g" | "lbs",
        declaredValue: x.p.declaredValue,
        currency: x.p.currency,
      })),
      a.weightUnit as "g" | "lbs",
    );
    if ("error" in totals) continue;
    const box = {
      length: a.length,
      width: a.width,
      height: String((Number(a.height) + Number(b.height)).toFixed(3)),
      lengthUnit: a.lengthUnit,
    };
    kitRows.push({
      contextId,
      orgId,
      sku: `${prefix}-KIT-${String(k + 1).padStart(2, "0")}`,
      nameZh: `组合装:${a.nameZh} + ${b.nameZh}`,
      nameEn: `Bundle: ${a.nameEn} + ${b.nameEn}`.slice(0, 200),
      productLineId: a.productLineId,
      productType: 1,
      salesUnit: "Set",
      ...box,
      weight: totals.weight,
      weightUnit: a.weightUnit,
      declaredValue: totals.declaredValue,
      currency: totals.currency,
      originCountry: a.originCountry,
      hsCode: a.hsCode,
      isKit: true,
      ...derive({ ...box, weight: totals.weight, weightUnit: a.weightUnit }, divisors),
    });
    kitParts.push(parts.map((x) => ({ productId: x.p.id, quantity: x.quantity })));
  }
  const kits = await tx.insert(products).values(kitRows).returning({ id: products.id });
  await tx
    .insert(kitComponents)
    .values(
      kits.flatMap((kit, k) =>
        kitParts[k]!.map((c, i) => ({ orgId, kitId: kit.id, componentId: c.productId, quantity: c.quantity, sort: i })),
      ),
    );

  // warehouse SKUs: the first 120 products at the first warehouse, every third one at the second
  const whs = await tx
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), inArray(warehouses.code, whCodes)));
  const whId = new Map(whs.map((w) => [w.code, w.id]));
  const all = [...saved, ...kits.map((k) => ({ id: k.id }))];
  const wsRows: (typeof warehouseSkus.$inferInsert)[] = [];
  let seq = 0;
  const code = () => `${prefix}${String(++seq).padStart(6, "0")}`;
  all.slice(0, 120).forEach((p) => wsRows.push({ contextId, orgId, productId: p.id, warehouseId: whId.get(whCodes[0]!)!, code: code() }));
  all
    .filter((_, i) => i % 3 === 0)
    .forEach((p) => wsRows.push({ contextId, orgId, productId: p.id, warehouseId: whId.get(whCodes[1]!)!, code: code() }));
  const ws = await tx
    .insert(warehouseSkus)
    .values(wsRows)
    .returning({ id: warehouseSkus.id, productId: warehouseSkus.productId, warehouseId: warehouseSkus.warehouseId });
  await tx.insert(catalogSequences).values({ orgId, name: "warehouseSku", nextValue: seq + 1 });
  const wsOf = new Map<number, number>();
  for (const w of ws) if (w.warehouseId === whId.get(whCodes[0]!)) wsOf.set(w.productId, w.id);

  // SKU maps: most active products on the first account, some on the others, a few as 2-packs
  const accounts = await tx
    .select({ id: storeAccounts.id, title: storeAccounts.title, channel: storeAccounts.channel })
    .from(storeAccounts)
    .where(eq(storeAccounts.orgId, orgId))
    .orderBy(storeAccounts.id);
  const mapRows: (typeof skuMaps.$inferInsert)[] = [];
  const listable = [
    ...saved.filter((p) => p.active),
    ...kits.map((k) => ({ id: k.id, sku: kitRows[kits.indexOf(k)]!.sku as string, nameEn: kitRows[kits.indexOf(k)]!.nameEn as string })),
  ];
  listable.forEach((p, i) => {
    const acc = accounts[i % 5 === 4 ? 1 : i % 7 === 6 ? 2 : 0];
    if (!acc || i >= 150) return;
    const pack = i % 11 === 10 ? 2 : 1;
    const asin = () =>
      `B0${Math.floor(rand() * 36 ** 8)
        .toString(36)
        .toUpperCase()
        .padStart(8, "0")}`;
    const itemId =
      acc.channel === "amazon" ? asin() : acc.channel === "walmart" || acc.channel === "wayfair" ? String(500_000_000 + i * 104_729) : null;
    mapRows.push({
      contextId,
      orgId,
      storeAccountId: acc.id,
      listingSku: `${listingPrefix[acc.channel] ?? "LST"}-${p.sku}${pack > 1 ? "-2PK" : ""}`,
      asin: itemId,
      listingTitle: `${p.nameEn}${pack > 1 ? " (2-Pack)" : ""}`.slice(0, 300),
      productId: p.id,
      quantity: pack,
      warehouseSkuId: wsOf.get(p.id) ?? null,
      fulfilmentChannel: acc.channel === "amazon" && i % 4 === 3 ? "marketplace" : "warehouse",
    });
  });
  if (mapRows.length) await tx.insert(skuMaps).values(mapRows);
}
