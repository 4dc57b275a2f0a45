/** newReceipt/edit?id=: correct a recorded parcel nobody has claimed yet (the receipt desk's "Correct"), then back to the desk. */
import "../unsourced/i18n";
import Alert from "antd/es/alert";
import Spin from "antd/es/spin";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/PageHeading";
import { useReceipt } from "../unsourced/api";
import { ReceiptFormModal } from "../unsourced/ReceiptFormModal";

export default function ReceiptEditPage() {
  const { t } = useTranslation("unsourced");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const receipt = useReceipt(Number(params.get("id")) || undefined);
  if (receipt.isLoading) return <Spin />;
  if (!receipt.data) return <Alert type="error" title={t("detail.notFound")} />;
  const back = () => void navigate("/newReceipt/add");
  return (
    <div>
      <PageHeading title={t("form.editTitle", { receiptNo: receipt.data.receiptNo })} intro={t("list.manageIntro")} />
      <ReceiptFormModal editing={receipt.data} onClose={back} onSaved={back} />
    </div>
  );
}
