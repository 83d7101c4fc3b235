import { shellSecondaryNames, type MemberView, type ShellCharacterSheet } from '../../../src-shared/contract';

// The Shell builder's form state. Numbers are kept as typed so a half-typed value is
// not lost; the server (live build or save) judges them and names the field at fault.

export type SecondaryKey = (typeof shellSecondaryNames)[number];
export type Severity = ShellCharacterSheet['advantages'][number]['severity'];
export type Frequency = ShellCharacterSheet['advantages'][number]['frequency'];
export type Wealth = ShellCharacterSheet['wealth'];

export interface TraitRow {
  key: number;
  name: string;
  kind: 'advantage' | 'disadvantage';
  severity: Severity;
  frequency: Frequency;
  /** The GM sets the cost instead of the guideline. */
  fixed: boolean;
  cost: string;
}

export interface SkillRow {
  key: number;
  name: string;
  kind: 'major' | 'minor';
  level: string;
  group: string;
  combat: boolean;
}

export type WeaponType = ShellCharacterSheet['weapons'][number]['type'];

export interface WeaponRow {
  key: number;
  name: string;
  /** A skill's name from the sheet, or a bare level. */
  skill: string;
  add: string;
  type: WeaponType;
  minStrength: string;
  ranged: boolean;
  speed: string;
  maxRange: string;
  lowTech: boolean;
  canDisarm: boolean;
}

export interface ShieldDraft {
  carried: boolean;
  name: string;
  pr: string;
  hp: string;
}

export interface Draft {
  name: string;
  hpCurrent: string;
  /** Only a typed HP is sent; otherwise a sheet change keeps the injury already taken. */
  hpTouched: boolean;
  endCurrent: string;
  endTouched: boolean;
  race: { name: string; cost: string; st: string; ag: string; iq: string };
  attributes: { st: string; ag: string; iq: string };
  secondary: Record<SecondaryKey, string>;
  advantages: TraitRow[];
  ambidextrous: boolean;
  wealth: Wealth;
  skills: SkillRow[];
  bodyWeightLb: string;
  weapons: WeaponRow[];
  shield: ShieldDraft;
  armourDr: string;
  npc: boolean;
  notes: string;
}

let nextKey = 1;
export const rowKey = () => nextKey++;

const text = (v: unknown, fallback = '') => (v === undefined || v === null ? fallback : String(v));

export function toDraft(member: MemberView): Draft {
  const s = member.sheet as Partial<ShellCharacterSheet>;
  const mods = (s.race?.modifiers ?? {}) as Partial<Record<'st' | 'ag' | 'iq', number>>;
  const secondary = (s.secondary ?? {}) as Partial<Record<SecondaryKey, number>>;
  return {
    name: member.name,
    hpCurrent: String(member.hp.current),
    hpTouched: false,
    endCurrent: text(member.fp?.current),
    endTouched: false,
    race: { name: text(s.race?.name, 'Human'), cost: text(s.race?.cost, '0'), st: text(mods.st), ag: text(mods.ag), iq: text(mods.iq) },
    attributes: { st: text(s.attributes?.st, '10'), ag: text(s.attributes?.ag, '10'), iq: text(s.attributes?.iq, '10') },
    secondary: Object.fromEntries(shellSecondaryNames.map((k) => [k, secondary[k] ? String(secondary[k]) : ''])) as Record<SecondaryKey, string>,
    advantages: (s.advantages ?? []).map((a) => ({
      key: rowKey(),
      name: a.name,
      kind: a.kind,
      severity: a.severity,
      frequency: a.frequency,
      fixed: a.cost !== undefined,
      cost: text(a.cost),
    })),
    ambidextrous: Boolean(s.ambidextrous),
    wealth: s.wealth ?? 'x1',
    skills: (s.skills ?? []).map((k) => ({ key: rowKey(), name: k.name, kind: k.kind, level: String(k.level), group: k.group ?? '', combat: Boolean(k.combat) })),
    bodyWeightLb: text(s.bodyWeightLb, '150'),
    weapons: (s.weapons ?? []).map((w) => ({
      key: rowKey(),
      name: w.name,
      skill: text(w.skill),
      add: text(w.add, '0'),
      type: w.type,
      minStrength: text(w.minStrength),
      ranged: w.ranged !== undefined,
      speed: text(w.ranged?.speed),
      maxRange: text(w.ranged?.maxRange),
      lowTech: w.ranged?.lowTech ?? false,
      canDisarm: Boolean(w.canDisarm),
    })),
    shield: s.shield
      ? { carried: true, name: s.shield.name, pr: text(s.shield.pr), hp: text(s.shield.hp, '10') }
      : { carried: false, name: '', pr: '', hp: '10' },
    armourDr: text(s.armourDr, '0'),
    npc: Boolean(s.npc),
    notes: s.notes ?? '',
  };
}

