import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../platform/db/database.js";
import { stockPushSandboxListings } from "./stockpush.schema.js";

/** One listing's new quantity, as a marketplace's inventory feed takes it. */
export interface ListingUpdate {
  storeAccountId: number;
  channel: string;
  listingSku: string;
  quantity: number;
}

/** A sales channel's inventory API. Throws when the channel refuses; the message is recorded on the push. */
export interface ChannelAdapter {
  name: string;
  push(db: DbOrTx, update: ListingUpdate): Promise<void>;
}

/** The sandbox channel: records the listing's quantity in our own table (no marketplace is reachable from here). */
export const sandboxAdapter: ChannelAdapter = {
  name: "sandbox",
  async push(db, u) {
    await db
      .insert(stockPushSandboxListings)
      .values({ storeAccountId: u.storeAccountId, listingSku: u.listingSku, quantity: u.quantity })
      .onConflictDoUpdate({
        target: [stockPushSandboxListings.storeAccountId, stockPushSandboxListings.listingSku],
        set: { quantity: u.quantity, updatedAt: sql`now()` },
      });
  },
};

let current: ChannelAdapter = sandboxAdapter;
/** The adapter pushes go through (a real channel's, or a test's failing one). */
export const channelAdapter = (): ChannelAdapter => current;
export function setChannelAdapter(adapter: ChannelAdapter): void {
  current = adapter;
}
