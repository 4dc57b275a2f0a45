import { type AdStateLevel, type AdStateTransition } from "@entrepot/contracts";
import type { CommandContext } from "../../platform/audit/command.js";
import type { DocumentTable } from "../../platform/documents/transition.js";
import { runTransition } from "../../platform/documents/transition.js";
import { recordChange } from "./changes.js";
import { adStateMachines } from "./domain/campaign.machine.js";
import { childLock, lockCampaign } from "./entities.js";
import { adCampaigns, adGroups, adProductAds, adTargets } from "./schema.js";

/**
 * Enable, pause, archive a campaign, ad group, product ad or target: the machine's transition through the
 * platform's runner (scope 404, state 409, version 409, audit row with the transition's action code, the
 * transition's event), and the state lever's `ad_changes` row with its push (changes.ts `recordChange`:
 * the runner itself sets the state column, so this records the move rather than making it again).
 */

type Row = Record<string, unknown> & { id: number; orgId: number; state: string; version: number; campaignId?: number };

const tables = { campaign: adCampaigns, adGroup: adGroups, productAd: adProductAds, target: adTargets } as const;

const docs = Object.fromEntries(
  (Object.keys(tables) as AdStateLevel[]).map((level) => {
    const doc: DocumentTable<Row, string, string> = {
      machine: adStateMachines[level] as never,
      table: tables[level],
      statusKey: "state",
      lock:
        level === "campaign"
          ? async (tx, actor, id) => (await lockCampaign(tx, actor, id, { changing: false })).campaign as unknown as Row
          : (childLock(tables[level] as typeof adTargets, `advertising.${level}`) as never),
    };
    return [level, doc];
  }),
) as Record<AdStateLevel, DocumentTable<Row, string, string>>;

export async function changeState(
  ctx: CommandContext,
  level: AdStateLevel,
  transition: AdStateTransition,
  input: { id: number; version: number },
) {
  const r = await runTransition(ctx, docs[level], transition, input.id, {
    version: input.version,
    apply: async ({ tx, row, from, to, actor }) => {
      const campaign =
        level === "campaign"
          ? (row as unknown as typeof adCampaigns.$inferSelect)
          : (await lockCampaign(tx, actor, row.campaignId!, { changing: false })).campaign;
      await recordChange(
        tx,
        actor,
        {
          orgId: row.orgId,
          adsProfileId: campaign.adsProfileId,
          campaignId: campaign.id,
          level,
          entityId: row.id,
          lever: "state",
          before: { state: from },
          after: { state: to },
          source: "user",
        },
        ctx.requestId,
      );
    },
  });
  return { id: input.id, state: r.to, version: (r.after as Row).version };
}
