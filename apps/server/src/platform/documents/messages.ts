import { registerMessages } from "../i18n/messages.js";

registerMessages({
  STATE_CONFLICT: { "zh-CN": "{entity}当前状态为「{state}」,不能{transition}", "en-US": "Cannot {transition}: the {entity} is {state}" },
  IDEMPOTENCY_KEY_REUSED: {
    "zh-CN": "该幂等键(Idempotency-Key)已用于另一个请求,请为新请求使用新的键",
    "en-US": "This Idempotency-Key was already used for a different request; use a new key for a new request",
  },
  "idempotency.badKey": {
    "zh-CN": "Idempotency-Key 须为 1-255 个可见 ASCII 字符",
    "en-US": "Idempotency-Key must be 1-255 visible ASCII characters",
  },
});
