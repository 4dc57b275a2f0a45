import { AuditAction } from "../../../platform/audit/audit.js";
import { defineMachine, type GuardContext } from "../../../platform/documents/state-machine.js";

/**
 * The user centre's document machines: pure definitions, applied by the platform's runTransition in the
 * services. Guards see `{ row, input, actor }` with only the fields they read.
 */

type Who = { userId: number; orgId: number };

/** A registration is decided once: accepted (with or without the company-id check) or denied. */
export const registrationMachine = defineMachine({
  name: "admin.registration",
  entity: "registration",
  entityKey: "admin.registration",
  states: {
    pending: { "zh-CN": "待审核", "en-US": "pending" },
    accepted: { "zh-CN": "已通过", "en-US": "accepted" },
    denied: { "zh-CN": "已拒绝", "en-US": "denied" },
  },
  transitions: {
    accept: { from: ["pending"], to: "accepted", action: AuditAction.approve, label: { "zh-CN": "通过", "en-US": "accept" } },
    bypass: {
      from: ["pending"],
      to: "accepted",
      action: AuditAction.approve,
      label: { "zh-CN": "免审通过", "en-US": "accept without the document check" },
    },
    deny: { from: ["pending"], to: "denied", action: AuditAction.reject, label: { "zh-CN": "拒绝", "en-US": "deny" } },
  },
});

/** Nobody changes their own account's status: an admin who disabled themself would be locked out. */
const notSelf = ({ row, actor }: GuardContext<{ id: number }, unknown, Who>) =>
  row.id === actor.userId ? { key: "admin.ownStatus" } : undefined;

/** An account that is active or disabled, with a guard on both moves (users and orgs share this shape). */
function enableDisableMachine(
  name: string,
  entity: string,
  guard: (g: GuardContext<{ id: number }, unknown, Who>) => { key: string } | undefined,
) {
  return defineMachine({
    name,
    entity,
    entityKey: name,
    states: {
      active: { "zh-CN": "启用", "en-US": "active" },
      disabled: { "zh-CN": "停用", "en-US": "disabled" },
    },
    transitions: {
      disable: {
        from: ["active"],
        to: "disabled",
        action: AuditAction.cancel,
        label: { "zh-CN": "停用", "en-US": "disable" },
        guards: [guard],
      },
      enable: {
        from: ["disabled"],
        to: "active",
        action: AuditAction.approve,
        label: { "zh-CN": "启用", "en-US": "enable" },
        guards: [guard],
      },
    },
  });
}

/** A user: disabling ends their sessions (the service's apply); enabling lets them log in again. */
export const userMachine = enableDisableMachine("admin.user", "user", notSelf);

/** Nobody disables (or re-enables) the org they belong to. */
const notOwnOrg = ({ row, actor }: GuardContext<{ id: number }, unknown, Who>) =>
  row.id === actor.orgId ? { key: "admin.orgOwnStatus" } : undefined;

/** An organisation: disabling ends its users' sessions and login refuses them; its data stays. */
export const orgMachine = enableDisableMachine("admin.org", "organization", notOwnOrg);

/** An announcement: its `active` flag, read as a state (the runner's codec maps true/false). */
export const announcementMachine = defineMachine({
  name: "admin.announcement",
  entity: "announcement",
  entityKey: "admin.announcement",
  states: {
    inactive: { "zh-CN": "未发布", "en-US": "not published" },
    active: { "zh-CN": "已发布", "en-US": "published" },
  },
  transitions: {
    publish: { from: ["inactive"], to: "active", action: AuditAction.approve, label: { "zh-CN": "发布", "en-US": "publish" } },
    withdraw: { from: ["active"], to: "inactive", action: AuditAction.cancel, label: { "zh-CN": "撤回", "en-US": "withdraw" } },
  },
});
