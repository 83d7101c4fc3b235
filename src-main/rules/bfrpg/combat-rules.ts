import { bfrpgAttack, bfrpgStatBlock, fightEndLines, type BfrpgCharacterSheet } from '../../../src-shared/contract';
import type { BfrpgOptions } from '../../../src-shared/contract/rules-options';
import { roll } from '../dice/roll';
import type { AttackPreview, CarriedItem, CombatOutcome, CombatRules, Fighter, FighterChange, LabelledRoll } from '../ruleset';
import { abilityBonus } from './abilities';
import { armorBase, characterAttackBonus, PUNCH, weaponOf, type WeaponSpec } from './combat-tables';
import { hitDiceAttackBonus, hitDiceOf, hitDiceXp, hitPointsDice, parseHitDice, writtenHitDice, type HitDice } from './hit-dice';
import { classSaves, RACIAL_SAVE_BONUS, savingThrow } from './saves';
import { RuleInputError } from '../rule-input-error';
import { turnedComeBack, turnedStillAway, turnInFight, turningAbilities, type TurningState, type TurningStats } from './combat-turning';
import { turningLevel } from './turning';

// Basic Fantasy in a fight, by supplement A11-A19 (the shared chapter has no combat
// rules): initiative every round, the attack roll against AC with its odds shown first,
// damage from the weapon, morale for foes and what 0 HP means. The GM can still
// record a hit or a miss by hand, for rulings the tables do not cover.

type StatBlock = ReturnType<typeof bfrpgStatBlock.parse>;
type Attack = ReturnType<typeof bfrpgAttack.parse>;
type Situation = Attack['situations'][number];

export type BfrpgStats = TurningStats & {
  readonly dex: number;
  readonly ac: number;
  readonly attacks: readonly { readonly name: string; readonly damage: string }[];
  readonly morale: number | null;
  /** Figures the rules need beyond the GM's record; stats stored before they existed lack them. */
  readonly ab?: number;
  readonly abText?: string;
  readonly str?: number;
  readonly race?: string;
  readonly acText?: string;
  /** A retainer, who takes half a share of experience (A17, A25). */
  readonly retainer?: boolean;
  /** A hireling who serves no character: A25 gives experience to retainers only. */
  readonly hireling?: boolean;
  readonly weapons?: readonly WeaponSpec[];
  /** Whole d8 rolled for hit points; 0 for half a die. */
  readonly hitDice?: number;
  readonly xp?: number;
  readonly deathSave?: number;
};

export type BfrpgState = TurningState & {
  readonly marks?: readonly string[];
  /** Morale checks already made (A16): on first meeting opposition, at half strength. */
  readonly morale?: readonly ('first' | 'half')[];
  readonly fled?: boolean;
  readonly dead?: boolean;
  /** Brought to 0 HP by a subduing blow: knocked out, not dead (A18). */
  readonly knockedOut?: boolean;
  /** Rounds left to bind the wounds of one who saved against death (A18, optional rule). */
  readonly dying?: number;
};

const CONDITIONS = [
  { id: 'prone', label: 'Prone' },
  { id: 'held', label: 'Held' },
  { id: 'fleeing', label: 'Fleeing' },
  { id: 'paralyzed', label: 'Paralyzed' },
  { id: 'blinded', label: 'Blinded' },
  { id: 'bound', label: 'Wounds bound' },
] as const;

/** Supplement A12: what each situation adds to the roll, and to the damage. */
const SITUATIONS: Readonly<Record<Situation, { readonly label: string; readonly toHit: number; readonly damage?: 2 | 0.5; readonly only?: 'melee' | 'missile' }>> = {
  behind: { label: 'From behind', toHit: 2 },
  sneak: { label: 'Sneak attack', toHit: 4, damage: 2, only: 'melee' },
  charge: { label: 'Charge', toHit: 2, damage: 2, only: 'melee' },
  set: { label: 'Set against a charge', toHit: 0, damage: 2, only: 'melee' },
  parting: { label: 'Parting shot at a fleeing foe', toHit: 2, only: 'melee' },
  subdue: { label: 'Subduing blow', toHit: -4, damage: 0.5, only: 'melee' },
  blind: { label: 'Blinded, or the target unseen', toHit: -4 },
  engaged: { label: 'Shooting at a foe within 5 feet', toHit: -5, only: 'missile' },
};
const RANGE_MODIFIER = { short: 1, medium: 0, long: -2 } as const;

