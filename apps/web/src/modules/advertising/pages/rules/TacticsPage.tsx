/** advertising/tactics: named bundles of rules over chosen campaigns (resource kit), switched on and off, dry-run or run per row. */
import "../../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { tacticResource, type TacticRow, type RunReply } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { runTactic, setTacticEnabled } from "../../api.rules";
import { DryRunResult } from "./DryRunResult";

const FORM = "/advertising/tactics/createTactics";

function TacticCommands({ row, changed }: { row: TacticRow; changed: () => Promise<unknown> }) {
  const { t } = useTranslation("advertising");
  const [dry, setDry] = useState<RunReply | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await changed();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => void act(() => setTacticEnabled(row, !row.enabled))}
        data-testid={`tactic-toggle-${row.id}`}
      >
        {row.enabled ? t("rules.off") : t("rules.on")}
      </Button>
      <Button type="link" size="small" onClick={() => void act(async () => setDry(await runTactic(row.id, true)))}>
        {t("tactics.dryRun")}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void act(async () => void message.success(t("rules.ran", await runTactic(row.id, false))))}
      >
        {t("rules.runNow")}
      </Button>
      <Modal open={!!dry} width={1000} footer={null} onCancel={() => setDry(null)} title={row.name}>
        {dry && <DryRunResult run={dry} />}
      </Modal>
    </>
  );
}

export default function TacticsPage() {
  const { t } = useTranslation("advertising");
  const { data: me } = useMe();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const canManage = hasPermission(me, "advertising:rule:manage");
  return (
    <div>
      <PageHeading title={t("tactics.title")} intro={t("tactics.intro")} />
      <ResourcePage
        resource={tacticResource}
        heading={false}
        hide={staff ? [] : ["orgCode"]}
        emptyText={t("tactics.empty")}
        createTestId="create-tactic"
        formPage={{ create: `${FORM}/add`, edit: (r) => `${FORM}/edit?id=${r.id}` }}
        extraActions={canManage ? (row, changed) => <TacticCommands row={row} changed={changed} /> : undefined}
        actionsWidth={300}
      />
    </div>
  );
}
