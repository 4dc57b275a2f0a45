import type { AppModule } from "../../platform/module.js";
import { registerBusiness } from "./business.register.js";
import { registerCarriers } from "./carriers.register.js";
import { registerPlaces } from "./places.register.js";

// the shared core tables, for other modules' joins and the demo data
export { orgWarehouses, productLines, storeAccounts, warehouses } from "./schema.js";
// places area: services other modules call, the job runner's entry point, reference data, demo tables
export { recordProcessedTransaction } from "./transaction.service.js";
export { effectiveBatchRule } from "./warehouse-config.service.js";
export { convertAmount } from "./geo.service.js";
/** Job runner entry point: deliver the pending pushes to the ERP (EAS) that are due; safe on several nodes. */
export { deliverPendingPushes, type ErpAdapter } from "./easpush.service.js";
export { seedRegions } from "./geo.service.js";
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
} from "./places.schema.js";

/** Master data and fulfilment configuration (spec §7.5, §7.6 and the master-data calls of §7.1). */
export const masterdataModule: AppModule = {
  name: "masterdata",
  async register(app, deps) {
    await registerPlaces(app, deps);
    await registerCarriers(app, deps);
    await registerBusiness(app, deps);
  },
};
