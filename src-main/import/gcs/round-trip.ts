import type { GurpsCharacterSheet } from '../../../src-shared/contract';
import { sheetCharacteristics } from '../../rules/gurps/character';
import { ATTRIBUTE_COST, pointsOnSheet, SECONDARY_COST } from '../../rules/gurps/improvement';
import { translateGcsCharacter } from './character';
import { equipmentRow, skillRow, type ExportInput } from './export';
import { skillName } from './skills';
import type { FileItems } from './update';
import { fit } from './units';
import { catalogueKey } from '../../../src-shared/slug';

// A member who came from a GCS file goes back as that file with only what play changed:
// damage and fatigue, attributes and skills raised for points, points earned, items
// gained and spent. Everything else (traits, techniques, the profile, the points record,
// ids, settings, GCS's own computed figures) stays as GCS wrote it. What changed is
// found by reading the kept file again, as the import read it, and comparing with the
// member as they stand: a file exported untouched comes back equal to the one read.

export interface KeptFile {
  /** The file's text as last read (import or update). */
  readonly text: string;
  readonly fileName: string;
  readonly gulliver: boolean;
  /** What the file carried when last read, under the catalogue's keys: the items play changed are the ones that differ from it. */
  readonly carried: FileItems;
  /** The time the points earned in play are recorded at, as GCS writes its points record's dates. */
  readonly when: string;
}

export interface PlayedMember extends ExportInput {
  readonly hp: { readonly current: number; readonly max: number } | null;
  readonly fp: { readonly current: number; readonly max: number } | null;
}

type Json = Record<string, unknown>;
type JsonRow = Json & { children?: JsonRow[] };

/** Every row of a GCS list, containers' children after them; `multiplier` is the quantity of the containers around it. */
function rowsOf(list: unknown, multiplier = 1): { row: JsonRow; multiplier: number }[] {
  if (!Array.isArray(list)) return [];
  return (list as JsonRow[]).flatMap((row) => [{ row, multiplier }, ...rowsOf(row.children, multiplier * Number(row.quantity ?? 1))]);
}

const attributeRow = (file: Json, id: string) => (file.attributes as Json[]).find((a) => a.attr_id === id) as (Json & { calc?: Json }) | undefined;

/** Moves an attribute's bought levels and GCS's own figures for it by `by` levels at `cost` points a level. */
function raiseAttribute(file: Json, id: string, by: number, cost: number): void {
  const row = attributeRow(file, id);
  if (!row || by === 0) return;
  row.adj = Number(row.adj ?? 0) + by;
  if (row.calc) {
    row.calc.value = Number(row.calc.value) + by;
    if (row.calc.points !== undefined) row.calc.points = Number(row.calc.points) + by * cost;
  }
}

/** A pool's damage as play moved it: the file's damage plus what Lantern's pool lost (or regained) since the file was read. */
function movePool(file: Json, id: 'hp' | 'fp', then: { current: number; max: number }, now: { current: number; max: number } | null): void {
  const row = attributeRow(file, id);
  if (!row || !now) return;
  const played = now.max - now.current - (then.max - then.current);
  if (played === 0) return;
  const max = Number(row.calc?.value ?? 0);
  const before = row.calc?.current !== undefined ? max - Number(row.calc.current) : Number(row.damage ?? 0);
  const damage = Math.max(0, before + played);
  if (damage === 0) delete row.damage;
  else row.damage = damage;
  if (row.calc?.current !== undefined) row.calc.current = max - damage;
}

/** The levels GCS worked out for weapons used at a skill, moved with the skill as GCS would move them on opening the file. */
function moveWeaponLevels(file: Json, name: string, from: number, to: number): void {
  const owners = [...rowsOf(file.traits), ...rowsOf(file.equipment)].map(({ row }) => row);
  for (const weapon of owners.flatMap((row) => (Array.isArray(row.weapons) ? (row.weapons as Json[]) : []))) {
    const calc = weapon.calc as Json | undefined;
    const by = ((weapon.defaults as Json[] | undefined) ?? []).find(
      (d) => d.type === 'skill' && fit(skillName(String(d.name), d.specialization as string | undefined), 40).toLowerCase() === name.toLowerCase() && calc?.level === from + Number(d.modifier ?? 0),
    );
    if (by && calc) calc.level = to + Number(by.modifier ?? 0);
  }
}

