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
import { fit, notesText, poundsFrom } from './units';
import { encumbranceLevel } from '../../rules/gurps/encumbrance';
import { keptWeapons, weaponSources, writesParryNo } from './weapons';
import { defenseBonuses } from '../../rules/gurps/traits';
import { weaponBonuses } from './weapon-damage';
import { compared, countFigures, defenseSources, keptFigures, muscleFigures, type FigureCount } from './figures';

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
  /** Every figure GCS stored, as it came in. */
  readonly figures: FigureCount;
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
  const will = within('will', 'Will', 1, 40, true);
  const per = within('per', 'Per', 1, 40, true);
  const basicMove = within('basic_move', 'Basic Move', 0, 100, true);
  const fp = within('fp', 'FP', 1, 1000, true);
  const basicSpeed = within('basic_speed', 'Basic Speed', 0.25, 40, false);
  const traits = readTraits(file, check);
  const { skills, notes: skillNotes } = readSkills(file, check);
  const gear = readEquipment(file, check);
  const armour = readArmour(file, gear.items, check);
  const size = readSize(file, check);
  const basicLift = file.calc?.basic_lift === undefined ? null : poundsFrom(file.calc.basic_lift, file.settings?.default_weight_units);
  check(basicLift === null || (basicLift >= 0 && basicLift <= 1_000_000), ['calc', 'basic_lift'], `Basic Lift ${file.calc?.basic_lift} cannot be imported: a stat block keeps 0 to 1,000,000 lb`);
  const carried = gear.items.reduce((sum, i) => sum + i.definition.weightLb * i.quantity, 0);
  const encumbrance = basicLift === null ? undefined : Math.min(4, encumbranceLevel(carried, basicLift));
  // GCS lists Dodge for each encumbrance level; the foe fights at the one its gear puts it in.
  const dodgeAt = encumbrance ?? 0;
  const dodge = file.calc?.dodge?.[dodgeAt];
  check(dodge === undefined || (Number.isInteger(dodge) && dodge >= 1 && dodge <= 30), ['calc', 'dodge', dodgeAt], `Dodge ${dodge} cannot be imported: a stat block keeps 1 to 30`);
  const points = file.total_points;
  check(points === undefined || (Number.isInteger(points) && points >= -10_000 && points <= 100_000), ['total_points'], `${points} points cannot be imported: a stat block keeps -10,000 to 100,000`);

  const sources = weaponSources(traits.rows, gear.weapons);
  const damage = { st: attributes.st + (file.calc?.striking_st_bonus ?? 0), bonuses: weaponBonuses(file, traits.rows, check) };
  const context = { st: attributes.st, skills: new Map<string, number>(), parryLeftOutIsZero: writesParryNo(sources), damage, defenses: defenseSources(file, check, (kind) => defenseBonuses(traits.held, kind)), keepsBlock: true };
  const armed = keptWeapons(sources, context, check, 'a stat block');
  const weapons = armed.kept.map(({ weapon, level }) => ({ ...weapon, skill: level }));
  const blocks = armed.kept.flatMap((w) => (w.block !== null && w.block >= 1 && w.block <= 30 ? [w.block] : []));
  const block = blocks.length > 0 ? Math.max(...blocks) : undefined;

  const name = fit(file.profile?.name?.trim() || fileName.replace(/\.gcs$/i, ''), 60);
  // A stat block has no skills list: the GM reads them in its notes.
  const skillsLine = skills.length > 0 ? [`Skills: ${skills.map((s) => `${s.name} ${s.level}`).join(', ')}.`] : [];
  const notes: string[] = [
    `Imported from the GCS file ${fileName} (data version ${file.version}).`,
    ...skillsLine,
    ...traits.lines.map((line) => `Trait: ${line}`),
    ...(traits.byHand.length > 0 ? [`Apply by hand (Lantern does not work these out): ${traits.byHand.join(', ')}.`] : []),
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
      ...(Object.keys(armour.drByLocation).length > 0 && { drByLocation: armour.drByLocation }),
      ...(armour.plan && { bodyPlan: armour.plan }),
      ...(will !== undefined && { will }),
      ...(per !== undefined && { per }),
      ...(basicMove !== undefined && { basicMove }),
      ...(basicLift !== null && { basicLift }),
      ...(encumbrance !== undefined && { encumbrance }),
      ...(points !== undefined && { points }),
      sm: size.sm,
      ...(options.gulliver && { linearScale: size.linearScale }),
      weapons,
      ...(traits.nightVision && { nightVision: true }),
      traits: traits.held,
      notes: notesText(skillsLine, 2000),
    },
    fileName,
    '(Lantern stat block)',
  );
  const figures = countFigures([
    ...(['st', 'dx', 'iq', 'ht'] as const).map((id) => compared(id.toUpperCase(), attributes[id], statBlock.attributes[id], '')),
    ...keptFigures([
      ['HP', hp, statBlock.hp],
      ['FP', fp, statBlock.fp],
      ['Will', will, statBlock.will],
      ['Per', per, statBlock.per],
      ['Basic Speed', basicSpeed, statBlock.basicSpeed],
      ['Basic Move', basicMove, statBlock.basicMove],
      ['Dodge', dodge, statBlock.dodge],
      ['Basic Lift', basicLift ?? undefined, statBlock.basicLift],
      ['Points', points, statBlock.points],
      ['SM', file.profile?.SM, statBlock.sm],
    ]),
    ...muscleFigures(file, attributes.st),
    ...skills.map((s) => compared(`${s.name} skill`, s.level, s.level, '')),
    ...armed.checks,
    ...armour.checks,
  ]);
  return { name, statBlock, notes, figures, entry: { name, statBlock, notes: notesText(notes, 5000) } };
}
