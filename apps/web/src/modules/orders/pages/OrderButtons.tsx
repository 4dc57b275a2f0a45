/** The buttons an order offers to one side: its transitions (pack through its dialog), the label to buy or to download. */
import Button from "antd/es/button";
import message from "antd/es/message";
import FilePdfOutlined from "@ant-design/icons/FilePdfOutlined";
import { useTranslation } from "react-i18next";
import { type Locale, orderActions, type OrderRow, type OrderSide, orderTransitions } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { downloadLabel } from "../api";
import { buyOrderLabel, confirmTransition } from "./orderActions";

export function OrderButtons({
  row,
  side,
  size,
  onChanged,
  onPack,
}: {
  row: OrderRow;
  side: OrderSide;
  size?: "small";
  onChanged: () => void;
  onPack: (row: OrderRow) => void;
}) {
  const { t, i18n } = useTranslation("orders");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const link = size === "small" ? ({ type: "link", size: "small", style: { paddingInline: 4 } } as const) : {};
  const labelNeeded = side === "warehouse" && row.status === "packed" && !row.trackingNo;
  return (
    <>
      {labelNeeded && (
        <Button {...link} onClick={() => void buyOrderLabel(row, onChanged)} data-testid={`buyLabel-${row.orderNo}`}>
          {t("order.buyLabel")}
        </Button>
      )}
      {orderActions(row.status, side)
        .filter((tr) => tr !== "ship" || !labelNeeded)
        .map((tr) => (
          <Button
            key={tr}
            {...link}
            danger={tr === "cancel"}
            onClick={() => (tr === "pack" ? onPack(row) : confirmTransition(tr, row, onChanged))}
            data-testid={`${tr}-${row.orderNo}`}
          >
            {orderTransitions[tr].label[locale]}
          </Button>
        ))}
      {row.hasLabel && (
        <Button
          {...link}
          icon={<FilePdfOutlined />}
          onClick={() => void downloadLabel(row).catch((e: unknown) => void message.error(errorMessage(e), 6))}
          data-testid={`label-${row.orderNo}`}
        >
          {t("order.label")}
        </Button>
      )}
    </>
  );
}
