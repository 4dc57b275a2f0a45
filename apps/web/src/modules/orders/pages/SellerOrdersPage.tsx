/** orders/b2cOrders: the seller's B2C orders (new, import, edit and delete drafts, submit, cancel, detail with the label). */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ImportDialog } from "../../../components/ImportDialog";
import { useRefreshList } from "../../../components/resource/listQuery";
import { orderUrls } from "../api";
import { OrderFormModal } from "./OrderFormModal";
import { OrderList } from "./OrderList";

export default function SellerOrdersPage() {
  const { t } = useTranslation("orders");
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const refreshList = useRefreshList(orderUrls.list);
  const queryClient = useQueryClient();
  const refresh = () => {
    void refreshList();
    void queryClient.invalidateQueries({ queryKey: ["orders"] });
  };
  return (
    <>
      <OrderList
        side="seller"
        onEdit={(id) => setEditing({ id })}
        toolbar={
          <Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="order-new">
              {t("order.new")}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="order-import">
              {t("order.import")}
            </Button>
          </Space>
        }
      />
      {editing && <OrderFormModal id={editing.id} onClose={() => setEditing(null)} onSaved={refresh} />}
      {importing && (
        <ImportDialog
          open
          title={t("order.import")}
          prefix={orderUrls.importPrefix}
          onClose={() => setImporting(false)}
          onFinished={refresh}
        />
      )}
    </>
  );
}
