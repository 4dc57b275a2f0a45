import type { Tx } from "../platform/db/database.js";
import { orgWarehouses, productLines, storeAccounts, warehouses } from "../modules/masterdata/index.js";
import { demoOrgIds } from "./grants.js";

/**
 * The master data every later module's demo stands on: the operator's US warehouses (three of its own,
 * one Amazon-type, one internal "other" that stays out of the standard lists), which seller may use
 * which (with one virtual slice), the sellers' product lines and their marketplace store accounts.
 * Each area of the masterdata module adds its own demo rows in its own seed file.
 */
export async function seedMasterdataDemo(tx: Tx, contextId: number): Promise<void> {
  const org = await demoOrgIds(tx, contextId);
  const opr = org.OPR!;
  const wh = await tx
    .insert(warehouses)
    .values([
      {
        contextId,
        orgId: opr,
        code: "USLAX1",
        name: "美西洛杉矶仓 LA Ontario",
        countryCode: "US",
        state: "CA",
        city: "Ontario",
        address1: "1550 S Milliken Ave",
        postcode: "91761",
        contactName: "Wang Wei",
        contactPhone: "+1 909 555 0101",
        timeZone: "America/Los_Angeles",
        capacityM3: "24000.000",
        sort: 1,
      },
      {
        contextId,
        orgId: opr,
        code: "USNJ1",
        name: "美东新泽西仓 NJ Edison",
        countryCode: "US",
        state: "NJ",
        city: "Edison",
        address1: "300 Columbus Cir",
        postcode: "08837",
        contactName: "Mike Zhang",
        contactPhone: "+1 732 555 0102",
        timeZone: "America/New_York",
        capacityM3: "18000.000",
        sort: 2,
      },
      {
        contextId,
        orgId: opr,
        code: "USTX1",
        name: "美南休斯顿仓 TX Houston",
        countryCode: "US",
        state: "TX",
        city: "Houston",
        address1: "12250 FM 529 Rd",
        postcode: "77041",
        contactName: "Lisa Wu",
        contactPhone: "+1 281 555 0103",
        timeZone: "America/Chicago",
        capacityM3: "12000.000",
        sort: 3,
      },
      {
        contextId,
        orgId: opr,
        code: "ONT8",
        name: "Amazon ONT8 (FBA)",
        warehouseType: 2,
        countryCode: "US",
        state: "CA",
        city: "Moreno Valley",
        address1: "24208 San Michele Rd",
        postcode: "92551",
        timeZone: "America/Los_Angeles",
        sort: 10,
      },
      {
        contextId,
        orgId: opr,
        code: "USRET1",
        name: "退货处理中心 Returns centre (internal)",
        warehouseType: 4,
        countryCode: "US",
        state: "CA",
        city: "Ontario",
        address1: "1560 S Milliken Ave",
        postcode: "91761",
        timeZone: "America/Los_Angeles",
        pageDisplay: false,
        sort: 20,
      },
    ])
    .returning();
  const w = Object.fromEntries(wh.map((r) => [r.code, r.id]));
  const assign = (orgCode: string, whCode: string) => ({
    contextId,
    orgId: org[orgCode]!,
    warehouseId: w[whCode]!,
    code: whCode,
    name: wh.find((r) => r.code === whCode)!.name,
  });
  await tx.insert(orgWarehouses).values([
    assign("SLA", "USLAX1"),
    assign("SLA", "USNJ1"),
    assign("SLA", "USTX1"),
    {
      contextId,
      orgId: org.SLA!,
      warehouseId: w.USLAX1!,
      code: "SA-LAX-PROMO",
      name: "Seller A 大促专区 (LAX)",
      isVirtual: true,
      remark: "Prime Day stock kept apart",
    },
    assign("SLB", "USLAX1"),
    assign("SLB", "USNJ1"),
    assign("FWD", "USLAX1"),
  ]);
  await tx.insert(productLines).values([
    { contextId, orgId: org.SLA!, code: "HOME", name: "家居用品 Home goods", paymentType: 3 },
    { contextId, orgId: org.SLA!, code: "ELEC", name: "消费电子 Electronics", paymentType: 1 },
    { contextId, orgId: org.SLA!, code: "OUTD", name: "户外运动 Outdoor", paymentType: 3 },
    { contextId, orgId: org.SLA!, code: "SAMPLE", name: "样品 Samples", flag: 1 },
    { contextId, orgId: org.SLB!, code: "FURN", name: "家具 Furniture", paymentType: 2 },
    { contextId, orgId: org.SLB!, code: "DECO", name: "家居装饰 Decor", paymentType: 3 },
  ]);
  const us = { countryCode: "US", currency: "USD", returnWarehouseId: w.USLAX1! };
  await tx.insert(storeAccounts).values([
    {
      contextId,
      orgId: org.SLA!,
      title: "SA-Amazon-US",
      channel: "amazon",
      siteName: "Amazon.com",
      marketplaceId: "ATVPDKIKX0DER",
      bossShippingMethodCodes: ["USPS_GA", "UPS_GROUND"],
      ...us,
    },
    { contextId, orgId: org.SLA!, title: "SA-Walmart-US", channel: "walmart", siteName: "Walmart.com", ...us, isOpenSfp: true },
    {
      contextId,
      orgId: org.SLA!,
      title: "SA-Shopify",
      channel: "shopify",
      siteName: "sa-home.example",
      ...us,
      defaultManMadeShipment: true,
    },
    {
      contextId,
      orgId: org.SLB!,
      title: "SB-Amazon-US",
      channel: "amazon",
      siteName: "Amazon.com",
      marketplaceId: "ATVPDKIKX0DER",
      ...us,
      returnWarehouseId: w.USNJ1!,
    },
    { contextId, orgId: org.SLB!, title: "SB-Wayfair-US", channel: "wayfair", siteName: "Wayfair.com", ...us, returnWarehouseId: w.USNJ1! },
    {
      contextId,
      orgId: org.SLB!,
      title: "SB-Amazon-CA",
      channel: "amazon",
      siteName: "Amazon.ca",
      marketplaceId: "A2EUQ1WTGCTBG2",
      countryCode: "CA",
      currency: "CAD",
      returnWarehouseId: w.USNJ1!,
    },
  ]);
}
