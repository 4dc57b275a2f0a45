/** misc/inbound: the misc inbound stock documents' screen. */
import { DocPage } from "./DocPage";

export default function MiscInboundPage() {
  return <DocPage kinds={["misc_in"]} />;
}
