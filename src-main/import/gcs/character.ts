import { gurpsCharacterSheet, memberFile, type ItemDefinition, type MemberFile } from '../../../src-shared/contract';
import { characteristics, type Characteristics } from '../../rules/gurps/characteristics';
import { readArmour } from './armour';
import { readAttributes, type Pool } from './attributes';
import { differences, type Difference } from './differences';
import { readEquipment, type CarriedItem } from './equipment';
import { checker, GcsImportError, keptBy, type Check } from './errors';
import { parseGcsFile } from './parse';
import { readSize } from './size';
import { readSkills, spellLines } from './skills';
import { readTraits } from './traits';
import { fit, notesText } from './units';
import { keptWeapons, weaponSources, writesParryNo } from './weapons';
import { weaponBonuses } from './weapon-damage';

// A GCS 5 character sheet (.gcs) as a Lantern member file: the GURPS sheet, the
// carried items, the current HP, and what Lantern's rules make of the figures
// GCS stored. Either the whole member comes out, checked against the contract's
// own schemas, or a GcsImportError says what was wrong and where.

export interface GcsCharacterOptions {
  /** The campaign plays GULLIVER: the sheet gets a Linear Scale from the Size Modifier. */
  readonly gulliver: boolean;
  /** A player character unless the GM brings the sheet in as a hireling. */
  readonly kind?: 'pc' | 'hireling';
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
  readonly differences: readonly Difference[];
  /** Everything kept as text: traits, spells, reach, DR by location, what was left out. */
  readonly notes: readonly string[];
}

/** One stack per distinct item; a name met again with other figures gets its own key ("arrow-2"). */
function stacks(carried: readonly CarriedItem[], worn: CarriedItem | null) {
  const byKey = new Map<string, { definition: ItemDefinition; quantity: number; worn: boolean }>();
  const same = (a: ItemDefinition, b: ItemDefinition) => JSON.stringify({ ...a, key: '' }) === JSON.stringify({ ...b, key: '' });
  for (const item of carried) {
    const isWorn = item === worn;
    let key = item.definition.key;
    for (let n = 2; ; n++) {
      const there = byKey.get(key);
      if (!there || (!there.worn && !isWorn && same(there.definition, item.definition))) break;
      key = `${item.definition.key.slice(0, 56)}-${n}`;
    }
    const there = byKey.get(key);
    if (there) there.quantity += item.quantity;
    else byKey.set(key, { definition: { ...item.definition, key }, quantity: item.quantity, worn: isWorn });
  }
  return [...byKey.values()];
}

export function translateGcsCharacter(text: string, fileName: string, options: GcsCharacterOptions): GcsCharacterImport {
  const check: Check = checker(fileName);
  const file = parseGcsFile(text, fileName);
  const read = readAttributes(file, check);
  const traits = readTraits(file, check);
  const { skills, notes: skillNotes } = readSkills(file, check);
  const gear = readEquipment(file, check);
  const armour = readArmour(file, gear.items, check);
  const size = readSize(file, check);
  const { st } = read.attributes;
  const sources = weaponSources(traits.rows, gear.weapons);
  const damage = { st: st + (file.calc?.striking_st_bonus ?? 0), bonuses: weaponBonuses(file, traits.rows, check) };
  const context = { st, skills: new Map(skills.map((s) => [s.name.toLowerCase(), s.level])), parryLeftOutIsZero: writesParryNo(sources), damage };
  const armed = keptWeapons(sources, context, check, "Lantern's sheet");

  const liftingBonus = file.calc?.lifting_st_bonus ?? 0;
  const loadSt = liftingBonus !== 0 ? st + liftingBonus : undefined;
  check(loadSt === undefined || (Number.isInteger(loadSt) && loadSt >= 1), ['calc', 'lifting_st_bonus'], `Lifting ST ${liftingBonus} would leave a lifting ST of ${loadSt}`);

  let stats: Characteristics;
  try {
    stats = characteristics(read.attributes, read.secondary, loadSt === undefined ? {} : { liftSt: loadSt });
  } catch (error) {
    if (error instanceof RangeError) throw new GcsImportError(fileName, ['attributes'], error.message);
    throw error;
  }

  const profile = file.profile ?? {};
  const notes: string[] = [
    `Imported from the GCS file ${fileName} (data version ${file.version}).`,
    ...(profile.height || profile.weight ? [`Height ${profile.height ?? '?'}, weight ${profile.weight ?? '?'}.`] : []),
    ...traits.lines.map((line) => `Trait: ${line}`),
    ...(traits.unheld.length > 0 ? [`Lantern's sheet has no field yet for ${traits.unheld.join(', ')}: apply by hand.`] : []),
    ...read.notes,
    ...(loadSt !== undefined ? [`Lifting ST ${liftingBonus > 0 ? '+' : ''}${liftingBonus}: Load ST ${loadSt} sets Basic Lift.`] : []),
    ...(file.calc?.striking_st_bonus ? [`Striking ST ${file.calc.striking_st_bonus > 0 ? '+' : ''}${file.calc.striking_st_bonus} is not on Lantern's sheet: damage follows ST ${st}.`] : []),
    ...spellLines(file).map((line) => `Spell: ${line}`),
    ...skillNotes,
    ...armed.notes,
    ...gear.notes,
    ...(armour.note ? [armour.note] : []),
    ...(size.sm !== 0 || options.gulliver ? [`Size Modifier ${size.sm > 0 ? '+' : ''}${size.sm}${options.gulliver ? `: GULLIVER Linear Scale ${size.linearScale}` : ''}.`] : []),
  ];

  const sheet = keptBy(
    gurpsCharacterSheet,
    {
      species: fit(traits.species ?? 'Human', 40),
      attributes: read.attributes,
      secondary: read.secondary,
      skills,
      dr: armour.dr,
      size: options.gulliver ? { linearScale: size.linearScale } : {},
      ...(loadSt !== undefined && { loadSt }),
      nightVision: traits.nightVision,
      weapons: armed.kept.map(({ weapon, skill, level }) => ({ ...weapon, skill: skill ?? level })),
      notes: notesText(notes, 5000),
    },
    fileName,
    '(Lantern sheet)',
  );

  const name = fit(profile.name?.trim() || fileName.replace(/\.gcs$/i, ''), 60);
  const carried = stacks(gear.items, armour.worn);
  const items: FileItem[] = carried.map(({ definition, quantity, worn }) => ({ ...definition, quantity, magical: false, worn }));
  const hp = read.pools.hp && read.pools.hp.current < stats.hp.value ? { current: read.pools.hp.current, max: stats.hp.value } : undefined;
  const member = { kind: options.kind ?? 'pc', name, ...(hp && { hp }), sheet, items } as GcsMember;
  const wrapped: MemberFile = { format: 'lantern.member', version: 1, rulesSystem: 'gurps', member };
  keptBy(memberFile, wrapped, fileName, '(Lantern member file)');

  return {
    member,
    file: wrapped,
    items: carried.map((s) => s.definition),
    fp: read.pools.fp,
    differences: differences(file, read, stats),
    notes,
  };
}
