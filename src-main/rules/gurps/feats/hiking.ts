import type { Rng } from '../../dice/rng';
import { num } from '../format';
import { skillOrDefault } from '../modifiers';
import { successChances, successRoll, type SuccessRoll } from '../success';
import { requireInteger, requireWhole } from '../validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Hiking".

export type TerrainQuality = 'very-bad' | 'bad' | 'average' | 'good';

export interface TerrainRow {
  readonly id: TerrainQuality;
  readonly label: string;
  /** As a fraction, so 10 x 5 x 1.2 x 1.25 comes out as exactly 75. */
  readonly numerator: number;
  readonly denominator: number;
  readonly examples: readonly string[];
}

export const HIKING_TERRAIN: Readonly<Record<TerrainQuality, TerrainRow>> = {
  'very-bad': {
    id: 'very-bad',
    label: 'Very bad',
    numerator: 1,
    denominator: 5,
    examples: ['deep snow', 'dense forest', 'jungle', 'mountains', 'soft sand', 'swamp'],
  },
  bad: { id: 'bad', label: 'Bad', numerator: 1, denominator: 2, examples: ['broken ground', 'streams', 'forest', 'steep hills'] },
  average: { id: 'average', label: 'Average', numerator: 1, denominator: 1, examples: ['light forest', 'rolling hills'] },
  good: { id: 'good', label: 'Good', numerator: 5, denominator: 4, examples: ['hard-packed desert', 'level plains'] },
};

export const MILES_PER_MOVE = 10;
export const HIKING_DEFAULT_PENALTY = 5;
export const LEADERSHIP_FOR_GROUP_ROLL = 12;

function terrainRow(terrain: TerrainQuality): TerrainRow {
  const row = HIKING_TERRAIN[terrain];
  if (!row) throw new RuleInputError('terrain', `must be one of ${Object.keys(HIKING_TERRAIN).join(', ')}, got '${terrain}'`);
  return row;
}

export interface HikingDistance {
  readonly miles: number;
  readonly formula: string;
}

/**
 * A day's march on foot. `move` is ground Move after encumbrance, injury and
 * fatigue. Bad weather is left to the GM, who may cut the result further.
 */
export function hikingMiles(input: { readonly move: number; readonly terrain: TerrainQuality; readonly hikingSuccess: boolean }): HikingDistance {
  const { move, hikingSuccess } = input;
  requireWhole('move', move);
  const row = terrainRow(input.terrain);
  const numerator = move * MILES_PER_MOVE * (hikingSuccess ? 6 : 1) * row.numerator;
  const miles = numerator / ((hikingSuccess ? 5 : 1) * row.denominator);
  const bonus = hikingSuccess ? ' x 1.2 (Hiking roll made)' : '';
  const ground = row.numerator === row.denominator ? '' : ` x ${num(row.numerator / row.denominator)} (${row.label.toLowerCase()} terrain)`;
  return { miles, formula: `10 x Move ${move}${bonus}${ground} = ${num(miles)} miles` };
}

export interface Hiker {
  readonly label?: string;
  readonly move: number;
  /** Hiking skill if learned; HT-5 is used when it is better or the skill is missing. */
  readonly hiking?: number;
  readonly ht?: number;
}

export interface HikingGroupInput {
  readonly members: readonly Hiker[];
  readonly terrain: TerrainQuality;
  /** The leader's Leadership skill; at 12 or more one roll against the group's average Hiking covers everyone. */
  readonly leadership?: number;
  /** The single group roll is the leader's option; false makes everyone roll for themselves. */
  readonly useLeaderRoll?: boolean;
}

export interface HikingOutcome {
  readonly miles: number;
  readonly probability: number;
}

export interface HikingGroupChances {
  readonly mode: 'leader' | 'each';
  /** Each member's Hiking (skill or default). */
  readonly memberHiking: readonly number[];
  /** The group roll's target (the average, rounded down) when the leader rolls. */
  readonly groupTarget: number | null;
  /** Chance that each member marches the extra 20%. */
  readonly memberBonusChance: readonly number[];
  /** Every possible distance for the group (its slowest member), shortest first. */
  readonly outcomes: readonly HikingOutcome[];
}

function memberHiking(members: readonly Hiker[]): number[] {
  if (members.length === 0) throw new RuleInputError('members', 'must list at least one hiker');
  return members.map((m, i) => {
    requireWhole(['members', i, 'move'], m.move);
    return skillOrDefault({ skillName: 'Hiking', skill: m.hiking, attributeName: 'HT', attribute: m.ht, defaultPenalty: HIKING_DEFAULT_PENALTY })
      .value;
  });
}

