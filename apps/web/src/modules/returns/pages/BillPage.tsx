/**
 * salesreturns/bill: the return handling lines waiting for billing, one per posted return receipt line
 * (units, weight, the billing event it emitted). No amounts: the billing module rates these later.
 */
import "../i18n";
import { useTranslation } from "react-i18next";
import { returnBillResource } from "@entrepot/contracts";
import { useMe } from "../../../lib/auth";
import { ResourcePage } from "../../../components/resource/ResourcePage";

export default function BillPage() {
  const { t } = useTranslation("returns");
  const { data: me } = useMe();
  return <ResourcePage resource={returnBillResource} intro={t("sales.billIntro")} hide={me?.org.kind === "seller" ? ["orgCode"] : []} />;
}
