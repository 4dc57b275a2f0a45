/** unsourced/manage/order: the warehouse's unsourced parcels, with "Record a parcel". */
import "./i18n";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listQueryKey } from "../../../components/resource/listQuery";
import { unsourcedUrls } from "./api";
import { ReceiptFormModal } from "./ReceiptFormModal";
import { UnsourcedList } from "./UnsourcedList";

export default function UnsourcedManagePage() {
  const { t } = useTranslation("unsourced");
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <UnsourcedList
        manage
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="unsourced-new">
            {t("list.record")}
          </Button>
        }
      />
      {adding && (
        <ReceiptFormModal
          onClose={() => setAdding(false)}
          onSaved={() => void qc.invalidateQueries({ queryKey: listQueryKey(unsourcedUrls.list) })}
        />
      )}
    </>
  );
}
