import { gurpsAttack, gurpsManeuver, gurpsStatBlock, type GurpsOptions, type GurpsWeapon } from '../../../src-shared/contract';
import { rankWithRollOff } from '../dice/roll-off';
import type { CombatRules, Condition, Fighter, FighterChange, LabelledRoll } from '../ruleset';
import type { BodyRules } from './body-rules';
import { skillOf, statsOf } from './character';
import { characteristics } from './characteristics';
import type { StDamage } from './damage-table';
import {
  attackChances,
  blockScore,
  DEFENSE_LABELS,
  HIT_LOCATIONS,
  HIT_LOCATION_IDS,
  hitLocation,
  MANEUVERS,
  maneuver as maneuverOf,
  parryScore,
  POSTURES,
  resolveAttack,
  resolveFeint,
  rollStunRecovery,
  rollToStayConscious,
  UNHURT,
  damageDice,
  handInjury,
  type AttackInput,
  type DamageSpec,
  type DefenseChoice,
  type DefenseKind,
  type HitLocationId,
  type InjuryModel,
  type InjuryState,
  type ManeuverId,
  type PostureId,
  type TargetBody,
  type WeaponInput,
} from './combat';
import { percent } from './combat/trace';
import { num } from './format';
import { refuse, RuleInputError } from '../rule-input-error';

// GURPS Lite in a fight (000_4b7986e803b19dcc.txt, "Combat"): a fixed turn order by
// Basic Speed, a maneuver each turn, attack and defense rolls on 3d, hit locations,
// wounds, shock, stun and the rolls to stay conscious and alive. Under GULLIVER
// (002_6bcc9877716aeba8.txt) the wounds' effects follow its damage and shock rules.

type Attack = ReturnType<typeof gurpsAttack.parse>;
type Declared = ReturnType<typeof gurpsManeuver.parse>;
type Block = ReturnType<typeof gurpsStatBlock.parse>;

export interface WeaponStats {
  readonly name: string;
  readonly skill: number;
  /** Where the skill came from: "Broadsword 13", "DX 11 - 5 default". */
  readonly skillText: string;
  readonly damage: DamageSpec;
  readonly delivery: WeaponInput['delivery'];
  /** Parry score with this weapon; null when it cannot parry. */
  readonly parry: number | null;
  readonly unbalanced: boolean;
  readonly ranged: { readonly acc: number; readonly halfDamage: number; readonly max: number; readonly bulk: number } | null;
}

export interface GurpsStats {
  readonly st: number;
  readonly dx: number;
  readonly ht: number;
  readonly will: number;
  readonly hp: number;
  readonly basicSpeed: number;
  /** After encumbrance; halved again while reeling or very tired. */
  readonly dodge: number;
  readonly block: number | null;
  readonly dr: number;
  readonly sm: number;
  readonly linearScale: number | null;
  readonly weapons: readonly WeaponStats[];
}

export interface GurpsState {
  readonly injury: InjuryState;
  /** The fighter's latest maneuver: it decides their defenses until their next turn. */
  readonly maneuver: ManeuverId | null;
  readonly option: string | null;
  readonly aodDefense: DefenseKind | null;
  /** True from a maneuver's declaration to the end of that turn. */
  readonly declared: boolean;
  readonly attacks: number;
  readonly posture: PostureId;
  readonly aim: { readonly targetId: number; readonly seconds: number } | null;
  readonly evaluate: { readonly targetId: number; readonly turns: number } | null;
  /** A feint's penalty on one foe's defense; `ready` once the turn it helps has come. */
  readonly feint: { readonly targetId: number; readonly penalty: number; readonly ready: boolean } | null;
  readonly blockUsed: boolean;
  /** Weapons that attacked since the fighter's last turn began (unbalanced ones cannot parry). */
  readonly attackedWith: readonly number[];
  readonly marks: readonly string[];
}

const FRESH: GurpsState = {
  injury: UNHURT,
  maneuver: null,
  option: null,
  aodDefense: null,
  declared: false,
  attacks: 0,
  posture: 'standing',
  aim: null,
  evaluate: null,
  feint: null,
  blockUsed: false,
  attackedWith: [],
  marks: [],
};

/** A GURPS fighter: what it keeps between turns starts empty and takes the fresh state's values for what it lacks. */
export type GurpsFighter = Fighter<GurpsStats, Partial<GurpsState>>;
export type GurpsCombatRules = CombatRules<GurpsStats, Partial<GurpsState>, Block, Attack, Declared>;

const statsOf_ = (f: GurpsFighter) => f.stats;
const stateOf = (f: GurpsFighter): GurpsState => ({ ...FRESH, ...f.state });

/** Conditions the GM may set by hand; stun and unconsciousness are the injury rules' own. */
const MARKS = [
  { id: 'stunned', label: 'Stunned' },
  { id: 'unconscious', label: 'Unconscious' },
  { id: 'surprised', label: 'Surprised (cannot defend)' },
  { id: 'grappled', label: 'Grappled (cannot defend)' },
  { id: 'blinded', label: 'Blinded' },
] as const;

