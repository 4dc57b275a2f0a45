/**
 * Negative keywords / products of an ad group, or of the whole campaign (`groupId` null), and negatives
 * added to it, one per line: keywords with one match type, or (a group's) ASINs never to show the ads on.
 * `kinds` narrows what may be added (SD groups: negative products only, as Amazon and the server have it).
 */
import { useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import {
  adStateLabels,
  matchTypeLabels,
  pushStatusLabels,
  type AdNegativeInput,
  type MatchType,
  type TargetRow,
} from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { currentLocale } from "../../../../lib/i18n";
import { Panel } from "../../../../components/Panel";
import { addNegatives } from "../../api.campaigns";
import { NEGATIVE_MATCHES } from "./wizardValues";

interface Props {
  campaignId: number;
  groupId: number | null;
  title?: string;
  negatives: TargetRow[];
  changed: () => Promise<unknown>;
  /** What may be added here, the first chosen at start; a campaign-level panel offers keywords only. */
  kinds?: readonly AdNegativeInput["kind"][];
}

const ALL_KINDS: readonly AdNegativeInput["kind"][] = ["keyword", "product"];

export function NegativesPanel({ campaignId, groupId, negatives, changed, title, kinds = ALL_KINDS }: Props) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const [text, setText] = useState("");
  const [matchType, setMatchType] = useState<MatchType>("NEGATIVE_EXACT");
  // a negative product (ASIN) belongs to an ad group (Amazon's rule, the server's too)
  const offered = groupId === null ? kinds.filter((k) => k === "keyword") : kinds;
  const [kind, setKind] = useState<AdNegativeInput["kind"]>(offered[0] ?? "keyword");
  const onlyProducts = offered.every((k) => k === "product");
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const lines = [...new Set(text.split(/\r?\n/).map((l) => l.trim().replace(/\s+/g, " ")))].filter(Boolean);
    if (lines.length === 0) return;
    setBusy(true);
    try {
      const rows: AdNegativeInput[] = lines.map((expression) =>
        kind === "product"
          ? { kind, matchType: "ASIN_SAME", expression: expression.toUpperCase() }
          : { kind, matchType: matchType as AdNegativeInput["matchType"], expression },
      );
      await addNegatives(campaignId, groupId, rows);
      void message.success(t(kind === "product" ? "sbsd.negativeProductsAdded" : "sp.negativesAdded"));
      setText("");
      await changed();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={title ?? t("sp.negativeTargets")} style={{ marginTop: 16 }}>
      <Table<TargetRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={negatives}
        locale={{ emptyText: t("sp.noTargets") }}
        data-testid="sp-negatives"
        columns={[
          {
            key: "kind",
            title: t("sbsd.negativeKind"),
            render: (_, r) => t(r.kind === "product" ? "sbsd.negativeProduct" : "sbsd.negativeKeyword"),
          },
          // a panel of negative products only (SD groups): its expressions are ASINs
          { key: "expression", dataIndex: "expression", title: onlyProducts ? t("sp.asin") : t("sbsd.negativeExpression") },
          { key: "matchType", title: t("sp.matchType"), render: (_, r) => matchTypeLabels[r.matchType][locale] },
          { key: "state", title: t("sp.state"), render: (_, r) => adStateLabels[r.state][locale] },
          {
            key: "push",
            title: t("sp.pushStatus"),
            render: (_, r) => <Tag color={pushStatusLabels[r.pushStatus].color}>{pushStatusLabels[r.pushStatus][locale]}</Tag>,
          },
        ]}
      />
      <div style={{ marginTop: 12 }}>{kind === "product" ? t("sbsd.negativeAsinHelp") : t("sp.addNegatives")}</div>
      <Space align="start" style={{ marginTop: 4 }} wrap>
        {offered.length > 1 && (
          <Select
            style={{ width: 160 }}
            value={kind}
            onChange={setKind}
            data-testid="sp-negative-kind"
            options={offered.map((k) => ({ value: k, label: t(k === "product" ? "sbsd.negativeProduct" : "sbsd.negativeKeyword") }))}
          />
        )}
        <Input.TextArea
          rows={3}
          style={{ width: 360 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="sp-negative-text"
        />
        {kind === "keyword" && (
          <Select
            style={{ width: 160 }}
            value={matchType}
            onChange={setMatchType}
            options={NEGATIVE_MATCHES.map((m) => ({ value: m, label: matchTypeLabels[m][locale] }))}
          />
        )}
        <Button onClick={() => void add()} loading={busy} disabled={!text.trim()} data-testid="sp-negative-add">
          {kind === "product" ? t("sbsd.addNegativeProducts") : t("sp.addNegatives")}
        </Button>
      </Space>
    </Panel>
  );
}
