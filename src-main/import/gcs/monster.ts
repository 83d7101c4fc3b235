import { gurpsStatBlock } from '../../../src-shared/contract/combat-schemas';
import type { z } from 'zod';
import { readArmour } from './armour';
import { attributeEntries, primaryAttributes } from './attributes';
import { readEquipment } from './equipment';
import { checker, GcsImportError, type Check, type JsonPath } from './errors';
import { parseGcsFile } from './parse';
import { readSize } from './size';
import { readSkills } from './skills';
import { readTraits } from './traits';
import { fit, integersIn, notesText } from './units';
import { translateWeapon, weaponSources, writesParryNo } from './weapons';

// A GCS sheet of an NPC or a monster (GCS libraries keep them as ordinary .gcs
// character files) as a GURPS stat block for the bestiary. A stat block holds
// the figures a foe fights with, so they are taken as GCS worked them out (HP,
// FP, Basic Speed, Dodge), and each weapon carries its skill level.

export type GurpsStatBlock = z.output<typeof gurpsStatBlock>;

export interface GcsMonsterOptions {
  /** The campaign plays GULLIVER: the stat block gets a Linear Scale from the Size Modifier. */
  readonly gulliver?: boolean;
}

export interface GcsMonsterImport {
  readonly name: string;
  readonly statBlock: GurpsStatBlock;
  /** Everything kept as text: traits, skills, reach, DR by location, what was left out. */
  readonly notes: readonly string[];
  /** Ready for `bestiary.save` (with the campaign id). */
  readonly entry: { readonly name: string; readonly statBlock: GurpsStatBlock; readonly notes: string };
}

const MAX_WEAPONS = 8;

export function translateGcsMonster(text: string, fileName: string, options: GcsMonsterOptions = {}): GcsMonsterImport {
  const check: Check = checker(fileName);
  const file = parseGcsFile(text, fileName);
  const entries = attributeEntries(file);
  const attributes = primaryAttributes(entries, check, (id) => (id === 'st' ? 1000 : 40));
  const shown = (id: string) => {
    const entry = entries.get(id);
    return entry?.attribute.calc ? { value: entry.attribute.calc.value, path: [...entry.path, 'calc', 'value'] as JsonPath } : null;
  };
  const within = (id: string, label: string, min: number, max: number, whole: boolean) => {
    const figure = shown(id);
    if (!figure) return undefined;
    check((!whole || Number.isInteger(figure.value)) && figure.value >= min && figure.value <= max, figure.path, `${label} ${figure.value} cannot be imported: a stat block keeps ${min} to ${max.toLocaleString('en-US')}`);
    return figure.value;
  };
  const hp = within('hp', 'HP', 1, 100_000, true);
  const fp = within('fp', 'FP', 1, 1000, true);
  const basicSpeed = within('basic_speed', 'Basic Speed', 0.25, 40, false);
  const dodge = file.calc?.dodge?.[0];
  check(dodge === undefined || (Number.isInteger(dodge) && dodge >= 1 && dodge <= 30), ['calc', 'dodge', 0], `Dodge ${dodge} cannot be imported: a stat block keeps 1 to 30`);

  const traits = readTraits(file, check);
  const { skills, notes: skillNotes } = readSkills(file, check);
  const gear = readEquipment(file, check);
  const armour = readArmour(file, gear.items, check);
  const size = readSize(file, check);

  const sources = weaponSources(traits.rows, gear.weapons);
  const context = { st: attributes.st, skills: new Map<string, number>(), parryLeftOutIsZero: writesParryNo(sources) };
  const weapons: GurpsStatBlock['weapons'] = [];
  const weaponNotes: string[] = [];
  let block: number | undefined;
  for (const source of sources) {
    const result = translateWeapon(source, context, check);
    if (!result.ok) {
      weaponNotes.push(`Weapon left out: ${result.reason}.`);
      continue;
    }
    const { weapon, level, note } = result.value;
    if (weapons.length >= MAX_WEAPONS) {
      weaponNotes.push(`Weapon left out: ${weapon.name} (a stat block keeps ${MAX_WEAPONS}).`);
      continue;
    }
    weapons.push({ ...weapon, skill: level } as GurpsStatBlock['weapons'][number]);
    if (note) weaponNotes.push(`Weapon ${note}.`);
    const blockText = source.weapon.calc?.block;
    const score = blockText === undefined ? undefined : integersIn(blockText)[0];
    if (score !== undefined && score >= 1 && score <= 30) block = Math.max(block ?? 0, score);
  }

  const name = fit(file.profile?.name?.trim() || fileName.replace(/\.gcs$/i, ''), 60);
  // A stat block has no skills list: the GM reads them in its notes.
  const skillsLine = skills.length > 0 ? [`Skills: ${skills.map((s) => `${s.name} ${s.level}`).join(', ')}.`] : [];
  const notes = [
    `Imported from the GCS file ${fileName} (data version ${file.version}).`,
    ...skillsLine,
    ...traits.lines.map((line) => `Trait: ${line}`),
    ...skillNotes,
    ...weaponNotes,
    ...(gear.items.length > 0 ? [`Carries: ${gear.items.map((i) => (i.quantity === 1 ? i.definition.name : `${i.definition.name} x${i.quantity}`)).join(', ')}.`] : []),
    ...gear.notes,
    ...(armour.note ? [armour.note] : []),
  ];
  const parsed = gurpsStatBlock.safeParse({
    attributes,
    ...(hp !== undefined && { hp }),
    ...(fp !== undefined && { fp }),
    ...(basicSpeed !== undefined && { basicSpeed }),
    ...(dodge !== undefined && { dodge }),
    ...(block !== undefined && { block }),
    dr: armour.dr,
    sm: size.sm,
    ...(options.gulliver && { linearScale: size.linearScale }),
    weapons,
    notes: notesText([...skillsLine, ...(traits.nightVision ? ['Night Vision.'] : [])], 2000),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GcsImportError(fileName, ['(Lantern stat block)', ...(issue.path as JsonPath)], `Lantern cannot keep this: ${issue.message}`);
  }
  const statBlock = parsed.data;
  return { name, statBlock, notes, entry: { name, statBlock, notes: notesText(notes, 5000) } };
}
