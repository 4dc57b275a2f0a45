import type { PermissionCode } from "@entrepot/contracts";
import type { ScreenEntry } from "../../lib/screen-types";

/** Screens of the user centre's content area (issue 3). Data and dynamic imports only. */
export const contentScreens: ScreenEntry[] = [
  {
    path: "localemanage",
    area: "admin-reports-tools",
    title: { zh: "多语言文本", en: "Locale messages" },
    permission: "admin:locale:manage",
    load: () => import("./pages/content/LocaleMessagePage"),
  },
  {
    path: "announcemanage",
    area: "admin-reports-tools",
    title: { zh: "公告管理", en: "Announcements" },
    permission: "admin:announcement:manage",
    load: () => import("./pages/content/AnnouncementPage"),
  },
  {
    path: "system/dept",
    area: "admin-reports-tools",
    title: { zh: "部门", en: "Departments" },
    permission: "admin:dept:read",
    load: () => import("./pages/content/DeptTreePage"),
  },
  {
    path: "departmentmanage",
    area: "admin-reports-tools",
    title: { zh: "部门人员", en: "Department people" },
    permission: "admin:dept:read",
    load: () => import("./pages/content/DeptPeoplePage"),
  },
  {
    path: "system/post",
    area: "admin-reports-tools",
    title: { zh: "岗位", en: "Posts" },
    permission: "admin:dept:read",
    load: () => import("./pages/content/PostListPage"),
  },
  ...attachmentScreens(),
];

/** attachment/<x> lists and their update/:type form screens (reached from the list, not in the menu). */
function attachmentScreens(): ScreenEntry[] {
  const lists: {
    path: string;
    zh: string;
    en: string;
    permission: PermissionCode;
    formPermission?: PermissionCode;
    load: ScreenEntry["load"];
  }[] = [
    {
      path: "attachment/rule",
      zh: "附件规则",
      en: "Attachment rules",
      permission: "admin:attachment:manage",
      load: () => import("./pages/content/AttachRulePage"),
    },
    {
      path: "attachment/type",
      zh: "附件类型",
      en: "Attachment types",
      permission: "admin:attachment:manage",
      load: () => import("./pages/content/AttachTypePage"),
    },
    {
      path: "attachment/model",
      zh: "附件业务模型",
      en: "Attachment models",
      permission: "admin:attachment:manage",
      load: () => import("./pages/content/AttachModelPage"),
    },
    // the file list's form is the upload: it needs the upload permission
    {
      path: "attachment/file",
      zh: "附件",
      en: "Attachments",
      permission: "admin:file:read",
      formPermission: "admin:file:upload",
      load: () => import("./pages/content/AttachFilePage"),
    },
  ];
  return lists.flatMap((l) => [
    { path: l.path, area: "admin-reports-tools" as const, title: { zh: l.zh, en: l.en }, permission: l.permission, load: l.load },
    {
      path: `${l.path}/update/:type`,
      area: "admin-reports-tools" as const,
      title: { zh: `${l.zh}编辑`, en: `Edit ${l.en.toLowerCase()}` },
      permission: l.formPermission ?? l.permission,
      load: l.load,
      menu: false,
    },
  ]);
}
