import { gurpsCharacterSheet, memberFile, type CharacterKind, type ItemDefinition, type MemberFile } from '../../../src-shared/contract';
import type { Characteristics } from '../../rules/gurps/characteristics';
import { sheetCharacteristics } from '../../rules/gurps/character';
import { readArmour } from './armour';
import { readAttributes, willAndPerFigures, type Pool } from './attributes';
import { differences, type Difference } from './differences';
import { readEquipment, type CarriedItem } from './equipment';
import { checker, GcsImportError, keptBy, type Check } from './errors';
import { parseGcsFile } from './parse';
import { readSize } from './size';
import { readSkills, spellLines } from './skills';
import { readTraits } from './traits';
import { fit, notesText, poundsFrom } from './units';
import { keptWeapons, weaponSources, writesParryNo } from './weapons';
import { weaponBonuses } from './weapon-damage';
import { compared, countFigures, defenseReason, defenseSources, muscleFigures, notKept, type FigureCount } from './figures';
import { num } from '../../rules/gurps/format';
import { defenseBonuses } from '../../rules/gurps/traits';

// A GCS 5 character sheet (.gcs) as a Lantern member file: the GURPS sheet, the
// carried items, the current HP, and what Lantern's rules make of the figures
// GCS stored. Either the whole member comes out, checked against the contract's
// own schemas, or a GcsImportError says what was wrong and where.

export interface GcsCharacterOptions {
  /** The campaign plays GULLIVER: the sheet gets a Linear Scale from the Size Modifier. */
  readonly gulliver: boolean;
  /** A player character unless the GM brings the sheet in as a hireling. */
  readonly kind?: CharacterKind;
}

export type GcsMember = MemberFile['member'];
type FileItem = Extract<GcsMember, { kind: 'pc' }>['items'] extends (infer I)[] | undefined ? I : never;

export interface GcsCharacterImport {
  /** Ready for the member and party imports (`memberFile.member`, `partyFile.members[]`). */
  readonly member: GcsMember;
  /** The same member wrapped as a whole member file, for `member.import`. */
  readonly file: MemberFile;
  /** Each distinct item once, as catalogue definitions. */
  readonly items: readonly ItemDefinition[];
  /** Current and maximum FP when the file stores them; a member file has no place for FP, so set it after import. */
  readonly fp: Pool | null;
  /** Current and maximum HP as the file stores them. */
  readonly hp: Pool | null;
  readonly differences: readonly Difference[];
  /** Everything kept as text: traits, spells, reach, DR by location, what was left out. */
  readonly notes: readonly string[];
  /** Every figure GCS stored, as it came in. */
  readonly figures: FigureCount;
  /** The character's id in the file, when GCS wrote one. */
  readonly gcsId: string | null;
}

/** One stack per distinct item; a name met again with other figures gets its own key ("arrow-2"). */
function stacks(carried: readonly CarriedItem[], worn: CarriedItem | null, readied: CarriedItem | null) {
  const byKey = new Map<string, { definition: ItemDefinition; quantity: number; worn: boolean; readied: boolean }>();
  const same = (a: ItemDefinition, b: ItemDefinition) => JSON.stringify({ ...a, key: '' }) === JSON.stringify({ ...b, key: '' });
  for (const item of carried) {
    // A worn suit or a readied shield is one item of its own, never merged.
    const apart = item === worn || item === readied;
    let key = item.definition.key;
    for (let n = 2; ; n++) {
      const there = byKey.get(key);
      if (!there || (!there.worn && !there.readied && !apart && same(there.definition, item.definition))) break;
      key = `${item.definition.key.slice(0, 56)}-${n}`;
    }
    const there = byKey.get(key);
    if (there) there.quantity += item.quantity;
    else byKey.set(key, { definition: { ...item.definition, key }, quantity: item.quantity, worn: item === worn, readied: item === readied });
  }
  return [...byKey.values()];
}

