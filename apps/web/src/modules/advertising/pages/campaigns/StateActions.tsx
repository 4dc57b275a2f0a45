/** The enable / pause / archive buttons an ad entity's state offers; archive (final) asks first. */
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { adStateActions, adStateTransitions, type AdState, type AdStateLevel, type AdStateTransition } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { currentLocale } from "../../../../lib/i18n";
import { changeAdState } from "../../api.campaigns";

interface Props {
  level: AdStateLevel;
  row: { id: number; version: number; state: AdState; name?: string };
  changed: () => Promise<unknown>;
}

export function StateActions({ level, row, changed }: Props) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const run = (tr: AdStateTransition) =>
    changeAdState(level, tr, row).then(
      () => changed(),
      (err: unknown) => void message.error(errorMessage(err)),
    );
  const click = (tr: AdStateTransition) =>
    tr === "archive"
      ? Modal.confirm({
          title: t("campaigns.archiveTitle", { name: row.name ?? "" }),
          content: t("campaigns.archiveContent"),
          okButtonProps: { danger: true, "data-testid": "confirm-archive" },
          onOk: () => run(tr),
        })
      : void run(tr);
  return (
    <>
      {adStateActions(row.state).map((tr) => (
        <Button key={tr} type="link" size="small" danger={tr === "archive"} onClick={() => click(tr)} data-testid={`ad-${tr}`}>
          {adStateTransitions[tr].label[locale]}
        </Button>
      ))}
    </>
  );
}
