import type { AppModule } from "../../platform/module.js";
import { businessMessages } from "./business/business.messages.js";
import { carriersMessages } from "./carriers/carriers.messages.js";
import { placesMessages } from "./places/places.messages.js";
import { registerBusiness } from "./business/business.register.js";
import { registerCarriers } from "./carriers/carriers.register.js";
import { easPushDelivery, registerPlaces } from "./places/places.register.js";

// the shared core tables, for other modules' joins and the demo data
export { orgWarehouses, productLines, storeAccounts, warehouses } from "./schema.js";
// the business area's tables, for the demo data (src/demo/business.seed.ts)
export {
  channelCategories,
  customers,
  salesPlatforms,
  salesPlatformSites,
  salespersons,
  storeAdsProfiles,
  suppliers,
} from "./business/business.schema.js";
// carriers area: the volume-weight divisors in force (the catalogue computes dimensional weights with them)
export { divisorsInForce, type DivisorInForce } from "./carriers/carrier-volume.service.js";
export { billableWeight, convertWeight, dimensionalWeight, type DivisorRule, type Parcel } from "@entrepot/contracts";
// carriers area: tables for the demo data (src/demo/carriers.seed.ts)
export {
  carrierAccountBlacklist,
  carrierAccounts,
  carrierServices,
  carrierVolumeWeights,
  deliveryChannels,
  deliveryChannelWarehouses,
  orgCarrierServices,
  systemCarriers,
  warehouseBillingAccounts,
  warehouseCarriers,
} from "./carriers/carriers.schema.js";
// the customer account's status machine: listen to its transitions with transitionEvent(customerStatusMachine, "freeze")
export { customerStatusMachine } from "./business/domain/customer-status.js";
export { maskAccountNumber } from "./carriers/domain/account-number.js";
// places area: services other modules call, the job runner's entry point, reference data, demo tables
export { recordProcessedTransaction } from "./places/transaction.service.js";
export { effectiveBatchRule } from "./places/warehouse-config.service.js";
// places area: a warehouse's settings, read and saved by stock control (WMS/workConfig) and read by inbound and orders
export {
  cutoffTodayOf,
  getWarehouseConfig,
  saveWarehouseConfig,
  shelvingHoursOf,
  WAREHOUSE_DEFAULTS,
} from "./places/warehouse-config.service.js";
export { convertAmount } from "./places/geo.service.js";
/** Job runner entry point: deliver the pending pushes to the ERP (EAS) that are due; safe on several nodes. */
export { deliverPendingPushes, type ErpAdapter } from "./places/easpush.service.js";
export { seedRegions } from "./places/geo.service.js";
export {
  erpPushes,
  exchangeRates,
  forwarderPorts,
  importers,
  orgAddresses,
  processedTransactions,
  purchaseWarehouses,
  warehouseBatchRules,
  warehouseConfigs,
} from "./places/places.schema.js";

/** Master data and fulfilment configuration (spec §7.5, §7.6 and the master-data calls of §7.1). */
export const masterdataModule: AppModule = {
  name: "masterdata",
  messages: [placesMessages, carriersMessages, businessMessages],
  async register(app, deps) {
    await registerPlaces(app, deps);
    await registerCarriers(app, deps);
    await registerBusiness(app, deps);
  },
  periodicJobs: [easPushDelivery],
};