/** A Basic Fantasy fighter; every field of its state is optional, so a fresh fighter's is empty. */
export type BfrpgFighter = Fighter<BfrpgStats, BfrpgState>;
export type BfrpgCombatRules = CombatRules<BfrpgStats, BfrpgState, StatBlock, Attack>;

const statsOf = (f: BfrpgFighter) => f.stats;
const stateOf = (f: BfrpgFighter) => f.state;
const marksOf = (f: BfrpgFighter) => stateOf(f).marks ?? [];
const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
const bonusOf = (score: number | undefined) => (score === undefined ? 0 : abilityBonus(score));

/** A stat block's Hit Dice, with its asterisks whichever way they were given (A26). */
const hitDiceOfBlock = (block: StatBlock): HitDice => hitDiceOf(block.hitDice, block.specials);

/** The stat block as the contract shapes it, with written Hit Dice read by A26 and refused, at their field, when they do not parse. */
const statBlockSchema = bfrpgStatBlock.superRefine((block, ctx) => {
  if (typeof block.hitDice !== 'string') return;
  try {
    if (parseHitDice(block.hitDice).asterisks > 0 && block.specials > 0)
      ctx.addIssue({ code: 'custom', path: ['specials'], message: 'the Hit Dice already carry their asterisks; leave this at 0' });
  } catch (error) {
    if (!(error instanceof RuleInputError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['hitDice'], message: error.reason });
  }
});

const NOTHING: CombatOutcome<BfrpgState> = { summary: '', rolls: [], notes: [], changes: [] };

/** The fighter's attacks as weapons: members' from what they carry, foes' from the stat block (damage as printed). */
function weaponsOf(f: BfrpgFighter): readonly WeaponSpec[] {
  const stats = statsOf(f);
  if (stats.weapons) return stats.weapons;
  return stats.attacks.map((a) => ({ ...(weaponOf('', a.name) ?? PUNCH), name: a.name, damage: a.damage }));
}

/** Supplement A12: the armour worn, a shield carried and the DEX bonus give AC; without an inventory the sheet's figure stands. */
export function armorClass(sheetAc: number, dex: number, items: readonly CarriedItem[] | undefined): { readonly ac: number; readonly text: string } {
  if (!items) return { ac: sheetAc, text: 'from the sheet' };
  const suit = items.find((i) => i.worn && i.category === 'armor');
  const shield = items.some((i) => i.category === 'shield');
  const base = armorBase(suit?.key ?? null, suit?.armorKind ?? null);
  const dexBonus = abilityBonus(dex);
  const parts = [`${suit ? suit.name : 'no armour'} ${base}`, ...(shield ? ['shield +1'] : []), ...(dexBonus ? [`DEX ${signed(dexBonus)}`] : [])];
  return { ac: base + (shield ? 1 : 0) + dexBonus, text: parts.join(', ') };
}

interface Resolved {
  readonly weapon: WeaponSpec;
  readonly missile: boolean;
  readonly modifiers: readonly { readonly label: string; readonly value: number }[];
  /** The least natural d20 that hits, 2 to 20 (a 1 always misses, a 20 always hits). */
  readonly need: number;
  readonly ac: number;
  readonly damage: string;
  readonly multiplier: number;
}

