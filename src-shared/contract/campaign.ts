import { z } from 'zod';
import { defineDomain } from './define';

export const rulesSystems = ['bfrpg'] as const;
export const rulesSystemLabels: Record<(typeof rulesSystems)[number], string> = {
  bfrpg: 'Basic Fantasy RPG',
};

export const campaignId = z.number().int().positive();

/** Trimmed, 1-80 visible characters; control characters would corrupt exports and the journal. */
export const campaignName = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters')
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');

/** Basic Fantasy leaves some calls to the GM; a campaign records them once. */
export const bfrpgOptions = z
  .object({
    /** Whether purely magical traps can be found by searching, only by spellcasters, or not at all. */
    magicalTraps: z.enum(['search-normally', 'spellcasters-only', 'undetectable']).default('search-normally'),
  })
  .strict();
export type RulesOptions = z.output<typeof bfrpgOptions>;

export const campaignSchema = z.object({
  id: campaignId,
  name: z.string(),
  rulesSystem: z.enum(rulesSystems),
  rulesOptions: bfrpgOptions,
  gameTimeSeconds: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const campaignList = z.object({
  campaigns: z.array(campaignSchema),
  selectedId: campaignId.nullable(),
});
export type CampaignList = z.infer<typeof campaignList>;

export const campaign = defineDomain('campaign', {
  list: {
    kind: 'query',
    summary: 'All campaigns in the file, by name, and which one is selected.',
    input: z.object({}).strict(),
    output: campaignList,
  },
  create: {
    kind: 'mutation',
    summary: 'Create an empty campaign and select it.',
    input: z
      .object({
        name: campaignName,
        rulesSystem: z.enum(rulesSystems).default('bfrpg'),
        rulesOptions: bfrpgOptions.default({ magicalTraps: 'search-normally' }),
      })
      .strict(),
    output: campaignSchema,
  },
  rename: {
    kind: 'mutation',
    summary: 'Give a campaign a new name (names are unique, ignoring case).',
    input: z.object({ id: campaignId, name: campaignName }).strict(),
    output: campaignSchema,
  },
  configure: {
    kind: 'mutation',
    summary: "Change a campaign's rules options.",
    input: z.object({ id: campaignId, rulesOptions: bfrpgOptions }).strict(),
    output: campaignSchema,
  },
  select: {
    kind: 'mutation',
    summary: 'Make a campaign the one the views work on.',
    input: z.object({ id: campaignId }).strict(),
    output: campaignList,
  },
  delete: {
    kind: 'mutation',
    summary: 'Delete a campaign and everything in it; another one is selected if it was selected.',
    input: z.object({ id: campaignId }).strict(),
    output: campaignList,
  },
  duplicate: {
    kind: 'mutation',
    summary: 'Copy a campaign with everything in it under a new name (default: "<name> (copy)").',
    input: z.object({ id: campaignId, name: campaignName.optional() }).strict(),
    output: campaignSchema,
  },
});
