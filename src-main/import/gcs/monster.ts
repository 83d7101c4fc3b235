import { gurpsStatBlock } from '../../../src-shared/contract/combat-schemas';
import type { z } from 'zod';
import { readArmour } from './armour';
import { attributeEntries, primaryAttributes } from './attributes';
import { readEquipment } from './equipment';
import { checker, keptBy, type Check, type JsonPath } from './errors';
import { parseGcsFile } from './parse';
import { readSize } from './size';
import { readSkills } from './skills';
import { readTraits } from './traits';
import { fit, notesText } from './units';
import { keptWeapons, weaponSources, writesParryNo } from './weapons';
import { weaponBonuses } from './weapon-damage';

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
  const damage = { st: attributes.st + (file.calc?.striking_st_bonus ?? 0), bonuses: weaponBonuses(file, traits.rows, check) };
  const context = { st: attributes.st, skills: new Map<string, number>(), parryLeftOutIsZero: writesParryNo(sources), damage };
  const armed = keptWeapons(sources, context, check, 'a stat block');
  const weapons = armed.kept.map(({ weapon, level }) => ({ ...weapon, skill: level }));
  const blocks = armed.kept.flatMap((w) => (w.block !== null && w.block >= 1 && w.block <= 30 ? [w.block] : []));
  const block = blocks.length > 0 ? Math.max(...blocks) : undefined;

  const name = fit(file.profile?.name?.trim() || fileName.replace(/\.gcs$/i, ''), 60);
  // A stat block has no skills list: the GM reads them in its notes.
  const skillsLine = skills.length > 0 ? [`Skills: ${skills.map((s) => `${s.name} ${s.level}`).join(', ')}.`] : [];
  const notes = [
    `Imported from the GCS file ${fileName} (data version ${file.version}).`,
    ...skillsLine,
    ...traits.lines.map((line) => `Trait: ${line}`),
    ...skillNotes,
    ...armed.notes,
    ...(gear.items.length > 0 ? [`Carries: ${gear.items.map((i) => (i.quantity === 1 ? i.definition.name : `${i.definition.name} x${i.quantity}`)).join(', ')}.`] : []),
    ...gear.notes,
    ...(armour.note ? [armour.note] : []),
  ];
  const statBlock = keptBy(
    gurpsStatBlock,
    {
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
    },
    fileName,
    '(Lantern stat block)',
  );
  return { name, statBlock, notes, entry: { name, statBlock, notes: notesText(notes, 5000) } };
}
