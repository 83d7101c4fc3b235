import { attributeCost, isOnChart, HUMAN_BASE_LEVEL, type Primaries } from './attributes';
import type { Problem } from './problems';
import { requireWhole } from './validate';

export type SecondaryAttribute =
  | 'HT'
  | 'HP'
  | 'END'
  | 'WP'
  | 'CHA'
  | 'PER'
  | 'MV'
  | 'Flight'
  | 'DR'
  | 'DM'
  | 'MR'
  | 'ATMod'
  | 'DEFMod';

export const SECONDARY_ATTRIBUTES: readonly SecondaryAttribute[] = [
  'HT',
  'HP',
  'END',
  'WP',
  'CHA',
  'PER',
  'MV',
  'Flight',
  'DR',
  'DM',
  'MR',
  'ATMod',
  'DEFMod',
];

/**
 * Who may buy it on a player character: anyone; NPCs only (HP); or NPCs normally,
 * a PC only by the GM's leave (the group that PCs hold at level 0).
 */
export type SecondaryAvailability = 'anyone' | 'npc-only' | 'npc-normally';

export interface SecondaryRule {
  readonly id: SecondaryAttribute;
  readonly label: string;
  readonly availability: SecondaryAvailability;
  /** Most a PC may raise it above its base, where the seed sets a cap. */
  readonly pcMaxRaise?: number;
  /** Lowest final value that makes sense (DM and the AT/DEF mods may go negative). */
  readonly minValue: number | null;
  readonly maxValue: number | null;
  readonly costNote: string;
}

interface RuleDefinition extends SecondaryRule {
  base(p: Primaries): { value: number; text: string };
  /** chp for raising (or lowering) the figure by `bought`; null when the chart cannot price it. */
  cost(bought: number): number | null;
}

const perPoint = (chp: number) => (bought: number) => chp * bought;

/** Prices a level by what a primary attribute at the given chart level costs. */
const chartPriced = (levelFor: (bought: number) => number) => (bought: number) => {
  const level = levelFor(bought);
  return isOnChart(level) ? attributeCost(level, 'chart level') : null;
};

/**
 * Fractional bases ((ST+IQ)/2 and (ST+AG)/4) are rounded down. The seed gives no
 * rule; rolls and movement need whole numbers, rounding down never grants a point
 * the attributes did not pay for, and a player who wants it can buy the point.
 */
function averageBase(label: string, terms: readonly [string, number][], divisor: number) {
  const sum = terms.reduce((s, [, v]) => s + v, 0);
  const value = Math.floor(sum / divisor);
  const shown = `(${terms.map(([name, v]) => `${name} ${v}`).join(' + ')}) / ${divisor}`;
  const exact = sum / divisor;
  const text = Number.isInteger(exact)
    ? `${label} base = ${shown} = ${value}`
    : `${label} base = ${shown} = ${exact}, rounded down to ${value}`;
  return { value, text };
}

const fixedBase = (label: string, value: number) => () => ({ value, text: `${label} base = ${value}` });

// 001_d6872b0a781baa08.txt, "Secondary Attributes" chart.
const RULES: Readonly<Record<SecondaryAttribute, RuleDefinition>> = {
  HT: {
    id: 'HT', label: 'Health', availability: 'anyone', minValue: 0, maxValue: null, costNote: '10 chp per point',
    base: fixedBase('HT', HUMAN_BASE_LEVEL), cost: perPoint(10),
  },
  HP: {
    id: 'HP', label: 'Hit points', availability: 'npc-only', minValue: 1, maxValue: null, costNote: '10 chp per point, NPCs only',
    base: (p) => ({ value: p.ST, text: `HP base = ST ${p.ST}` }), cost: perPoint(10),
  },
  END: {
    id: 'END', label: 'Endurance', availability: 'anyone', minValue: 0, maxValue: null, costNote: '8 chp per point',
    base: (p) => ({ value: p.ST, text: `END base = ST ${p.ST}` }), cost: perPoint(8),
  },
  WP: {
    id: 'WP', label: 'Willpower', availability: 'anyone', minValue: 0, maxValue: null, costNote: '10 chp per point',
    base: (p) => ({ value: p.IQ, text: `WP base = IQ ${p.IQ}` }), cost: perPoint(10),
  },
  CHA: {
    id: 'CHA', label: 'Charisma', availability: 'anyone', minValue: 0, maxValue: null, costNote: '8 chp per point',
    base: (p) => averageBase('CHA', [['ST', p.ST], ['IQ', p.IQ]], 2), cost: perPoint(8),
  },
  PER: {
    id: 'PER', label: 'Perception', availability: 'anyone', minValue: 0, maxValue: null, costNote: '4 chp per point',
    base: (p) => ({ value: p.IQ, text: `PER base = IQ ${p.IQ}` }), cost: perPoint(4),
  },
  MV: {
    id: 'MV', label: 'Move', availability: 'anyone', pcMaxRaise: 2, minValue: 0, maxValue: null,
    costNote: '10 chp per point, at most +2 for a PC',
    base: (p) => averageBase('MV', [['ST', p.ST], ['AG', p.AG]], 4), cost: perPoint(10),
  },
  Flight: {
    id: 'Flight', label: 'Flight', availability: 'npc-normally', minValue: 0, maxValue: null, costNote: '10 chp per point',
    base: fixedBase('Flight', 0), cost: perPoint(10),
  },
  DR: {
    id: 'DR', label: 'Damage resistance', availability: 'npc-normally', minValue: 0, maxValue: null,
    costNote: 'DR n costs what a primary attribute of 10 + n costs',
    base: fixedBase('DR', 0), cost: chartPriced((n) => HUMAN_BASE_LEVEL + n),
  },
  DM: {
    id: 'DM', label: 'Damage modifier (%)', availability: 'npc-normally', minValue: null, maxValue: 100,
    costNote: '5 chp per %',
    base: fixedBase('DM', 0), cost: perPoint(5),
  },
  MR: {
    id: 'MR', label: 'Magic resistance', availability: 'npc-normally', minValue: 0, maxValue: null,
    costNote: 'MR n costs what a primary attribute of 10 + 2 x n costs',
    base: fixedBase('MR', 0), cost: chartPriced((n) => HUMAN_BASE_LEVEL + 2 * n),
  },
  ATMod: {
    id: 'ATMod', label: 'AT modifier', availability: 'npc-normally', minValue: null, maxValue: null, costNote: '20 chp per point',
    base: fixedBase('AT Mod', 0), cost: perPoint(20),
  },
  DEFMod: {
    id: 'DEFMod', label: 'DEF modifier', availability: 'npc-normally', minValue: null, maxValue: null, costNote: '20 chp per point',
    base: fixedBase('DEF Mod', 0), cost: perPoint(20),
  },
};

