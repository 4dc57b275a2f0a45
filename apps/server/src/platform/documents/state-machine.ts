import type { AuditActionCode } from "../audit/audit.js";
import type { Message } from "../i18n/messages.js";

/**
 * A document's state machine, as pure data: its states (with their names in both languages), its named
 * transitions (from which states, to which state, the audit action code the command writes) and the
 * guards a transition must pass. No I/O: a module keeps its machines in `domain/` and unit-tests them;
 * `runTransition` (transition.ts) is the one place that applies them to a row.
 *
 * Guards are pure too: they see what the runner gives them (the locked row, the command's input, the
 * actor) and answer a refusal (a message key and its params, a 422) or nothing. A rule that needs the
 * database (a unique company id...) is checked in the transition's `apply`, which may throw.
 */

/** A refusal: a message key of the i18n catalogue and its placeholders; the runner answers it as a 422. */
export interface GuardRefusal {
  key: string;
  params?: Record<string, unknown>;
}

/** What a guard sees. `Row` is the locked row, `Input` the command's body, `Actor` the caller (kept generic: no platform types leak into domain code). */
export interface GuardContext<Row = unknown, Input = unknown, ActorT = unknown> {
  row: Row;
  input: Input;
  actor: ActorT;
}

export type Guard<G extends GuardContext = GuardContext> = (ctx: G) => GuardRefusal | undefined | null | false;

export interface TransitionDef<S extends string, G extends GuardContext = GuardContext> {
  /** The states it may start from. */
  from: readonly S[];
  /** The state it ends in (may be one of `from`: a transition that records something without moving, e.g. a cancel request on a running task). */
  to: S;
  /** The spec's audit action code (AuditAction.submit, .approve, ...). */
  action: AuditActionCode;
  /** The transition's name in both languages, for the 409 message ("cannot Approve: the registration is Denied"). */
  label: Message;
  guards?: readonly Guard<G>[];
}

export interface MachineDef<S extends string, T extends string, G extends GuardContext> {
  /** Unique, e.g. `admin.registration`; events are named `<name>.<transition>`. */
  name: string;
  /** The audit entity and the 404's entity key (an i18n key, e.g. `admin.registration`). */
  entity: string;
  entityKey?: string;
  states: Record<S, Message>;
  transitions: Record<T, TransitionDef<S, G>>;
}

export type CheckResult<S extends string> =
  { ok: true; from: S; to: S } | { ok: false; reason: "state"; from: S } | { ok: false; reason: "guard"; from: S; refusal: GuardRefusal };

export interface Machine<S extends string, T extends string, G extends GuardContext = GuardContext> extends MachineDef<S, T, G> {
  readonly stateNames: readonly S[];
  readonly transitionNames: readonly T[];
  /** Whether `transition` may start from `state` (guards aside). */
  can(state: S, transition: T): boolean;
  /** The transitions that may start from `state`: what a screen offers as buttons. */
  available(state: S): T[];
  /** The state check, then the guards in order; the first refusal wins. */
  check(state: S, transition: T, ctx: G): CheckResult<S>;
  isState(value: unknown): value is S;
}

/**
 * Defines a machine once and checks it: every transition names known states, so a typo fails at
 * start-up (and in the machine's unit test), not on the first request that takes that path.
 */
export function defineMachine<S extends string, T extends string, G extends GuardContext = GuardContext>(
  // the states are inferred from `states` only: a transition naming another state is a type error
  def: Omit<MachineDef<S, T, G>, "transitions"> & { transitions: Record<T, TransitionDef<NoInfer<S>, G>> },
): Machine<S, T, G> {
  const stateNames = Object.keys(def.states) as S[];
  const transitionNames = Object.keys(def.transitions) as T[];
  if (!/^[a-z][\w.-]*$/i.test(def.name)) throw new Error(`defineMachine: bad name ${def.name}`);
  for (const t of transitionNames) {
    const tr = def.transitions[t];
    if (tr.from.length === 0) throw new Error(`defineMachine ${def.name}: transition ${t} starts from no state`);
    for (const s of [...tr.from, tr.to])
      if (!stateNames.includes(s)) throw new Error(`defineMachine ${def.name}: transition ${t} names unknown state ${s}`);
  }
  const isState = (value: unknown): value is S => typeof value === "string" && stateNames.includes(value as S);
  const can = (state: S, transition: T) => def.transitions[transition]?.from.includes(state) ?? false;
  return {
    ...def,
    stateNames,
    transitionNames,
    can,
    isState,
    available: (state) => transitionNames.filter((t) => can(state, t)),
    check(state, transition, ctx) {
      if (!can(state, transition)) return { ok: false, reason: "state", from: state };
      for (const guard of def.transitions[transition].guards ?? []) {
        const refusal = guard(ctx);
        if (refusal) return { ok: false, reason: "guard", from: state, refusal };
      }
      return { ok: true, from: state, to: def.transitions[transition].to };
    },
  };
}
