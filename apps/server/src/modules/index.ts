import type { AppModule } from "../platform/module.js";
import { adminModule } from "./admin/index.js";
import { catalogModule } from "./catalog/index.js";
import { inventoryModule } from "./inventory/index.js";
import { inboundModule } from "./inbound/index.js";
import { integrationsModule } from "./integrations/index.js";
import { masterdataModule } from "./masterdata/index.js";
import { outboundModule } from "./outbound/index.js";
import { ordersModule } from "./orders/index.js";
import { returnsModule } from "./returns/index.js";
import { tasksModule } from "./tasks/index.js";
import { stockControlModule } from "./stockcontrol/index.js";
import { advertisingModule } from "./advertising/index.js";

/** Every business module, registered in this order by buildApp(). */
export const modules: AppModule[] = [
  adminModule,
  masterdataModule,
  catalogModule,
  inventoryModule,
  inboundModule,
  outboundModule,
  ordersModule,
  returnsModule,
  integrationsModule,
  tasksModule,
  stockControlModule,
  advertisingModule,
];