/** Works out an attack by the rules, refusing what the tables cannot resolve. */
function resolve(attacker: BfrpgFighter, defender: BfrpgFighter, attack: Attack): Resolved {
  const stats = statsOf(attacker);
  const weapons = weaponsOf(attacker);
  const weapon = attack.with === '' ? (weapons[0] ?? PUNCH) : weapons.find((w) => w.name === attack.with);
  if (!weapon) throw new RuleInputError('with', `${attacker.name} has no attack named ${attack.with}; choose one of ${weapons.map((w) => w.name).join(', ') || 'none'}`);
  const missile = attack.range !== undefined;
  if (missile && !weapon.ranges) throw new RuleInputError('range', `${weapon.name} is not thrown or shot; leave the range out for a blow in melee`);
  if (!missile && !weapon.melee) throw new RuleInputError('range', `${weapon.name} shoots: choose the range band (short, medium or long)`);
  const modifiers: { label: string; value: number }[] = [{ label: `Attack bonus (${stats.abText ?? 'as given'})`, value: stats.ab ?? 0 }];
  if (missile) {
    modifiers.push({ label: 'DEX bonus', value: bonusOf(stats.dex) });
    modifiers.push({ label: `${attack.range![0].toUpperCase()}${attack.range!.slice(1)} range`, value: RANGE_MODIFIER[attack.range!] });
    if (stats.race === 'halfling') modifiers.push({ label: 'Halfling with a missile', value: 1 });
  } else {
    modifiers.push({ label: 'STR bonus', value: bonusOf(stats.str) });
  }
  let multiplier = 1;
  for (const id of attack.situations) {
    const s = SITUATIONS[id];
    if (s.only === 'melee' && missile) throw new RuleInputError('situations', `${s.label} needs a blow in melee`);
    if (s.only === 'missile' && !missile) throw new RuleInputError('situations', `${s.label} applies to missiles only`);
    // A12: coming from behind adds nothing more to a sneak attack.
    if (id === 'behind' && attack.situations.includes('sneak')) continue;
    if (s.toHit) modifiers.push({ label: s.label, value: s.toHit });
    if (s.damage) multiplier *= s.damage;
  }
  if (attack.modifier) modifiers.push({ label: 'Other (GM)', value: attack.modifier });
  const ac = statsOf(defender).ac;
  const total = modifiers.reduce((sum, m) => sum + m.value, 0);
  const need = Math.min(20, Math.max(2, ac - total));
  const strength = !missile || weapon.strengthAtRange ? bonusOf(stats.str) : 0;
  const damage = attack.damage ?? (strength ? `${weapon.damage}${signed(strength)}` : weapon.damage);
  return { weapon, missile, modifiers: modifiers.filter((m) => m.value !== 0 || m.label.startsWith('Attack bonus')), need, ac, damage, multiplier };
}

/** What one hit does to the target under the campaign's 0 HP rule (A18). */
function wound(defender: BfrpgFighter, damage: number, zeroHp: BfrpgOptions['zeroHp'], rng: Parameters<CombatRules['attack']>[3], subduing = false): CombatOutcome<BfrpgState> {
  const before = defender.pools.hp.current;
  const counted = before - damage;
  const member = defender.side === 'party';
  const negative = member && zeroHp === 'negative-hp';
  // A18: below 0 a member exists only under Negative HP; a foe's overkill is left for the GM to see.
  const hp = negative || !member ? counted : Math.max(0, counted);
  const notes = [`${defender.name}: ${before} -> ${hp} HP.`];
  const rolls: LabelledRoll[] = [];
  let state: BfrpgState | undefined;
  if (hp <= 0 && before > 0) {
    if (!member) {
      // A18 as written: a creature at 0 HP is dead, unless a subduing blow felled it (the optional rules are the characters').
      state = subduing ? { ...stateOf(defender), knockedOut: true } : { ...stateOf(defender), dead: true };
      notes.push(subduing ? `${defender.name} is knocked out by the subduing blow (A18).` : `${defender.name} is dead (0 HP, A18).`);
    } else if (zeroHp === 'dead') {
      state = { ...stateOf(defender), dead: true };
      notes.push(`${defender.name} is dead (0 HP, by the rule as written).`);
    } else if (negative) {
      state = hp <= -10 ? { ...stateOf(defender), dead: true } : stateOf(defender);
      notes.push(hp <= -10 ? `${defender.name} is dead (-10 HP).` : `${defender.name} falls, losing 1 HP each round until the wounds are bound; dead at -10.`);
    } else {
      const target = statsOf(defender).deathSave ?? 13;
      const save = savingThrow(target, 0, rng);
      rolls.push({ label: `Save vs. Death Ray: ${defender.name} (${target}+)`, roll: save.roll });
      if (save.success) {
        const rounds = roll('2d10', rng);
        rolls.push({ label: `Rounds to bind the wounds: ${defender.name}`, roll: rounds });
        state = { ...stateOf(defender), dying: rounds.total };
        notes.push(`${defender.name} saves and lies dying: bind the wounds within ${rounds.total} rounds.`);
      } else {
        state = { ...stateOf(defender), dead: true };
        notes.push(`${defender.name} fails the save and dies.`);
      }
    }
  }
  const change: FighterChange<BfrpgState> = { id: defender.id, hp, ...(hp <= 0 && { out: true }), ...(state && { state }) };
  return { summary: '', rolls, notes, changes: [change] };
}

