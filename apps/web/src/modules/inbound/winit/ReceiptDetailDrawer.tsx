/** One channel receipt: its header, its lines (announced, good, damaged, difference), its history, and the actions its status allows. */
import "./i18n";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  winitReceiptActions,
  type WinitReceiptDetail,
  winitReceiptResource,
  type WinitReceiptTransition,
  winitReceiptTransitions,
} from "@entrepot/contracts";
import { DocumentDetail, DocumentDrawer, LinesTable, TransitionButtons } from "../../../components/DocumentDrawer";
import { lineColumns, qtyColumn } from "../../../components/lineColumns";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { useReceipt } from "./api";
import { confirmReceiptTransition } from "./receiptActions";

type Line = WinitReceiptDetail["lines"][number];

function difference(l: Line) {
  const d = l.goodQty + l.damagedQty - l.expectedQty;
  return <Typography.Text type={d < 0 ? "danger" : d > 0 ? "warning" : undefined}>{d > 0 ? `+${d}` : d}</Typography.Text>;
}

export function ReceiptDetailDrawer({
  id,
  canManage,
  onClose,
  onChanged,
}: {
  id: number;
  canManage: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation("winit");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const query = useReceipt(id);
  // the audit's command names are `<verb>WinitReceipt`: a transition's own label, or booked / edited
  const historyText = (h: WinitReceiptDetail["history"][number]) => {
    const name = h.command.replace(/WinitReceipt$/, "");
    return winitReceiptTransitions[name as WinitReceiptTransition]?.label[locale] ?? t(`detail.${name}`, { defaultValue: h.command });
  };
  return (
    <DocumentDrawer
      query={query}
      testId="receipt-detail"
      title={(r) => t("detail.title", { receiptNo: r.receiptNo })}
      onClose={onClose}
      actions={
        canManage
          ? (r) => (
              <TransitionButtons
                transitions={winitReceiptActions(r.status)}
                label={(tr) => winitReceiptTransitions[tr].label[locale]}
                primary={["receive"]}
                run={(tr) => confirmReceiptTransition(tr, r, () => (void query.refetch(), onChanged()))}
              />
            )
          : undefined
      }
    >
      {(r) => (
        <DocumentDetail
          fields={definitionDetail<WinitReceiptDetail>(winitReceiptResource, locale)}
          doc={r}
          sections={[
            {
              title: t("detail.lines"),
              content: (
                <LinesTable<Line>
                  rows={r.lines}
                  data-testid="receipt-lines"
                  columns={[
                    ...lineColumns<Line>({ sku: t("form.sku"), product: t("detail.product") }, { lineNo: "line", skuWidth: 170 }),
                    qtyColumn<Line>("expectedQty", t("form.expectedQty")),
                    qtyColumn<Line>("goodQty", t("form.goodQty")),
                    qtyColumn<Line>("damagedQty", t("form.damagedQty")),
                    { key: "difference", title: t("detail.difference"), align: "right", width: 90, render: (_, l) => difference(l) },
                  ]}
                />
              ),
            },
          ]}
          historyTitle={t("detail.history")}
          historyText={historyText}
        />
      )}
    </DocumentDrawer>
  );
}
