import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { carrierDivisorProvider } from "./divisors.js";
import { standardDivisors } from "./domain/dim-weight.js";

/** The catalogue takes its divisors from the carriers' master data; a context with none gets the standard set. */
describe.each(engines)("divisor provider on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it("maps the carriers' divisors in force, and falls back to the standard set", async () => {
    const [ctx] = (await t.database.query("select id from contexts where code = 'default'")).rows as { id: number }[];
    const demo = await carrierDivisorProvider.divisorsFor(t.database.db, ctx!.id);
    expect(demo.find((d) => d.code === "USPS-IN")).toMatchObject({ divisor: "166.000", system: "in3/lb" });
    expect(demo.find((d) => d.code === "UPS-CM")).toMatchObject({ divisor: "5000.000", system: "cm3/kg" });
    expect(demo.filter((d) => d.code === "ONTRAC-IN")).toHaveLength(1); // only the rule in force today
    expect(await carrierDivisorProvider.divisorsFor(t.database.db, 999_999)).toEqual(standardDivisors);
  });
});
