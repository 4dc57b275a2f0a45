/** system/platform/list: the marketplaces and their country sites (store accounts pick their channel and country here). */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { SalesPlatformRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import type { ColumnDef, FieldDef, FilterDef } from "../../../../components/resource/types";
import { deletePlatform, platformUrls, savePlatform, setPlatformActive, useRefreshOptions } from "../../api.business";
import { activeOptions, orNull } from "./descriptors";
import { SiteDrawer } from "./SiteDrawer";

const k = (key: string) => `md-business:${key}`;
type Values = { code: string; name: string; website?: string; sort: number; remark?: string };
const columns: ColumnDef<SalesPlatformRow>[] = [
  { key: "code", title: k("common.code"), sortable: true, width: 120 },
  { key: "name", title: k("common.name"), sortable: true, width: 180 },
  { key: "website", title: k("platform.website"), width: 240, ellipsis: true },
  { key: "siteCount", title: k("platform.siteCount"), kind: "number", sortable: true, width: 90 },
  { key: "accountCount", title: k("platform.accounts"), kind: "number", sortable: true, width: 90 },
  { key: "sort", title: k("common.sort"), kind: "number", sortable: true, width: 80 },
  { key: "active", title: k("common.active"), kind: "bool", sortable: true, width: 80 },
];
const filters: FilterDef[] = [
  { field: "code", label: k("common.code"), kind: "text" },
  { field: "name", label: k("common.name"), kind: "text" },
  { field: "active", label: k("common.active"), kind: "select", options: activeOptions, width: 110 },
];
const fields: FieldDef<Values>[] = [
  { name: "code", label: k("common.code"), kind: "text", required: true, max: 16, pattern: { regex: /^[a-z][a-z0-9_]{1,15}$/, message: k("platform.codeRule") }, readOnly: (c) => c.mode === "edit" },
  { name: "name", label: k("common.name"), kind: "text", required: true, max: 100 },
  { name: "website", label: k("platform.website"), kind: "text", max: 200 },
  { name: "sort", label: k("common.sort"), kind: "number", min: 0, max: 9999 },
  { name: "remark", label: k("common.remark"), kind: "textarea", max: 500 },
];
type Editing = { mode: "create" } | { mode: "edit"; row: SalesPlatformRow };

export default function SalesPlatformPage() {
  const { t } = useTranslation("md-business");
  const refreshList = useRefreshList(platformUrls.list);
  const refreshOptions = useRefreshOptions();
  const refresh = () => Promise.all([refreshList(), refreshOptions("platforms")]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [sitesOf, setSitesOf] = useState<SalesPlatformRow | null>(null);

  const save = async (v: Values) => {
    const body = { code: v.code.trim(), name: v.name.trim(), website: orNull(v.website), sort: v.sort ?? 0, remark: orNull(v.remark) };
    if (editing?.mode === "edit") await savePlatform({ id: editing.row.id, version: editing.row.version, ...body });
    else await savePlatform(body);
    void refresh();
  };

  return (
    <div>
      <PageHeading title={t("platform.title")} intro={t("platform.intro")} />
      <ResourceTable<SalesPlatformRow>
        tableId="masterdata.platforms"
        listUrl={platformUrls.list}
        exportUrl={platformUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "sort", order: "asc" } }}
        emptyText={t("platform.empty")}
        actionsWidth={250}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
            {t("platform.create")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions onEdit={() => setEditing({ mode: "edit", row })} onDelete={() => void confirmDestroy({ name: row.name, onConfirm: () => deletePlatform(row.id).then(refresh) })}>
            <Button type="link" size="small" onClick={() => setSitesOf(row)} style={{ paddingInline: 4 }}>
              {t("platform.sites")}
            </Button>
            <Button type="link" size="small" onClick={() => void setPlatformActive({ id: row.id, version: row.version, active: !row.active }).then(refresh)} style={{ paddingInline: 4 }}>
              {row.active ? t("common.disable") : t("common.enable")}
            </Button>
          </RowActions>
        )}
      />
      {editing && (
        <ResourceForm<Values>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("platform.edit", { name: editing.row.name }) : t("platform.create")}
          fields={fields}
          initialValues={editing.mode === "edit" ? { ...editing.row, website: editing.row.website ?? undefined, remark: editing.row.remark ?? undefined } : { sort: 0 }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
        />
      )}
      {sitesOf && <SiteDrawer platform={sitesOf} onClose={() => setSitesOf(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
