/** attachment/rule (+ update/:type): formats and size per model and type; a rule can be copied to another model. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { AttachRuleRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { attachRuleUrls, cloneAttachRule, deleteAttachRule, loadAttachRule, saveAttachRule, useAttachCatalog } from "../../api.content";
import { parseFormats, ruleColumns, ruleFields, ruleFilters, type RuleFormValues } from "./attachDescriptors";
import { useFormRoute } from "../../../../components/useFormRoute";

const toForm = (r: AttachRuleRow): RuleFormValues => ({
  modelId: String(r.modelId),
  typeId: String(r.typeId),
  formats: r.formats.join(", "),
  maxSizeKb: r.maxSizeKb,
  remark: r.remark,
});

export default function AttachRulePage() {
  const { t } = useTranslation("admin-content");
  const refreshList = useRefreshList(attachRuleUrls.list);
  const models = useAttachCatalog("model");
  const types = useAttachCatalog("type");
  const { editing, setEditing, close } = useFormRoute("attachment/rule", loadAttachRule);
  const [cloning, setCloning] = useState<AttachRuleRow | null>(null);
  const fields = ruleFields(models.data ?? [], types.data ?? []);

  const save = async (v: RuleFormValues) => {
    const body = {
      modelId: Number(v.modelId),
      typeId: Number(v.typeId),
      formats: parseFormats(v.formats),
      maxSizeKb: v.maxSizeKb,
      remark: v.remark || null,
    };
    if (editing?.mode === "edit") await saveAttachRule({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveAttachRule(body);
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("attach.ruleTitle")} intro={t("attach.ruleIntro")} />
      <ResourceTable<AttachRuleRow>
        tableId="admin.attach-rules"
        listUrl={attachRuleUrls.list}
        exportUrl={attachRuleUrls.export}
        rowKey="id"
        columns={ruleColumns}
        filters={ruleFilters}
        defaults={{ sort: { field: "modelCode", order: "asc" } }}
        emptyText={t("attach.empty")}
        actionsWidth={230}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
            {t("attach.create")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions
            onEdit={() => setEditing({ mode: "edit", row })}
            onDelete={() =>
              void confirmDestroy({
                name: `${row.modelCode} / ${row.typeCode}`,
                onConfirm: () => deleteAttachRule(row.id).then(refreshList),
              })
            }
          >
            <Button type="link" size="small" onClick={() => setCloning(row)} style={{ paddingInline: 4 }}>
              {t("attach.clone")}
            </Button>
          </RowActions>
        )}
      />
      {editing && (
        <ResourceForm<RuleFormValues>
          open
          mode={editing.mode}
          title={
            editing.mode === "edit" ? t("attach.edit", { code: `${editing.row.modelCode} / ${editing.row.typeCode}` }) : t("attach.create")
          }
          fields={fields}
          initialValues={editing.mode === "edit" ? toForm(editing.row) : { maxSizeKb: 1024 }}
          onSubmit={save}
          onClose={close}
          onConflict={() => void refreshList()}
        />
      )}
      {cloning && (
        <ResourceForm<Pick<RuleFormValues, "modelId">>
          open
          mode="create"
          title={t("attach.cloneTitle", { code: `${cloning.modelCode} / ${cloning.typeCode}` })}
          fields={[fields[0]!] as never}
          onSubmit={async (v) => {
            await cloneAttachRule({ id: cloning.id, modelId: Number(v.modelId) });
            void refreshList();
          }}
          onClose={() => setCloning(null)}
        />
      )}
    </div>
  );
}