const baseName = (name: string) => name.replace(/ \d+$/, '');

/** One who breaks on a morale or Loyalty check (A16) leaves the fight fleeing: out of it, not dead. */
export const fleeFight = (f: BfrpgFighter): FighterChange<BfrpgState> => ({
  id: f.id,
  out: true,
  state: { ...stateOf(f), fled: true, marks: [...marksOf(f).filter((m) => m !== 'fleeing'), 'fleeing'] },
});

/** Supplement A16: a group of foes checks morale on first meeting opposition, and again at half strength. */
function moraleChecks(fighters: readonly BfrpgFighter[], rng: Parameters<CombatRules['endRound']>[2]): CombatOutcome<BfrpgState> {
  const rolls: LabelledRoll[] = [];
  const notes: string[] = [];
  const changes: FighterChange<BfrpgState>[] = [];
  const groups = new Map<string, BfrpgFighter[]>();
  for (const f of fighters.filter((x) => x.side === 'foes')) groups.set(baseName(f.name), [...(groups.get(baseName(f.name)) ?? []), f]);
  for (const [name, group] of groups) {
    const standing = group.filter((f) => !f.out);
    const morale = statsOf(group[0]).morale;
    if (standing.length === 0 || morale === null) continue;
    const done = new Set(standing.flatMap((f) => stateOf(f).morale ?? []));
    const half =
      group.length > 1 ? standing.length * 2 <= group.length : standing[0].pools.hp.current * 2 <= standing[0].pools.hp.max;
    const due = !done.has('first') ? 'first' : half && !done.has('half') ? 'half' : null;
    if (!due) continue;
    const marked = (f: BfrpgFighter): BfrpgState => ({ ...stateOf(f), morale: [...(stateOf(f).morale ?? []), due] });
    const mark = (f: BfrpgFighter): FighterChange<BfrpgState> => ({ id: f.id, state: marked(f) });
    const why = due === 'first' ? 'on meeting opposition' : 'at half strength';
    if (morale >= 12) {
      notes.push(`${name}: Morale 12 never breaks (${why}).`);
      standing.forEach((f) => changes.push(mark(f)));
      continue;
    }
    const r = roll('2d6', rng);
    rolls.push({ label: `Morale: ${name} (${why}, ${morale} or less holds)`, roll: r });
    if (r.total <= morale) {
      notes.push(`${name}: ${r.total} against Morale ${morale}, they stand firm.`);
      standing.forEach((f) => changes.push(mark(f)));
    } else {
      notes.push(`${name}: ${r.total} against Morale ${morale}, they break and flee (or surrender, if the GM rules so).`);
      standing.forEach((f) => changes.push(fleeFight({ ...f, state: marked(f) })));
    }
  }
  return { summary: '', rolls, notes, changes };
}

/** Supplement A18's optional rules at the round's end: the dying count down unless their wounds are bound. */
function dyingCountdown(fighters: readonly BfrpgFighter[], zeroHp: BfrpgOptions['zeroHp']): CombatOutcome<BfrpgState> {
  const notes: string[] = [];
  const changes: FighterChange<BfrpgState>[] = [];
  for (const f of fighters.filter((x) => x.side === 'party' && !stateOf(x).dead && !marksOf(x).includes('bound'))) {
    if (zeroHp === 'negative-hp' && f.pools.hp.current <= 0) {
      const hp = f.pools.hp.current - 1;
      notes.push(hp <= -10 ? `${f.name} bleeds to -10 HP and dies.` : `${f.name} bleeds: ${hp} HP.`);
      changes.push({ id: f.id, hp, ...(hp <= -10 && { state: { ...stateOf(f), dead: true } }) });
    } else if (zeroHp === 'save-vs-death' && stateOf(f).dying !== undefined) {
      const left = stateOf(f).dying! - 1;
      notes.push(left <= 0 ? `${f.name} dies: the wounds were not bound in time.` : `${f.name} is dying: ${left} rounds left to bind the wounds.`);
      changes.push({ id: f.id, state: left <= 0 ? { ...stateOf(f), dying: undefined, dead: true } : { ...stateOf(f), dying: left } });
    }
  }
  return { summary: '', rolls: [], notes, changes };
}

