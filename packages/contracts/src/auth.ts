import { z } from "zod";
import { locales } from "./code-tables.js";

export const localeSchema = z.enum(locales);

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Kinds of organisation; an operator serves seller orgs (their `managingOrgId`). */
export const orgKinds = ["platform", "operator", "seller", "forwarder", "supplier", "company"] as const;
export const orgKind = z.enum(orgKinds);
export type OrgKind = z.infer<typeof orgKind>;

export const meReply = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), fullName: z.string(), email: z.string().nullable() }),
  org: z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: orgKind }),
  context: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  permissions: z.array(z.string()),
  locale: localeSchema,
});
export type MeReply = z.infer<typeof meReply>;

export const setLocaleBody = z.strictObject({ locale: localeSchema });
