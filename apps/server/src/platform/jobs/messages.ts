import { registerMessages } from "../i18n/messages.js";

/** Texts of the job runner and the task centre (both languages). */
registerMessages({
  "task.entity": { "zh-CN": "任务", "en-US": "Task" },
  "task.unknownService": { "zh-CN": "没有这种任务:{service}", "en-US": "No such kind of task: {service}" },
  "task.noResult": { "zh-CN": "该任务没有结果文件", "en-US": "The task has no result file" },
  "task.queueFailed": { "zh-CN": "任务未能排队执行,请稍后重试", "en-US": "The task could not be queued; retry it later" },
  "task.actorGone": {
    "zh-CN": "发起人已停用或已无权限,任务未执行",
    "en-US": "The user who started the task is disabled or no longer permitted; it did not run",
  },
  "task.notPermitted": {
    "zh-CN": "发起人已没有执行该任务的权限({permission})",
    "en-US": "The user who started the task no longer holds the permission to run it ({permission})",
  },
  "task.badParams": { "zh-CN": "任务参数不正确:{reason}", "en-US": "The task's parameters are not valid: {reason}" },
  "task.internal": {
    "zh-CN": "任务执行出错,请联系管理员(任务号 {id})",
    "en-US": "The task failed with an internal error; contact support (task {id})",
  },
  "task.exhausted": {
    "zh-CN": "任务被中断(服务重启或故障)共 {attempts} 次,已停止;已完成的进度已保留,可在任务中心重试",
    "en-US":
      "The task was interrupted (restart or crash) {attempts} times and was stopped; its progress is kept: retry it from the task centre",
  },
  "task.resuming": { "zh-CN": "任务被中断,等待继续执行", "en-US": "Interrupted; waiting to resume" },
  "task.status.queued": { "zh-CN": "排队中", "en-US": "queued" },
  "task.status.running": { "zh-CN": "执行中", "en-US": "running" },
  "task.status.succeeded": { "zh-CN": "已完成", "en-US": "finished" },
  "task.status.failed": { "zh-CN": "已失败", "en-US": "failed" },
  "task.status.cancelled": { "zh-CN": "已取消", "en-US": "cancelled" },
});
