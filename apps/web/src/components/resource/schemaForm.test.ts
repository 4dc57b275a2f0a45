import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { productLineSave, salespersonResource, supplierSave, warehouseCarrierCreate } from "@entrepot/contracts";
import Schema from "@rc-component/async-validator";
import { buildBody, coerceValue, fieldLimits, requiredRule, schemaRules } from "./schemaForm";

const en: Record<string, string> = {
  "form.tooLong": "At most {{max}} characters",
  "form.tooBig": "At most {{max}}",
  "form.email": "Enter a valid e-mail address",
  "form.invalid": "invalid",
  "form.required": "{{label}} is required",
};
const t = (key: string, params: Record<string, unknown> = {}) =>
  (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (save: z.ZodObject, key: string, value: unknown) => {
  const rule = schemaRules(save, key, key, "en-US", t).find((r) => "validator" in r) as { validator: Validator };
  return rule.validator({}, value);
};

describe("form rules and bodies from a zod save schema", () => {
  it("reads required, lengths, ranges and enum values from the schema", () => {
    const limits = fieldLimits(supplierSave);
    expect(limits.code).toMatchObject({ required: true, type: "string" });
    expect(limits.name).toMatchObject({ required: true, max: 100 });
    expect(limits.contactName).toMatchObject({ required: false, nullable: true });
    expect(limits.paymentTermsDays).toMatchObject({ required: false, min: 0, max: 365, type: "integer" });
    expect(fieldLimits(productLineSave).paymentType?.values).toEqual([1, 2, 3]);
  });

  it("checks a value with the field's own schema and the contract's message", async () => {
    await expect(check(supplierSave, "code", "OK-1")).resolves.toBeUndefined();
    await expect(check(supplierSave, "code", "-bad")).rejects.toThrow(/letters, digits/);
    await expect(check(supplierSave, "name", "x".repeat(101))).rejects.toThrow("At most 100 characters");
    await expect(check(supplierSave, "paymentTermsDays", 400)).rejects.toThrow("At most 365");
    await expect(check(salespersonResource.save, "email", "not-mail")).rejects.toThrow("valid e-mail");
    // an empty optional box is "required"'s business, not the format's
    await expect(check(salespersonResource.save, "email", "")).resolves.toBeUndefined();
  });

  it("a required switch or select holds a boolean or a number, and only a missing value fails", async () => {
    // what antd's Form runs: a switched-on switch was refused as "required" (checked as a string)
    const validate = (input: "text" | "number" | "other", value: unknown) =>
      new Schema({ v: requiredRule("missing", input) as never }).validate({ v: value }).then(
        () => "ok",
        (e: { errors: { message: string }[] }) => e.errors[0]!.message,
      );
    expect(await validate("other", true)).toBe("ok");
    expect(await validate("other", false)).toBe("ok");
    expect(await validate("other", 3)).toBe("ok");
    expect(await validate("other", undefined)).toBe("missing");
    expect(await validate("text", "  ")).toBe("missing");
    expect(await validate("number", 0)).toBe("ok");
  });

  it("coerces select strings to numbers and empty boxes to null where the schema says", () => {
    const limits = fieldLimits(salespersonResource.save);
    expect(coerceValue("12", limits.userId)).toBe(12);
    expect(coerceValue("", limits.phone)).toBeNull();
    expect(coerceValue(undefined, limits.phone)).toBeUndefined();
  });

  it("builds the body by parsing: trimmed, typed, defaults applied, foreign keys dropped", () => {
    const body = buildBody(
      salespersonResource.save,
      { fullName: "  Ann ", userId: "7", phone: "", email: undefined, remark: null, username: "ann" },
      { id: 3, version: 2 },
    );
    expect(body).toEqual({ id: 3, version: 2, fullName: "Ann", userId: 7, phone: null, remark: null, active: true });
    expect(() => buildBody(salespersonResource.save, { fullName: "" })).toThrow();
  });

  it("sends a multi-select of ids or numeric codes as numbers (its options hold strings)", () => {
    const limits = fieldLimits(warehouseCarrierCreate);
    expect(limits.serviceIds).toMatchObject({ type: "array", items: "integer" });
    expect(coerceValue(["7", "8"], limits.pickupDays)).toEqual([7, 8]);
    const body = buildBody(warehouseCarrierCreate, {
      warehouseId: "3",
      carrierId: "4",
      serviceIds: ["11", "12"],
      pickupDays: ["1", "5"],
      cutoffTime: "15:00",
    });
    expect(body).toMatchObject({ warehouseId: 3, carrierId: 4, serviceIds: [11, 12], pickupDays: [1, 5], cutoffTime: "15:00" });
  });
});