/** A foe who left the fight alive by running: its morale broke (A16) or a Cleric turned it (A23). */
const putToFlight = (f: BfrpgFighter): boolean => stateOf(f).fled === true || stateOf(f).turned === 'fled';

/** Why a foe put to flight earns nothing here, said wherever the experience is. */
const FLED_EARN_NOTHING =
  "A17 gives experience for foes defeated and does not say whether one driven off counts, so Lantern counts none of them: award it by hand if you do";

/**
 * A17: the defeated foes' experience (slain, knocked out or destroyed; not those put to
 * flight, see `FLED_EARN_NOTHING`), and the party's fighters who lived to share it.
 */
export function fightExperience(fighters: readonly BfrpgFighter[]): { total: number; earners: BfrpgFighter[] } {
  const total = fighters.filter((f) => f.side === 'foes' && f.out && !putToFlight(f)).reduce((sum, f) => sum + (statsOf(f).xp ?? 0), 0);
  return { total, earners: fighters.filter((f) => f.side === 'party' && !stateOf(f).dead && !statsOf(f).hireling) };
}

/** A25: a hireling who serves no character earns no experience, even when paid a share of treasure. */
export const NO_EXPERIENCE_FOR_HIRELINGS = 'A25: experience goes to retainers only';

/**
 * A17: the total is split per survivor, a retainer taking half a share. Whole points,
 * rounded down, as the GM hands them out.
 */
/** The book's own XP where it prints one, with A17's figure beside it when the two differ. */
export function experienceText(printed: number | undefined, table: number): string {
  return printed === undefined || printed === table ? `${printed ?? table} XP` : `${printed} XP (A17: ${table})`;
}

export function experienceShares(xp: number, retainers: readonly boolean[]): string {
  if (retainers.length < 2) return '';
  const hired = retainers.filter(Boolean).length;
  const full = retainers.length - hired;
  const share = xp / (full + hired / 2);
  if (hired === 0) return `, ${Math.floor(share)} each for ${full} survivors`;
  const characters = full > 0 ? `${Math.floor(share)} each for ${full} character${full === 1 ? '' : 's'}, ` : '';
  return `: ${characters}${Math.floor(share / 2)} ${hired === 1 ? 'for the retainer' : `each for ${hired} retainers`} (half a share)`;
}