/** Where thrust and swing come from when not the Basic Set's table: GULLIVER's New ST Damage, handed in by the registry. */
export interface MuscleTable {
  readonly name: string;
  forSt(st: number): StDamage;
}

/** A muscle-powered attack's spec, its dice read from the campaign's table (the Basic Set's unless it says otherwise). */
function muscleSpec(kind: 'thrust' | 'swing', st: number, adds: number, type: DamageSpec['type'], table: MuscleTable | null): DamageSpec {
  return { kind, st, adds, type, ...(table && { table: { name: table.name, dice: table.forSt(st)[kind] } }) };
}

/** "sw+1", "thr-1" or fixed dice "2d+1" as the damage pipeline's spec. */
function damageSpec(text: string, st: number, type: GurpsWeapon['type'], table: MuscleTable | null): DamageSpec {
  const muscle = /^(sw|thr)([+-]\d+)?$/.exec(text);
  if (muscle) return muscleSpec(muscle[1] === 'sw' ? 'swing' : 'thrust', st, Number(muscle[2] ?? 0), type, table);
  const fixed = /^(\d+)d([+-]\d+)?$/.exec(text);
  if (!fixed) throw new RuleInputError('damage', `must be sw or thr with adds, or dice such as 2d+1, got ${text}`);
  return { kind: 'fixed', dice: { dice: Number(fixed[1]), adds: Number(fixed[2] ?? 0) }, type };
}

const delivery = (w: GurpsWeapon): WeaponInput['delivery'] => (w.ranged ? (w.ranged.thrown ? 'thrown' : 'missile') : 'melee');

function weaponStats(w: GurpsWeapon, st: number, skill: { value: number; text: string }, table: MuscleTable | null): WeaponStats {
  return {
    name: w.name,
    skill: skill.value,
    skillText: skill.text,
    damage: damageSpec(w.damage, st, w.type, table),
    delivery: delivery(w),
    parry: w.ranged || w.parry === null ? null : parryScore({ skill: Math.max(0, skill.value), parryBonus: w.parry }).value,
    unbalanced: w.unbalanced,
    ranged: w.ranged ? { acc: w.ranged.acc, halfDamage: w.ranged.halfDamage, max: w.ranged.max, bulk: w.ranged.bulk } : null,
  };
}

/** A fist: thrust-1 crushing at DX (or Brawling), parried bare-handed. */
function punch(st: number, skill: { value: number; text: string }, table: MuscleTable | null): WeaponStats {
  return {
    name: 'Punch',
    skill: skill.value,
    skillText: skill.text,
    damage: muscleSpec('thrust', st, -1, 'cr', table),
    delivery: 'unarmed',
    parry: parryScore({ skill: Math.max(0, skill.value) }).value,
    unbalanced: false,
    ranged: null,
  };
}

/**
 * GURPS Lite skills default to the controlling attribute less a penalty; melee
 * weapon skills are mostly Average, so a character without the named skill uses DX-5.
 */
const UNTRAINED = -5;

/** "2d cut", "1d-2 imp, 1/2D 100 / Max 150 yd, Acc 1": what a weapon does, for the fighter's card. */
function attackLabel(w: WeaponStats): string {
  const dice = damageDice(w.damage).text;
  const range = w.ranged ? `, 1/2D ${w.ranged.halfDamage} / Max ${w.ranged.max} yd, Acc ${w.ranged.acc}` : '';
  return `${dice} ${w.damage.type}${range}`;
}

function bodyOf(f: GurpsFighter, model: InjuryModel, state = stateOf(f)): TargetBody {
  const s = statsOf_(f);
  return {
    hp: s.hp,
    currentHp: f.pools.hp.current,
    ht: s.ht,
    dr: s.dr,
    ...(s.linearScale !== null && model.id === 'gulliver' && { linearScale: s.linearScale }),
    state: state.injury,
  };
}

/** Move and Dodge are halved below a third of HP (or FP). */
function slowed(f: GurpsFighter, model: InjuryModel): string | null {
  const s = statsOf_(f);
  if (model.isReeling({ hp: s.hp, currentHp: f.pools.hp.current })) return 'reeling';
  const fp = f.pools.fp;
  if (fp && fp.current * 3 < fp.max) return 'very tired';
  return null;
}

