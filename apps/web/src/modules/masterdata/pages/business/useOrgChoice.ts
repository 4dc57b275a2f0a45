/** For operator and platform staff: the seller orgs they serve, as options (sellers get null: their own org applies). */
import { useMe } from "../../../../lib/auth";
import { useSellerOrgs } from "../../api.business";

export function useOrgChoice(): { isSeller: boolean; orgs: { value: string; label: string }[] | null } {
  const me = useMe().data;
  const isSeller = !me || (me.org.kind !== "operator" && me.org.kind !== "platform");
  const orgs = useSellerOrgs(!isSeller).data;
  return { isSeller, orgs: isSeller ? null : (orgs ?? []).map((o) => ({ value: String(o.id), label: `${o.code} ${o.name}` })) };
}
