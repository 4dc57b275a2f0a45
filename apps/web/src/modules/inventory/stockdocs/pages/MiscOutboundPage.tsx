/** misc/outbound: the misc outbound stock documents' screen. */
import { DocPage } from "./DocPage";

export default function MiscOutboundPage() {
  return <DocPage kinds={["misc_out"]} />;
}
