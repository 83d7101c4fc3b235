import {
  rulesSystemLabels,
  shellOptions,
  shellSecondaryNames,
  type RulesSystem,
  type rulesShell,
} from '../../../src-shared/contract';
import {
  ATTRIBUTE_CHART,
  attributeCost,
  attributeTarget,
  buildCharacter,
  chanceAtOrUnder,
  combatDamageBonus,
  costSkills,
  damageDiceText,
  encumbrance,
  groupedSkillExpCost,
  isOnChart,
  LEVEL_ONE_EXP,
  PRIMARY_ATTRIBUTE_NAMES,
  PRIMARY_ATTRIBUTES,
  SECONDARY_ATTRIBUTES,
  SECONDARY_RULES,
  skillExpCost,
  skillTarget,
  trainingLevel,
  TRAINING_LEVELS,
  traitCost,
  WEALTH_LEVELS,
  SEVERITY_MULTIPLIERS,
  FREQUENCY_MULTIPLIERS,
  type Frequency,
  type Severity,
  combatFatigueInterval,
  dodgeEncumbrancePenalty,
  type CharacterBuild,
  type Problem,
  type TrainingLevel,
} from '../../rules/shell';
import { initiativeRating, movePoints } from '../../rules/shell/maneuvers';
import { builderSheet, sheetPath } from '../../rules/shell/sheet';
import { AppError, notFound, ruleErrorsAt } from '../../services/errors';
import type { HandlersFor } from '../router';

/** What `rules.shell.build` needs of the campaign store: the campaign's system and its options (JSON). */
export interface ShellCampaigns {
  get(id: number): { readonly rulesSystem: RulesSystem; readonly rulesOptions: string } | undefined;
}

type Path = (string | number)[];

/**
 * Runs a rule function and turns the RangeError it throws on input it cannot price
 * into an invalid_input error on the given field, so the caller sees where it is wrong.
 */
const onField = <T>(path: Path, fn: () => T): T => ruleErrorsAt(fn, path);

/** The builder's field ("skills[2].group") as a path into the call's input (["sheet", "skills", 2, "group"]). */
function problemPath(field: string): Path {
  const path = sheetPath(field);
  const within = /^skills\[\d+\]\.(\w+)$/.exec(field);
  return ['sheet', ...path, ...(within ? [within[1]] : [])];
}

const withPath = (p: Problem) => ({ ...p, path: problemPath(p.field) });

const trainingOf = (t: TrainingLevel) => ({ training: t.training, karateBelt: t.karateBelt, education: t.education });

const SECONDARY_KEYS = Object.fromEntries(
  shellSecondaryNames.map((key) => [SECONDARY_ATTRIBUTES.find((id) => id.toLowerCase() === key.toLowerCase()) ?? key, key]),
) as Record<(typeof SECONDARY_ATTRIBUTES)[number], string>;

