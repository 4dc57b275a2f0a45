/** Options and helpers of the business area's screens (their lists come from the resource definitions). Texts are `md-business:` keys. */
type Option = { value: string; label: string };
const k = (key: string) => `md-business:${key}`;

/** The store account statuses a status change may pick. */
export const storeStatusOptions: Option[] = (["normal", "authorisation_expired", "suspended"] as const).map((s) => ({
  value: s,
  label: k(`shop.statuses.${s}`),
}));
/** Empty strings from optional inputs go to the server as null. */
export { orNull } from "../../../../components/format";
export const idOrNull = (v: string | null | undefined) => (v ? Number(v) : null);
