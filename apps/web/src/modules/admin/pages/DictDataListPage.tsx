/**
 * dict/data: the entries of one dictionary type. The type is a list filter (`search[EQ_dictType]`, in
 * the URL like every filter); `?dictType=<code>` from the type list is turned into that filter.
 */
import "../i18n";
import { useEffect, useMemo, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { filterKey, type DictDataRow } from "@entrepot/contracts";
import { resetReferenceData } from "../../../lib/referenceCache";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { DetailView } from "../../../components/DetailView";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceForm } from "../../../components/ResourceForm";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { RowActions } from "../../../components/RowActions";
import { createDictEntry, deleteDictEntry, dictDataUrls, updateDictEntry, useDictTypeByCode, useDictTypeOptions } from "../api";
import { asTagColour, dictDataColumns, dictDataFilters, dictEntryFields, dictTypeDetail, type DictEntryFormValues } from "../descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: DictDataRow };

const TYPE_FILTER = filterKey("EQ", "dictType");
const blankEntry: Partial<DictEntryFormValues> = { dictSort: 0, enabled: true, isDefault: false };

export default function DictDataListPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const shortcut = params.get("dictType");
  const dictType = params.get(TYPE_FILTER) ?? undefined;

  // dict/data?dictType=x (links from the type list) -> the list's own filter parameter
  useEffect(() => {
    if (!shortcut) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("dictType");
        next.set(TYPE_FILTER, shortcut);
        return next;
      },
      { replace: true },
    );
  }, [shortcut, setParams]);

  const typeOptions = useDictTypeOptions();
  const filters = useMemo(() => dictDataFilters(typeOptions.data ?? []), [typeOptions.data]);
  const type = useDictTypeByCode(dictType);
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(dictDataUrls.list);
  const changed = () => {
    void refreshList();
    void type.refetch(); // its entry count moved
    resetReferenceData();
  };

  const save = async (v: DictEntryFormValues) => {
    const common = {
      dictValue: v.dictValue.trim(),
      dictLabelZh: v.dictLabelZh,
      dictLabelEn: v.dictLabelEn,
      dictSort: v.dictSort ?? 0,
      cssClass: asTagColour(v.cssClass),
      isDefault: !!v.isDefault,
      enabled: !!v.enabled,
      remark: v.remark || null,
    };
    if (editing?.mode === "edit") await updateDictEntry({ dictCode: editing.row.dictCode, version: editing.row.version, ...common });
    else await createDictEntry({ dictType: dictType ?? "", ...common });
    changed();
  };

  return (
    <div>
      <PageHeading title={t("dictData.title")} />
      {type.data && (
        <div style={{ marginBottom: 12 }}>
          <DetailView fields={dictTypeDetail} data={type.data} />
        </div>
      )}
      {dictType && type.data === null && (
        <Alert type="warning" showIcon title={t("dictData.typeNotFound", { code: dictType })} style={{ marginBottom: 12 }} />
      )}
      <ResourceTable<DictDataRow>
        tableId="admin.dictData"
        listUrl={dictDataUrls.list}
        exportUrl={dictDataUrls.export}
        rowKey="dictCode"
        columns={dictDataColumns}
        filters={filters}
        defaults={{ sort: { field: "dictSort", order: "asc" }, rows: 50 }}
        enabled={!!dictType && !shortcut}
        emptyText={dictType ? undefined : t("dictData.pickType")}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!type.data}
            onClick={() => setEditing({ mode: "create" })}
            data-testid="create"
          >
            {t("dictData.create")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions
            onEdit={() => setEditing({ mode: "edit", row })}
            onDelete={
              row.builtIn
                ? undefined
                : () =>
                    void confirmDestroy({
                      name: `${row.dictLabel} (${row.dictValue})`,
                      onConfirm: () => deleteDictEntry(row.dictCode).then(changed),
                    })
            }
          />
        )}
      />
      {editing && (
        <ResourceForm<DictEntryFormValues>
          open
          mode={editing.mode}
          columns={2}
          title={
            editing.mode === "edit" ? t("dictData.edit", { value: editing.row.dictValue }) : `${t("dictData.create")} · ${dictType ?? ""}`
          }
          fields={dictEntryFields}
          initialValues={editing.mode === "edit" ? editing.row : blankEntry}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
