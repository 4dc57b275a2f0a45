import type { ScreenEntry } from "../../lib/screen-types";

/** Automation (issue 10): rules with their dry runs and action log, and tactics. Data and dynamic imports only. */
export const rulesScreens: ScreenEntry[] = [
  {
    path: "advertising/robotization",
    area: "advertising",
    title: { zh: "自动化规则", en: "Automation rules" },
    permission: "advertising:rule:read",
    load: () => import("./pages/rules/RulesPage"),
  },
  {
    path: "advertising/robotization/createRules/add",
    area: "advertising",
    title: { zh: "新建规则", en: "New rule" },
    permission: "advertising:rule:manage",
    load: () => import("./pages/rules/RuleFormPage"),
    menu: false,
  },
  {
    path: "advertising/robotization/createRules/edit",
    area: "advertising",
    title: { zh: "编辑规则", en: "Edit rule" },
    permission: "advertising:rule:manage",
    load: () => import("./pages/rules/RuleFormPage"),
    menu: false,
  },
  {
    path: "advertising/tactics",
    area: "advertising",
    title: { zh: "策略", en: "Tactics" },
    permission: "advertising:rule:read",
    load: () => import("./pages/rules/TacticsPage"),
  },
  {
    path: "advertising/tactics/createTactics/add",
    area: "advertising",
    title: { zh: "新建策略", en: "New tactic" },
    permission: "advertising:rule:manage",
    load: () => import("./pages/rules/TacticFormPage"),
    menu: false,
  },
  {
    path: "advertising/tactics/createTactics/edit",
    area: "advertising",
    title: { zh: "编辑策略", en: "Edit tactic" },
    permission: "advertising:rule:manage",
    load: () => import("./pages/rules/TacticFormPage"),
    menu: false,
  },
];
