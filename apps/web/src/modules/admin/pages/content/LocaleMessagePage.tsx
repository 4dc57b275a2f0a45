/**
 * localemanage: every built-in text, searchable, with the admin's overrides beside it (applied by the web
 * app at start); the second tab lists the overrides alone.
 */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import Tabs from "antd/es/tabs";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { LocaleMessageRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteLocaleMessage, localeMessageUrls, saveLocaleMessage } from "../../api.content";
import { BuiltInTextsPanel } from "./BuiltInTextsPanel";
import { localeMessageColumns, localeMessageFields, localeMessageFilters, type LocaleMessageFormValues } from "./descriptors";

type Editing = { mode: "create"; initial?: Partial<LocaleMessageFormValues> } | { mode: "edit"; row: LocaleMessageRow };

export default function LocaleMessagePage() {
  const { t } = useTranslation("admin-content");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(localeMessageUrls.list);
  const [tab, setTab] = useState("all");

  const save = async (v: LocaleMessageFormValues) => {
    const body = { lang: v.lang, msgKey: v.msgKey.trim(), text: v.text, remark: v.remark || null };
    if (editing?.mode === "edit") await saveLocaleMessage({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveLocaleMessage(body);
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("locale.title")} intro={t("locale.intro")} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: "all",
            label: t("locale.tabAll"),
            children: (
              <BuiltInTextsPanel
                onOverride={(text, lang, existing) =>
                  setEditing(
                    existing
                      ? { mode: "edit", row: existing }
                      : { mode: "create", initial: { lang, msgKey: text.key, text: lang === "zh-CN" ? text.zh : text.en } },
                  )
                }
              />
            ),
          },
          {
            key: "overrides",
            label: t("locale.tabOverrides"),
            children: (
              <ResourceTable<LocaleMessageRow>
                tableId="admin.localeMessages"
                listUrl={localeMessageUrls.list}
                exportUrl={localeMessageUrls.export}
                rowKey="id"
                columns={localeMessageColumns}
                filters={localeMessageFilters}
                defaults={{ sort: { field: "msgKey", order: "asc" } }}
                emptyText={t("locale.empty")}
                actionsWidth={120}
                toolbar={
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
                    {t("locale.create")}
                  </Button>
                }
                rowActions={(row) => (
                  <RowActions
                    onEdit={() => setEditing({ mode: "edit", row })}
                    onDelete={() =>
                      void confirmDestroy({ name: row.msgKey, onConfirm: () => deleteLocaleMessage(row.id).then(refreshList) })
                    }
                  />
                )}
              />
            ),
          },
        ]}
      />
      {editing && (
        <ResourceForm<LocaleMessageFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("locale.edit", { key: editing.row.msgKey }) : t("locale.create")}
          fields={localeMessageFields}
          initialValues={editing.mode === "edit" ? editing.row : (editing.initial ?? { lang: "zh-CN" })}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
