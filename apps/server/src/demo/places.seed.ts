import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { ucPorts } from "../modules/admin/index.js";
import {
  exchangeRates,
  forwarderPorts,
  importers,
  orgAddresses,
  processedTransactions,
  purchaseWarehouses,
  recordProcessedTransaction,
  warehouseBatchRules,
  warehouseConfigs,
  warehouses,
} from "../modules/masterdata/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";

/**
 * Demo data of the places area: warehouse settings and batch rules, the sellers' address books,
 * importers and purchase warehouses, the forwarder's ports, exchange rates for 2026 and a month of
 * processed transactions waiting for billing.
 */
export async function seedPlacesDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    warehouse_staff: [
      "masterdata:warehouse:read",
      "masterdata:warehouse:manage",
      "masterdata:warehouseConfig:read",
      "masterdata:warehouseConfig:manage",
      "masterdata:orgWarehouse:read",
      "masterdata:orgWarehouse:manage",
      "masterdata:address:read",
      "masterdata:address:manage",
      "masterdata:importer:read",
      "masterdata:port:read",
      "masterdata:forwarderPort:read",
      "masterdata:forwarderPort:manage",
      "masterdata:purchaseWarehouse:read",
      "masterdata:transaction:read",
    ],
    seller_admin: [
      "masterdata:warehouse:read",
      "masterdata:warehouseConfig:read",
      "masterdata:orgWarehouse:read",
      "masterdata:address:read",
      "masterdata:address:manage",
      "masterdata:importer:read",
      "masterdata:importer:manage",
      "masterdata:port:read",
      "masterdata:purchaseWarehouse:read",
      "masterdata:purchaseWarehouse:manage",
      "masterdata:transaction:read",
    ],
    finance: ["masterdata:warehouse:read", "masterdata:orgWarehouse:read", "masterdata:transaction:read", "masterdata:currency:manage"],
    customer_service: ["masterdata:warehouse:read", "masterdata:orgWarehouse:read", "masterdata:address:read", "masterdata:importer:read"],
  });
  const org = await demoOrgIds(tx, contextId);
  const whRows = await tx.select({ id: warehouses.id, code: warehouses.code, orgId: warehouses.orgId }).from(warehouses).where(eq(warehouses.contextId, contextId));
  const wh = Object.fromEntries(whRows.map((w) => [w.code, w]));
  const opr = org.OPR!;

  await tx.insert(warehouseConfigs).values([
    { warehouseId: wh.USLAX1!.id, contextId, orgId: opr, orderCutoffTime: "15:00", workingDays: [1, 2, 3, 4, 5, 6], lengthUnit: "inch", weightUnit: "lbs", allowPartialShipment: true, maxParcelWeightKg: "31.500" },
    { warehouseId: wh.USNJ1!.id, contextId, orgId: opr, orderCutoffTime: "14:00", lengthUnit: "inch", weightUnit: "lbs", shelvingSlaHours: 72 },
    { warehouseId: wh.ONT8!.id, contextId, orgId: opr, orderCutoffTime: "12:00", appointmentRequired: true, acceptReturns: false },
  ]);
  await tx.insert(warehouseBatchRules).values([
    { contextId, orgId: opr, warehouseId: wh.USLAX1!.id, rule: "fifo", remark: "默认先进先出 Default FIFO" },
    { contextId, orgId: opr, warehouseId: wh.USLAX1!.id, customerOrgId: org.SLA!, rule: "fefo", minShelfLifeDays: 90, remark: "Seller A 保健品按效期 Supplements by expiry" },
    { contextId, orgId: opr, warehouseId: wh.USNJ1!.id, rule: "lot", mixLotsInLocation: false },
  ]);

  const cn = { countryCode: "CN", state: "Guangdong", city: "Shenzhen" };
  await tx.insert(orgAddresses).values([
    { contextId, orgId: org.SLA!, kind: "pickup", label: "深圳宝安工厂 Bao'an factory", company: "深圳市安达电子有限公司", contactName: "陈工 Chen", phone: "+86 755 2345 6789", ...cn, address1: "宝安区福永街道凤凰第一工业区 3 栋", postcode: "518103", isDefault: true },
    { contextId, orgId: org.SLA!, kind: "sender", label: "深圳集货仓发货 Shenzhen consolidation", company: "Seller A 跨境电商", contactName: "Alice Chen", phone: "+86 755 8888 0001", ...cn, address1: "龙华区观澜街道大富工业区 8 号", postcode: "518110", isDefault: true },
    { contextId, orgId: org.SLA!, kind: "return", label: "美西退货 LA returns", company: "Seller A c/o Entrepot", contactName: "Returns desk", phone: "+1 909 555 0101", countryCode: "US", state: "CA", city: "Ontario", address1: "1550 S Milliken Ave", address2: "Dock 12", postcode: "91761", isDefault: true },
    { contextId, orgId: org.SLA!, kind: "receiver", label: "Walmart DFW 配送中心", company: "Walmart DC 6094", contactName: "Receiving", phone: "+1 972 555 0190", countryCode: "US", state: "TX", city: "Sanger", address1: "400 Walmart Way", postcode: "76266" },
    { contextId, orgId: org.SLB!, kind: "pickup", label: "宁波家具厂 Ningbo furniture", company: "宁波美居家具有限公司", contactName: "王经理 Wang", phone: "+86 574 8765 4321", countryCode: "CN", state: "Zhejiang", city: "Ningbo", address1: "鄞州区姜山镇工业园 18 号", postcode: "315191", isDefault: true },
    { contextId, orgId: org.SLB!, kind: "return", label: "美东退货 NJ returns", company: "Seller B c/o Entrepot", contactName: "Returns desk", phone: "+1 732 555 0102", countryCode: "US", state: "NJ", city: "Edison", address1: "300 Columbus Cir", postcode: "08837", isDefault: true },
  ]);
  await tx.insert(importers).values([
    { contextId, orgId: org.SLA!, name: "Seller A Trading LLC", taxId: "84-3917265", countryCode: "US", state: "CA", city: "Ontario", address1: "3200 E Guasti Rd Ste 100", postcode: "91761", contactName: "Alice Chen", email: "ior@seller-a.example" },
    { contextId, orgId: org.SLA!, name: "Seller A Canada Inc.", taxId: "812345678RM0001", countryCode: "CA", state: "ON", city: "Mississauga", address1: "6300 Northwest Dr", postcode: "L4V 1J7", active: false, remark: "Paused until the CA store opens" },
    { contextId, orgId: org.SLB!, name: "Seller B Home Inc.", taxId: "27-5519034", countryCode: "US", state: "NJ", city: "Edison", address1: "1 Home Plaza", postcode: "08817", contactName: "Bob Li" },
  ]);
  await tx.insert(purchaseWarehouses).values([
    { contextId, orgId: org.SLA!, code: "SZ-CONS", name: "深圳集货仓 Shenzhen consolidation", province: "广东省", city: "深圳市", district: "龙华区", address: "观澜街道大富工业区 8 号 2 楼", postcode: "518110", contactName: "李仓管", phone: "+86 138 0013 8000" },
    { contextId, orgId: org.SLA!, code: "YW-01", name: "义乌小商品仓 Yiwu", province: "浙江省", city: "义乌市", district: "北苑街道", address: "春华路 1288 号", postcode: "322000", contactName: "周先生", phone: "+86 139 5791 0000" },
    { contextId, orgId: org.SLB!, code: "NB-01", name: "宁波家具集货仓 Ningbo", province: "浙江省", city: "宁波市", district: "鄞州区", address: "姜山镇工业园 20 号", postcode: "315191", contactName: "王经理", phone: "+86 574 8765 4000" },
  ]);

  const ports = await tx
    .select({ id: ucPorts.id, code: ucPorts.code })
    .from(ucPorts)
    .where(and(eq(ucPorts.contextId, contextId), inArray(ucPorts.code, ["USLAX", "USLGB", "USNYC"])));
  const port = Object.fromEntries(ports.map((p) => [p.code, p.id]));
  await tx.insert(forwarderPorts).values([
    { contextId, orgId: org.FWD!, portId: port.USLAX!, forwarderCode: "LAX", cutoffDays: 5 },
    { contextId, orgId: org.FWD!, portId: port.USLGB!, forwarderCode: "LGB", cutoffDays: 5 },
    { contextId, orgId: org.FWD!, portId: port.USNYC!, forwarderCode: "NYNJ", cutoffDays: 7, active: false, remark: "East coast service paused" },
  ]);

  const rates: [string, string, string][] = [
    ["CNY", "2026-01-01", "0.1385000000"], ["CNY", "2026-06-01", "0.1379000000"], ["CNY", "2026-10-01", "0.1402000000"],
    ["CAD", "2026-01-01", "0.7310000000"], ["CAD", "2026-10-01", "0.7265000000"],
    ["EUR", "2026-01-01", "1.0850000000"], ["EUR", "2026-10-01", "1.1120000000"],
    ["GBP", "2026-01-01", "1.2700000000"], ["AUD", "2026-01-01", "0.6550000000"], ["JPY", "2026-01-01", "0.0066800000"],
  ];
  await tx.insert(exchangeRates).values(rates.map(([currency, effectiveDate, rate]) => ({ contextId, currency, baseCurrency: "USD", rate, effectiveDate, source: "manual" })));

  // a month of work waiting for billing (and some already billed)
  const day = (d: number, h: number) => new Date(Date.UTC(2026, 9, d, h, 30));
  const work = [
    { org: "SLA", wh: "USLAX1", businessType: 3, orderType: 1, ref: "SO-SA-260101", skuCount: 1, quantity: 2, weightKg: "1.350", volumeM3: "0.004200", at: day(3, 17) },
    { org: "SLA", wh: "USLAX1", businessType: 3, orderType: 1, ref: "SO-SA-260102", skuCount: 3, quantity: 5, weightKg: "4.800", volumeM3: "0.021000", at: day(3, 18) },
    { org: "SLA", wh: "USLAX1", businessType: 2, orderType: 6, ref: "IB-SA-2610-01", skuCount: 12, quantity: 2400, weightKg: "3120.000", volumeM3: "28.600000", at: day(5, 20), fee: 2 },
    { org: "SLA", wh: "USNJ1", businessType: 3, orderType: 1, ref: "SO-SA-260140", skuCount: 1, quantity: 1, weightKg: "0.620", volumeM3: "0.002100", at: day(9, 15) },
    { org: "SLA", wh: "USTX1", businessType: 7, orderType: 3, ref: "RT-SA-2610-07", skuCount: 1, quantity: 1, weightKg: "0.900", volumeM3: "0.003000", at: day(12, 16) },
    { org: "SLA", wh: "USLAX1", businessType: 6, orderType: 2, ref: "TO-SA-2610-02", skuCount: 4, quantity: 160, weightKg: "210.000", volumeM3: "1.920000", at: day(15, 21), fee: 3 },
    { org: "SLA", wh: "USLAX1", businessType: 20, orderType: 20, ref: "DS-SA-2610-01", skuCount: 2, quantity: 30, weightKg: "18.000", volumeM3: "0.240000", at: day(20, 19) },
    { org: "SLB", wh: "USNJ1", businessType: 2, orderType: 5, ref: "IB-SB-2610-01", skuCount: 6, quantity: 180, weightKg: "2250.000", volumeM3: "16.200000", at: day(4, 14), fee: 2 },
    { org: "SLB", wh: "USNJ1", businessType: 3, orderType: 1, ref: "SO-SB-260210", skuCount: 1, quantity: 1, weightKg: "28.400", volumeM3: "0.310000", at: day(8, 15) },
    { org: "SLB", wh: "USLAX1", businessType: 3, orderType: 1, ref: "SO-SB-260233", skuCount: 2, quantity: 2, weightKg: "41.000", volumeM3: "0.520000", at: day(11, 22) },
    { org: "SLB", wh: "USNJ1", businessType: 11, orderType: 19, ref: "UN-SB-2610-01", skuCount: 1, quantity: 4, weightKg: "60.000", volumeM3: "0.800000", at: day(18, 13), fee: 5 },
  ];
  for (const x of work) {
    const { id } = await recordProcessedTransaction(tx, {
      orgId: org[x.org]!,
      warehouseId: wh[x.wh]!.id,
      businessType: x.businessType,
      orderType: x.orderType,
      referenceNo: x.ref,
      skuCount: x.skuCount,
      quantity: x.quantity,
      weightKg: x.weightKg,
      volumeM3: x.volumeM3,
      processedAt: x.at,
      source: "demo",
    });
    if (x.fee) await tx.update(processedTransactions).set({ feeStatus: x.fee }).where(eq(processedTransactions.id, id));
  }
}
