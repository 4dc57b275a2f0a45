import type { ScreenEntry } from "../../lib/screen-types";
import { contentScreens } from "./screens.content";
import { orgsScreens } from "./screens.orgs";
import { rbacScreens } from "./screens.rbac";

/** Administration (user centre) screens, spec §2.12. */
export const adminScreens: ScreenEntry[] = [
  {
    path: "dict/list",
    area: "admin-reports-tools",
    title: { zh: "字典管理", en: "Dictionaries" },
    permission: "admin:dictionary:manage",
    load: () => import("./pages/DictTypeListPage"),
  },
  {
    path: "dict/data",
    area: "admin-reports-tools",
    title: { zh: "字典数据", en: "Dictionary entries" },
    permission: "admin:dictionary:manage",
    load: () => import("./pages/DictDataListPage"),
  },
  ...rbacScreens,
  ...orgsScreens,
  ...contentScreens,
];
