import { describe, expect, it } from "vitest";
import { AuditAction } from "../audit/audit.js";
import { defineMachine, type GuardContext } from "./state-machine.js";

const label = (en: string) => ({ "zh-CN": en, "en-US": en });
const noWeekendShipping = ({ input }: GuardContext<unknown, { weekend?: boolean }>) =>
  input.weekend ? { key: "outbound.noWeekend", params: { day: "Sunday" } } : undefined;
const order = defineMachine({
  name: "test.order",
  entity: "order",
  states: { draft: label("draft"), submitted: label("submitted"), shipped: label("shipped"), cancelled: label("cancelled") },
  transitions: {
    submit: { from: ["draft"], to: "submitted", action: AuditAction.submit, label: label("submit") },
    ship: { from: ["submitted"], to: "shipped", action: AuditAction.ship, label: label("ship"), guards: [noWeekendShipping] },
    cancel: { from: ["draft", "submitted"], to: "cancelled", action: AuditAction.cancel, label: label("cancel") },
  },
});

describe("defineMachine", () => {
  it("answers which transitions may start from a state", () => {
    expect(order.available("draft")).toEqual(["submit", "cancel"]);
    expect(order.available("submitted")).toEqual(["ship", "cancel"]);
    expect(order.available("shipped")).toEqual([]);
    expect(order.can("shipped", "cancel")).toBe(false);
    expect(order.isState("draft")).toBe(true);
    expect(order.isState("gone")).toBe(false);
  });

  it("checks the state first, then the guards in order", () => {
    expect(order.check("submitted", "ship", { row: {}, input: {}, actor: {} })).toEqual({ ok: true, from: "submitted", to: "shipped" });
    expect(order.check("draft", "ship", { row: {}, input: { weekend: true }, actor: {} })).toEqual({
      ok: false,
      reason: "state",
      from: "draft",
    });
    expect(order.check("submitted", "ship", { row: {}, input: { weekend: true }, actor: {} })).toEqual({
      ok: false,
      reason: "guard",
      from: "submitted",
      refusal: { key: "outbound.noWeekend", params: { day: "Sunday" } },
    });
  });

  it("refuses a definition naming an unknown state or a transition from nowhere", () => {
    expect(() =>
      defineMachine({
        name: "test.bad",
        entity: "bad",
        states: { a: label("a") },
        transitions: { go: { from: ["a"], to: "b" as "a", action: AuditAction.update, label: label("go") } },
      }),
    ).toThrow(/unknown state b/);
    expect(() =>
      defineMachine({
        name: "test.bad2",
        entity: "bad",
        states: { a: label("a") },
        transitions: { go: { from: [], to: "a", action: AuditAction.update, label: label("go") } },
      }),
    ).toThrow(/starts from no state/);
    expect(() => defineMachine({ name: "bad name", entity: "bad", states: { a: label("a") }, transitions: {} })).toThrow(/bad name/);
  });
});
