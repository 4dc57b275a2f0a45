/** basicdata/warehouseConfig: each warehouse's operating settings (customers read those of their warehouses); edit only. */
import "../../i18n.places";
import "../../i18n.carriers"; // the weekday names of weekdaysText
import { useTranslation } from "react-i18next";
import { warehouseConfigResource, type WarehouseConfigRow } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { weekdaysText } from "../carriers/descriptors";

/** The cut-off is picked by the half hour, in the warehouse's own time zone. */
const slots = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
const cutoffChoices = (row: WarehouseConfigRow) => ({
  orderCutoffTime: { kind: "select" as const, options: slots.map((s) => ({ value: s, label: `${s} (${row.timeZone})` })) },
});

export default function WarehouseConfigPage() {
  const { t } = useTranslation("masterdata-places");
  return (
    <ResourcePage
      resource={warehouseConfigResource}
      intro={t("config.intro")}
      emptyText={t("config.empty")}
      fieldOverrides={(e) => (e.mode === "edit" ? cutoffChoices(e.row) : {})}
      render={{ workingDays: (r) => weekdaysText(r.workingDays) }}
      columns={2}
    />
  );
}
