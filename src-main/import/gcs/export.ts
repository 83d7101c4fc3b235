import type { GurpsCharacterSheet, GurpsTraits, GurpsWeapon, ItemDefinition } from '../../../src-shared/contract';
import type { Characteristics } from '../../rules/gurps/characteristics';
import { gurpsHitLocationIds } from '../../../src-shared/contract/combat-schemas';
import { gurpsSenseNames } from '../../../src-shared/contract/sheets';
import { sheetCharacteristics } from '../../rules/gurps/character';
import { hitLocation } from '../../rules/gurps/combat/hit-locations';
import { pointsOnSheet } from '../../rules/gurps/improvement';
import { SENSE_IDS } from './attributes';
import { GCS5_VERSIONS } from './parse';
import { skillNameParts } from './skills';

// A party member back as a GCS 5 character file (.gcs): the figures as they stand in
// the campaign, current HP and FP included, in the shape GCS 5 writes and Lantern's
// importer reads. GCS recomputes its `calc` figures from what it knows when it opens
// a file; Lantern writes them too, so an import of the exported file gives the same
// figures. What GCS itself makes of the file cannot be checked here: the format
// follows GCS 5's own files (data version 5, attributes with `adj` and `calc`, skills
// with `calc.level`, weapons under the traits they come from, equipment with
// `base_weight`), and Lantern's weapons go out as natural-attack traits because a
// Lantern sheet keeps no link between a weapon and the item it is.

export interface ExportInput {
  /** The id of the GCS file the member came from, so the file written back is the same character to GCS and to Lantern. */
  readonly gcsId?: string | null;
  readonly name: string;
  readonly sheet: GurpsCharacterSheet;
  readonly hp: { readonly current: number } | null;
  readonly fp: { readonly current: number } | null;
  readonly items: readonly CarriedStack[];
}

export interface CarriedStack {
  readonly definition: ItemDefinition;
  readonly quantity: number;
  readonly worn: boolean;
  readonly readied: boolean;
}