function groupMode(input: HikingGroupInput): 'leader' | 'each' {
  if (input.leadership !== undefined) requireInteger('leadership', input.leadership);
  const qualified = input.leadership !== undefined && input.leadership >= LEADERSHIP_FOR_GROUP_ROLL;
  return qualified && input.useLeaderRoll !== false ? 'leader' : 'each';
}

// The text gives no rounding for the group's average Hiking; we drop fractions, as GURPS usually does.
const averageDown = (values: readonly number[]): number => Math.floor(values.reduce((a, b) => a + b, 0) / values.length);

/**
 * The group keeps to its slowest member, so its distance is the least of the members'
 * own distances: P(group >= x) is the product of every member's P(own >= x).
 */
export function hikingGroupChances(input: HikingGroupInput): HikingGroupChances {
  const hiking = memberHiking(input.members);
  const mode = groupMode(input);
  const groupTarget = mode === 'leader' ? averageDown(hiking) : null;
  const milesOf = (i: number, success: boolean) => hikingMiles({ move: input.members[i].move, terrain: input.terrain, hikingSuccess: success }).miles;
  const baseMiles = input.members.map((_, i) => milesOf(i, false));
  const bonusMiles = input.members.map((_, i) => milesOf(i, true));
  if (groupTarget !== null) {
    const p = successChances(groupTarget).success;
    const fail = Math.min(...baseMiles);
    const pass = Math.min(...bonusMiles);
    const outcomes = fail === pass ? [{ miles: fail, probability: 1 }] : [{ miles: fail, probability: 1 - p }, { miles: pass, probability: p }];
    return { mode, memberHiking: hiking, groupTarget, memberBonusChance: hiking.map(() => p), outcomes };
  }
  const bonusChance = hiking.map((h) => successChances(h).success);
  const atLeast = (x: number) =>
    baseMiles.reduce((prod, base, i) => prod * (base >= x ? 1 : bonusMiles[i] >= x ? bonusChance[i] : 0), 1);
  const candidates = [...new Set([...baseMiles, ...bonusMiles])].sort((a, b) => a - b);
  const outcomes = candidates
    .map((miles, k) => ({ miles, probability: atLeast(miles) - (k + 1 < candidates.length ? atLeast(candidates[k + 1]) : 0) }))
    .filter((o) => o.probability > 0);
  return { mode, memberHiking: hiking, groupTarget, memberBonusChance: bonusChance, outcomes };
}

export interface HikingRoll {
  /** 'leader' for the single group roll, otherwise the index of the member who rolled. */
  readonly roller: 'leader' | number;
  readonly roll: SuccessRoll;
}

export interface HikingGroupDay {
  readonly mode: 'leader' | 'each';
  readonly rolls: readonly HikingRoll[];
  /** Whether each member gets the extra 20%. */
  readonly success: readonly boolean[];
  readonly memberMiles: readonly HikingDistance[];
  readonly miles: number;
  /** Index of the member setting the pace. */
  readonly slowestMember: number;
  readonly chances: HikingGroupChances;
  readonly sentences: readonly string[];
}

export function hikingGroupDay(input: HikingGroupInput, rng: Rng): HikingGroupDay {
  const chances = hikingGroupChances(input);
  const name = (i: number) => input.members[i].label ?? `Member ${i + 1}`;
  const sentences: string[] = [];
  let rolls: HikingRoll[];
  let success: boolean[];
  if (chances.groupTarget !== null) {
    const roll = successRoll(chances.groupTarget, rng);
    rolls = [{ roller: 'leader', roll }];
    success = input.members.map(() => roll.success);
    sentences.push(
      `The leader rolls once for the group against its average Hiking ${chances.groupTarget}: ${roll.roll.total}, ${roll.success ? 'made' : 'missed'}.`,
    );
  } else {
    rolls = chances.memberHiking.map((h, i) => ({ roller: i, roll: successRoll(h, rng) }));
    success = rolls.map((r) => r.roll.success);
    for (const r of rolls) {
      const i = r.roller as number;
      sentences.push(`${name(i)} rolls against Hiking ${chances.memberHiking[i]}: ${r.roll.roll.total}, ${r.roll.success ? 'made' : 'missed'}.`);
    }
  }
  const memberMiles = input.members.map((m, i) => hikingMiles({ move: m.move, terrain: input.terrain, hikingSuccess: success[i] }));
  const miles = Math.min(...memberMiles.map((d) => d.miles));
  const slowestMember = memberMiles.findIndex((d) => d.miles === miles);
  sentences.push(`The group keeps to ${name(slowestMember)}'s pace: ${memberMiles[slowestMember].formula}.`);
  return { mode: chances.mode, rolls, success, memberMiles, miles, slowestMember, chances, sentences };
}