export const SECONDARY_RULES: Readonly<Record<SecondaryAttribute, SecondaryRule>> = RULES;

export interface SecondaryValue {
  readonly id: SecondaryAttribute;
  readonly label: string;
  readonly base: number;
  readonly bought: number;
  readonly racial: number;
  readonly value: number;
  /** chp paid for `bought`; 0 when the chart cannot price it (a problem says so). */
  readonly chp: number;
  readonly formula: string;
  readonly costFormula: string;
}

export interface SecondaryInput {
  /** Final primary attributes, racial modifiers included: the bases follow what the character has. */
  readonly primaries: Primaries;
  /** Points bought (negative: lowered) above each base. */
  readonly bought?: Partial<Record<SecondaryAttribute, number>>;
  /** Free changes from the race; its chp cost covers them. */
  readonly racial?: Partial<Record<SecondaryAttribute, number>>;
  /** Defaults to true: the seed's limits are for player characters. */
  readonly isPc?: boolean;
}

export interface SecondaryResult {
  readonly values: Readonly<Record<SecondaryAttribute, SecondaryValue>>;
  readonly chp: number;
  readonly problems: readonly Problem[];
}

const signedTerm = (n: number, what: string): string => (n === 0 ? '' : `${n > 0 ? '+' : '-'} ${Math.abs(n)} ${what}`);

function checkKeys(map: Partial<Record<string, number>> | undefined, field: string): void {
  for (const [key, value] of Object.entries(map ?? {})) {
    if (!(key in RULES)) throw new RangeError(`${field}.${key} is not a secondary attribute`);
    requireWhole(value as number, `${field}.${key}`);
  }
}

export function secondaryAttributes(input: SecondaryInput): SecondaryResult {
  const isPc = input.isPc ?? true;
  checkKeys(input.bought, 'secondary');
  checkKeys(input.racial, 'race.secondary');
  const problems: Problem[] = [];
  const values = {} as Record<SecondaryAttribute, SecondaryValue>;
  let chp = 0;

  for (const id of SECONDARY_ATTRIBUTES) {
    const rule = RULES[id];
    const field = `secondary.${id}`;
    const bought = input.bought?.[id] ?? 0;
    const racial = input.racial?.[id] ?? 0;
    const base = rule.base(input.primaries);
    const value = base.value + bought + racial;
    const price = rule.cost(bought);
    const cost = price ?? 0;
    chp += cost;

    const changes = [signedTerm(bought, 'bought'), signedTerm(racial, 'racial')].filter(Boolean).join(' ');
    const formula = changes ? `${base.text}; ${id} = ${base.value} ${changes} = ${value}` : `${base.text}; ${id} = ${value}`;
    const delta = `${id} ${bought > 0 ? '+' : ''}${bought}`;
    const costFormula = price === null ? `${delta}: no price on the chart` : `${delta}: ${rule.costNote} = ${cost} chp`;
    values[id] = { id, label: rule.label, base: base.value, bought, racial, value, chp: cost, formula, costFormula };

    if (price === null) {
      problems.push({ code: 'value-outside-range', severity: 'error', field, message: `${id} ${bought} cannot be priced: the attribute chart it is costed on runs out` });
    }
    if (rule.minValue !== null && value < rule.minValue) {
      problems.push({ code: 'value-outside-range', severity: 'error', field, message: `${id} must end at ${rule.minValue} or more, got ${value}` });
    }
    if (rule.maxValue !== null && value > rule.maxValue) {
      problems.push({ code: 'value-outside-range', severity: 'error', field, message: `${id} must end at ${rule.maxValue} or less, got ${value}` });
    }
    if (!isPc || bought === 0) continue;
    if (rule.availability === 'npc-only') {
      problems.push({ code: 'hp-bought-by-pc', severity: 'error', field, message: `${id} can only be bought for NPCs; a PC's ${id} follows from ST` });
    }
    if (rule.availability === 'npc-normally') {
      problems.push({ code: 'npc-only-attribute', severity: 'warning', field, message: `${id} is normally an NPC attribute; a PC needs the GM's leave to have ${bought}` });
    }
    if (rule.pcMaxRaise !== undefined && bought > rule.pcMaxRaise) {
      problems.push({ code: 'mv-above-limit', severity: 'error', field, message: `a PC may buy at most +${rule.pcMaxRaise} ${id}, got +${bought}` });
    }
    if (bought < 0) {
      problems.push({ code: 'secondary-lowered', severity: 'warning', field, message: `${id} is lowered by ${-bought}; PCs may do this only in unusual cases, with the GM's approval` });
    }
  }
  return { values, chp, problems };
}
