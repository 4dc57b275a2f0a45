import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";

/** The row action of a `setActive` command (`{ id, version, active }`): deactivate an active row, activate an inactive one. */
export function ActiveToggle({
  url,
  row,
  onDone,
  texts,
}: {
  url: string;
  row: { id: number; version: number; active: boolean };
  onDone: () => unknown;
  /** The words of this resource for the two commands (default "Deactivate" / "Activate"). */
  texts?: { deactivate: string; activate: string };
}) {
  const { t } = useTranslation("components");
  return (
    <Button
      type="link"
      size="small"
      style={{ paddingInline: 4 }}
      onClick={() => void api.post(url, { id: row.id, version: row.version, active: !row.active }).then(onDone)}
    >
      {row.active ? (texts?.deactivate ?? t("form.deactivate")) : (texts?.activate ?? t("form.activate"))}
    </Button>
  );
}
