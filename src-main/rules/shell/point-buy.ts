import { applyRace, AMBIDEXTERITY_CHP, traitCost, wealthCost, type Race, type TraitInput } from './advantages';
import {
  agilityModifiers,
  attributeCost,
  baseDamage,
  damageDiceText,
  isOnChart,
  maxEncumbranceLb,
  PRIMARY_ATTRIBUTES,
  type PrimaryAttribute,
  type Primaries,
} from './attributes';
import { overweightExcessLb } from './encumbrance';
import { hasErrors, type Problem } from './problems';
import { hpRecoveryPercent } from './recovery';
import { secondaryAttributes, type SecondaryAttribute, type SecondaryValue } from './secondary';
import { costSkills, type SkillCost, type SkillInput } from './skills';
import { requireFiniteAtLeast, requireWhole, requireWholeAtLeast } from './validate';

export interface CampaignBudget {
  readonly chp: number;
  readonly exp: number;
}

export interface CharacterSheet {
  /** Defaults to true; NPCs ignore point limits and may buy HP. */
  readonly isPc?: boolean;
  /** Levels bought, before the race's modifiers. */
  readonly primaries: Primaries;
  /** Points bought above (or below) each secondary base. */
  readonly secondary?: Partial<Record<SecondaryAttribute, number>>;
  readonly traits?: readonly TraitInput[];
  readonly ambidextrous?: boolean;
  /** Multiple of the standard starting wealth: 5, 2, 1, 0.4 or 0.1. */
  readonly wealthMultiplier?: number;
  readonly race?: Race;
  readonly skills?: readonly SkillInput[];
  readonly bodyWeightLb?: number;
}

export interface SpendItem {
  readonly label: string;
  readonly amount: number;
  readonly formula: string;
}

export interface PointLedger {
  readonly budget: number;
  readonly spent: number;
  readonly left: number;
  readonly items: readonly SpendItem[];
}

export interface DerivedFigure<T> {
  readonly value: T;
  readonly formula: string;
}

export interface PrimaryValue {
  readonly bought: number;
  readonly racial: number;
  readonly value: number;
  readonly formula: string;
}

export interface DerivedFigures {
  /** null whenever the attribute it is read from is off the chart (a problem says so). */
  readonly maxEncumbranceLb: DerivedFigure<number> | null;
  readonly baseDamage: DerivedFigure<string> | null;
  readonly atMod: DerivedFigure<number> | null;
  readonly defMod: DerivedFigure<number> | null;
  readonly hpRecoveryPercent: DerivedFigure<number> | null;
  /** Body weight that counts as load; null without a body weight. */
  readonly overweightLb: DerivedFigure<number> | null;
}

export interface CharacterBuild {
  readonly isPc: boolean;
  readonly chp: PointLedger;
  readonly exp: PointLedger;
  readonly primaries: Readonly<Record<PrimaryAttribute, PrimaryValue>>;
  readonly secondary: Readonly<Record<SecondaryAttribute, SecondaryValue>>;
  readonly derived: DerivedFigures;
  readonly skills: readonly SkillCost[];
  readonly race: string | null;
  readonly problems: readonly Problem[];
  /** No error-level problem: a UI may accept the sheet. */
  readonly ok: boolean;
}

function ledger(budget: number, items: SpendItem[]): PointLedger {
  const spent = items.reduce((sum, i) => sum + i.amount, 0);
  return { budget, spent, left: budget - spent, items };
}

function overBudget(kind: 'chp' | 'exp', l: PointLedger, isPc: boolean): Problem[] {
  if (l.left >= 0) return [];
  return [
    {
      code: kind === 'chp' ? 'over-budget-chp' : 'over-budget-exp',
      severity: isPc ? 'error' : 'warning',
      field: kind,
      message: `over budget by ${-l.left} ${kind}: ${l.spent} spent of ${l.budget}${isPc ? '' : ' (an NPC need not keep to it)'}`,
    },
  ];
}

/**
 * Prices a sheet (001_d6872b0a781baa08.txt, "Characters" through "Skill Groups")
 * and lists every problem instead of stopping at the first, so a UI can show
 * them all. Malformed input (a fractional level, an unknown wealth step) still
 * throws a RangeError.
 */
