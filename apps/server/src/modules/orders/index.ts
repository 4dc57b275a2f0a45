import type { AppModule } from "../../platform/module.js";
import { ordersMessages } from "./orders.messages.js";
import { orderImport } from "./orders.imports.js";
import { registerOrders } from "./orders.register.js";
import { ordersWorkTiles } from "./home.tiles.js";

/**
 * B2C outbound orders (issue 9; spec §2.4 `b2corderHj`): a seller's parcel orders, reserving, releasing
 * and shipping stock through the inventory module's ledger, with carrier labels bought through the
 * carrier adapter of the order's service. The order-management issue extends these orders.
 */
export { orderMachine } from "./domain/order.machine.js";
export { b2cOrders, b2cOrderLines } from "./schema.js";
export { saveOrder as saveB2cOrder } from "./order.service.js";
export {
  buyLabel as buyB2cOrderLabel,
  cancelOrder as cancelB2cOrder,
  packOrder as packB2cOrder,
  pickOrder as pickB2cOrder,
  shipOrder as shipB2cOrder,
  submitOrder as submitB2cOrder,
} from "./order.commands.js";
export { carrierAdapterFor, type CarrierAdapter, type LabelRequest, type LabelResult } from "./carriers/carrier.js";

export const ordersModule: AppModule = {
  name: "orders",
  messages: [ordersMessages],
  workTiles: ordersWorkTiles,
  imports: [orderImport],
  async register(app, deps) {
    await registerOrders(app, deps);
  },
};