export function translateGcsCharacter(text: string, fileName: string, options: GcsCharacterOptions): GcsCharacterImport {
  const check: Check = checker(fileName);
  const file = parseGcsFile(text, fileName);
  const read = readAttributes(file, check);
  const traits = readTraits(file, check);
  const will = read.file.will?.value ?? read.attributes.iq;
  const per = read.file.per?.value ?? read.attributes.iq;
  const { skills, notes: skillNotes } = readSkills(file, check, { ...read.attributes, will, per });
  const gear = readEquipment(file, check);
  const armour = readArmour(file, gear.items, check);
  const size = readSize(file, check);
  const { st } = read.attributes;
  const sources = weaponSources(traits.rows, gear.weapons);
  const damage = { st: st + (file.calc?.striking_st_bonus ?? 0), bonuses: weaponBonuses(file, traits.rows, check) };
  const defenses = defenseSources(file, check, (kind) => defenseBonuses(traits.held, kind));
  const context = { st, skills: new Map(skills.map((s) => [s.name.toLowerCase(), s.level])), parryLeftOutIsZero: writesParryNo(sources), damage, defenses, keepsBlock: false };
  const armed = keptWeapons(sources, context, check, "Lantern's sheet");

  const liftingBonus = file.calc?.lifting_st_bonus ?? 0;
  const loadSt = liftingBonus !== 0 ? st + liftingBonus : undefined;
  check(loadSt === undefined || (Number.isInteger(loadSt) && loadSt >= 1), ['calc', 'lifting_st_bonus'], `Lifting ST ${liftingBonus} would leave a lifting ST of ${loadSt}`);

  let stats: Characteristics;
  try {
    stats = sheetCharacteristics({ attributes: read.attributes, secondary: read.secondary, loadSt, traits: traits.held });
  } catch (error) {
    if (error instanceof RangeError) throw new GcsImportError(fileName, ['attributes'], error.message);
    throw error;
  }

  const profile = file.profile ?? {};
  // GCS HP are bought for the body as it is: under GULLIVER they already count its size.
  const hpAtSize = options.gulliver && size.sm !== 0;
  const notes: string[] = [
    `Imported from the GCS file ${fileName} (data version ${file.version}).`,
    ...(profile.height || profile.weight ? [`Height ${profile.height ?? '?'}, weight ${profile.weight ?? '?'}.`] : []),
    ...traits.lines.map((line) => `Trait: ${line}`),
    ...(traits.byHand.length > 0 ? [`Apply by hand (Lantern does not work these out): ${traits.byHand.join(', ')}.`] : []),
    ...read.notes,
    ...(loadSt !== undefined ? [`Lifting ST ${liftingBonus > 0 ? '+' : ''}${liftingBonus}: Load ST ${loadSt} sets Basic Lift.`] : []),
    ...spellLines(file).map((line) => `Spell: ${line}`),
    ...skillNotes,
    ...armed.notes,
    ...gear.notes,
    ...(armour.note ? [armour.note] : []),
    ...(armour.plan ? [`Body type ${armour.plan.name}: a party member fights with the humanoid hit locations; bring the sheet into the bestiary to keep its own.`] : []),
    ...(size.sm !== 0 || options.gulliver ? [`Size Modifier ${size.sm > 0 ? '+' : ''}${size.sm}${options.gulliver ? `: GULLIVER Linear Scale ${size.linearScale}` : ''}.`] : []),
    ...(hpAtSize ? [`HP ${stats.hp.value} as the file gives them: a GCS sheet's HP are the whole body's, so they are taken as already counting the size and not scaled again.`] : []),
  ];

  const sheet = keptBy(
    gurpsCharacterSheet,
    {
      species: fit(traits.species ?? 'Human', 40),
      attributes: read.attributes,
      secondary: read.secondary,
      skills,
      dr: armour.dr,
      ...(Object.keys(armour.drByLocation).length > 0 && { drByLocation: armour.drByLocation }),
      size: options.gulliver ? { linearScale: size.linearScale, ...(hpAtSize && { hpAtSize }) } : {},
      ...(loadSt !== undefined && { loadSt }),
      nightVision: traits.nightVision,
      ...willAndPerFigures(file, will, per),
      ...(file.total_points !== undefined && { pointTotal: file.total_points }),
      traits: traits.held,
      weapons: armed.kept.map(({ weapon, skill, level }) => ({ ...weapon, skill: skill ?? level })),
      notes: notesText(notes, 5000),
    },
    fileName,
    '(Lantern sheet)',
  );

  const name = fit(profile.name?.trim() || fileName.replace(/\.gcs$/i, ''), 60);
  const carried = stacks(gear.items, armour.worn, gear.readied);
  const items: FileItem[] = carried.map(({ definition, quantity, worn, readied }) => ({ ...definition, quantity, magical: false, worn, readied }));
  const hp = read.pools.hp && read.pools.hp.current < stats.hp.value ? { current: read.pools.hp.current, max: stats.hp.value } : undefined;
  const member = { kind: options.kind ?? 'pc', name, ...(hp && { hp }), sheet, items } as GcsMember;
  const wrapped: MemberFile = { format: 'lantern.member', version: 1, rulesSystem: 'gurps', member };
  keptBy(memberFile, wrapped, fileName, '(Lantern member file)');

  const found = differences(file, read, stats);
  const lift = file.calc?.basic_lift === undefined ? null : poundsFrom(file.calc.basic_lift, file.settings?.default_weight_units);
  const secondary: [string, number | string | undefined, Characteristics[keyof Characteristics] | string][] = [
    ['hp', read.file.hp?.value, stats.hp],
    ['fp', read.file.fp?.value, stats.fp],
    ['will', read.file.will?.value, stats.will],
    ['per', read.file.per?.value, stats.per],
    ['basicSpeed', read.file.basic_speed?.value, stats.basicSpeed],
    ['basicMove', read.file.basic_move?.value, stats.basicMove],
    ['dodge', file.calc?.dodge?.[0], stats.dodge],
    ['basicLift', lift ?? undefined, stats.basicLift],
  ];
  const labels: Record<string, string> = { hp: 'HP', fp: 'FP', will: 'Will', per: 'Per', basicSpeed: 'Basic Speed', basicMove: 'Basic Move', dodge: 'Dodge', basicLift: 'Basic Lift' };
  const figures = countFigures([
    ...(['st', 'dx', 'iq', 'ht'] as const).map((id) => compared(id.toUpperCase(), read.attributes[id], sheet.attributes[id], '')),
    ...secondary.flatMap(([key, shown, figure]) => {
      if (shown === undefined) return [];
      const d = found.find((x) => x.key === key);
      const value = typeof figure === 'object' && figure !== null && 'value' in figure ? figure.value : figure;
      const reason = key === 'dodge' ? defenseReason(defenses.dodge, "Lantern's sheet") : (d?.formula ?? '');
      return [d ? compared(labels[key], num(Number(shown)), num(Number(d.lantern)), reason) : compared(labels[key], num(Number(shown)), num(Number(value)), reason)];
    }),
    ...muscleFigures(file, st),
    ...skills.map((s) => compared(`${s.name} skill`, s.level, s.level, '')),
    ...(read.pools.hp ? [compared('Current HP', read.pools.hp.current, hp?.current ?? stats.hp.value, "Lantern's rules give another maximum")] : []),
    ...(read.pools.fp ? [compared('Current FP', read.pools.fp.current, read.pools.fp.current, '')] : []),
    ...(file.total_points !== undefined ? [compared('Points', file.total_points, file.total_points, '')] : []),
    ...(size.sm !== 0 ? [options.gulliver ? compared('SM', size.sm, size.sm, '') : notKept('SM', size.sm, 'a party member keeps size only as GULLIVER\'s Linear Scale')] : []),
    ...armed.checks,
    ...(armour.plan ? [] : armour.checks),
  ]);
  return {
    member,
    file: wrapped,
    items: carried.map((s) => s.definition),
    fp: read.pools.fp,
    hp: read.pools.hp,
    differences: found,
    notes,
    figures,
    gcsId: file.id?.trim() || null,
  };
}