function dodgeOf(f: GurpsFighter, model: InjuryModel): { value: number; text: string } {
  const d = statsOf_(f).dodge;
  const why = slowed(f, model);
  return why ? { value: Math.max(1, Math.ceil(d / 2)), text: `Dodge ${d}, halved (${why})` } : { value: d, text: `Dodge ${d}` };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** GURPS Lite's fighting, with the body rules' injury model and size (GULLIVER's, or human scale). */
export function gurpsCombat(options: GurpsOptions, body: Pick<BodyRules, 'injury' | 'sizeModifier'>, table: MuscleTable | null = null): GurpsCombatRules {
  const model = body.injury;
  const rulesName = options.gulliver ? 'GULLIVER' : 'GURPS Lite';

  function shockPenaltyOf(f: GurpsFighter): number {
    const points = stateOf(f).injury.shockPoints;
    return points > 0 ? model.shockPenalty({ points, hp: statsOf_(f).hp }).value : 0;
  }

  function weaponOf(f: GurpsFighter, index: number, field: string): WeaponStats {
    const weapons = statsOf_(f).weapons;
    return weapons[index] ?? refuse(field, `${f.name} has ${weapons.length} weapon${weapons.length === 1 ? '' : 's'} (0 to ${weapons.length - 1})`);
  }

  function defenseChoice(defender: GurpsFighter, attack: Attack, weapon: WeaponStats): { first: DefenseChoice | null; second?: DefenseChoice } {
    const state = stateOf(defender);
    const choice = (kind: DefenseKind, field: string): DefenseChoice => {
      const retreat = attack.defense.retreat && weapon.delivery !== 'missile' && weapon.delivery !== 'thrown';
      if (kind === 'dodge') return { kind, score: dodgeOf(defender, model).value, retreat };
      if (kind === 'block') {
        const block = statsOf_(defender).block ?? refuse(field, `${defender.name} has no shield to block with`);
        return { kind, score: block, retreat };
      }
      const parrying = weaponOf(defender, attack.defense.weapon, 'defense.weapon');
      if (parrying.parry === null) refuse(field, `${defender.name} cannot parry with ${parrying.name}`);
      return {
        kind,
        score: parrying.parry!,
        retreat,
        armed: parrying.delivery !== 'unarmed',
        unbalancedWeaponAttacked: parrying.unbalanced && state.attackedWith.includes(attack.defense.weapon),
      };
    };
    if (attack.defense.kind === 'none') return { first: null };
    return {
      first: choice(attack.defense.kind, 'defense.kind'),
      ...(attack.defense.second && { second: choice(attack.defense.second, 'defense.second') }),
    };
  }

  /** What the attacker's turn allows: the maneuver it is (or becomes) and what it has left. */
  function attackManeuver(attacker: GurpsFighter): { id: 'attack' | 'all-out-attack' | 'move-and-attack'; allowed: number } {
    const state = stateOf(attacker);
    if (state.injury.stunned) refuse('attackerId', `${attacker.name} is stunned and can only Do Nothing`);
    const declared = state.declared ? state.maneuver : null;
    if (declared === 'all-out-attack' || declared === 'move-and-attack') {
      return { id: declared, allowed: declared === 'all-out-attack' && state.option === 'double' ? 2 : 1 };
    }
    if (declared !== null && declared !== 'attack' && declared !== 'wait') {
      refuse('attackerId', `${attacker.name} chose ${MANEUVERS[declared].label} this turn, which makes no attack`);
    }
    return { id: 'attack', allowed: 1 };
  }

  function attackInput(attacker: GurpsFighter, defender: GurpsFighter, attack: Attack): { input: AttackInput; weapon: WeaponStats; maneuver: ReturnType<typeof attackManeuver> } {
    const weapon = weaponOf(attacker, attack.weapon, 'weapon');
    const a = stateOf(attacker);
    const d = stateOf(defender);
    const m = attackManeuver(attacker);
    if (weapon.ranged && attack.rangeYards === undefined) refuse('rangeYards', 'a ranged attack needs the distance in yards');
    if (attack.location !== 'random' && !(attack.location in HIT_LOCATIONS)) {
      refuse('location', `must be random or one of ${HIT_LOCATION_IDS.join(', ')}`);
    }
    const defense = defenseChoice(defender, attack, weapon);
    const aimSeconds = weapon.ranged && m.id !== 'move-and-attack' && a.aim?.targetId === defender.id ? a.aim.seconds : 0;
    const input: AttackInput = {
      attacker: {
        skill: weapon.skill,
        maneuver: m.id,
        ...(m.id === 'all-out-attack' && { allOutOption: a.option as never }),
        evaluateTurns: a.evaluate?.targetId === defender.id ? a.evaluate.turns : 0,
        shockPenalty: shockPenaltyOf(attacker),
      },
      weapon: {
        name: weapon.name,
        delivery: weapon.delivery,
        damage: weapon.damage,
        ...(weapon.ranged && { acc: weapon.ranged.acc, halfDamageRange: weapon.ranged.halfDamage, maxRange: weapon.ranged.max, bulk: weapon.ranged.bulk }),
      },
      targeting: {
        location: attack.location as HitLocationId | 'random',
        sm: statsOf_(defender).sm,
        ...(weapon.ranged && { rangeYards: attack.rangeYards, aimSeconds }),
      },
      modifiers: attack.modifiers,
      defender: {
        body: bodyOf(defender, model, d),
        maneuver: d.maneuver ?? 'do-nothing',
        ...(d.maneuver === 'all-out-defense' && {
          allOutDefense: d.option === 'double-defense' ? { option: 'double-defense' } : { option: 'increased-defense', defense: d.aodDefense ?? 'dodge' },
        }),
        aware: !d.marks.includes('surprised'),
        able: !d.marks.includes('grappled'),
        feintPenalty: a.feint?.ready && a.feint.targetId === defender.id ? a.feint.penalty : 0,
        blockUsedThisTurn: d.blockUsed,
        defense: defense.first,
        ...(defense.second && { secondDefense: defense.second }),
      },
    };
    return { input, weapon, maneuver: m };
  }

  const conditionsOf = (f: GurpsFighter): Condition[] => {
    const s = stateOf(f);
    const out: Condition[] = [];
    if (s.injury.dead) out.push({ id: 'dead', label: 'Dead', effect: `Past the last death check (${rulesName}).` });
    else if (s.injury.unconscious) out.push({ id: 'unconscious', label: 'Unconscious', effect: 'Out of the fight until revived.' });
    if (s.injury.stunned) out.push({ id: 'stunned', label: 'Stunned', effect: 'Must Do Nothing; -4 to defenses; HT roll at the end of each turn to shake it off.' });
    const why = slowed(f, model);
    if (why) out.push({ id: why.replace(' ', '-'), label: why === 'reeling' ? 'Reeling' : 'Very tired', effect: 'Move and Dodge halved, rounding up.' });
    const shock = shockPenaltyOf(f);
    if (shock < 0) out.push({ id: 'shock', label: `Shock ${shock}`, effect: `${shock} to DX and IQ on the next turn, from wounds since the last one.` });
    if (f.pools.hp.current <= 0 && !s.injury.unconscious && !s.injury.dead) {
      out.push({ id: 'fading', label: 'At 0 HP or less', effect: 'A HT roll at the start of each turn to stay conscious.' });
    }
    for (const id of s.injury.crippled) out.push({ id: `crippled-${id}`, label: `${hitLocation(id).label} crippled`, effect: 'Useless until healed.' });
    for (const id of s.injury.severed) out.push({ id: `severed-${id}`, label: `${hitLocation(id).label} lost`, effect: 'Severed.' });
    if (s.posture !== 'standing') out.push({ id: s.posture, label: POSTURES[s.posture].label, effect: 'Posture: the GM applies its modifiers.' });
    if (s.aim) out.push({ id: 'aiming', label: `Aiming (${s.aim.seconds} s)`, effect: 'Adds Accuracy to the next ranged attack on that foe.' });
    if (s.evaluate) out.push({ id: 'evaluating', label: `Evaluating (+${Math.min(3, s.evaluate.turns)})`, effect: 'Adds to the next melee attack on that foe.' });
    if (s.feint) out.push({ id: 'feint', label: `Feint -${s.feint.penalty}`, effect: "Taken off the foe's next defense against this fighter." });
    if (s.blockUsed) out.push({ id: 'block-used', label: 'Block used', effect: 'No more blocks until the next turn.' });
    for (const id of s.marks) if (id !== 'stunned' && id !== 'unconscious') out.push({ id, label: MARKS.find((m) => m.id === id)?.label ?? id, effect: 'Set by the GM.' });
    return out;
  };

  return {
    initiativeEachRound: false,
    reference: {
      manual: false,
      maneuvers: (Object.keys(MANEUVERS) as ManeuverId[]).map((id) => ({
        id,
        label: MANEUVERS[id].label,
        help: MANEUVERS[id].help,
        // All-Out Attack lists Determined for melee and for ranged: one choice here, the attack decides which.
        options: MANEUVERS[id].options.filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i).map((o) => ({ id: o.id, label: o.label })),
      })),
      defenses: [
        { id: 'dodge', label: 'Dodge' },
        { id: 'parry', label: 'Parry' },
        { id: 'block', label: 'Block' },
        { id: 'none', label: 'No defense' },
      ],
      locations: [{ id: 'random', label: 'Random (3d)', modifier: 0 }, ...HIT_LOCATION_IDS.map((id) => ({ id, label: HIT_LOCATIONS[id].label, modifier: HIT_LOCATIONS[id].toHit }))],
      conditions: [...MARKS],
      initiativeModes: [],
    },
    statBlockSchema: gurpsStatBlock,
    attackSchema: gurpsAttack,
    maneuverSchema: gurpsManeuver,

    memberStats(profile, carried) {
      const c = statsOf(profile);
      const sheet = profile.sheet as { dr?: number; weapons?: GurpsWeapon[] };
      const st = c.attributes.st;
      const dx = c.attributes.dx;
      const skill = (name: string | number) => {
        if (typeof name === 'number') return { value: name, text: `skill ${name}` };
        const level = skillOf(profile, name);
        return level === undefined ? { value: dx + UNTRAINED, text: `DX ${dx} ${UNTRAINED} (no ${name} skill)` } : { value: level, text: `${name} ${level}` };
      };
      const brawling = skillOf(profile, 'brawling');
      const unarmed = brawling !== undefined && brawling > dx ? { value: brawling, text: `Brawling ${brawling}` } : { value: dx, text: `DX ${dx}` };
      const weapons = (sheet.weapons ?? []).map((w) => weaponStats(w, st, skill(w.skill), table));
      const shield = skillOf(profile, 'shield');
      const scale = profile.linearScale ?? null;
      const stats: GurpsStats = {
        st,
        dx,
        ht: c.attributes.ht,
        will: c.will.value,
        hp: c.hp.value,
        basicSpeed: c.basicSpeed.value,
        dodge: Math.max(1, c.dodge.value - carried.encumbrance),
        block: shield === undefined ? null : blockScore({ skill: shield }).value,
        dr: sheet.dr ?? 0,
        sm: scale !== null ? body.sizeModifier(scale) : 0,
        linearScale: scale,
        weapons: weapons.length > 0 ? weapons : [punch(st, unarmed, table)],
      };
      return stats;
    },

    foe(block) {
      const { st, dx, iq, ht } = block.attributes;
      const c = characteristics({ st, dx, iq, ht }, {});
      const basicSpeed = block.basicSpeed ?? c.basicSpeed.value;
      const hp = block.hp ?? c.hp.value;
      const weapons = block.weapons.map((w) => weaponStats(w, st, { value: w.skill, text: `skill ${w.skill}` }, table));
      const scale = block.linearScale ?? null;
      const sm = block.sm ?? (scale !== null ? body.sizeModifier(scale) : 0);
      const stats: GurpsStats = {
          st,
          dx,
          ht,
          will: iq,
          hp,
          basicSpeed,
          dodge: block.dodge ?? Math.floor(basicSpeed) + 3,
          block: block.block ?? null,
          dr: block.dr,
          sm,
          linearScale: scale,
          weapons: weapons.length > 0 ? weapons : [punch(st, { value: dx, text: `DX ${dx}` }, table)],
      };
      return { hpMax: hp, fpMax: block.fp ?? c.fp.value, stats, rolls: [] };
    },

    describe(b) {
      const { st, dx, iq, ht } = b.attributes;
      const weapons = b.weapons.map((w) => `${w.name} ${w.skill} (${w.damage} ${w.type})`).join(', ');
      const size = b.linearScale !== undefined ? `, LS ${num(b.linearScale)}` : b.sm ? `, SM ${signed(b.sm)}` : '';
      return `ST ${st} DX ${dx} IQ ${iq} HT ${ht}${b.hp ? `, HP ${b.hp}` : ''}, DR ${b.dr}${size}${weapons ? `; ${weapons}` : ''}`;
    },

    rollInitiative(fighters, _options, rng) {
      const live = fighters.filter((f) => !f.out);
      const { ordered, rolls } = rankWithRollOff(live, (f) => [statsOf_(f).basicSpeed, statsOf_(f).dx], rng);
      return {
        order: ordered.map((f) => ({ id: f.id, score: statsOf_(f).basicSpeed, text: `Basic Speed ${num(statsOf_(f).basicSpeed)}, DX ${statsOf_(f).dx}` })),
        rolls,
        notes: ['Turn order by Basic Speed, then DX; fighters still level roll a die. It stays for the whole fight.'],
      };
    },

    summary(f) {
      const s = statsOf_(f);
      const state = stateOf(f);
      const dodge = dodgeOf(f, model);
      const hpMarks = [
        { at: Math.ceil(s.hp / 3), label: 'Below a third: half Move and Dodge' },
        { at: 0, label: 'HT roll each turn to stay conscious' },
        ...model.deathCheckThresholds({ hp: s.hp, hpBefore: s.hp, hpAfter: model.automaticDeathAt(s.hp) + 1 }).map((at) => ({ at, label: 'Death check (HT)' })),
        { at: model.automaticDeathAt(s.hp), label: 'Dead' },
      ];
      const fp = f.pools.fp;
      return {
        attacks: s.weapons.map((w, i) => ({ id: String(i), label: w.name, detail: `${w.skillText}; ${attackLabel(w)}` })),
        defenses: [
          { id: 'dodge', label: 'Dodge', value: dodge.text.replace(/^Dodge /, '') },
          ...s.weapons.flatMap((w, i) => (w.parry === null ? [] : [{ id: `parry-${i}`, label: `Parry (${w.name})`, value: String(w.parry) }])),
          ...(s.block === null ? [] : [{ id: 'block', label: 'Block', value: String(s.block) }]),
          { id: 'dr', label: 'DR', value: String(s.dr) },
        ],
        // The posture is shown among the conditions, so the stance names the maneuver only.
        stance: state.maneuver ? `${MANEUVERS[state.maneuver].label}${state.option ? ` (${state.option.replace('-', ' ')})` : ''}` : null,
        conditions: conditionsOf(f),
        hpMarks,
        fpMarks: fp
          ? [
              { at: Math.ceil(fp.max / 3), label: 'Below a third: half Move, Dodge and ST' },
              { at: 0, label: 'Each FP lost costs 1 HP too' },
              { at: -fp.max, label: 'Unconscious' },
            ]
          : [],
      };
    },

    preview(attacker, defender, attack) {
      let prepared: ReturnType<typeof attackInput>;
      let chances: ReturnType<typeof attackChances>;
      try {
        prepared = attackInput(attacker, defender, attack);
        chances = attackChances(prepared.input, model);
      } catch (error) {
        if (error instanceof RangeError) return { possible: false, reason: error instanceof RuleInputError ? error.reason : error.message, figures: [], chances: [], damage: null };
        throw error;
      }
      const d = chances.damage;
      return {
        possible: true,
        reason: chances.noDefenseReason ? `No defense: ${chances.noDefenseReason}.` : null,
        figures: [
          { label: 'Effective skill', value: String(chances.skill.effective), detail: chances.skill.explanation },
          ...chances.defenses.map((x) => ({ label: DEFENSE_LABELS[x.kind], value: String(x.effective), detail: x.explanation })),
          { label: 'Damage', value: `${d.dice} ${prepared.weapon.damage.type}`, detail: `${d.min}-${d.max}, mean ${num(Math.round(d.mean * 10) / 10)}${d.halved ? ', halved past 1/2D' : ''}; DR ${statsOf_(defender).dr}` },
        ],
        chances: [
          { label: 'Attack roll succeeds', probability: chances.attack.success },
          { label: 'Critical hit (no defense)', probability: chances.criticalHit },
          { label: 'Defense stops an ordinary hit', probability: chances.defenseStops },
          { label: 'The blow lands', probability: chances.hits },
          { label: 'A landed blow gets through DR', probability: d.penetrates },
        ],
        damage: `${d.dice} ${prepared.weapon.damage.type}`,
      };
    },

    attack(attacker, defender, attack, rng) {
      const { input, weapon, maneuver } = attackInput(attacker, defender, attack);
      const a = stateOf(attacker);
      if (a.declared && a.attacks >= maneuver.allowed) {
        refuse('attackerId', `${attacker.name} has already made ${a.attacks === 1 ? 'the one attack' : `all ${a.attacks} attacks`} this turn allows`);
      }
      const trace = resolveAttack(input, rng, model);
      const o = trace.outcome;
      const attackerState: GurpsState = {
        ...a,
        maneuver: maneuver.id,
        option: maneuver.id === 'all-out-attack' ? a.option : null,
        declared: true,
        attacks: (a.declared ? a.attacks : 0) + 1,
        aim: null,
        evaluate: null,
        attackedWith: a.attackedWith.includes(attack.weapon) ? a.attackedWith : [...a.attackedWith, attack.weapon],
      };
      const d = stateOf(defender);
      const damage = o.damage;
      const defenderState: GurpsState = {
        ...d,
        injury: damage?.state ?? d.injury,
        blockUsed: d.blockUsed || o.blockUsed,
        aim: o.defenderAimSpoiled ? null : d.aim,
        posture: damage?.knockedDown ? 'lying-prone' : d.posture,
      };
      const changes: FighterChange<GurpsState>[] = [
        { id: attacker.id, state: (attackerState) },
        {
          id: defender.id,
          state: (defenderState),
          ...(damage && { hp: damage.hpAfter }),
          ...(damage && (damage.state.dead || damage.state.unconscious) && { out: true }),
        },
      ];
      const notes = [...trace.steps];
      if (o.defenderKeepRoll === 'aim') notes.push(`${defender.name} must make a Will roll (${statsOf_(defender).will}) or lose the aim.`);
      if (o.defenderKeepRoll === 'concentrate') notes.push(`${defender.name} must make a Will-3 roll (${statsOf_(defender).will - 3}) to keep concentrating.`);
      if (damage?.dropsHeldItems) notes.push(`${defender.name} drops what the ${hitLocation(damage.location).label.toLowerCase()} held.`);
      return { summary: attackSummary(attacker, defender, weapon, o), rolls: trace.rolls.map(journalRoll), notes, changes };
    },

    maneuver(fighter, m, others, rng) {
      const s = stateOf(fighter);
      const spec = maneuverOf(m.maneuver);
      if (s.injury.stunned && m.maneuver !== 'do-nothing') refuse('maneuver', `${fighter.name} is stunned and can only Do Nothing`);
      const target = () => {
        if (m.targetId === undefined) refuse('targetId', `${spec.label} needs a foe to aim at`);
        return others.find((o) => o.id === m.targetId) ?? refuse('targetId', `no combatant ${m.targetId} in this fight`);
      };
      const optionIds = spec.options.map((o) => o.id as string);
      if (m.maneuver === 'all-out-attack') {
        const all = ['determined', 'double', 'feint', 'strong'];
        if (!m.option || !all.includes(m.option)) refuse('option', `All-Out Attack needs one of ${all.join(', ')}`);
      } else if (optionIds.length > 0) {
        if (!m.option || !optionIds.includes(m.option)) refuse('option', `${spec.label} needs one of ${optionIds.join(', ')}`);
      } else if (m.option) refuse('option', `${spec.label} takes no option`);
      if (m.maneuver === 'all-out-defense' && m.option === 'increased-defense' && !m.defense) refuse('defense', 'say which defense gets the +2');
      if (m.maneuver === 'change-posture' && !m.posture) refuse('posture', 'say which posture to take');

      const rolls: LabelledRoll[] = [];
      const notes: string[] = [];
      let next: GurpsState = {
        ...s,
        maneuver: m.maneuver,
        option: m.option ?? null,
        aodDefense: m.maneuver === 'all-out-defense' && m.option === 'increased-defense' ? (m.defense ?? null) : null,
        declared: true,
        attacks: 0,
        // Seed 000, Aim: the bonus needs the Aim followed by an Attack or All-Out Attack; a Move and Attack spoils it.
        aim: m.maneuver === 'aim' || m.maneuver === 'attack' || m.maneuver === 'all-out-attack' ? s.aim : null,
        evaluate: m.maneuver === 'evaluate' || isAttack(m.maneuver) ? s.evaluate : null,
      };
      let summary = `${fighter.name}: ${spec.label}${m.option ? ` (${labelOf(spec.options, m.option)})` : ''}`;

      if (m.maneuver === 'aim' || m.maneuver === 'evaluate') {
        const foe = target();
        if (m.maneuver === 'aim') {
          if (!statsOf_(fighter).weapons.some((w) => w.ranged)) refuse('maneuver', `${fighter.name} has no ranged weapon to aim`);
          const seconds = s.aim?.targetId === foe.id && s.maneuver === 'aim' ? s.aim.seconds + 1 : 1;
          next = { ...next, aim: { targetId: foe.id, seconds } };
          summary = `${fighter.name} aims at ${foe.name} (${seconds} s)`;
        } else {
          const turns = s.evaluate?.targetId === foe.id && s.maneuver === 'evaluate' ? s.evaluate.turns + 1 : 1;
          next = { ...next, evaluate: { targetId: foe.id, turns } };
          summary = `${fighter.name} sizes up ${foe.name} (+${Math.min(3, turns)} to the next melee attack)`;
        }
      }
      if (m.maneuver === 'feint' || (m.maneuver === 'all-out-attack' && m.option === 'feint')) {
        const foe = target();
        const melee = bestMelee(fighter) ?? refuse('maneuver', `${fighter.name} has no melee weapon to feint with`);
        const resist = bestMelee(foe);
        const feint = resolveFeint({ attackerSkill: melee.skill, defender: { dx: statsOf_(foe).dx, ...(resist && { meleeWeapon: resist.skill }) } }, rng);
        rolls.push(...feint.rolls.map(journalRoll));
        notes.push(...feint.steps);
        const penalty = feint.outcome.defensePenalty;
        // A Feint maneuver pays off on the next turn; All-Out Attack (Feint) strikes this turn.
        next = { ...next, feint: penalty > 0 ? { targetId: foe.id, penalty, ready: m.maneuver !== 'feint' } : null };
        summary = `${fighter.name} feints at ${foe.name}: ${penalty > 0 ? `-${penalty} to their next defense` : 'no gain'}`;
      }
      if (m.maneuver === 'change-posture') {
        next = { ...next, posture: m.posture! };
        summary = `${fighter.name} is now ${POSTURES[m.posture!].label.toLowerCase()}`;
      }
      if (m.maneuver === 'all-out-defense') notes.push(m.option === 'double-defense' ? 'Two different defenses against each attack until the next turn.' : `+2 to ${m.defense} until the next turn.`);
      if (m.maneuver === 'all-out-attack') notes.push('No active defense until the next turn.');
      return { summary, rolls, notes, changes: [{ id: fighter.id, state: (next) }] };
    },

    setCondition(fighter, condition, on) {
      if (!MARKS.some((m) => m.id === condition)) throw new RuleInputError('condition', `must be one of ${MARKS.map((m) => m.id).join(', ')}`);
      const s = stateOf(fighter);
      const marks = s.marks.filter((m) => m !== condition);
      const injury = condition === 'stunned' || condition === 'unconscious' ? { ...s.injury, [condition]: on } : s.injury;
      return {
        id: fighter.id,
        state: ({ ...s, injury, marks: on ? [...marks, condition] : marks }),
        ...(condition === 'unconscious' && { out: on || s.injury.dead }),
      };
    },

    hpLostByHand(fighter, hpAfter, rng) {
      const s = stateOf(fighter);
      const fall = handInjury(model, { ...bodyOf(fighter, model, s), name: fighter.name }, hpAfter, rng);
      const changes = fall.dead ? [{ id: fighter.id, state: { ...s, injury: { ...s.injury, dead: true } }, out: true }] : [];
      return { summary: '', rolls: fall.rolls.map(journalRoll), notes: [...fall.notes], changes };
    },

    startTurn(fighter, rng) {
      const s = stateOf(fighter);
      let next: GurpsState = {
        ...s,
        declared: false,
        attacks: 0,
        blockUsed: false,
        attackedWith: [],
        feint: s.feint && !s.feint.ready ? { ...s.feint, ready: true } : s.feint,
      };
      const rolls: LabelledRoll[] = [];
      const notes: string[] = [];
      let out = false;
      const check = rollToStayConscious(bodyOf(fighter, model, next), rng, model);
      if (check.required && check.roll) {
        rolls.push(journalRoll(check.roll));
        notes.push(`${fighter.name} is at ${fighter.pools.hp.current} HP: HT ${statsOf_(fighter).ht} rolled ${check.roll.roll.total}, ${check.conscious ? 'stays conscious' : 'passes out'}.`);
        if (!check.conscious) {
          next = { ...next, injury: { ...next.injury, unconscious: true } };
          out = true;
        }
      }
      return { summary: '', rolls, notes, changes: [{ id: fighter.id, state: (next), ...(out && { out }) }] };
    },

    endTurn(fighter, rng) {
      const s = stateOf(fighter);
      const rolls: LabelledRoll[] = [];
      const notes: string[] = [];
      let injury: InjuryState = { ...s.injury, shockPoints: 0 };
      if (s.injury.stunned && !s.injury.unconscious && !s.injury.dead) {
        const r = rollStunRecovery({ kind: 'physical', score: statsOf_(fighter).ht }, rng);
        rolls.push(journalRoll(r.roll));
        notes.push(`${fighter.name} rolls HT ${statsOf_(fighter).ht} to shake off the stun: ${r.roll.roll.total}, ${r.recovered ? 'recovers' : 'still stunned'}.`);
        if (r.recovered) injury = { ...injury, stunned: false };
      }
      const next: GurpsState = {
        ...s,
        injury,
        declared: false,
        marks: injury.stunned ? s.marks : s.marks.filter((m) => m !== 'stunned'),
        feint: s.feint?.ready ? null : s.feint,
      };
      return { summary: '', rolls, notes, changes: [{ id: fighter.id, state: (next) }] };
    },

    endRound: () => NOTHING,
    endFight: () => NOTHING,
  };
}

const NOTHING = { summary: '', rolls: [], notes: [], changes: [] };

const isAttack = (id: ManeuverId) => id === 'attack' || id === 'all-out-attack' || id === 'move-and-attack';

const labelOf = (options: readonly { id: string; label: string }[], id: string) => options.find((o) => o.id === id)?.label ?? id;

function bestMelee(f: GurpsFighter): WeaponStats | null {
  const melee = f.stats.weapons.filter((w) => !w.ranged);
  return melee.length === 0 ? null : melee.reduce((best, w) => (w.skill > best.skill ? w : best));
}

/** Success rolls carry their target and chance into the journal's label. */
function journalRoll(r: { label: string; roll: LabelledRoll['roll']; target?: number; chance?: number }): LabelledRoll {
  const against = r.target === undefined ? '' : ` (vs ${r.target}${r.chance === undefined ? '' : `, ${percent(r.chance)}`})`;
  return { label: `${r.label}${against}`, roll: r.roll };
}

function attackSummary(attacker: GurpsFighter, defender: GurpsFighter, weapon: WeaponStats, o: ReturnType<typeof resolveAttack>['outcome']): string {
  const by = `${attacker.name} (${weapon.name})`;
  if (!o.attackSucceeded) return `${by} misses ${defender.name}: ${o.attackRoll} against ${o.effectiveSkill}${o.critical === 'failure' ? ', a critical miss' : ''}`;
  if (o.defended) {
    const d = o.defenses.find((x) => x.success)!;
    return `${defender.name} ${d.kind === 'dodge' ? 'dodges' : d.kind === 'parry' ? 'parries' : 'blocks'} ${attacker.name}'s attack`;
  }
  const dmg = o.damage!;
  const where = hitLocation(dmg.location).label.toLowerCase();
  const effects = [
    dmg.dead ? 'dead' : dmg.state.unconscious ? 'knocked out' : null,
    !dmg.dead && dmg.stunned ? 'stunned' : null,
    dmg.knockedDown ? 'knocked down' : null,
    dmg.severed ? `${where} severed` : dmg.crippled ? `${where} crippled` : null,
  ].filter(Boolean);
  const critical = o.critical === 'success' ? 'critically ' : '';
  const injury = dmg.injury > 0 ? `${dmg.injury} injury, HP ${dmg.hpBefore} -> ${dmg.hpAfter}` : 'no injury through DR';
  return `${by} ${critical}hits ${defender.name} in the ${where}: ${injury}${effects.length ? ` (${effects.join(', ')})` : ''}`;
}
