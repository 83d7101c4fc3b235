import type { ShellCharacterSheet, ShellOptions } from '../../../src-shared/contract';
import type { CharacterProfile } from '../ruleset';
import type { TraitInput } from './advantages';
import { buildCharacter, type CharacterBuild, type CharacterSheet } from './point-buy';
import type { SecondaryAttribute } from './secondary';

// The stored Shell sheet (src-shared/contract/sheets.ts) read as the point-buy
// builder's input, and the build computed once per sheet.

const SECONDARY_IDS: Readonly<Record<string, SecondaryAttribute>> = {
  ht: 'HT',
  hp: 'HP',
  end: 'END',
  wp: 'WP',
  cha: 'CHA',
  per: 'PER',
  mv: 'MV',
  flight: 'Flight',
  dr: 'DR',
  dm: 'DM',
  mr: 'MR',
  atMod: 'ATMod',
  defMod: 'DEFMod',
};

/** The builder's field names ("secondary.MV", "primaries.ST", "skills[2]") as paths into the stored sheet. */
export function sheetPath(field: string): (string | number)[] {
  if (field === 'chp') return [];
  if (field === 'exp') return ['skills'];
  const primary = /^primaries\.(\w+)$/.exec(field);
  if (primary) return ['attributes', primary[1].toLowerCase()];
  const secondary = /^secondary\.(\w+)$/.exec(field);
  if (secondary) return ['secondary', Object.entries(SECONDARY_IDS).find(([, id]) => id === secondary[1])?.[0] ?? secondary[1]];
  const skill = /^skills\[(\d+)\]/.exec(field);
  if (skill) return ['skills', Number(skill[1])];
  return [field];
}

export function builderSheet(sheet: ShellCharacterSheet): CharacterSheet {
  const traits: TraitInput[] = sheet.advantages.map((a) =>
    a.cost === undefined ? { name: a.name, kind: a.kind, severity: a.severity, frequency: a.frequency } : { name: a.name, fixedChp: a.cost },
  );
  const mods = sheet.race.modifiers;
  return {
    isPc: !sheet.npc,
    primaries: { ST: sheet.attributes.st, AG: sheet.attributes.ag, IQ: sheet.attributes.iq },
    secondary: Object.fromEntries(Object.entries(sheet.secondary).map(([k, v]) => [SECONDARY_IDS[k], v])),
    traits,
    ambidextrous: sheet.ambidextrous,
    wealthMultiplier: Number(sheet.wealth.slice(1)),
    ...(sheet.race.name.toLowerCase() !== 'human' || sheet.race.cost !== 0 || Object.keys(mods).length > 0
      ? {
          race: {
            name: sheet.race.name,
            chp: sheet.race.cost,
            attributeModifiers: Object.fromEntries(Object.entries(mods).map(([k, v]) => [k.toUpperCase(), v])),
          },
        }
      : {}),
    skills: sheet.skills.map((s) => ({
      name: s.name,
      level: s.level,
      kind: s.kind,
      category: s.combat ? 'combat' : 'general',
      ...(s.group && { group: s.group }),
    })),
    bodyWeightLb: sheet.bodyWeightLb,
  };
}

const builds = new WeakMap<object, CharacterBuild>();

/** The priced sheet against the campaign's budgets (exp earned in play on top); cached on the stored sheet object. */
export function buildOf(sheet: ShellCharacterSheet, options: Pick<ShellOptions, 'characterPoints' | 'experiencePoints'>): CharacterBuild {
  let build = builds.get(sheet);
  if (!build) {
    build = buildCharacter({ budget: { chp: options.characterPoints, exp: options.experiencePoints + (sheet.expEarned ?? 0) }, sheet: builderSheet(sheet) });
    builds.set(sheet, build);
  }
  return build;
}

export const shellSheetOf = (profile: CharacterProfile): ShellCharacterSheet => {
  if (!profile.sheet) throw new RangeError('a Shell character needs a sheet');
  // A profile carries the sheet its own ruleset completed (CharacterProfile.sheet), kept as a record so the seam names no system.
  return profile.sheet as ShellCharacterSheet;
};
