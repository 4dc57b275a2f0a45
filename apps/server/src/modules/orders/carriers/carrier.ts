import type { OrderParcel } from "@entrepot/contracts";
import { sandboxCarrier } from "./sandbox.carrier.js";

/**
 * A carrier connection: buys the shipping label of one parcel. Real carriers (UPS, FedEx, USPS APIs)
 * implement the same call and are chosen by the carrier's code; until one is connected every service
 * answers through the sandbox, which needs no account and prints a label whose barcode scans.
 */
export interface LabelRequest {
  orderNo: string;
  referenceNo: string;
  carrierCode: string;
  serviceCode: string;
  serviceName: string;
  from: { name: string; address: string; city: string; state: string | null; postcode: string; country: string };
  to: {
    name: string;
    company: string | null;
    phone: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    postcode: string;
    country: string;
  };
  parcel: OrderParcel;
}

export interface LabelResult {
  trackingNo: string;
  /** The label, 4 × 6 in PDF. */
  pdf: Buffer;
}

export interface CarrierAdapter {
  readonly name: string;
  buyLabel(request: LabelRequest): Promise<LabelResult>;
}

const adapters = new Map<string, CarrierAdapter>();

/** The connection of a carrier (by its code): the sandbox until a real one is connected. */
export const carrierAdapterFor = (carrierCode: string): CarrierAdapter => adapters.get(carrierCode.toUpperCase()) ?? sandboxCarrier;
