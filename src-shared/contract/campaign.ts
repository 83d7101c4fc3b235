import { z } from 'zod';
import { calendarSchema } from './calendar';
import { defineDomain, gmAndPlayers, gmOnly } from './define';
import { bfrpgOptions, gurpsOptions, rulesSystems, shellOptions } from './rules-options';
import { ids } from './ids';

export const campaignId = ids.campaign;

/** Trimmed, 1-80 visible characters; control characters would corrupt exports and the journal. */
export const campaignName = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters')
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');

const campaignBase = z.object({
  id: campaignId,
  name: z.string(),
  gameTimeSeconds: z.number().int().nonnegative(),
  /** Null: time reads as plain day counts ("Day 3"). */
  calendar: calendarSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A campaign with its rules system and that system's options. */
export const campaignSchema = z.discriminatedUnion('rulesSystem', [
  campaignBase.extend({ rulesSystem: z.literal('bfrpg'), rulesOptions: bfrpgOptions }),
  campaignBase.extend({ rulesSystem: z.literal('gurps'), rulesOptions: gurpsOptions }),
  campaignBase.extend({ rulesSystem: z.literal('shell'), rulesOptions: shellOptions }),
]);
export type Campaign = z.infer<typeof campaignSchema>;

/** Options as sent: checked against the campaign's own system's schema by the service, so errors name the option. */
const optionsInput = z.record(z.string(), z.unknown());

const campaignList = z.object({
  campaigns: z.array(campaignSchema),
  selectedId: campaignId.nullable(),
});
export type CampaignList = z.infer<typeof campaignList>;

/** How long a deleted campaign waits in the bin before it is deleted for good. */
export const BIN_DAYS = 30;

const binnedCampaign = z.object({
  id: campaignId,
  name: z.string(),
  rulesSystem: z.enum(rulesSystems),
  gameTimeSeconds: z.number().int().nonnegative(),
  deletedAt: z.string(),
  /** When it leaves the bin for good, unless restored first. */
  purgeAt: z.string(),
});
export type BinnedCampaign = z.infer<typeof binnedCampaign>;
const binList = z.object({ campaigns: z.array(binnedCampaign) });

export const campaign = defineDomain('campaign', {
  list: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: 'All campaigns in the file, by name, and which one is selected.',
    input: z.object({}).strict(),
    output: campaignList,
  },
  create: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Create an empty campaign on a rules system (bfrpg, gurps or shell) with that system's options, its clock at startHour on the first day, and select it.",
    input: z
      .object({
        name: campaignName,
        rulesSystem: z.enum(rulesSystems).default('bfrpg'),
        rulesOptions: optionsInput.default({}),
        /** The hour of the day the campaign's clock starts at, 0 (midnight) to 23. */
        startHour: z.number({ error: 'must be a number' }).int('must be a whole hour').min(0, 'must be 0 to 23').max(23, 'must be 0 to 23').default(0),
      })
      .strict(),
    output: campaignSchema,
  },
  rename: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Give a campaign a new name (names are unique, ignoring case).',
    input: z.object({ id: campaignId, name: campaignName }).strict(),
    output: campaignSchema,
  },
  configure: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Change a campaign's rules options (its system stays; every option is given, validated for that system).",
    input: z.object({ id: campaignId, rulesOptions: optionsInput }).strict(),
    output: campaignSchema,
  },
  select: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Make a campaign the one the views work on.',
    input: z.object({ id: campaignId }).strict(),
    output: campaignList,
  },
  delete: {
    kind: 'mutation',
    roles: gmOnly,
    summary: `Move a campaign to the bin, whole (journal and undo history too), for ${BIN_DAYS} days; another one is selected if it was selected.`,
    input: z.object({ id: campaignId }).strict(),
    output: campaignList,
  },
  bin: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The campaigns in the bin, last deleted first, each with the time it leaves the bin for good.',
    input: z.object({}).strict(),
    output: binList,
  },
  restore: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Bring a campaign back from the bin as it was (renamed "<name> (restored)" if its name was taken meanwhile), and select it.',
    input: z.object({ binnedId: ids.binnedCampaign }).strict(),
    output: campaignSchema,
  },
  emptyBin: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete for good one campaign of the bin (binnedId), or every one in it.',
    input: z.object({ binnedId: ids.binnedCampaign.optional() }).strict(),
    output: binList,
  },
  duplicate: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Copy a campaign with everything in it, its journal and undo history too, under a new name (default: "<name> (copy)").',
    input: z.object({ id: campaignId, name: campaignName.optional() }).strict(),
    output: campaignSchema,
  },
});
