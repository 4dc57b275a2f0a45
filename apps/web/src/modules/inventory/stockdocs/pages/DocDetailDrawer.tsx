/** One stock document: its header, its lines (SKU, inventory types, quantity), its history from the audit log, and the actions its status allows. */
import "../i18n";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  stockDocActions,
  type StockDocDetail,
  stockDocResource,
  type StockDocTransition,
  stockDocTransitions,
} from "@entrepot/contracts";
import { DocumentDetail, DocumentDrawer, LinesTable, TransitionButtons } from "../../../../components/DocumentDrawer";
import { lineColumns, qtyColumn } from "../../../../components/lineColumns";
import { definitionDetail } from "../../../../components/resource/fromDefinition";
import { useDoc } from "../api";
import { confirmDocTransition } from "./docActions";
import { useDocPermissions } from "./DocList";

type Line = StockDocDetail["lines"][number];

export function DocDetailBody({ doc, locale }: { doc: StockDocDetail; locale: Locale }) {
  const { t } = useTranslation("stockdocs");
  const type = (v: number | null) => (v === null ? "" : t(`inventoryTypes.${v}`));
  // the audit's command names are `<transition>StockDoc` (createStockDoc, submitStockDoc...): the transition's own label
  const historyText = (h: StockDocDetail["history"][number]) => {
    const name = h.command.replace(/StockDoc$/, "");
    return stockDocTransitions[name as StockDocTransition]?.label[locale] ?? t(`detail.actions.${name}`, { defaultValue: h.command });
  };
  const lines = (
    <LinesTable<Line>
      rows={doc.lines}
      data-testid="doc-lines"
      columns={[
        ...lineColumns<Line>({ sku: t("form.sku"), product: t("detail.product") }, { lineNo: "line", skuWidth: 180 }),
        { key: "inventoryType", title: t("form.inventoryType"), width: 110, render: (_, l) => type(l.inventoryType) },
        ...(doc.kind === "move"
          ? [
              {
                key: "toInventoryType",
                title: t("form.toInventoryType"),
                width: 110,
                render: (_: unknown, l: Line) => type(l.toInventoryType),
              },
            ]
          : []),
        qtyColumn<Line>("quantity", t("form.quantity"), undefined, 90),
      ]}
    />
  );
  return (
    <DocumentDetail
      fields={definitionDetail<StockDocDetail>(stockDocResource, locale)}
      doc={doc}
      sections={[{ title: t("detail.lines"), content: lines }]}
      historyTitle={t("detail.history")}
      historyText={historyText}
    />
  );
}

export function DocDetailDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation("stockdocs");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { allowed } = useDocPermissions();
  const query = useDoc(id);
  return (
    <DocumentDrawer
      query={query}
      testId="doc-detail"
      title={(doc) => t("detail.title", { docNo: doc.docNo })}
      onClose={onClose}
      actions={(doc) => (
        <TransitionButtons
          transitions={stockDocActions(doc.kind, doc.status).filter(allowed)}
          label={(tr) => stockDocTransitions[tr].label[locale]}
          danger={["cancel", "reject"]}
          run={(tr) => confirmDocTransition(tr, doc, () => (void query.refetch(), onChanged()))}
        />
      )}
    >
      {(doc) => <DocDetailBody doc={doc} locale={locale} />}
    </DocumentDrawer>
  );
}
