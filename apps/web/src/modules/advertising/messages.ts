import { defineMessages } from "../../lib/define-messages";
import { rulesTexts } from "./messages.rules";

/** Texts of the advertising screens (namespace `advertising`), one part per area. */
export const advertisingMessages = defineMessages({
  "zh-CN": { ...rulesTexts["zh-CN"] },
  "en-US": { ...rulesTexts["en-US"] },
});
