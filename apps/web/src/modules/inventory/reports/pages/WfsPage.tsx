/** inventory/inventoryReport/wfs: the arrival plan at Walmart WFS centres (lines of the outbound plans bound there). */
import { useMe } from "../../../../lib/auth";
import { wfsReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

/** One screen for both sides: a seller sees its own plans; operator staff see the seller column and filter too. */
export default function WfsPage() {
  const { data: me } = useMe();
  return <ReportScreen def={wfsReport} admin={!!me && me.org.kind !== "seller"} />;
}
