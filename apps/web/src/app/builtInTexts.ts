/**
 * Every built-in text of the web app, as `ns:dotted.key` with its zh-CN and en-US wording: what
 * `localemanage` lists so that an admin finds a text by its words, not by knowing its key. The modules'
 * message files load only when that screen asks (they are most of the app's words).
 */
import type { MessageTree, ModuleMessages } from "../lib/define-messages";
import type { BuiltInText } from "../lib/shell";

/** One namespace's texts, flattened to `ns:a.b.c` keys (i18next's own key form). */
export function flattenMessages(ns: string, messages: ModuleMessages<MessageTree>): BuiltInText[] {
  const out: BuiltInText[] = [];
  const walk = (zh: MessageTree, en: MessageTree, path: string[]) => {
    for (const [k, v] of Object.entries(zh)) {
      const e = (en as Record<string, unknown>)[k];
      if (typeof v === "string") out.push({ key: `${ns}:${[...path, k].join(".")}`, zh: v, en: typeof e === "string" ? e : "" });
      else walk(v, (e && typeof e === "object" ? e : {}) as MessageTree, [...path, k]);
    }
  };
  walk(messages["zh-CN"], messages["en-US"] as MessageTree, []);
  return out;
}

/** The namespaces, as registerMessages() names them. */
const sources: Record<string, () => Promise<ModuleMessages<MessageTree>>> = {
  shell: () => import("./messages").then((m) => m.shellMessages),
  components: () => import("../components/messages").then((m) => m.componentMessages),
  admin: () => import("../modules/admin/messages").then((m) => m.adminMessages),
  "admin-rbac": () => import("../modules/admin/messages.rbac").then((m) => m.rbacMessages),
  "admin-orgs": () => import("../modules/admin/messages.orgs").then((m) => m.orgsMessages),
  "admin-content": () => import("../modules/admin/messages.content").then((m) => m.contentMessages),
  "masterdata-places": () => import("../modules/masterdata/messages.places").then((m) => m.placesMessages),
  "md-carriers": () => import("../modules/masterdata/messages.carriers").then((m) => m.carriersMessages),
  "md-business": () => import("../modules/masterdata/messages.business").then((m) => m.businessMessages),
  catalog: () => import("../modules/catalog/messages").then((m) => m.catalogMessages),
  inventory: () => import("../modules/inventory/messages").then((m) => m.inventoryMessages),
  stockdocs: () => import("../modules/inventory/stockdocs/messages").then((m) => m.stockDocMessages),
  invreports: () => import("../modules/inventory/reports/messages").then((m) => m.inventoryReportMessages),
  inventoryAnalysis: () => import("../modules/inventory/analysis/messages").then((m) => m.analysisMessages),
  inbound: () => import("../modules/inbound/messages").then((m) => m.inboundMessages),
  winit: () => import("../modules/inbound/winit/messages").then((m) => m.winitMessages),
  unsourced: () => import("../modules/inbound/unsourced/messages").then((m) => m.unsourcedMessages),
  orders: () => import("../modules/orders/messages").then((m) => m.ordersMessages),
  outbound: () => import("../modules/outbound/messages").then((m) => m.outboundMessages),
  integrations: () => import("../modules/integrations/messages").then((m) => m.integrationsMessages),
  returns: () => import("../modules/returns/messages").then((m) => m.returnsMessages),
  tasks: () => import("../modules/tasks/messages").then((m) => m.taskMessages),
  stockcontrol: () => import("../modules/stockcontrol/messages").then((m) => m.stockControlMessages),
  advertising: () => import("../modules/advertising/messages").then((m) => m.advertisingMessages),
};
export const builtInNamespaces = Object.keys(sources);

export async function loadBuiltInTexts(): Promise<BuiltInText[]> {
  const all = await Promise.all(Object.entries(sources).map(async ([ns, load]) => flattenMessages(ns, await load())));
  return all.flat().sort((a, b) => a.key.localeCompare(b.key));
}
