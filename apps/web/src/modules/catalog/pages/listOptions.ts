/** Shared by the catalogue pages: select options from the form options, and the label page link. */
import { useCatalogOptions } from "../api";

/** The label page with products picked: `/product/index?productIds=1,2`. */
export const labelPageFor = (ids: number[]) => `/product/index?productIds=${ids.join(",")}`;

/** Select options from the form options: product lines (with the seller when there are several) and sellers. */
export function useListOptions() {
  const options = useCatalogOptions();
  const orgs = options.data?.orgs ?? [];
  const code = new Map(orgs.map((o) => [o.id, o.code]));
  return {
    lines: (options.data?.productLines ?? []).map((l) => ({
      value: String(l.id),
      label: orgs.length > 1 ? `${code.get(l.orgId)} · ${l.name}` : l.name,
    })),
    sellers: orgs.map((o) => ({ value: String(o.id), label: `${o.code} · ${o.name}` })),
    warehouses: (options.data?.warehouses ?? []).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` })),
    accounts: (options.data?.storeAccounts ?? []).map((a) => ({ value: String(a.id), label: a.title })),
    data: options.data,
  };
}
