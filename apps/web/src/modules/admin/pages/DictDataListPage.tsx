/**
 * dict/data: the entries of one dictionary type. The type is a list filter (`search[EQ_dictType]`, in
 * the URL like every filter); `?dictType=<code>` from the type list is turned into that filter.
 */
import "../i18n";
import Alert from "antd/es/alert";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { dictTypeResource, dictDataResource } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { resetReferenceData } from "../../../lib/referenceCache";
import { withBuiltIn } from "../../../components/BuiltInTag";
import { DetailView } from "../../../components/DetailView";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { useDictTypeByCode, useDictTypeFilter, useDictTypeOptions } from "../api";

export default function DictDataListPage() {
  const { t } = useTranslation("admin");
  const { dictType, shortcut } = useDictTypeFilter();
  const type = useDictTypeByCode(dictType);
  const summary = type.data && <DetailView fields={definitionDetail(dictTypeResource, currentLocale())} data={type.data} />;
  const missing = dictType && type.data === null && (
    <Alert type="warning" showIcon title={t("dictData.typeNotFound", { code: dictType })} />
  );
  return (
    <ResourcePage
      resource={dictDataResource}
      before={(summary || missing) && <div style={{ marginBottom: 12 }}>{summary || missing}</div>}
      options={{ dictType: useDictTypeOptions().data ?? [] }}
      render={{
        dictValue: (row) => withBuiltIn(<code>{row.dictValue}</code>, row.builtIn),
        cssClass: (row) => <Tag color={row.cssClass && row.cssClass !== "default" ? row.cssClass : undefined}>{row.dictLabel}</Tag>,
      }}
      // a built-in entry's value is a code the system relies on
      fieldOverrides={(e) => ({ dictValue: { readOnly: () => e.mode === "edit" && e.row.builtIn } })}
      canDelete={(row) => !row.builtIn}
      listEnabled={!!dictType && !shortcut}
      emptyText={dictType ? undefined : t("dictData.pickType")}
      createExtra={{ dictType }}
      createDisabled={!type.data}
      rows={50}
      columns={2}
      onChanged={() => (void type.refetch(), resetReferenceData())} // its entry count moved; cached dropdowns follow
    />
  );
}
