/**
 * Form rules and request bodies from a zod save schema (zod 4), so that the web never restates the
 * contract: `required`, `max`, `min` (for the inputs' limits and asterisks) come from the schema's JSON
 * Schema (input side); each field is checked by its own zod schema (patterns, lengths, ranges, enums,
 * e-mail...) with the contract's messages; the body sent is `save.parse(values)`.
 */
import type { Rule } from "antd/es/form";
import { z } from "zod";
import { type Locale, validationMessages } from "@entrepot/contracts";

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

export interface FieldLimits {
  required: boolean;
  /** text: maximum length; number: maximum value. */
  max?: number;
  min?: number;
  type?: "string" | "number" | "integer" | "boolean" | "array";
  nullable: boolean;
  /** The allowed values when the schema lists them (z.enum, literals). */
  values?: unknown[];
  /** An array's item type (ids typed in as a list of texts become numbers). */
  items?: "string" | "number" | "integer" | "boolean";
}

/** The non-null branch of a nullable/optional property. */
function core(s: JsonSchema): { s: JsonSchema; nullable: boolean } {
  if (s.anyOf) {
    const rest = s.anyOf.filter((x) => x.type !== "null");
    const nullable = rest.length < s.anyOf.length;
    if (rest.length === 1) return { s: core(rest[0]!).s, nullable };
    if (rest.every((x) => x.const !== undefined || x.anyOf))
      return { s: { enum: rest.flatMap((x) => (x.anyOf ? x.anyOf.map((y) => y.const) : [x.const])) }, nullable };
    return { s: rest[0] ?? s, nullable };
  }
  return { s, nullable: Array.isArray(s.type) && s.type.includes("null") };
}

const cache = new WeakMap<z.ZodObject, Record<string, FieldLimits>>();

/** Per save field: required (non-null, no default, and for text at least one character), limits, values. */
export function fieldLimits(save: z.ZodObject): Record<string, FieldLimits> {
  const hit = cache.get(save);
  if (hit) return hit;
  const json = z.toJSONSchema(save, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const required = new Set(json.required ?? []);
  const out: Record<string, FieldLimits> = {};
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    const { s, nullable } = core(prop);
    const type = (Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type) as FieldLimits["type"];
    const isText = type === "string";
    out[key] = {
      // a text is required when it must be non-empty: a minimum length, a list of values, or a pattern "" fails
      required:
        required.has(key) &&
        !nullable &&
        (!isText || (s.minLength ?? 0) > 0 || s.enum !== undefined || (s.pattern !== undefined && !new RegExp(s.pattern).test(""))),
      max: isText ? s.maxLength : s.maximum,
      min: isText ? s.minLength : s.minimum,
      type,
      nullable,
      values: s.enum ?? (s.const !== undefined ? [s.const] : undefined),
      items: s.items ? (core(s.items).s.type as FieldLimits["items"]) : undefined,
    };
  }
  cache.set(save, out);
  return out;
}

/**
 * A form value as the schema wants it: empty inputs become null (nullable) or are left out; numbers typed
 * into selects (ids, numeric codes) arrive as strings and become numbers where the schema wants numbers.
 */
export function coerceValue(value: unknown, limits: FieldLimits | undefined): unknown {
  if (value === undefined) return undefined;
  if (value === "" || value === null) return limits?.nullable ? null : undefined;
  if (Array.isArray(value) && (limits?.items === "number" || limits?.items === "integer"))
    return value.map((v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v));
  if (
    typeof value === "string" &&
    (limits?.type === "number" || limits?.type === "integer" || limits?.values?.some((v) => typeof v === "number"))
  ) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (typeof value === "string" && limits?.type === "boolean") return value === "true";
  return value;
}

/** Translates a `components:` key (the `t` of useTranslation("components")). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The localised text of a zod issue: the contract's own message key when it names one, else by its code. */
export function issueText(issue: z.core.$ZodIssue, locale: Locale, translate: Translate): string {
  const named = (validationMessages as Record<string, Record<Locale, string>>)[issue.message];
  if (named) return named[locale];
  const t = (key: string, params?: Record<string, unknown>) => translate(`form.${key}`, params);
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string" ? t("tooLong", { max: issue.maximum }) : t("tooBig", { max: issue.maximum });
    case "too_small":
      return issue.origin === "string" ? t("tooShort", { min: issue.minimum }) : t("tooSmall", { min: issue.minimum });
    case "invalid_format":
      return issue.format === "email" ? t("email") : t("invalid");
    default:
      return t("invalid");
  }
}

/**
 * antd's "required" rule for an input that holds text, a number, or anything else (a switch's boolean, a
 * select's number or array). A rule with any key beside `required` and `message`, even `type: undefined`,
 * makes async-validator check the value as a string, so a switched-on switch was "missing": the keys are
 * only set where they apply.
 */
export function requiredRule(message: string, input: "text" | "number" | "other"): Rule {
  if (input === "text") return { required: true, whitespace: true, type: "string", message };
  if (input === "number") return { required: true, type: "number", message };
  return { required: true, message };
}

/** antd rules of one save field: required (with its label), and a validator running the field's own zod schema. */
export function schemaRules(
  save: z.ZodObject,
  key: string,
  label: string,
  locale: Locale,
  t: Translate,
  input: "text" | "number" | "other" = "other",
): Rule[] {
  const limits = fieldLimits(save)[key];
  const schema = save.shape[key] as z.ZodType | undefined;
  const rules: Rule[] = [];
  if (limits?.required) rules.push(requiredRule(t("form.required", { label }), input));
  if (schema)
    rules.push({
      validator: async (_rule, value) => {
        const v = coerceValue(value, limits);
        if (v === undefined || v === null) return; // "required" speaks for missing values
        const r = schema.safeParse(v);
        if (!r.success) throw new Error(issueText(r.error.issues[0]!, locale, t));
      },
    });
  return rules;
}

/**
 * The request body from the form's values, built by the save schema: values coerced to the schema's
 * types, keys outside the schema dropped, defaults applied. Throws the schema's issues by field.
 */
export function buildBody<S extends z.ZodObject>(
  save: S,
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): z.output<S> {
  const limits = fieldLimits(save);
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(save.shape)) {
    const v = key in extra ? extra[key] : coerceValue(values[key], limits[key]);
    if (v !== undefined) input[key] = v;
  }
  return save.parse(input);
}
