/** The sites of one sales platform: country, site name, marketplace id (Amazon: from the country), currency. */
import { useState } from "react";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { SalesPlatformRow, SalesPlatformSiteRow } from "@entrepot/contracts";
import { api } from "../../../../lib/api";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { ResourceForm } from "../../../../components/ResourceForm";
import { RowActions } from "../../../../components/RowActions";
import type { FieldDef } from "../../../../components/resource/types";
import { deleteSite, saveSite, setSiteActive } from "../../api.business";
import { orNull } from "./descriptors";

const k = (key: string) => `md-business:${key}`;
type Values = { countryCode: string; siteName: string; marketplaceId?: string; currency: string };
const fields: FieldDef<Values>[] = [
  {
    name: "countryCode",
    label: k("common.country"),
    kind: "text",
    required: true,
    max: 2,
    pattern: { regex: /^[A-Z]{2}$/, message: k("common.countryRule") },
    placeholder: "US",
  },
  { name: "siteName", label: k("platform.siteName"), kind: "text", required: true, max: 64 },
  { name: "marketplaceId", label: k("platform.marketplaceId"), kind: "text", max: 32, help: k("platform.marketplaceHelp") },
  { name: "currency", label: k("common.currency"), kind: "dict", dictType: "currencies", required: true },
];
type Editing = { mode: "create" } | { mode: "edit"; row: SalesPlatformSiteRow };

export function SiteDrawer({ platform, onClose, onChanged }: { platform: SalesPlatformRow; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation("md-business");
  const sites = useQuery({
    queryKey: ["md-business", "sites", platform.id],
    queryFn: ({ signal }) => api.get<SalesPlatformSiteRow[]>("/api/v1/SalesPlatform/sites", { platformId: platform.id }, signal),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const changed = () => {
    void sites.refetch();
    onChanged();
  };
  const save = async (v: Values) => {
    const body = {
      platformId: platform.id,
      countryCode: v.countryCode.trim(),
      siteName: v.siteName.trim(),
      marketplaceId: orNull(v.marketplaceId),
      currency: v.currency as "USD",
    };
    if (editing?.mode === "edit") await saveSite({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveSite(body);
    changed();
  };
  return (
    <Drawer open size={760} title={t("platform.sitesOf", { name: platform.name })} onClose={onClose} destroyOnHidden>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing({ mode: "create" })}
        style={{ marginBottom: 12 }}
        data-testid="create-site"
      >
        {t("platform.addSite")}
      </Button>
      <Table<SalesPlatformSiteRow>
        rowKey="id"
        size="small"
        loading={sites.isLoading}
        dataSource={sites.data ?? []}
        pagination={false}
        locale={{ emptyText: t("platform.noSites") }}
        columns={[
          { key: "countryCode", title: t("common.country"), dataIndex: "countryCode", width: 70 },
          { key: "siteName", title: t("platform.siteName"), dataIndex: "siteName" },
          { key: "marketplaceId", title: t("platform.marketplaceId"), dataIndex: "marketplaceId", width: 160 },
          { key: "currency", title: t("common.currency"), dataIndex: "currency", width: 70 },
          { key: "accountCount", title: t("platform.accounts"), dataIndex: "accountCount", width: 70 },
          {
            key: "active",
            title: t("common.status"),
            width: 80,
            render: (_, r) => (r.active ? <Tag color="success">{t("common.active")}</Tag> : <Tag>{t("common.inactiveTag")}</Tag>),
          },
          {
            key: "actions",
            title: "",
            width: 170,
            render: (_, r) => (
              <RowActions
                onEdit={() => setEditing({ mode: "edit", row: r })}
                onDelete={() => void confirmDestroy({ name: r.siteName, onConfirm: () => deleteSite(r.id).then(changed) })}
              >
                <Button
                  type="link"
                  size="small"
                  onClick={() => void setSiteActive({ id: r.id, version: r.version, active: !r.active }).then(changed)}
                  style={{ paddingInline: 4 }}
                >
                  {r.active ? t("common.disable") : t("common.enable")}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      {editing && (
        <ResourceForm<Values>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("platform.editSite", { site: editing.row.siteName }) : t("platform.addSite")}
          fields={fields}
          initialValues={
            editing.mode === "edit" ? { ...editing.row, marketplaceId: editing.row.marketplaceId ?? undefined } : { currency: "USD" }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={changed}
        />
      )}
    </Drawer>
  );
}
