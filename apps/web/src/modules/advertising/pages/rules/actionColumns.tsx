/** The columns the action log and a run's action list share, and undo (with its confirmation) of one applied action. */
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Tag from "antd/es/tag";
import message from "antd/es/message";
import type { ColumnType } from "antd/es/table";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { actionStatusLabels, type RuleActionRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { currentLocale } from "../../../../lib/i18n";
import { undoRuleAction } from "../../api.rules";
import { ChangeText, Figures, levelLabel, settingText, SkipText } from "./parts";

type Column = ColumnType<RuleActionRow>;

/** Undo of an applied action, for those who may manage rules; the lists refresh after it. */
function UndoButton({ row }: { row: RuleActionRow }) {
  const { t } = useTranslation("advertising");
  const queryClient = useQueryClient();
  const undo = async () => {
    try {
      await undoRuleAction(row.id);
      void message.success(t("log.undone"));
      await queryClient.invalidateQueries({ queryKey: ["advertising"] });
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  return (
    <Popconfirm title={t("log.confirmUndo", { before: settingText(row.before, row.currency) })} onConfirm={() => undo()}>
      <Button type="link" size="small" data-testid={`undo-${row.id}`}>
        {t("log.undo")}
      </Button>
    </Popconfirm>
  );
}

/** Entity, campaign, change (or why skipped), status, the figures behind it and undo: each list picks what it shows (status before the wide figures, so it shows without scrolling). */
export function useActionColumns(): Record<"entity" | "campaign" | "change" | "why" | "status" | "undo", Column> {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const { data: me } = useMe();
  const canUndo = hasPermission(me, "advertising:rule:manage");
  return {
    entity: {
      title: t("log.entity"),
      key: "entity",
      width: 210,
      render: (_, r) => (
        <span>
          {levelLabel(r.level)} · <b>{r.entityName}</b>
        </span>
      ),
    },
    campaign: { title: t("log.campaign"), dataIndex: "campaignName", key: "campaign", width: 170 },
    change: {
      title: t("log.change"),
      key: "change",
      width: 240,
      render: (_, r) => (r.status === "skipped" ? <SkipText row={r} /> : <ChangeText row={r} />),
    },
    why: { title: t("dry.why"), key: "why", width: 320, render: (_, r) => <Figures row={r} /> },
    status: {
      title: t("log.status"),
      key: "status",
      width: 130,
      render: (_, r) => <Tag color={actionStatusLabels[r.status].color}>{actionStatusLabels[r.status][locale]}</Tag>,
    },
    undo: {
      title: "",
      key: "undo",
      width: 80,
      fixed: "right",
      render: (_, r) => (canUndo && r.status === "applied" ? <UndoButton row={r} /> : null),
    },
  };
}