/** Skills raised in play get the points the raise cost and the level it reached; skills learned in play are added. */
function moveSkills(file: Json, then: GurpsCharacterSheet, now: GurpsCharacterSheet): void {
  const [cThen, cNow] = [sheetCharacteristics(then), sheetCharacteristics(now)];
  const rows = new Map(rowsOf(file.skills).filter(({ row }) => !row.children).map(({ row }) => [fit(skillName(String(row.name), row.specialization as string | undefined), 40).toLowerCase(), row]));
  const before = new Map(then.skills.map((s) => [s.name.toLowerCase(), s]));
  const added: Json[] = [];
  now.skills.forEach((skill, i) => {
    const was = before.get(skill.name.toLowerCase());
    const row = rows.get(skill.name.toLowerCase());
    if (!was || !row) {
      added.push(skillRow(now, cNow, skill, i));
      return;
    }
    if (was.level === skill.level) return;
    const [pointsThen, pointsNow] = [pointsOnSheet(then, cThen, was), pointsOnSheet(now, cNow, skill)];
    if (pointsThen !== null && pointsNow !== null) row.points = Number(row.points ?? 0) + pointsNow - pointsThen;
    row.calc = { ...(row.calc as Json | undefined), level: skill.level };
    moveWeaponLevels(file, skill.name, was.level, skill.level);
  });
  if (added.length > 0) file.skills = [...((file.skills as Json[] | undefined) ?? []), ...added];
}

/** Items gained or spent in play: quantities moved on the file's own rows, new items added at the top level. */
function moveItems(file: Json, carriedThen: FileItems, items: PlayedMember['items']): void {
  const then = new Map(carriedThen.map((i) => [i.key, i.quantity]));
  const now = new Map<string, { quantity: number; first: PlayedMember['items'][number] }>();
  for (const item of items) {
    const there = now.get(item.definition.key);
    if (there) there.quantity += item.quantity;
    else now.set(item.definition.key, { quantity: item.quantity, first: item });
  }
  const rows = rowsOf(file.equipment).filter(({ row }) => typeof row.description === 'string');
  const rowsFor = (key: string, name: string) =>
    rows.filter(({ row }) => {
      const description = fit(String(row.description), 60);
      return catalogueKey(description) === key || description.toLowerCase() === name.toLowerCase();
    });
  const added: Json[] = [];
  const names = new Map([...carriedThen.map((i) => [i.key, i.name] as const), ...[...now].map(([key, n]) => [key, n.first.definition.name] as const)]);
  for (const [key, name] of names) {
    let change = (now.get(key)?.quantity ?? 0) - (then.get(key) ?? 0);
    if (change === 0) continue;
    const own = rowsFor(key, name);
    // Spent: taken from the last rows first; gained: onto a row outside any container's count, else a new row.
    for (const { row, multiplier } of [...own].reverse()) {
      if (change >= 0) break;
      const quantity = Number(row.quantity ?? 1);
      const taken = Math.min(quantity, Math.ceil(-change / multiplier));
      row.quantity = quantity - taken;
      change += taken * multiplier;
    }
    if (change > 0) {
      const loose = own.find(({ multiplier }) => multiplier === 1);
      if (loose) loose.row.quantity = Number(loose.row.quantity ?? 1) + change;
      else added.push(equipmentRow({ ...now.get(key)!.first, quantity: change }, added.length));
    }
  }
  if (added.length > 0) file.equipment = [...((file.equipment as Json[] | undefined) ?? []), ...added];
}

/** The kept file with what play changed written in; the rest as GCS wrote it. */
export function exportOverFile(kept: KeptFile, member: PlayedMember): string {
  const file = JSON.parse(kept.text.replace(/^\uFEFF/, '')) as Json;
  const read = translateGcsCharacter(kept.text, kept.fileName, { gulliver: kept.gulliver });
  const then = read.member.sheet as GurpsCharacterSheet;
  const now = member.sheet;
  if (member.name !== read.member.name) file.profile = { ...(file.profile as Json | undefined), name: member.name };

  for (const a of ['st', 'dx', 'iq', 'ht'] as const) raiseAttribute(file, a, now.attributes[a] - then.attributes[a], ATTRIBUTE_COST[a]);
  const secondary = [['hp', 'hp'], ['will', 'will'], ['per', 'per'], ['fp', 'fp'], ['basic_speed', 'basicSpeed'], ['basic_move', 'basicMove']] as const;
  for (const [id, key] of secondary) {
    const step = key === 'basicSpeed' ? 0.25 : 1;
    raiseAttribute(file, id, (now.secondary[key] ?? 0) - (then.secondary[key] ?? 0), SECONDARY_COST[key] / step);
  }

  const stats = sheetCharacteristics(then);
  if (read.hp) movePool(file, 'hp', { current: read.member.hp?.current ?? stats.hp.value, max: stats.hp.value }, member.hp);
  if (read.fp) movePool(file, 'fp', { current: read.fp.current, max: stats.fp.value }, member.fp);

  moveSkills(file, then, now);
  moveItems(file, kept.carried, member.items);

  const earned = (now.characterPoints?.earned ?? 0) - (then.characterPoints?.earned ?? 0);
  if (earned !== 0) {
    file.total_points = Number(file.total_points ?? now.pointTotal ?? 0) + earned;
    file.points_record = [{ when: kept.when, points: earned, reason: 'Earned in play (Lantern)' }, ...((file.points_record as Json[] | undefined) ?? [])];
  }
  return `${JSON.stringify(file, null, '\t')}\n`;
}
