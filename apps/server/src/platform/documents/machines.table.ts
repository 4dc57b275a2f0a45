import { expect, it } from "vitest";
import type { Machine } from "./state-machine.js";

/**
 * The table-driven test every machine gets: `allowed` lists, by hand, each transition's start states and
 * target (what the business expects, written independently of the definition); every other pair of
 * state and transition must be refused. Both lists are checked to be non-empty, so the test cannot pass
 * on an empty table.
 */
export function machineTable<S extends string, T extends string>(
  machine: Machine<S, T, never>,
  allowed: Record<T, { from: S[]; to: S; action: number }>,
): void {
  const pairs = machine.stateNames.flatMap((s) => machine.transitionNames.map((t) => [s, t] as const));
  it(`${machine.name}: each transition allowed from exactly its states, to its target, with its action code`, () => {
    expect(Object.keys(allowed).sort()).toEqual([...machine.transitionNames].sort());
    let yes = 0;
    let no = 0;
    for (const [state, transition] of pairs) {
      const expected = allowed[transition].from.includes(state);
      expect(machine.can(state, transition), `${state} --${transition}-->`).toBe(expected);
      if (expected) {
        yes++;
      } else {
        no++;
        // refused on the state alone, before any guard looks at the row
        expect(machine.check(state, transition, { row: undefined, input: undefined, actor: undefined } as never)).toEqual({
          ok: false,
          reason: "state",
          from: state,
        });
      }
    }
    for (const t of machine.transitionNames) {
      expect(machine.transitions[t].to).toBe(allowed[t].to);
      expect(machine.transitions[t].action).toBe(allowed[t].action);
    }
    expect(yes).toBeGreaterThan(0);
    expect(no).toBeGreaterThan(0);
  });
}