/** The `rules.shell.*` methods: the pure Shell rules behind the contract. `campaigns` lets `build` read a campaign's budgets. */
export function shellCalculator(campaigns: ShellCampaigns): HandlersFor<typeof rulesShell> {
  function budgetOf(campaignId: number) {
    const row = campaigns.get(campaignId);
    if (!row) throw notFound('campaign', campaignId, 'campaignId');
    if (row.rulesSystem !== 'shell') {
      throw new AppError('invalid_input', `campaignId: campaign ${campaignId} plays ${rulesSystemLabels[row.rulesSystem]}, not the Shell system`, ['campaignId']);
    }
    const options = shellOptions.parse(JSON.parse(row.rulesOptions));
    return { chp: options.characterPoints, exp: options.experiencePoints };
  }

  function answer(build: CharacterBuild, traits: ReturnType<typeof builderSheet>['traits']) {
    return {
      isPc: build.isPc,
      ok: build.ok,
      race: build.race,
      chp: { ...build.chp, items: [...build.chp.items] },
      exp: { ...build.exp, items: [...build.exp.items] },
      primaries: PRIMARY_ATTRIBUTES.map((id) => {
        const p = build.primaries[id];
        return { id, label: PRIMARY_ATTRIBUTE_NAMES[id], ...p, chp: isOnChart(p.bought) ? attributeCost(p.bought, id) : null };
      }),
      secondary: SECONDARY_ATTRIBUTES.map((id) => ({
        ...build.secondary[id],
        key: SECONDARY_KEYS[id],
        availability: SECONDARY_RULES[id].availability,
      })),
      derived: build.derived,
      advantages: (traits ?? []).map((t, i) => onField(['sheet', 'advantages', i], () => traitCost(t))),
      skills: build.skills.map((s) => ({ ...s, training: s.training.training })),
      problems: build.problems.map(withPath),
    };
  }

  return {
    'rules.shell.attributeChance': (input) => {
      const target = attributeTarget({ attribute: 'attribute', value: input.value, difficulty: input.difficulty, modifier: input.modifier });
      return { target: target.total, formula: target.formula, probability: chanceAtOrUnder(target.total) };
    },

    'rules.shell.charts': () => ({
      attributes: ATTRIBUTE_CHART.map((row) => ({
        level: row.level,
        chp: row.chp,
        maxEncumbranceLb: row.maxEncumbranceLb,
        baseDamage: damageDiceText(row.baseDamage),
        atMod: row.atMod,
        defMod: row.defMod,
      })),
      secondary: SECONDARY_ATTRIBUTES.map((id) => {
        const rule = SECONDARY_RULES[id];
        return { id, key: SECONDARY_KEYS[id], label: rule.label, availability: rule.availability, costNote: rule.costNote, pcMaxRaise: rule.pcMaxRaise ?? null };
      }),
      wealth: WEALTH_LEVELS.map((w) => ({ key: `x${w.multiplier}` as 'x1', multiplier: w.multiplier, chp: w.chp })),
      severities: Object.entries(SEVERITY_MULTIPLIERS).map(([id, multiplier]) => ({ id: id as Severity, multiplier })),
      frequencies: Object.entries(FREQUENCY_MULTIPLIERS).map(([id, multiplier]) => ({ id: id as Frequency, multiplier })),
      training: TRAINING_LEVELS.map((t) => ({ from: t.from, to: t.to, ...trainingOf(t) })),
    }),

    'rules.shell.build': (input) => {
      const budget = budgetOf(input.campaignId);
      const sheet = builderSheet(input.sheet);
      const build = onField(['sheet'], () => buildCharacter({ budget, sheet }));
      return answer(build, sheet.traits);
    },

    'rules.shell.traitCost': (input) => {
      const guideline = onField(['severity'], () => traitCost({ name: input.name, kind: input.kind, severity: input.severity, frequency: input.frequency }));
      const fixed = input.cost === undefined ? null : onField(['cost'], () => traitCost({ name: input.name, fixedChp: input.cost! }));
      const chosen = fixed ?? guideline;
      return { name: input.name, chp: chosen.chp, formula: chosen.formula, fixed: fixed !== null, guideline: { chp: guideline.chp, formula: guideline.formula } };
    },

    'rules.shell.skillCost': (input) => {
      const category = input.combat ? 'combat' : 'general';
      const priced = onField(['level'], () => costSkills([{ name: input.name, level: input.level, kind: input.kind, category }]));
      const full = priced.items[0];
      const groupedExp = onField(['level'], () => groupedSkillExpCost(input.level, input.kind));
      const exp = input.grouped ? groupedExp : full.exp;
      const formula = input.grouped
        ? `${input.name} ${input.kind} level ${input.level}, grouped under a dearer skill: ${input.level} x ${LEVEL_ONE_EXP[input.kind]} = ${groupedExp} exp`
        : full.formula;
      return {
        exp,
        formula,
        fullPriceExp: skillExpCost(input.level, input.kind),
        groupedExp,
        training: trainingOf(trainingLevel(input.level)),
        damageBonus: input.combat ? combatDamageBonus(input.level) : null,
        problems: priced.problems.map((p) => ({ ...p, path: [p.field.endsWith('.kind') ? 'kind' : 'level'] })),
      };
    },

    'rules.shell.skillRoll': (input) => {
      const t = onField(['level'], () =>
        skillTarget({
          skill: input.skill,
          level: input.level,
          minimumLevel: input.minimumLevel,
          task: input.attribute === 'IQ' ? 'mental' : 'physical',
          attributeValue: input.attributeValue,
          difficulty: input.difficulty,
          modifier: input.modifier,
        }),
      );
      if (!t.possible || t.target === null) return { possible: false, target: null, formula: t.reason, probability: 0, rollNeeded: false };
      const certain = t.target.total >= 18;
      return {
        possible: true,
        target: t.target.total,
        formula: certain ? `${t.target.formula}: success is certain, no roll is made` : t.target.formula,
        probability: certain ? 1 : chanceAtOrUnder(t.target.total),
        rollNeeded: !certain,
      };
    },

    'rules.shell.encumbrance': (input) => {
      const enc = onField(['carriedLb'], () => encumbrance({ strength: input.st, carriedLb: input.carriedLb, bodyWeightLb: input.bodyWeightLb }));
      const base = Math.floor((input.st + input.ag) / 4);
      const mvValue = input.mv ?? base;
      const mv =
        input.mv === undefined
          ? { value: base, formula: `MV = (ST ${input.st} + AG ${input.ag}) / 4${(input.st + input.ag) % 4 === 0 ? '' : ', rounded down'} = ${base}` }
          : { value: input.mv, formula: `MV ${input.mv}, as given` };
      const mvPoints = movePoints({ mv: mvValue, encumbranceLevel: enc.level });
      const initiative = initiativeRating({ agility: input.ag, encumbranceLevel: enc.level });
      return {
        ...enc,
        bands: [...enc.bands],
        mv,
        mvPoints,
        initiative,
        dodgeModifier: dodgeEncumbrancePenalty(enc.level),
        roundsPerEndPoint: combatFatigueInterval(enc.level),
      };
    },
  };
}
