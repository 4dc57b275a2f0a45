import { createHash } from "node:crypto";
import { AdsPushError, type AmazonAdsAdapter, type PushRequest } from "./ads-adapter.js";
import { sandboxBrowseNodes } from "./sandbox-browse-nodes.js";
import { sandboxPromotions } from "./sandbox-promotions.js";

/**
 * The sandbox Amazon Ads: accepts pushes as Amazon would (an update needs the entity's Amazon id, a create
 * needs its parents' ids), answers deterministic ids (a hash of the profile, level and our id, so a
 * repeated create gets the same id, as Amazon's idempotency key would give), and can be told to fail: `failPushes({ times, message, level? })`
 * makes the next `times` matching pushes throw, which is how a test shows a failed push and its retry.
 */
export interface SandboxFailure {
  times: number;
  message: string;
  /** Only pushes of this level (`promotion`: submissions and cancellations of promotions). */
  level?: PushRequest["level"] | "promotion";
}

let failures: SandboxFailure[] = [];

/** Makes the next matching pushes fail (tests; the demo's "Amazon is down" switch). */
export function failPushes(f: SandboxFailure): void {
  failures.push({ ...f });
}
/** Forgets the configured failures. */
export function resetSandboxFailures(): void {
  failures = [];
}

const amazonIdOf = (r: PushRequest) =>
  BigInt(`0x${createHash("sha256").update(`${r.profileId}:${r.level}:${r.entityId}`).digest("hex").slice(0, 13)}`).toString();

/** The message of the next configured failure of this level (used up), or null. */
function nextFailure(level: SandboxFailure["level"]): string | null {
  const failure = failures.find((f) => f.times > 0 && (!f.level || f.level === level));
  if (!failure) return null;
  failure.times--;
  failures = failures.filter((f) => f.times > 0);
  return failure.message;
}

export const sandboxAdsAdapter: AmazonAdsAdapter = {
  promotions: sandboxPromotions(() => nextFailure("promotion")),
  async browseNodes() {
    return sandboxBrowseNodes;
  },
  async push(request) {
    const failure = nextFailure(request.level);
    if (failure) throw new AdsPushError(failure);
    if (request.operation === "update" && !request.amazonId)
      throw new AdsPushError(`${request.level} ${request.entityId} is not on Amazon yet (its create has not been pushed)`);
    if (request.operation === "create") {
      const parent = request.level === "productAd" || request.level === "target" ? request.parentAmazonIds.adGroup : null;
      const needsGroup = request.level === "productAd" || (request.level === "target" && request.fields.adGroupId != null);
      if (request.level === "adGroup" && !request.parentAmazonIds.campaign)
        throw new AdsPushError(`ad group ${request.entityId}: its campaign is not on Amazon yet`);
      if (needsGroup && !parent) throw new AdsPushError(`${request.level} ${request.entityId}: its ad group is not on Amazon yet`);
      if (request.level === "target" && !needsGroup && !request.parentAmazonIds.campaign)
        throw new AdsPushError(`target ${request.entityId}: its campaign is not on Amazon yet`);
    }
    // the id is a function of the entity: a create repeated after a lost answer gets the same id, as an idempotency key would
    return { amazonId: request.amazonId ?? amazonIdOf(request) };
  },
};
