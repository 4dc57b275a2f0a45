import { AuditAction } from "../audit/audit.js";
import { defineMachine } from "../documents/state-machine.js";

/**
 * A background task's commands as a machine. The job runner moves a task through queued -> running ->
 * succeeded | failed | cancelled itself (run.ts, fenced by its run token); these are the transitions a
 * PERSON takes from the task centre, run through runTransition. Cancelling a running task only records
 * the request (running -> running): the run sees it at its next step and ends cancelled. The state
 * names are the task centre's (`task.status.*` in messages.ts).
 */
export const taskMachine = defineMachine({
  name: "platform.task",
  entity: "task",
  entityKey: "task.entity",
  states: {
    queued: { "zh-CN": "排队中", "en-US": "queued" },
    running: { "zh-CN": "执行中", "en-US": "running" },
    succeeded: { "zh-CN": "已完成", "en-US": "finished" },
    failed: { "zh-CN": "已失败", "en-US": "failed" },
    cancelled: { "zh-CN": "已取消", "en-US": "cancelled" },
  },
  transitions: {
    cancel: { from: ["queued"], to: "cancelled", action: AuditAction.cancel, label: { "zh-CN": "取消", "en-US": "cancel" } },
    requestCancel: { from: ["running"], to: "running", action: AuditAction.cancel, label: { "zh-CN": "取消", "en-US": "cancel" } },
    retry: { from: ["failed"], to: "queued", action: AuditAction.submit, label: { "zh-CN": "重试", "en-US": "retry" } },
  },
});
