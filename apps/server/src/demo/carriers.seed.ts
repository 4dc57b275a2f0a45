import { eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { users } from "../platform/identity/schema.js";
import {
  carrierAccountBlacklist,
  carrierAccounts,
  carrierServices,
  carrierVolumeWeights,
  deliveryChannels,
  deliveryChannelWarehouses,
  maskAccountNumber,
  orgCarrierServices,
  systemCarriers,
  warehouseBillingAccounts,
  warehouseCarriers,
  warehouses,
} from "../modules/masterdata/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";

/**
 * The carriers the demo operator ships with in the US: six carriers and their services, their
 * volume-weight divisors (with OnTrac's change from 166 to 139 as history), the operator's carrier
 * accounts (no credentials: those are entered on the screen and sealed), sellers' own accounts, a
 * blacklist, the delivery channels, which seller may use which channel where, the warehouses' pickups
 * and cut-offs, and the billing accounts carrier invoices arrive on.
 */
export async function seedCarriersDemo(tx: Tx, contextId: number): Promise<void> {
  const org = await demoOrgIds(tx, contextId);
  const opr = org.OPR!;
  await grantDemoPermissions(tx, contextId, {
    warehouse_staff: [
      "masterdata:carrier:read",
      "masterdata:carrier:manage",
      "masterdata:channel:read",
      "masterdata:channel:manage",
      "masterdata:orgservice:read",
      "masterdata:orgservice:manage",
      "masterdata:warehousecarrier:read",
      "masterdata:warehousecarrier:manage",
      "masterdata:carrieraccount:read",
      "masterdata:carrieraccount:manage",
      "masterdata:shippingaccount:read",
      "masterdata:billingaccount:read",
      "masterdata:billingaccount:manage",
      "masterdata:blacklist:read",
      "masterdata:blacklist:manage",
    ],
    seller_admin: [
      "masterdata:channel:read",
      "masterdata:orgservice:read",
      "masterdata:shippingaccount:read",
      "masterdata:shippingaccount:manage",
    ],
    finance: ["masterdata:carrier:read", "masterdata:channel:read", "masterdata:carrieraccount:read", "masterdata:billingaccount:read"],
    customer_service: [
      "masterdata:carrier:read",
      "masterdata:channel:read",
      "masterdata:orgservice:read",
      "masterdata:warehousecarrier:read",
    ],
  });

  const carriers = await tx
    .insert(systemCarriers)
    .values([
      { contextId, code: "UPS", name: "UPS", trackingUrl: "https://www.ups.com/track?tracknum={trackingNo}", sort: 1 },
      { contextId, code: "FEDEX", name: "FedEx", trackingUrl: "https://www.fedex.com/fedextrack/?trknbr={trackingNo}", sort: 2 },
      {
        contextId,
        code: "USPS",
        name: "USPS 美国邮政",
        trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNo}",
        sort: 3,
      },
      {
        contextId,
        code: "DHLECOM",
        name: "DHL eCommerce",
        trackingUrl: "https://webtrack.dhlecs.com/?trackingnumber={trackingNo}",
        sort: 4,
      },
      { contextId, code: "ONTRAC", name: "OnTrac", trackingUrl: "https://www.ontrac.com/tracking/?number={trackingNo}", sort: 5 },
      { contextId, code: "AMZL", name: "Amazon Shipping", trackingUrl: "https://track.amazon.com/tracking/{trackingNo}", sort: 6 },
    ])
    .returning();
  const c = Object.fromEntries(carriers.map((r) => [r.code, r.id])) as Record<string, number>;

  type Svc = typeof carrierServices.$inferInsert;
  const svc = (carrier: string, code: string, name: string, level: string, min: number, max: number, limits: Partial<Svc> = {}): Svc => ({
    contextId,
    carrierId: c[carrier]!,
    code,
    name,
    level,
    transitDaysMin: min,
    transitDaysMax: max,
    maxWeight: "150.000",
    maxLength: "108.000",
    maxLengthGirth: "165.000",
    supportsSignature: true,
    supportsInsurance: true,
    ...limits,
  });
  const services = await tx
    .insert(carrierServices)
    .values([
      svc("UPS", "UPS_GROUND", "UPS Ground", "ground", 1, 5, { sort: 1 }),
      svc("UPS", "UPS_2DAY", "UPS 2nd Day Air", "express", 2, 2, { sort: 2 }),
      svc("UPS", "UPS_NDA", "UPS Next Day Air", "express", 1, 1, { sort: 3 }),
      svc("UPS", "UPS_GROUND_SAVER", "UPS Ground Saver", "economy", 2, 7, { maxWeight: "70.000", maxLengthGirth: "130.000", sort: 4 }),
      svc("FEDEX", "FEDEX_GROUND", "FedEx Ground", "ground", 1, 5, { sort: 1 }),
      svc("FEDEX", "FEDEX_HOME", "FedEx Home Delivery", "ground", 1, 5, { sort: 2 }),
      svc("FEDEX", "FEDEX_2DAY", "FedEx 2Day", "express", 2, 2, { sort: 3 }),
      svc("FEDEX", "FEDEX_GROUND_ECONOMY", "FedEx Ground Economy", "economy", 2, 7, {
        maxWeight: "70.000",
        maxLengthGirth: "130.000",
        supportsSignature: false,
        sort: 4,
      }),
      svc("USPS", "USPS_GA", "USPS Ground Advantage", "economy", 2, 5, {
        maxWeight: "70.000",
        maxLength: null,
        maxLengthGirth: "130.000",
        sort: 1,
      }),
      svc("USPS", "USPS_PRIORITY", "USPS Priority Mail", "express", 1, 3, {
        maxWeight: "70.000",
        maxLength: null,
        maxLengthGirth: "108.000",
        sort: 2,
      }),
      svc("USPS", "USPS_PME", "USPS Priority Mail Express", "express", 1, 2, {
        maxWeight: "70.000",
        maxLength: null,
        maxLengthGirth: "108.000",
        sort: 3,
      }),
      svc("DHLECOM", "DHL_PARCEL_GROUND", "DHL Parcel Ground", "economy", 2, 8, {
        maxWeight: "25.000",
        maxLength: "27.000",
        maxLengthGirth: "50.000",
        supportsSignature: false,
        supportsInsurance: false,
        sort: 1,
      }),
      svc("DHLECOM", "DHL_PARCEL_EXPEDITED", "DHL Parcel Expedited", "ground", 2, 5, {
        maxWeight: "25.000",
        maxLength: "27.000",
        maxLengthGirth: "50.000",
        supportsSignature: false,
        sort: 2,
      }),
      svc("DHLECOM", "DHL_PARCEL_INTL_DIRECT", "DHL Parcel International Direct", "economy", 6, 12, {
        unitSystem: "metric",
        maxWeight: "20.000",
        maxLength: "120.000",
        maxLengthGirth: "300.000",
        supportsSignature: false,
        sort: 3,
      }),
      svc("ONTRAC", "ONTRAC_GROUND", "OnTrac Ground", "ground", 1, 4, { sort: 1 }),
      svc("AMZL", "AMZL_GROUND", "Amazon Shipping Ground", "ground", 2, 5, {
        maxWeight: "50.000",
        maxLengthGirth: "130.000",
        supportsSignature: false,
        sort: 1,
      }),
    ])
    .returning();
  const s = Object.fromEntries(services.map((r) => [r.code, r.id])) as Record<string, number>;

  const div = (
    carrier: string,
    unitSystem: "imperial" | "metric",
    divisor: string,
    extra: Partial<typeof carrierVolumeWeights.$inferInsert> = {},
  ) => ({
    contextId,
    carrierId: c[carrier]!,
    unitSystem,
    divisor,
    weightIncrement: unitSystem === "imperial" ? "1" : "0.5",
    dimensionIncrement: "1",
    effectiveFrom: "2024-01-01",
    ...extra,
  });
  await tx
    .insert(carrierVolumeWeights)
    .values([
      div("UPS", "imperial", "139", { remark: "Daily rates" }),
      div("UPS", "metric", "5000", { remark: "International" }),
      div("FEDEX", "imperial", "139"),
      div("FEDEX", "metric", "5000"),
      div("USPS", "imperial", "166", { minVolume: "1728", remark: "Only over one cubic foot" }),
      div("DHLECOM", "imperial", "166", { minVolume: "1728" }),
      div("DHLECOM", "metric", "5000"),
      div("ONTRAC", "imperial", "166", { effectiveFrom: "2022-01-01", effectiveTo: "2023-12-31", remark: "Before the 2024 change" }),
      div("ONTRAC", "imperial", "139"),
      div("AMZL", "imperial", "139"),
    ]);

  const acct = (
    orgId: number,
    kind: "operator" | "seller",
    carrier: string,
    name: string,
    accountNumber: string,
    postcode: string,
    remark?: string,
  ) => ({
    contextId,
    orgId,
    kind,
    carrierId: c[carrier]!,
    name,
    accountNumber,
    accountMasked: maskAccountNumber(accountNumber),
    countryCode: "US",
    postcode,
    remark: remark ?? null,
  });
  const accounts = await tx
    .insert(carrierAccounts)
    .values([
      acct(opr, "operator", "UPS", "UPS 主账号 (LAX)", "A12B34", "91761"),
      acct(opr, "operator", "UPS", "UPS 美东账号 (NJ/TX)", "E98F76", "08837"),
      acct(opr, "operator", "FEDEX", "FedEx 主账号", "510087020", "91761"),
      acct(opr, "operator", "USPS", "USPS 商业账号", "900123456", "91761"),
      acct(opr, "operator", "DHLECOM", "DHL eCommerce 账号", "5310010012", "91761"),
      acct(opr, "operator", "ONTRAC", "OnTrac 账号", "37465", "91761"),
      acct(opr, "operator", "AMZL", "Amazon Shipping 账号", "AMZSHIP0001", "91761"),
      acct(org.SLA!, "seller", "FEDEX", "Seller A FedEx 自有账号", "602233441", "94107"),
      acct(org.SLA!, "seller", "UPS", "Seller A UPS 自有账号", "Y7830W", "94107"),
      acct(org.SLB!, "seller", "FEDEX", "Seller B FedEx 自有账号", "700912345", "10001", "Waiting for the carrier's credit check"),
    ])
    .returning();
  const a = (name: string) => accounts.find((r) => r.name === name)!.id;

  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "operator"));
  await tx.insert(carrierAccountBlacklist).values([
    {
      contextId,
      orgId: opr,
      carrierId: c.FEDEX!,
      accountNumber: "123456789",
      accountMasked: maskAccountNumber("123456789"),
      reason: "承运商账单长期拖欠(2025 年第三季度)",
      addedBy: staff?.id,
    },
    {
      contextId,
      orgId: opr,
      carrierId: c.UPS!,
      accountNumber: "X9X9X9",
      accountMasked: maskAccountNumber("X9X9X9"),
      reason: "账号已被 UPS 冻结",
      addedBy: staff?.id,
    },
  ]);

  const wh = Object.fromEntries(
    (await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses).where(eq(warehouses.contextId, contextId))).map((w) => [
      w.code,
      w.id,
    ]),
  ) as Record<string, number>;
  type Ch = typeof deliveryChannels.$inferInsert;
  const ch = (code: string, name: string, carrier: string, service: string, account: string, extra: Partial<Ch> = {}): Ch => ({
    contextId,
    orgId: opr,
    code,
    name,
    carrierId: c[carrier]!,
    serviceId: s[service]!,
    carrierAccountId: a(account),
    ...extra,
  });
  const channels = await tx
    .insert(deliveryChannels)
    .values([
      ch("UPS_GROUND", "UPS 陆运 Ground", "UPS", "UPS_GROUND", "UPS 主账号 (LAX)", { sort: 1 }),
      ch("USPS_GA", "USPS 经济小包 Ground Advantage", "USPS", "USPS_GA", "USPS 商业账号", { sort: 2 }),
      ch("USPS_PRIORITY", "USPS 优先 Priority Mail", "USPS", "USPS_PRIORITY", "USPS 商业账号", { labelFormat: "ZPL", sort: 3 }),
      ch("FEDEX_HOME", "FedEx 住宅 Home Delivery", "FEDEX", "FEDEX_HOME", "FedEx 主账号", {
        labelFormat: "ZPL",
        printReturnLabel: true,
        sort: 4,
      }),
      ch("UPS_2DAY_SIG", "UPS 两日达(签收+保险)", "UPS", "UPS_2DAY", "UPS 主账号 (LAX)", {
        signature: "required",
        insurance: true,
        sort: 5,
      }),
      ch("ONTRAC_GROUND", "OnTrac 美西陆运", "ONTRAC", "ONTRAC_GROUND", "OnTrac 账号", { sort: 6 }),
      ch("AMZL_GROUND", "Amazon Shipping 陆运", "AMZL", "AMZL_GROUND", "Amazon Shipping 账号", {
        labelFormat: "PNG",
        labelSize: "10x15",
        sort: 7,
      }),
      ch("DHL_GROUND", "DHL 经济陆运(已停用)", "DHLECOM", "DHL_PARCEL_GROUND", "DHL eCommerce 账号", {
        active: false,
        sort: 9,
        remark: "Replaced by USPS_GA",
      }),
    ])
    .returning();
  const chId = (code: string) => channels.find((r) => r.code === code)!.id;
  const offered: Record<string, string[]> = {
    UPS_GROUND: ["USLAX1", "USNJ1", "USTX1"],
    USPS_GA: ["USLAX1", "USNJ1", "USTX1"],
    USPS_PRIORITY: ["USLAX1", "USNJ1"],
    FEDEX_HOME: ["USLAX1", "USNJ1"],
    UPS_2DAY_SIG: ["USLAX1"],
    ONTRAC_GROUND: ["USLAX1"],
    AMZL_GROUND: ["USLAX1", "USNJ1"],
    DHL_GROUND: ["USLAX1"],
  };
  await tx
    .insert(deliveryChannelWarehouses)
    .values(Object.entries(offered).flatMap(([code, whs]) => whs.map((w) => ({ channelId: chId(code), warehouseId: wh[w]! }))));

  const assign = (orgCode: string, channel: string, warehouse: string, own?: string, active = true) => ({
    contextId,
    orgId: org[orgCode]!,
    channelId: chId(channel),
    warehouseId: wh[warehouse]!,
    accountSource: own ? "own" : "operator",
    carrierAccountId: own ? a(own) : null,
    active,
  });
  await tx
    .insert(orgCarrierServices)
    .values([
      assign("SLA", "UPS_GROUND", "USLAX1"),
      assign("SLA", "UPS_GROUND", "USNJ1"),
      assign("SLA", "UPS_GROUND", "USTX1"),
      assign("SLA", "USPS_GA", "USLAX1"),
      assign("SLA", "USPS_GA", "USNJ1"),
      assign("SLA", "FEDEX_HOME", "USLAX1", "Seller A FedEx 自有账号"),
      assign("SLA", "UPS_2DAY_SIG", "USLAX1"),
      assign("SLB", "UPS_GROUND", "USLAX1"),
      assign("SLB", "UPS_GROUND", "USNJ1"),
      assign("SLB", "USPS_GA", "USNJ1"),
      assign("SLB", "AMZL_GROUND", "USNJ1", undefined, false),
    ]);

  const weekdays = [1, 2, 3, 4, 5];
  const pick = (
    warehouse: string,
    carrier: string,
    serviceCodes: string[],
    pickupDays: number[],
    pickupTime: string,
    cutoffTime: string,
  ) => ({
    contextId,
    orgId: opr,
    warehouseId: wh[warehouse]!,
    carrierId: c[carrier]!,
    serviceIds: serviceCodes.map((code) => s[code]!),
    pickupDays,
    pickupTime,
    cutoffTime,
  });
  await tx
    .insert(warehouseCarriers)
    .values([
      pick("USLAX1", "UPS", ["UPS_GROUND", "UPS_2DAY", "UPS_NDA"], weekdays, "17:30", "15:30"),
      pick("USLAX1", "FEDEX", ["FEDEX_GROUND", "FEDEX_HOME", "FEDEX_2DAY"], weekdays, "17:00", "15:00"),
      pick("USLAX1", "USPS", [], [1, 2, 3, 4, 5, 6], "14:00", "12:30"),
      pick("USLAX1", "ONTRAC", ["ONTRAC_GROUND"], weekdays, "18:00", "16:00"),
      pick("USLAX1", "AMZL", ["AMZL_GROUND"], [1, 2, 3, 4, 5, 6], "16:00", "14:00"),
      pick("USNJ1", "UPS", ["UPS_GROUND", "UPS_2DAY"], weekdays, "17:00", "15:00"),
      pick("USNJ1", "FEDEX", ["FEDEX_GROUND", "FEDEX_HOME"], weekdays, "16:30", "14:30"),
      pick("USNJ1", "USPS", [], [1, 2, 3, 4, 5, 6], "13:30", "12:00"),
      pick("USTX1", "UPS", ["UPS_GROUND"], weekdays, "16:00", "14:00"),
      pick("USTX1", "USPS", ["USPS_GA", "USPS_PRIORITY"], weekdays, "13:00", "11:30"),
    ]);

  const bill = (warehouse: string, carrier: string, account: string, purpose: string, costCenter: string) => ({
    contextId,
    orgId: opr,
    warehouseId: wh[warehouse]!,
    carrierId: c[carrier]!,
    carrierAccountId: a(account),
    purpose,
    costCenter,
  });
  await tx
    .insert(warehouseBillingAccounts)
    .values([
      bill("USLAX1", "UPS", "UPS 主账号 (LAX)", "outbound", "LAX-OUT"),
      bill("USLAX1", "UPS", "UPS 主账号 (LAX)", "return", "LAX-RTN"),
      bill("USNJ1", "UPS", "UPS 美东账号 (NJ/TX)", "outbound", "NJ-OUT"),
      bill("USTX1", "UPS", "UPS 美东账号 (NJ/TX)", "outbound", "TX-OUT"),
      bill("USLAX1", "FEDEX", "FedEx 主账号", "outbound", "LAX-OUT"),
      bill("USNJ1", "FEDEX", "FedEx 主账号", "outbound", "NJ-OUT"),
      bill("USLAX1", "USPS", "USPS 商业账号", "outbound", "LAX-OUT"),
    ]);
}