export function bfrpgCombatRules(options: Pick<BfrpgOptions, 'zeroHp'>): BfrpgCombatRules {
  return {
    initiativeEachRound: true,
    reference: {
      manual: false,
      maneuvers: [],
      defenses: [],
      locations: [],
      conditions: [...CONDITIONS],
      initiativeModes: [
        { id: 'individual', label: 'Each combatant: a d6 plus DEX bonus (the book)' },
        { id: 'side', label: 'Each side: one d6 (house rule)' },
      ],
      tiesActTogether: true,
    },
    statBlockSchema,
    attackSchema: bfrpgAttack,
    maneuverSchema: null,

    memberStats(profile, carried) {
      const sheet = profile.sheet as Partial<BfrpgCharacterSheet> | undefined;
      const dex = profile.attributes.DEX ?? 10;
      const className = sheet?.class ?? 'Fighter';
      const level = sheet?.level ?? 1;
      const armour = armorClass(sheet?.ac ?? 11, dex, carried.items);
      const carriedWeapons = (carried.items ?? []).filter((i) => i.category === 'weapon').flatMap((i) => weaponOf(i.key, i.name) ?? []);
      const weapons = carriedWeapons.length > 0 ? carriedWeapons : [PUNCH];
      const race = profile.ancestry ?? 'human';
      const turning = turningLevel(className, level);
      const saves = sheet?.saves?.deathRay ?? classSaves(className, level)['death-ray'] - (RACIAL_SAVE_BONUS[race as keyof typeof RACIAL_SAVE_BONUS]?.['death-ray'] ?? 0);
      return {
        dex,
        ac: armour.ac,
        acText: armour.text,
        attacks: weapons.map((w) => ({ name: w.name, damage: w.damage })),
        morale: null,
        ab: characterAttackBonus(className, level),
        abText: `${className} ${level}`,
        str: profile.attributes.STR ?? 10,
        race,
        weapons,
        deathSave: saves,
        ...(carried.hired && { [carried.hired]: true }),
        ...(turning !== null && { turning }),
      } satisfies BfrpgStats;
    },

    foe(block, rng) {
      const rolls: LabelledRoll[] = [];
      const hd = hitDiceOfBlock(block);
      let hp = block.hp;
      if (hp === undefined) {
        const r = roll(block.hpDice ?? hitPointsDice(hd), rng);
        rolls.push({ label: 'Hit points', roll: r });
        hp = Math.max(1, r.total);
      }
      const stats: BfrpgStats = {
        dex: 10,
        ac: block.ac,
        attacks: block.attacks,
        morale: block.morale,
        ab: hitDiceAttackBonus(hd),
        abText: `${writtenHitDice(hd)} HD`,
        hitDice: hd.dice,
        xp: block.xp ?? hitDiceXp(hd),
        ...(block.turnedAs && { turnedAs: block.turnedAs }),
      };
      return { hpMax: hp, fpMax: null, stats, rolls };
    },

    describe(block) {
      const attacks = block.attacks.map((a) => `${a.name} ${a.damage}`).join(', ');
      const hd = hitDiceOfBlock(block);
      const hp = block.hp ? ` (${block.hp} HP)` : block.hpDice ? ` (${block.hpDice} HP)` : '';
      return `HD ${writtenHitDice(hd)}${hp}, AC ${block.ac}${attacks ? `, ${attacks}` : ''}, morale ${block.morale}, ${experienceText(block.xp, hitDiceXp(hd))}${block.turnedAs ? `, turned as ${block.turnedAs}` : ''}`;
    },

    rollInitiative(fighters, initiative, rng) {
      const live = fighters.filter((f) => !f.out);
      // A19: equal numbers act at the same time, so nobody rolls again; a stable sort keeps them together in listing order.
      if (initiative.mode !== 'side') {
        // A19: the DEX bonus, and +1 more for a halfling.
        const bonus = (f: BfrpgFighter) => abilityBonus(statsOf(f).dex) + (statsOf(f).race === 'halfling' ? 1 : 0);
        const rolled = live.map((f) => ({ f, r: roll('1d6', rng), bonus: bonus(f) }));
        const order = [...rolled]
          .sort((a, b) => b.r.total + b.bonus - (a.r.total + a.bonus))
          .map(({ f, r, bonus: b }) => ({ id: f.id, score: r.total + b, text: `1d6 ${signed(b)}` }));
        return {
          order,
          rolls: rolled.map(({ f, r }) => ({ label: `Initiative: ${f.name}`, roll: r })),
          notes: ['Each combatant rolls a d6 plus the DEX bonus; equal numbers act at the same time.'],
        };
      }
      const sides = (['party', 'foes'] as const).filter((side) => live.some((f) => f.side === side));
      const rolled = sides.map((side) => ({ side, r: roll('1d6', rng) }));
      const ranked = [...rolled].sort((a, b) => b.r.total - a.r.total);
      const order = ranked.flatMap(({ side, r }) => live.filter((f) => f.side === side).map((f) => ({ id: f.id, score: r.total, text: 'side rolls 1d6' })));
      const sideName = (side: 'party' | 'foes') => (side === 'party' ? 'the party' : 'the foes');
      const level = ranked.length > 1 && ranked[0].r.total === ranked[1].r.total;
      return {
        order,
        rolls: rolled.map(({ side, r }) => ({ label: `Initiative: ${sideName(side)}`, roll: r })),
        notes: [level ? 'Both sides act at the same time this round.' : `${ranked[0]?.side === 'foes' ? 'The foes' : 'The party'} act first this round.`],
      };
    },

    summary(fighter) {
      const stats = statsOf(fighter);
      const state = stateOf(fighter);
      const status = [
        ...(state.dead ? [{ id: 'dead', label: 'Dead', effect: 'Fell at 0 HP (supplement A18).' }] : []),
        ...(state.knockedOut ? [{ id: 'knocked-out', label: 'Knocked out', effect: 'Felled by a subduing blow (supplement A18): wakes with 1 HP after 1d4 turns.' }] : []),
        ...(state.fled ? [{ id: 'fled', label: 'Fled', effect: 'Broke on a morale or Loyalty check (supplement A16): out of the fight, not dead.' }] : []),
        ...(state.dying !== undefined ? [{ id: 'dying', label: 'Dying', effect: `Bind the wounds within ${state.dying} rounds.` }] : []),
        ...(state.turned === 'fled' ? [{ id: 'turned', label: 'Turned', effect: `Fled from a Cleric; stays away ${state.awayTurns ?? 0} turns${state.backRound === undefined ? '' : `, back in round ${state.backRound}`} (supplement A23).` }] : []),
        ...(state.turned === 'destroyed' ? [{ id: 'destroyed', label: 'Destroyed', effect: 'Destroyed by a Cleric turning the undead (supplement A23).' }] : []),
      ];
      return {
        attacks: weaponsOf(fighter).map((w, i) => ({ id: String(i), label: w.name, detail: w.ranges ? `${w.damage}, ${w.melee ? 'thrown' : 'shot'} ${w.ranges.join('/')}` : w.damage })),
        defenses: [
          { id: 'ac', label: 'AC', value: String(stats.ac) },
          { id: 'ab', label: 'AB', value: signed(stats.ab ?? 0) },
        ],
        stance: null,
        conditions: [
          ...status,
          ...marksOf(fighter).map((id) => ({ id, label: CONDITIONS.find((c) => c.id === id)?.label ?? id, effect: 'Set by the GM.' })),
        ],
        hpMarks: [{ at: 0, label: options.zeroHp === 'negative-hp' ? 'Falls at 0 HP, dead at -10' : 'Dead at 0 HP' }],
        fpMarks: [],
      };
    },

    missileWeapon(attacker, attack) {
      if (attack.range === undefined) return null;
      const weapons = weaponsOf(attacker);
      const weapon = attack.with === '' ? weapons[0] : weapons.find((w) => w.name === attack.with);
      return weapon && !weapon.melee ? weapon.name : null;
    },

    preview(attacker, defender, attack): AttackPreview {
      if (attack.outcome) {
        return {
          possible: true,
          reason: 'The GM calls the outcome; Lantern records it.',
          figures: [{ label: `${defender.name}'s AC`, value: String(statsOf(defender).ac), detail: statsOf(defender).acText ?? 'Armour class' }],
          chances: [],
          damage: attack.damage ?? weaponsOf(attacker).find((w) => w.name === attack.with)?.damage ?? null,
        };
      }
      const r = resolve(attacker, defender, attack);
      const multiplier = r.multiplier === 1 ? '' : r.multiplier > 1 ? ', doubled' : ', halved';
      return {
        possible: true,
        reason: null,
        figures: [
          ...r.modifiers.map((m) => ({ label: m.label, value: signed(m.value), detail: 'to the d20' })),
          { label: `${defender.name}'s AC`, value: String(r.ac), detail: statsOf(defender).acText ?? 'from the stat block' },
          { label: 'Hits on', value: r.need === 20 ? 'a natural 20' : `${r.need} or better`, detail: 'a natural 1 always misses, a 20 always hits' },
        ],
        chances: [{ label: 'Hit', probability: (21 - r.need) / 20 }],
        damage: `${r.damage}${multiplier}, at least 1`,
      };
    },

    attack(attacker, defender, attack, rng) {
      if (attack.outcome) {
        const how = attack.with ? ` with ${attack.with}` : '';
        if (attack.outcome === 'miss') return { summary: `${attacker.name} misses ${defender.name}${how}`, rolls: [], notes: [], changes: [] };
        const rolls: LabelledRoll[] = [];
        let damage = Number(attack.damage);
        if (!/^\d+$/.test(attack.damage!)) {
          const r = roll(attack.damage!, rng);
          rolls.push({ label: `Damage: ${attacker.name}`, roll: r });
          damage = Math.max(0, r.total);
        }
        const hurt = wound(defender, damage, options.zeroHp, rng);
        return { ...hurt, summary: `${attacker.name} hits ${defender.name}${how} for ${damage}`, rolls: [...rolls, ...hurt.rolls] };
      }
      const r = resolve(attacker, defender, attack);
      const d20 = roll('1d20', rng);
      const natural = d20.total;
      const rolls: LabelledRoll[] = [{ label: `To hit: ${attacker.name} with ${r.weapon.name}`, roll: d20, against: `${r.need}+ on the d20` }];
      const how = `with ${r.weapon.name}`;
      if (natural < r.need) {
        const why = natural === 1 ? 'a natural 1 always misses' : `${natural} is under ${r.need}`;
        return { summary: `${attacker.name} misses ${defender.name} ${how}`, rolls, notes: [`Miss: ${why}.`], changes: [] };
      }
      const dmg = roll(r.damage, rng);
      rolls.push({ label: `Damage: ${attacker.name} ${how}`, roll: dmg });
      const damage = Math.max(1, Math.floor(dmg.total * r.multiplier));
      const hurt = wound(defender, damage, options.zeroHp, rng, attack.situations.includes('subdue'));
      const calc = r.multiplier === 1 ? `${dmg.total}` : `${dmg.total} ${r.multiplier > 1 ? 'doubled' : 'halved'}`;
      return {
        summary: `${attacker.name} hits ${defender.name} ${how} for ${damage}`,
        rolls: [...rolls, ...hurt.rolls],
        notes: [`Hit: ${natural === 20 && r.need === 20 ? 'a natural 20' : `${natural} against ${r.need}+`}; damage ${calc}${damage > Math.floor(dmg.total * r.multiplier) ? ', raised to the least of 1' : ''}.`, ...hurt.notes],
        changes: hurt.changes,
      };
    },

    maneuver() {
      throw new RuleInputError('maneuver', 'Basic Fantasy has no maneuvers to declare here');
    },

    abilities: turningAbilities,
    useAbility: turnInFight,

    setCondition(fighter, condition, on) {
      if (!CONDITIONS.some((c) => c.id === condition)) throw new RuleInputError('condition', `must be one of ${CONDITIONS.map((c) => c.id).join(', ')}`);
      const marks = marksOf(fighter).filter((m) => m !== condition);
      return { id: fighter.id, state: { ...fighter.state, marks: on ? [...marks, condition] : marks } };
    },

    startTurn: () => NOTHING,
    endTurn: () => NOTHING,
    endRound(fighters, round, rng) {
      const morale = moraleChecks(fighters, rng);
      const dying = dyingCountdown(fighters, options.zeroHp);
      const back = turnedComeBack(fighters, round + 1);
      return { summary: '', rolls: morale.rolls, notes: [...morale.notes, ...dying.notes, ...back.notes], changes: [...morale.changes, ...dying.changes, ...back.changes] };
    },
    beaten: (f) => f.out && !putToFlight(f) && (f.pools.hp.current <= 0 || stateOf(f).turned === 'destroyed'),
    endFight(fighters, round) {
      const out = fighters.filter((f) => f.side === 'foes' && f.out);
      if (out.length === 0) return NOTHING;
      const away = turnedStillAway(fighters, round);
      const { total: xp, earners: survivors } = fightExperience(fighters);
      const defeated = out.filter((f) => !putToFlight(f));
      const fled = out.filter(putToFlight);
      const hirelings = fighters.filter((f) => f.side === 'party' && !stateOf(f).dead && statsOf(f).hireling);
      const how = (f: BfrpgFighter) => `${f.name} (${stateOf(f).fled ? 'fled' : 'turned'})`;
      const experience =
        defeated.length === 0
          ? `none counted: no foe was defeated. ${FLED_EARN_NOTHING}`
          : `${xp} XP${experienceShares(xp, survivors.map((f) => statsOf(f).retainer ?? false))}${fled.length ? `; none for the ${fled.length} put to flight (${FLED_EARN_NOTHING})` : ''}${hirelings.length ? `; none for ${hirelings.map((f) => f.name).join(', ')}, serving no character (${NO_EXPERIENCE_FOR_HIRELINGS})` : ''}`;
      return {
        summary: '',
        rolls: [],
        notes: [
          ...(defeated.length ? [`${fightEndLines.defeated}: ${defeated.map((f) => f.name).join(', ')}.`] : []),
          ...(fled.length ? [`${fightEndLines.fled}: ${fled.map(how).join(', ')}.`] : []),
          `${fightEndLines.experience} (supplement A17): ${experience}.`,
          'Treasure: note what the defeated foes carried or guarded.',
          ...away.notes,
        ],
        changes: [],
        countdowns: away.countdowns,
      };
    },
  };
}

/** The rule as written (0 HP is death), for callers without a campaign's options. */
export const bfrpgCombat = bfrpgCombatRules({ zeroHp: 'dead' });
