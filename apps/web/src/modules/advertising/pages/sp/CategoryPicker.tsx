/**
 * A browse node of the ad account's marketplace, picked from its category tree (the ads adapter's list):
 * the value is the target's expression, `id|name`, as category targets and interest audiences carry it.
 */
import TreeSelect from "antd/es/tree-select";
import { useTranslation } from "react-i18next";
import { categoryExpression, parseCategoryExpression } from "@entrepot/contracts";
import { useAdCategories } from "../../api.campaigns";

interface Props {
  adsProfileId?: number;
  value?: string | null;
  onChange?: (expression: string | null) => void;
  testId?: string;
}

export function CategoryPicker({ adsProfileId, value, onChange, testId }: Props) {
  const { t } = useTranslation("advertising");
  const categories = useAdCategories(adsProfileId);
  const listed = categories.data?.nodes ?? [];
  const picked = value ? parseCategoryExpression(value) : null;
  // a stored expression whose node the list lacks still shows its name
  const nodes = picked && !listed.some((n) => n.id === picked.id) ? [...listed, { ...picked, parentId: null }] : listed;
  return (
    <TreeSelect
      showSearch
      allowClear
      treeDefaultExpandAll
      loading={categories.isLoading}
      placeholder={adsProfileId ? t("sbsd.pickCategory") : t("sbsd.pickAccountFirst")}
      disabled={!adsProfileId}
      treeNodeFilterProp="title"
      treeDataSimpleMode={{ id: "id", pId: "pId" }}
      treeData={nodes.map((n) => ({ id: n.id, pId: n.parentId ?? 0, value: n.id, title: n.name }))}
      value={picked?.id ?? null}
      onChange={(id: string | null) => {
        const node = nodes.find((n) => n.id === id);
        onChange?.(node ? categoryExpression(node.id, node.name) : null);
      }}
      style={{ width: "100%" }}
      data-testid={testId}
    />
  );
}
