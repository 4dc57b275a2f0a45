/** attachment/rule (+ update/:type): formats and size per model and type; a rule can be copied to another model. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { type AttachRuleRow, attachRuleResource } from "@entrepot/contracts";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { cloneAttachRule, useAttachCatalog } from "../../api.content";

const named = (code: string, name: string) => `${name} (${code})`;

export default function AttachRulePage() {
  const { t } = useTranslation("admin-content");
  const [cloning, setCloning] = useState<{ row: AttachRuleRow; changed: () => unknown } | null>(null);
  const opts = (rows: { id: number; code: string; name: string }[] = []) =>
    rows.map((r) => ({ value: String(r.id), label: named(r.code, r.name) }));
  const models = opts(useAttachCatalog("model").data);
  return (
    <>
      <ResourcePage
        resource={attachRuleResource}
        intro={t("attach.ruleIntro")}
        emptyText={t("attach.empty")}
        formRoute="attachment/rule"
        options={{ modelId: models, typeId: opts(useAttachCatalog("type").data) }}
        render={{ modelCode: (r) => named(r.modelCode, r.modelName), typeCode: (r) => named(r.typeCode, r.typeName) }}
        actionsWidth={230}
        extraActions={(row, changed) => (
          <Button type="link" size="small" onClick={() => setCloning({ row, changed })} style={{ paddingInline: 4 }}>
            {t("attach.clone")}
          </Button>
        )}
      />
      {cloning && (
        <ResourceForm<{ modelId: string }>
          open
          mode="create"
          title={t("attach.cloneTitle", { code: `${cloning.row.modelCode} / ${cloning.row.typeCode}` })}
          fields={[{ name: "modelId", label: t("attach.model"), kind: "select", required: true, options: models }]}
          onSubmit={async (v) => void (await cloneAttachRule({ id: cloning.row.id, modelId: Number(v.modelId) }), cloning.changed())}
          onClose={() => setCloning(null)}
        />
      )}
    </>
  );
}
