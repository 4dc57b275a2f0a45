import { createHash } from "node:crypto";
import type { CarrierAdapter, LabelRequest } from "./carrier.js";
import { renderShippingLabel } from "../order.pdf.js";

/**
 * The sandbox carrier: answers at once with a tracking number made from the order number (the same
 * order always gets the same number, so a retried purchase cannot produce a second parcel) and a 4 × 6 in
 * label whose Code 128 barcode holds that tracking number.
 */
export function sandboxTrackingNo(r: Pick<LabelRequest, "orderNo" | "carrierCode">): string {
  const digest = createHash("sha256").update(`${r.carrierCode}|${r.orderNo}`).digest("hex").slice(0, 12).toUpperCase();
  return `SBX${r.carrierCode.slice(0, 4).toUpperCase()}${digest}`;
}

export const sandboxCarrier: CarrierAdapter = {
  name: "sandbox",
  async buyLabel(request) {
    const trackingNo = sandboxTrackingNo(request);
    return { trackingNo, pdf: await renderShippingLabel(request, trackingNo) };
  },
};