/** GCS ids are a kind letter and 16 characters; a stable one keeps a re-export's diff small. */
function idFor(kind: string, text: string, n: number): string {
  let h = 2166136261;
  for (const ch of `${text}#${n}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return `${kind}${h.toString(36).padStart(7, '0')}${n.toString(36).padStart(9, '0')}`.slice(0, 17);
}

function weaponRow(w: GurpsWeapon, level: number, i: number) {
  const m = /^(sw|thr)([+-]\d+)?$/.exec(w.damage);
  const usage = /\(([^)]*)\)\s*$/.exec(w.name)?.[1];
  return {
    id: idFor(w.ranged ? 'W' : 'w', w.name, i),
    damage: { type: w.type, ...(m ? { st: m[1], ...(m[2] && { base: m[2].replace(/^\+/, '') }) } : { base: w.damage }) },
    ...(usage && { usage }),
    ...(w.ranged
      ? { accuracy: String(w.ranged.acc), range: `${w.ranged.halfDamage}/${w.ranged.max}`, bulk: String(w.ranged.bulk) }
      : { parry: w.parry === null ? 'No' : `${w.parry}${w.unbalanced ? 'U' : ''}${w.fencing ? 'F' : ''}` }),
    defaults: typeof w.skill === 'string' ? [{ type: 'skill', ...skillNameParts(w.skill) }] : [{ type: 'dx', modifier: 0 }],
    calc: { level },
  };
}

/** The traits Lantern applies, as GCS trait rows under the names the importer reads them by. */
function traitRows(traits: GurpsTraits) {
  const rows: { name: string; levels?: number; features?: object[] }[] = [];
  const leveled = (name: string, levels: number | undefined) => levels && rows.push({ name, levels });
  if (traits.combatReflexes) rows.push({ name: 'Combat Reflexes' });
  if (traits.painThreshold) rows.push({ name: traits.painThreshold === 'high' ? 'High Pain Threshold' : 'Low Pain Threshold' });
  if (traits.fitness) rows.push({ name: { 'very-fit': 'Very Fit', fit: 'Fit', unfit: 'Unfit', 'very-unfit': 'Very Unfit' }[traits.fitness] });
  leveled('Enhanced Dodge', traits.enhancedDodge);
  leveled('Enhanced Parry', traits.enhancedParry);
  leveled('Enhanced Block', traits.enhancedBlock);
  leveled('Hard to Kill', traits.hardToKill);
  leveled('Hard to Subdue', traits.hardToSubdue);
  leveled('Extra Attack', traits.extraAttack);
  if (traits.darkVision) rows.push({ name: 'Dark Vision' });
  if (traits.strikingSt) {
    rows.push({ name: 'Striking ST', levels: traits.strikingSt, features: [{ type: 'attribute_bonus', attribute: 'st', limitation: 'striking_only', amount: 1, per_level: true }] });
  }
  return rows;
}

/**
 * A skill as GCS writes it. One the sheet leaves unpriced goes as DX/Average, its points
 * priced the same way, so GCS computes the level Lantern shows; a technique names the
 * skill it starts from.
 */
export function skillRow(sheet: GurpsCharacterSheet, stats: Characteristics, s: GurpsCharacterSheet['skills'][number], i: number) {
  if (s.technique) {
    const points = pointsOnSheet(sheet, stats, s) ?? 0;
    return {
      id: idFor('q', s.name, i),
      name: s.name,
      difficulty: (s.difficulty ?? 'A').toLowerCase(),
      default: { type: 'skill', ...skillNameParts(s.technique.of), ...(s.technique.modifier !== 0 && { modifier: s.technique.modifier }) },
      points,
      calc: { level: s.level },
    };
  }
  const priced = { ...s, attribute: s.attribute ?? 'dx', difficulty: s.difficulty ?? 'A' };
  const points = pointsOnSheet(sheet, stats, priced) ?? 0;
  return { id: idFor('s', s.name, i), ...skillNameParts(s.name), difficulty: `${priced.attribute}/${priced.difficulty.toLowerCase()}`, points, calc: { level: s.level } };
}

/** A carried stack as a GCS equipment row. */
export function equipmentRow({ definition, quantity, worn, readied }: CarriedStack, i: number) {
  return {
    id: idFor('e', definition.key, i),
    description: definition.name,
    quantity,
    base_value: String(definition.costGp),
    base_weight: `${definition.weightLb} lb`,
    // Armour counts in GCS only when equipped, and so does a shield's Defense Bonus: both follow Lantern's worn and readied.
    equipped: definition.category === 'armor' ? worn : definition.category === 'shield' ? readied : true,
    ...(definition.defenseBonus !== undefined && { features: (['dodge', 'parry', 'block'] as const).map((attribute) => ({ type: 'attribute_bonus', attribute, amount: definition.defenseBonus })) }),
  };
}

export function exportGcsCharacter(input: ExportInput): string {
  const { sheet } = input;
  const stats = sheetCharacteristics(sheet);
  const bonus = sheet.secondary;
  const attribute = (attr_id: string, adj: number, value: number, current?: number) => ({ attr_id, adj, calc: { value, ...(current !== undefined && { current }) } });
  const levelOf = (w: GurpsWeapon) => (typeof w.skill === 'number' ? w.skill : (sheet.skills.find((s) => s.name.toLowerCase() === (w.skill as string).toLowerCase())?.level ?? sheet.attributes.dx - 5));
  const owners = new Map<string, GurpsWeapon[]>();
  for (const w of sheet.weapons) {
    const owner = w.name.replace(/\s*\([^)]*\)\s*$/, '') || w.name;
    owners.set(owner, [...(owners.get(owner) ?? []), w]);
  }
  const file = {
    version: GCS5_VERSIONS[GCS5_VERSIONS.length - 1],
    id: input.gcsId ?? idFor('C', input.name, 0),
    ...(sheet.pointTotal !== undefined && { total_points: sheet.pointTotal + (sheet.characterPoints?.earned ?? 0) }),
    profile: { name: input.name },
    settings: {
      default_weight_units: 'lb',
      damage_progression: 'basic_set',
      // Each location's DR as GCS stores it, the location's own DR (the skull's) included.
      body_type: {
        name: 'Humanoid',
        locations: gurpsHitLocationIds.map((id) => {
          const own = hitLocation(id).extraDr;
          return { id, table_name: hitLocation(id).label, ...(own !== 0 && { dr_bonus: own }), calc: { dr: { all: (sheet.drByLocation?.[id] ?? sheet.dr) + own } } };
        }),
      },
    },
    attributes: [
      attribute('st', sheet.attributes.st - 10, sheet.attributes.st),
      attribute('dx', sheet.attributes.dx - 10, sheet.attributes.dx),
      attribute('iq', sheet.attributes.iq - 10, sheet.attributes.iq),
      attribute('ht', sheet.attributes.ht - 10, sheet.attributes.ht),
      attribute('will', bonus.will ?? 0, stats.will.value),
      ...(sheet.frightCheck !== undefined ? [attribute('fright_check', 0, stats.will.value + sheet.frightCheck)] : []),
      attribute('per', bonus.per ?? 0, stats.per.value),
      ...gurpsSenseNames.flatMap((sense) => (sheet.senses?.[sense] !== undefined ? [attribute(SENSE_IDS[sense], 0, stats.per.value + sheet.senses[sense])] : [])),
      attribute('basic_speed', bonus.basicSpeed ?? 0, stats.basicSpeed.value),
      attribute('basic_move', bonus.basicMove ?? 0, stats.basicMove.value),
      attribute('fp', bonus.fp ?? 0, stats.fp.value, input.fp?.current ?? stats.fp.value),
      attribute('hp', bonus.hp ?? 0, stats.hp.value, input.hp?.current ?? stats.hp.value),
    ],
    traits: [
      { id: idFor('T', sheet.species, 0), name: sheet.species, container_type: 'ancestry', children: [] },
      ...traitRows(sheet.traits).map((row, i) => ({ id: idFor('t', row.name, i + 100), ...row })),
      ...(sheet.nightVision ? [{ id: idFor('t', 'Night Vision', 0), name: 'Night Vision', calc: { points: 1 } }] : []),
      ...[...owners].map(([owner, weapons], i) => ({ id: idFor('t', owner, i + 1), name: owner, weapons: weapons.map((w, k) => weaponRow(w, levelOf(w), k)), calc: { points: 0 } })),
    ],
    skills: sheet.skills.map((s, i) => skillRow(sheet, stats, s, i)),
    equipment: input.items.map(equipmentRow),
    notes: sheet.notes ? [{ id: idFor('n', 'notes', 0), markdown: sheet.notes }] : [],
    calc: { basic_lift: `${stats.basicLift.value} lb`, dodge: [stats.dodge.value], ...(sheet.traits.strikingSt && { striking_st_bonus: sheet.traits.strikingSt }),
      ...(sheet.loadSt !== undefined && sheet.loadSt !== sheet.attributes.st && { lifting_st_bonus: sheet.loadSt - sheet.attributes.st }),
    },
  };
  return `${JSON.stringify(file, null, '\t')}\n`;
}
