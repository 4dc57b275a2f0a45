/** Descriptors of the announcement list and form. */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { AnnouncementRow, AnnouncementTargetKind } from "@entrepot/contracts";
import type { ColumnDef, FieldDef, FilterDef } from "../../../../components/resource/types";

function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation("admin-content");
  return active ? <Tag color="success">{t("announcement.published")}</Tag> : <Tag>{t("announcement.draft")}</Tag>;
}

// a type-only import: a value import of the contracts would pull zod into this screen's chunk
const targetKinds: readonly AnnouncementTargetKind[] = ["all", "orgKinds", "orgs", "roles"];
const targetOptions = targetKinds.map((k) => ({ value: k, label: `admin-content:announcement.target.${k}` }));

export const announcementColumns: ColumnDef<AnnouncementRow>[] = [
  { key: "id", title: "admin-content:common.id", kind: "number", sortable: true, width: 80 },
  { key: "title", title: "admin-content:announcement.heading", sortable: true, width: 260 },
  { key: "targetKind", title: "admin-content:announcement.targetKind", width: 130, render: (row) => <TargetLabel kind={row.targetKind} /> },
  { key: "targetValues", title: "admin-content:announcement.targetValues", width: 200, render: (row) => row.targetValues.join(", ") },
  { key: "active", title: "admin-content:announcement.active", width: 100, render: (row) => <ActiveTag active={row.active} /> },
  { key: "startsAt", title: "admin-content:announcement.startsAt", kind: "datetime", sortable: true, width: 160 },
  { key: "endsAt", title: "admin-content:announcement.endsAt", kind: "datetime", sortable: true, width: 160 },
  { key: "readCount", title: "admin-content:announcement.readCount", kind: "number", sortable: true, width: 100 },
  { key: "updatedAt", title: "admin-content:common.updatedAt", kind: "datetime", sortable: true, width: 160, hiddenByDefault: true },
];

function TargetLabel({ kind }: { kind: AnnouncementRow["targetKind"] }) {
  const { t } = useTranslation("admin-content");
  return <>{t(`announcement.target.${kind}`)}</>;
}

export const announcementFilters: FilterDef[] = [
  { field: "title", label: "admin-content:announcement.heading", kind: "text" },
  { field: "targetKind", label: "admin-content:announcement.targetKind", kind: "select", options: targetOptions, width: 150 },
  {
    field: "active",
    label: "admin-content:announcement.active",
    kind: "select",
    width: 120,
    options: [
      { value: "true", label: "admin-content:announcement.published" },
      { value: "false", label: "admin-content:announcement.draft" },
    ],
  },
];

/** The form edits target values as one comma-separated text and the window as ISO instants. */
export interface AnnouncementFormValues {
  title: string;
  content: string;
  targetKind: AnnouncementRow["targetKind"];
  targetValues: string | undefined;
  startsAt: string | undefined;
  endsAt: string | undefined;
}
const instant = {
  regex: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  message: "admin-content:announcement.timeRule",
};
export const announcementFields: FieldDef<AnnouncementFormValues>[] = [
  { name: "title", label: "admin-content:announcement.heading", kind: "text", required: true, max: 200, wide: true },
  { name: "content", label: "admin-content:announcement.content", kind: "textarea", required: true, max: 100_000, wide: true },
  { name: "targetKind", label: "admin-content:announcement.targetKind", kind: "select", required: true, options: targetOptions },
  {
    name: "targetValues",
    label: "admin-content:announcement.targetValues",
    kind: "text",
    max: 2000,
    help: "admin-content:announcement.targetValuesHelp",
  },
  {
    name: "startsAt",
    label: "admin-content:announcement.startsAt",
    kind: "text",
    pattern: instant,
    help: "admin-content:announcement.timeHelp",
  },
  {
    name: "endsAt",
    label: "admin-content:announcement.endsAt",
    kind: "text",
    pattern: instant,
    help: "admin-content:announcement.timeHelp",
  },
];

export function toFormValues(row: AnnouncementRow): AnnouncementFormValues {
  return {
    title: row.title,
    content: row.content,
    targetKind: row.targetKind,
    targetValues: row.targetValues.join(", "),
    startsAt: row.startsAt ?? undefined,
    endsAt: row.endsAt ?? undefined,
  };
}
export function fromFormValues(v: AnnouncementFormValues) {
  const targetValues = (v.targetValues ?? "")
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    title: v.title,
    content: v.content,
    targetKind: v.targetKind,
    targetValues: v.targetKind === "all" ? [] : targetValues,
    startsAt: v.startsAt || null,
    endsAt: v.endsAt || null,
  };
}
