/** dict/list: dictionary types. Clicking a code opens its entries (dict/data?dictType=<code>). */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import ClearOutlined from "@ant-design/icons/ClearOutlined";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { DictTypeRow } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { resetReferenceData } from "../../../lib/referenceCache";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceForm } from "../../../components/ResourceForm";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { RowActions } from "../../../components/RowActions";
import { clearServerDictCache, createDictType, deleteDictType, dictTypeUrls, updateDictType } from "../api";
import { dictTypeColumns, dictTypeFields, dictTypeFilters, type DictTypeFormValues } from "../descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: DictTypeRow };

const blankType: Partial<DictTypeFormValues> = { enabled: true };

export default function DictTypeListPage() {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(dictTypeUrls.list);
  // dictionaries changed: lists and every cached dropdown must follow
  const changed = () => {
    void refreshList();
    resetReferenceData();
  };

  const save = async (v: DictTypeFormValues) => {
    const common = { dictNameZh: v.dictNameZh, dictNameEn: v.dictNameEn, enabled: v.enabled, remark: v.remark || null };
    if (editing?.mode === "edit") await updateDictType({ dictId: editing.row.dictId, version: editing.row.version, ...common });
    else await createDictType({ dictType: v.dictType.trim(), ...common });
    changed();
  };

  const clearCache = async () => {
    try {
      await clearServerDictCache();
      resetReferenceData();
      void message.success(t("dictType.cacheCleared"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  return (
    <div>
      <PageHeading title={t("dictType.title")} intro={t("dictType.intro")} />
      <ResourceTable<DictTypeRow>
        tableId="admin.dictTypes"
        listUrl={dictTypeUrls.list}
        exportUrl={dictTypeUrls.export}
        rowKey="dictId"
        columns={dictTypeColumns}
        filters={dictTypeFilters}
        defaults={{ sort: { field: "dictType", order: "asc" } }}
        actionsWidth={170}
        toolbar={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("dictType.create")}
            </Button>
            <Button icon={<ClearOutlined />} onClick={() => void clearCache()}>
              {t("dictType.clearCache")}
            </Button>
          </>
        }
        rowActions={(row) => (
          <RowActions
            onEdit={() => setEditing({ mode: "edit", row })}
            onDelete={
              row.builtIn
                ? undefined
                : () => void confirmDestroy({ name: row.dictType, onConfirm: () => deleteDictType(row.dictId).then(changed) })
            }
          >
            <Link to={`/dict/data?dictType=${encodeURIComponent(row.dictType)}`} style={{ paddingInline: 4 }}>
              {t("dictType.entries")}
            </Link>
          </RowActions>
        )}
      />
      {editing && (
        <ResourceForm<DictTypeFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("dictType.edit", { code: editing.row.dictType }) : t("dictType.create")}
          fields={dictTypeFields}
          initialValues={editing.mode === "edit" ? editing.row : blankType}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