/** A number as typed: blank stays blank (the server says it is required), anything else is Number(text). */
const num = (value: string): number | string => (value.trim() === '' ? value : Number(value));
/** For optional figures: blank or 0 means "not set". */
const optionalNum = (value: string): number | string | undefined => (value.trim() === '' || Number(value) === 0 ? undefined : num(value));

/**
 * The sheet to send: the stored sheet with the builder's fields replaced, so what this
 * form does not edit is kept. For the live preview, rows still without a name get a
 * stand-in so their cost shows while the GM types; a save sends them as they are.
 */
export function toSheet(d: Draft, stored: Record<string, unknown>, preview = false): Record<string, unknown> {
  const modifiers = Object.fromEntries((['st', 'ag', 'iq'] as const).flatMap((k) => (optionalNum(d.race[k]) === undefined ? [] : [[k, num(d.race[k])]])));
  const secondary = Object.fromEntries(shellSecondaryNames.flatMap((k) => (optionalNum(d.secondary[k]) === undefined ? [] : [[k, num(d.secondary[k])]])));
  const named = (name: string, fallback: string) => (preview && name.trim() === '' ? fallback : name);
  return {
    ...stored,
    race: { name: named(d.race.name, 'Human'), cost: d.race.cost.trim() === '' ? 0 : num(d.race.cost), modifiers },
    attributes: { st: num(d.attributes.st), ag: num(d.attributes.ag), iq: num(d.attributes.iq) },
    secondary,
    advantages: d.advantages.map((a, i) => ({
      name: named(a.name, `${a.kind === 'advantage' ? 'Advantage' : 'Disadvantage'} ${i + 1}`),
      kind: a.kind,
      severity: a.severity,
      frequency: a.frequency,
      ...(a.fixed && { cost: num(a.cost) }),
    })),
    ambidextrous: d.ambidextrous,
    wealth: d.wealth,
    skills: d.skills.map((k, i) => ({
      name: named(k.name, `Skill ${i + 1}`),
      kind: k.kind,
      level: num(k.level),
      ...(k.group.trim() !== '' && { group: k.group }),
      combat: k.combat,
    })),
    bodyWeightLb: num(d.bodyWeightLb),
    weapons: d.weapons.map((w, i) => ({
      name: named(w.name, `Weapon ${i + 1}`),
      skill: /^\d+$/.test(w.skill.trim()) ? Number(w.skill) : w.skill,
      add: w.add.trim() === '' ? 0 : num(w.add),
      type: w.type,
      ...(w.minStrength.trim() !== '' && { minStrength: num(w.minStrength) }),
      ...(w.ranged && { ranged: { speed: num(w.speed), maxRange: num(w.maxRange), lowTech: w.lowTech } }),
      canDisarm: w.canDisarm,
    })),
    // An empty key is dropped from the JSON sent, so unticking the shield takes it off the sheet.
    shield: d.shield.carried
      ? { name: named(d.shield.name, 'Shield'), pr: num(d.shield.pr), ...(d.shield.hp.trim() !== '' && { hp: num(d.shield.hp) }) }
      : undefined,
    armourDr: d.armourDr.trim() === '' ? 0 : num(d.armourDr),
    npc: d.npc,
    notes: d.notes,
  };
}

export const newTrait = (kind: TraitRow['kind']): TraitRow => ({
  key: rowKey(),
  name: '',
  kind,
  severity: 'moderate',
  frequency: 'occasionally',
  fixed: false,
  cost: '',
});

export const newWeapon = (skill: string): WeaponRow => ({
  key: rowKey(),
  name: '',
  skill,
  add: '0',
  type: 'cutting',
  minStrength: '',
  ranged: false,
  speed: '',
  maxRange: '',
  lowTech: false,
  canDisarm: false,
});

export const newSkill = (): SkillRow => ({ key: rowKey(), name: '', kind: 'minor', level: '1', group: '', combat: false });
