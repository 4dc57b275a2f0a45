/**
 * A browse node of the ad account's marketplace, picked from its category tree (the ads adapter's list):
 * each top category a group holding itself and its descendants (named by their path), searchable. The
 * value is the target's expression, `id|name`, as category targets and interest audiences carry it.
 */
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { type AdCategoryTree, categoryExpression, parseCategoryExpression } from "@entrepot/contracts";
import { useAdCategories } from "../../api.campaigns";

interface Props {
  adsProfileId?: number;
  value?: string | null;
  onChange?: (expression: string | null) => void;
  testId?: string;
}

type Node = AdCategoryTree["nodes"][number];

/** The tree as select groups: per top category, itself and every node below it, labelled with its path. */
function groupsOf(nodes: readonly Node[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path = (n: Node): Node[] => {
    const up: Node[] = [n];
    for (let p = n.parentId ? byId.get(n.parentId) : undefined; p && up.length < 20; p = p.parentId ? byId.get(p.parentId) : undefined)
      up.unshift(p);
    return up;
  };
  const roots = nodes.filter((n) => !n.parentId || !byId.has(n.parentId));
  return roots.map((root) => ({
    label: root.name,
    options: nodes
      .filter((n) => path(n)[0] === root)
      .map((n) => ({
        value: n.id,
        label: path(n)
          .map((p) => p.name)
          .join(" › "),
      })),
  }));
}

export function CategoryPicker({ adsProfileId, value, onChange, testId }: Props) {
  const { t } = useTranslation("advertising");
  const categories = useAdCategories(adsProfileId);
  const listed = categories.data?.nodes ?? [];
  const picked = value ? parseCategoryExpression(value) : null;
  // a stored expression whose node the list lacks still shows its name
  const nodes = picked && !listed.some((n) => n.id === picked.id) ? [...listed, { ...picked, parentId: null }] : listed;
  return (
    <Select
      showSearch={{ optionFilterProp: "label" }}
      allowClear
      loading={categories.isLoading}
      placeholder={adsProfileId ? t("sbsd.pickCategory") : t("sbsd.pickAccountFirst")}
      disabled={!adsProfileId}
      options={groupsOf(nodes)}
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
