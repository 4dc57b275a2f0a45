/**
 * inventory/inventoryReport/inventoryDetail: the inventory detail report (balances with totals), with the operators' stock
 * commands. "Adjust" creates an adjustment document and submits it (another operator approves it on inventoryAdjustment);
 * freeze and unfreeze stay direct commands (one operator's hold, no second approval asked for).
 */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import type { StockBalanceRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { notify } from "../../../lib/notify";
import { RowActions } from "../../../components/RowActions";
import { useRefreshList } from "../../../components/resource/listQuery";
import { balanceUrls, verifyLedger } from "../api";
import { balanceColumns, keyFilters } from "../descriptors";
import { DocFormModal } from "../stockdocs/pages/DocFormModal";
import { StockCommandModal, type StockCommand } from "./StockCommandModal";
import { StockList } from "./StockList";

export default function BalancePage() {
  const { t } = useTranslation("inventory");
  const { data: me } = useMe();
  const canAdjust = hasPermission(me, "inventory:stockdoc:manage");
  const canFreeze = hasPermission(me, "inventory:stock:freeze");
  const refresh = useRefreshList(balanceUrls.list);
  const [command, setCommand] = useState<{ kind: StockCommand | "adjust"; row: StockBalanceRow }>();
  const verify = async () => {
    const r = await verifyLedger();
    notify(r.mismatches === 0 ? "success" : "error", r.mismatches === 0 ? t("balance.verifyOk", r) : t("balance.verifyBad", r));
  };
  const button = (kind: StockCommand | "adjust", row: StockBalanceRow) => (
    <Button
      key={kind}
      type="link"
      size="small"
      style={{ paddingInline: 4 }}
      onClick={() => setCommand({ kind, row })}
      data-testid={`${kind}-${row.id}`}
    >
      {t(`balance.${kind}`)}
    </Button>
  );
  return (
    <>
      <StockList<StockBalanceRow>
        tableId="inventory.balances"
        texts="balance"
        urls={balanceUrls}
        columns={balanceColumns}
        filters={keyFilters}
        sort={{ field: "sku", order: "asc" }}
        toolbar={hasPermission(me, "inventory:ledger:verify") && <Button onClick={() => void verify()}>{t("balance.verify")}</Button>}
        actionsWidth={canAdjust || canFreeze ? 170 : undefined}
        rowActions={
          canAdjust || canFreeze
            ? (row) => (
                <RowActions>
                  {canAdjust && button("adjust", row)}
                  {canFreeze && row.available > 0 && button("freeze", row)}
                  {canFreeze && row.frozen > 0 && button("unfreeze", row)}
                </RowActions>
              )
            : undefined
        }
      />
      {command?.kind === "adjust" && (
        <DocFormModal
          kinds={["adjust"]}
          submit
          initial={{
            orgId: command.row.orgId,
            warehouseId: command.row.warehouseId,
            reasonCode: "count",
            lines: [{ productId: command.row.productId, inventoryType: command.row.inventoryType as 0 | 1 }],
          }}
          onSaved={() => void refresh()}
          onClose={() => setCommand(undefined)}
        />
      )}
      {command && command.kind !== "adjust" && (
        <StockCommandModal kind={command.kind} row={command.row} onDone={() => void refresh()} onClose={() => setCommand(undefined)} />
      )}
    </>
  );
}