export function buildCharacter(input: { readonly budget: CampaignBudget; readonly sheet: CharacterSheet }): CharacterBuild {
  const { budget, sheet } = input;
  requireWholeAtLeast(budget.chp, 'budget.chp', 0);
  requireWholeAtLeast(budget.exp, 'budget.exp', 0);
  for (const id of PRIMARY_ATTRIBUTES) requireWhole(sheet.primaries[id], `primaries.${id}`);
  const isPc = sheet.isPc ?? true;
  const problems: Problem[] = [];
  const chpItems: SpendItem[] = [];

  const race = applyRace(sheet.primaries, sheet.race);
  const primaries = {} as Record<PrimaryAttribute, PrimaryValue>;
  for (const id of PRIMARY_ATTRIBUTES) {
    const bought = sheet.primaries[id];
    const value = race.values[id];
    primaries[id] = { bought, racial: value - bought, value, formula: race.formulas[id] };
    if (!isOnChart(bought)) {
      problems.push({ code: 'attribute-outside-chart', severity: 'error', field: `primaries.${id}`, message: `${id} ${bought} cannot be bought: the chart runs from 7 to 20` });
      continue;
    }
    const chp = attributeCost(bought, id);
    chpItems.push({ label: id, amount: chp, formula: `${id} ${bought}: ${chp} chp` });
  }
  for (const id of ['ST', 'AG'] as const) {
    if (isOnChart(sheet.primaries[id]) && !isOnChart(primaries[id].value)) {
      problems.push({
        code: 'attribute-outside-chart',
        severity: 'error',
        field: `primaries.${id}`,
        message: `${id} ${primaries[id].value} with the racial modifier is off the chart, so its figures cannot be read`,
      });
    }
  }

  const secondary = secondaryAttributes({ primaries: race.values, bought: sheet.secondary, racial: sheet.race?.secondaryModifiers, isPc });
  problems.push(...secondary.problems);
  for (const value of Object.values(secondary.values)) {
    if (value.bought !== 0) chpItems.push({ label: value.id, amount: value.chp, formula: value.costFormula });
  }

  for (const trait of sheet.traits ?? []) {
    const cost = traitCost(trait);
    chpItems.push({ label: cost.name, amount: cost.chp, formula: cost.formula });
  }
  if (sheet.ambidextrous) chpItems.push({ label: 'ambidexterity', amount: AMBIDEXTERITY_CHP, formula: `ambidexterity: ${AMBIDEXTERITY_CHP} chp` });
  const wealth = wealthCost(sheet.wealthMultiplier ?? 1);
  if (wealth.chp !== 0) chpItems.push({ label: 'wealth', amount: wealth.chp, formula: wealth.formula });
  if (sheet.race) {
    requireWhole(sheet.race.chp, 'race.chp');
    chpItems.push({ label: `race: ${sheet.race.name}`, amount: sheet.race.chp, formula: `${sheet.race.name}: ${sheet.race.chp} chp` });
  }

  const skills = costSkills(sheet.skills ?? []);
  problems.push(...skills.problems);
  const expItems = skills.items.map((s) => ({ label: s.name, amount: s.exp, formula: s.formula }));

  const chp = ledger(budget.chp, chpItems);
  const exp = ledger(budget.exp, expItems);
  problems.push(...overBudget('chp', chp, isPc), ...overBudget('exp', exp, isPc));

  const ht = secondary.values.HT.value;
  if (!isOnChart(ht)) {
    problems.push({ code: 'attribute-outside-chart', severity: 'warning', field: 'secondary.HT', message: `HT ${ht} is off the chart, so its daily recovery rate has no figure` });
  }
  const derived = deriveFigures(primaries.ST.value, primaries.AG.value, ht, sheet.bodyWeightLb);
  return {
    isPc,
    chp,
    exp,
    primaries,
    secondary: secondary.values,
    derived,
    skills: skills.items,
    race: sheet.race?.name ?? null,
    problems,
    ok: !hasErrors(problems),
  };
}

function deriveFigures(st: number, ag: number, ht: number, bodyWeightLb: number | undefined): DerivedFigures {
  const stOk = isOnChart(st);
  const agOk = isOnChart(ag);
  const enc = stOk ? maxEncumbranceLb(st) : null;
  const mods = agOk ? agilityModifiers(ag) : null;
  let overweight: DerivedFigure<number> | null = null;
  if (bodyWeightLb !== undefined && enc !== null) {
    requireFiniteAtLeast(bodyWeightLb, 'bodyWeightLb', 0);
    const excess = overweightExcessLb({ bodyWeightLb, maxEncumbranceLb: enc });
    overweight = { value: excess, formula: `body weight ${bodyWeightLb} lb over 75% of ${enc} lb (${(enc * 3) / 4} lb): ${excess} lb counts as load` };
  }
  const recovery = isOnChart(ht) ? hpRecoveryPercent(ht) : null;
  return {
    maxEncumbranceLb: enc === null ? null : { value: enc, formula: `max encumbrance for ST ${st} = ${enc} lb` },
    baseDamage: stOk ? { value: damageDiceText(baseDamage(st)), formula: `base damage for ST ${st} = ${damageDiceText(baseDamage(st))}` } : null,
    atMod: mods ? { value: mods.at, formula: `AT modifier for AG ${ag} = ${mods.at}` } : null,
    defMod: mods ? { value: mods.def, formula: `DEF modifier for AG ${ag} = ${mods.def}` } : null,
    hpRecoveryPercent: recovery ? { value: recovery.percent, formula: recovery.formula } : null,
    overweightLb: overweight,
  };
}
