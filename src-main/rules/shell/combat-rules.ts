import { shellAttack, shellManeuver, shellStatBlock, type ShellOptions } from '../../../src-shared/contract';
import { rankWithRollOff } from '../dice/roll-off';
import type { Condition, LabelledRoll } from '../ruleset';
import { attackInput } from './attack-input';
import { closeCombatAction } from './close-combat-actions';
import { blocksPerRound } from './defence';
import { combatEndLost, stayConsciousRoll } from './fatigue';
import {
  fatigued,
  injuryOf,
  knockedOutEnd,
  MARKS,
  stateOf,
  statsOf,
  type Attack,
  type ShellChange,
  type ShellCombatRules,
  type ShellFighter,
  type ShellOutcome,
  type ShellState,
  type ShellStats,
  type WeaponStats,
} from './fighter-state';
import { bareHands, parrying, weaponRecord } from './fighter-weapons';
import { clearStunDamage, injuryStatus } from './injury';
import { HIT_LOCATIONS, LOCATION_AT_MODIFIERS, locationKind } from './locations';
import { initiativeRating, MANEUVERS, type ManeuverId } from './maneuvers';
import { attackChances, resolveAttack } from './resolve-attack';
import { buildOf, shellSheetOf } from './sheet';
import { refuse } from '../rule-input-error';
import { RuleInputError } from '../rule-input-error';

// The Shell system in a fight (001_d6872b0a781baa08.txt, "Shell Combat"): a fixed order
// by initiative rating, one maneuver a turn, 2d10 + AT - DEF on the attack table,
// wounds kept by hit location, stun, crippling, and END lost to a long fight.

export function shellCombat(options: ShellOptions): ShellCombatRules {
  function conditions(f: ShellFighter): Condition[] {
    const s = stateOf(f);
    const out: Condition[] = [];
    const status = injuryStatus(injuryOf(f));
    if (s.dead) out.push({ id: 'dead', label: 'Dead', effect: `Lethal damage ${status.lethal}, at least twice HP ${statsOf(f).hp}.` });
    else if (s.unconscious) out.push({ id: 'unconscious', label: 'Unconscious', effect: 'Out of the fight until they come round.' });
    if (s.stunned) out.push({ id: 'stunned', label: 'Stunned', effect: 'Loses the next turn; DEF -2 until then.' });
    if (s.knockedDown) out.push({ id: 'knocked-down', label: 'Knocked down', effect: 'May only dodge, at -4.' });
    for (const [location, how] of Object.entries(injuryOf(f).crippled)) {
      out.push({ id: `crippled-${location}`, label: `${location.replace('-', ' ')} crippled`, effect: how === 'permanent' ? 'For good.' : 'Heals with its hit points.' });
    }
    if (status.stun > 0) out.push({ id: 'stun-damage', label: `${status.stun} stun damage`, effect: 'Non-lethal; gone when the fight ends.' });
    const fatigue = fatigued(f).fatigue;
    if (fatigue && fatigue.stage !== 'fresh') out.push({ id: fatigue.stage, label: fatigue.stage === 'tired' ? 'Tired' : 'Exhausted', effect: fatigue.formula });
    if (s.aimTurns > 0) out.push({ id: 'aiming', label: `Aiming +${Math.min(3, s.aimTurns)}`, effect: 'AT bonus on the next shot.' });
    const limit = blocksPerRound(parrying(f).skill);
    if (s.blocksUsed > 0) out.push({ id: 'blocks', label: `Blocks ${s.blocksUsed}/${limit}`, effect: 'Blocks used this round; a dodge is always left.' });
    if (s.shieldBroken) out.push({ id: 'shield-broken', label: 'Shield broken', effect: 'No shield on the table.' });
    if (s.grappling.length > 0) out.push({ id: 'close-combat', label: 'In close combat', effect: 'Dodge only; shields count for nothing; takedown and pin open.' });
    if (s.pinnedBy !== null) out.push({ id: 'pinned', label: 'Pinned', effect: 'Held down until a takedown roll breaks the pin.' });
    if (s.pinning !== null) out.push({ id: 'pinning', label: 'Pinning', effect: 'No bare-hand attacks on the one held.' });
    for (const i of s.lostWeapons) out.push({ id: `lost-${i}`, label: `${statsOf(f).weapons[i]?.weapon.name ?? 'Weapon'} lost`, effect: 'Disarmed or broken.' });
    for (const id of s.marks) if (id !== 'stunned' && id !== 'knocked-down') out.push({ id, label: MARKS.find((m) => m.id === id)?.label ?? id, effect: 'Set by the GM.' });
    return out;
  }

  /** A fighter's own END at 0 or less: a WP roll, at the END as a modifier, to stay awake. */
  function staysAwake(f: ShellFighter, end: number, rng: Parameters<ShellCombatRules['endTurn']>[1]) {
    const r = stayConsciousRoll({ wp: statsOf(f).wp, currentEnd: end }, rng);
    return { roll: { label: `WP roll to stay conscious at END ${end}: ${f.name}`, roll: r.roll }, awake: r.success, target: r.target };
  }

  return {
    initiativeEachRound: false,
    reference: {
      manual: false,
      maneuvers: (Object.keys(MANEUVERS) as ManeuverId[]).map((id) => ({
        id,
        label: `${MANEUVERS[id].label} (AT ${signed(MANEUVERS[id].at)}, DEF ${signed(MANEUVERS[id].def)})`,
        help: MANEUVERS[id].note,
        options: [],
      })),
      defenses: [
        { id: 'dodge', label: 'Dodge' },
        { id: 'block', label: 'Block' },
      ],
      locations: [
        ...HIT_LOCATIONS.map((id) => ({ id, label: id.replace('-', ' '), modifier: LOCATION_AT_MODIFIERS[locationKind(id)] })),
        { id: 'weapon', label: 'weapon', modifier: LOCATION_AT_MODIFIERS.weapon },
      ],
      conditions: [...MARKS],
      initiativeModes: [],
    },
    statBlockSchema: shellStatBlock,
    attackSchema: shellAttack,
    maneuverSchema: shellManeuver,

    memberStats(profile, carried) {
      const sheet = shellSheetOf(profile);
      const build = buildOf(sheet, options);
      const value = (id: keyof typeof build.secondary) => build.secondary[id].value;
      const combatSkills = sheet.skills.filter((s) => s.combat);
      const best = Math.max(0, ...combatSkills.map((s) => s.level));
      const weapons = sheet.weapons.map((w): WeaponStats => {
        const level = typeof w.skill === 'number' ? w.skill : (profile.skills?.[w.skill.toLowerCase()] ?? 0);
        const text = typeof w.skill === 'number' ? `level ${w.skill}` : `${w.skill} ${level}`;
        return { weapon: weaponRecord(w), skill: level, skillText: text, ranged: w.ranged ?? null };
      });
      const stats: ShellStats = {
        st: build.primaries.ST.value,
        ag: build.primaries.AG.value,
        ht: value('HT'),
        wp: value('WP'),
        hp: value('HP'),
        end: value('END'),
        encumbrance: carried.encumbrance,
        bestCombatLevel: Math.max(best, ...weapons.map((w) => w.skill)),
        weapons: weapons.length > 0 ? weapons : [bareHands(best, `combat level ${best}`)],
        shield: sheet.shield ? { name: sheet.shield.name, pr: sheet.shield.pr, hp: sheet.shield.hp } : null,
        armourDr: sheet.armourDr,
        naturalDr: value('DR'),
        dm: value('DM'),
        atMod: value('ATMod'),
        defMod: value('DEFMod'),
        bodyWeightLb: sheet.bodyWeightLb,
      };
      return stats;
    },

    foe(b) {
      const weapons = b.weapons.map((w): WeaponStats => {
        const level = typeof w.skill === 'number' ? w.skill : b.combatLevel;
        return { weapon: weaponRecord(w), skill: level, skillText: typeof w.skill === 'number' ? `level ${level}` : `${w.skill} ${level}`, ranged: w.ranged ?? null };
      });
      const hp = b.hp ?? b.attributes.st;
      const end = b.end ?? b.attributes.st;
      const stats: ShellStats = {
        st: b.attributes.st,
        ag: b.attributes.ag,
        ht: b.ht ?? 10,
        wp: b.wp ?? b.attributes.iq,
        hp,
        end,
        encumbrance: 0,
        bestCombatLevel: Math.max(b.combatLevel, ...weapons.map((w) => w.skill)),
        weapons: weapons.length > 0 ? weapons : [bareHands(b.combatLevel, `combat level ${b.combatLevel}`)],
        shield: b.shield ? { name: b.shield.name, pr: b.shield.pr, hp: b.shield.hp } : null,
        armourDr: 0,
        naturalDr: b.dr,
        dm: 0,
        atMod: 0,
        defMod: 0,
        bodyWeightLb: b.bodyWeightLb,
      };
      return { hpMax: hp, fpMax: end, stats, rolls: [] };
    },

    describe(b) {
      const { st, ag, iq } = b.attributes;
      const weapons = b.weapons.map((w) => `${w.name} ${w.add >= 0 ? '+' : ''}${w.add} ${w.type.slice(0, 3)}`).join(', ');
      return `ST ${st} AG ${ag} IQ ${iq}, HP ${b.hp ?? st}, combat level ${b.combatLevel}${b.dr ? `, DR ${b.dr}` : ''}${b.shield ? `, ${b.shield.name} PR ${b.shield.pr}` : ''}${weapons ? `; ${weapons}` : ''}`;
    },

    rollInitiative(fighters, _options, rng) {
      const live = fighters.filter((f) => !f.out);
      const rating = (f: ShellFighter) => initiativeRating({ agility: statsOf(f).ag, encumbranceLevel: Math.min(5, statsOf(f).encumbrance) });
      const { ordered, rolls } = rankWithRollOff(live, (f) => [rating(f).value], rng);
      return {
        order: ordered.map((f) => ({ id: f.id, score: rating(f).value, text: `AG ${statsOf(f).ag} - 2 x EL ${statsOf(f).encumbrance}` })),
        rolls,
        notes: ['Turn order by initiative rating (AG - 2 x EL, the encumbrance level), kept for the whole fight; fighters level on it roll a die (Lantern\'s tie-break: the Shell text leaves ties to the GM).'],
      };
    },

    summary(f) {
      const s = statsOf(f);
      const state = stateOf(f);
      const parry = parrying(f);
      const dodge = s.bestCombatLevel;
      const end = f.pools.fp;
      return {
        attacks: s.weapons.map((w, i) => ({
          id: String(i),
          label: w.weapon.name,
          detail: `${w.skillText}; ${w.weapon.add !== undefined && w.weapon.add >= 0 ? '+' : ''}${w.weapon.add ?? 0} ${w.weapon.type}${w.ranged ? `, speed ${w.ranged.speed}${w.ranged.lowTech ? ' (low-tech)' : ''}, range ${w.ranged.maxRange}` : ''}${state.lostWeapons.includes(i) ? ' (lost)' : ''}`,
        })),
        defenses: [
          { id: 'dodge', label: 'Dodge with level', value: String(dodge) },
          { id: 'block', label: `Blocks a round (${parry.weapon.name})`, value: String(blocksPerRound(parry.skill)) },
          ...(s.shield && !state.shieldBroken ? [{ id: 'shield', label: `${s.shield.name} PR`, value: String(s.shield.pr) }] : []),
          { id: 'dr', label: 'Armour DR', value: String(s.armourDr + s.naturalDr) },
        ],
        stance: state.maneuver ? MANEUVERS[state.maneuver].label : null,
        conditions: conditions(f),
        hpMarks: [
          { at: 0, label: 'Unconscious' },
          { at: -s.hp, label: 'Dead (lethal damage twice HP)' },
        ],
        fpMarks: end
          ? [
              { at: Math.floor(end.max / 3), label: 'Tired: ST, AG and MV -1' },
              { at: 0, label: 'Exhausted: ST and AG -2, MV halved, WP roll to stay awake' },
            ]
          : [],
      };
    },

    missileWeapon(attacker, attack) {
      const weapon = statsOf(attacker).weapons[attack.weapon];
      return attack.action === 'strike' && weapon?.ranged ? weapon.weapon.name : null;
    },

    preview(attacker, defender, attack) {
      let chances: ReturnType<typeof attackChances>;
      try {
        if (attack.action !== 'strike') return { possible: true, reason: CLOSE_ACTIONS[attack.action], figures: [], chances: [], damage: null };
        chances = asAttackFields(() => attackChances(attackInput(attacker, defender, attack).input));
      } catch (error) {
        if (error instanceof RangeError) return { possible: false, reason: error instanceof RuleInputError ? error.reason : error.message, figures: [], chances: [], damage: null };
        throw error;
      }
      if (!chances.possible) return { possible: false, reason: chances.reason, figures: [{ label: 'AT', value: String(chances.at.total), detail: chances.at.formula }], chances: [], damage: diceOf(chances.damage) };
      return {
        possible: true,
        reason: chances.autoHit ? chances.reason : null,
        figures: [
          { label: 'AT', value: String(chances.at.total), detail: chances.at.formula },
          ...(chances.def ? [{ label: 'DEF', value: String(chances.def.total), detail: chances.def.formula }] : []),
          // A PR 0 buckler has no band of its own on the table: nothing to show.
          ...(chances.shieldPr ? [{ label: 'Shield PR', value: String(chances.shieldPr), detail: `Totals 12 to ${11 + chances.shieldPr} strike the shield` }] : []),
          { label: 'Damage', value: diceOf(chances.damage), detail: `${chances.damage}; before DR, DM and the hit location` },
        ],
        chances: [
          { label: 'Miss (2-8)', probability: chances.miss },
          { label: 'Defended (9-11)', probability: chances.defended },
          ...(chances.shieldPr ? [{ label: 'Hits the shield', probability: chances.shield }] : []),
          { label: 'Hit', probability: chances.hit },
        ],
        damage: diceOf(chances.damage),
      };
    },

    attack(attacker, defender, attack, rng) {
      const a = stateOf(attacker);
      if (a.declared && a.attacks >= 1) refuse('attackerId', `${attacker.name} has already attacked this turn`);
      if (attack.action !== 'strike') return closeCombatAction(attacker, defender, attack, rng);
      const { input, weapon, maneuver } = attackInput(attacker, defender, attack);
      const r = asAttackFields(() => resolveAttack(input, rng));
      const d = stateOf(defender);
      const blow = r.blow;
      const counted = blow?.counted ?? 0;
      const hp = defender.pools.hp.current - counted;
      const broke = r.objectDamage?.breaks ? r.objectDamage.object : null;
      const dStats = statsOf(defender);
      const lostParry = broke && dStats.shield?.name !== broke ? dStats.weapons.findIndex((w) => w.weapon.name === broke) : -1;
      const disarmedIndex = r.disarmed ? dStats.weapons.indexOf(parrying(defender)) : -1;
      const lost = [lostParry, disarmedIndex].filter((i) => i >= 0 && !d.lostWeapons.includes(i));
      const defended = r.outcome === 'defended' || r.outcome === 'shield';
      const defenderState: ShellState = {
        ...d,
        injury: blow?.state ?? d.injury,
        stunned: d.stunned || (blow?.stunned ?? false),
        unconscious: d.unconscious || (blow?.unconscious ?? false),
        dead: d.dead || (blow?.dead ?? false),
        blocksUsed: d.blocksUsed + (input.defender.kind === 'block' && r.attackRoll ? 1 : 0),
        lostWeapons: [...d.lostWeapons, ...lost],
        shieldBroken: d.shieldBroken || (broke !== null && dStats.shield?.name === broke),
        aimTurns: defended || blow ? 0 : d.aimTurns,
      };
      const attackerState: ShellState = { ...a, maneuver, declared: true, attacks: (a.declared ? a.attacks : 0) + 1, aimTurns: 0 };
      const changes: ShellChange[] = [
        { id: attacker.id, state: (attackerState) },
        {
          id: defender.id,
          state: (defenderState),
          ...(blow && { hp }),
          ...knockedOutEnd(defender, !d.unconscious && defenderState.unconscious),
          ...((defenderState.unconscious || defenderState.dead) && { out: true }),
        },
      ];
      const notes = r.trace.map((t) => `${t.label}: ${t.text}`);
      if (r.guardCounterattack) notes.push(`${defender.name} may strike back now, at +1 AT.`);
      if (broke) notes.push(`${defender.name}'s ${broke} breaks.`);
      if (r.disarmed) notes.push(`${defender.name} loses the ${parrying(defender).weapon.name}.`);
      return { summary: shellSummary(attacker, defender, weapon, r, hp, counted), rolls: r.rolls, notes, changes };
    },

    maneuver(fighter, m) {
      const s = stateOf(fighter);
      if (s.losingTurn) refuse('maneuver', `${fighter.name} is stunned and loses this turn`);
      if (m.maneuver === 'aim' && !statsOf(fighter).weapons.some((w) => w.ranged)) refuse('maneuver', `${fighter.name} has no ranged weapon to aim`);
      if (m.maneuver === 'disarm' && !statsOf(fighter).weapons.some((w) => w.weapon.bareHand || w.weapon.canDisarm)) {
        refuse('maneuver', `none of ${fighter.name}'s weapons can disarm`);
      }
      const aimTurns = m.maneuver === 'aim' ? Math.min(3, s.aimTurns + 1) : m.maneuver === 'attack' ? s.aimTurns : 0;
      const spec = MANEUVERS[m.maneuver];
      const next: ShellState = { ...s, maneuver: m.maneuver, declared: true, attacks: 0, aimTurns };
      const summary = m.maneuver === 'aim' ? `${fighter.name} aims (+${aimTurns} AT on the next shot)` : `${fighter.name}: ${spec.label}`;
      return { summary, rolls: [], notes: [`${spec.label}: AT ${signed(spec.at)}, DEF ${signed(spec.def)} until ${fighter.name}'s next action; ${spec.note}.`], changes: [{ id: fighter.id, state: (next) }] };
    },

    setCondition(fighter, condition, on) {
      if (!MARKS.some((m) => m.id === condition)) throw new RuleInputError('condition', `must be one of ${MARKS.map((m) => m.id).join(', ')}`);
      const s = stateOf(fighter);
      const marks = s.marks.filter((m) => m !== condition);
      return {
        id: fighter.id,
        state: ({
          ...s,
          marks: on ? [...marks, condition] : marks,
          ...(condition === 'stunned' && { stunned: on }),
          ...(condition === 'knocked-down' && { knockedDown: on }),
        }),
      };
    },

    startTurn(fighter) {
      const s = stateOf(fighter);
      const next: ShellState = { ...s, declared: false, attacks: 0, losingTurn: s.stunned };
      return {
        summary: '',
        rolls: [],
        notes: s.stunned ? [`${fighter.name} is stunned and loses this turn.`] : [],
        changes: [{ id: fighter.id, state: (next) }],
      };
    },

    endTurn(fighter) {
      const s = stateOf(fighter);
      const recovered = s.losingTurn;
      const next: ShellState = {
        ...s,
        declared: false,
        losingTurn: false,
        stunned: recovered ? false : s.stunned,
        marks: recovered ? s.marks.filter((m) => m !== 'stunned') : s.marks,
      };
      return { summary: '', rolls: [], notes: recovered ? [`${fighter.name} shakes off the stun.`] : [], changes: [{ id: fighter.id, state: (next) }] };
    },

    endRound(fighters, round, rng) {
      const rolls: LabelledRoll[] = [];
      const notes: string[] = [];
      const changes: ShellChange[] = [];
      for (const f of fighters) {
        const s = stateOf(f);
        const reset = { ...s, blocksUsed: 0 };
        const end = f.pools.fp;
        const el = statsOf(f).encumbrance;
        if (f.out || !end || el > 4) {
          changes.push({ id: f.id, state: (reset) });
          continue;
        }
        const lost = combatEndLost({ encumbranceLevel: el, fromRound: round - 1, toRound: round });
        if (lost === 0) {
          changes.push({ id: f.id, state: (reset) });
          continue;
        }
        const now = end.current - lost;
        notes.push(`${f.name} loses ${lost} END to the fight (encumbrance level ${el}): ${end.current} -> ${now}.`);
        let out = false;
        if (now <= 0) {
          const check = staysAwake(f, now, rng);
          rolls.push(check.roll);
          notes.push(`${f.name} rolls WP ${check.target} to stay conscious: ${check.roll.roll.total}, ${check.awake ? 'stays up' : 'collapses'}.`);
          out = !check.awake;
        }
        changes.push({ id: f.id, fp: now, state: ({ ...reset, unconscious: reset.unconscious || out }), ...(out && { out }) });
      }
      return { summary: '', rolls, notes, changes };
    },

    beaten: (f) => f.out && (stateOf(f).dead || stateOf(f).unconscious || f.pools.hp.current <= 0),

    endFight(fighters): ShellOutcome {
      const changes: ShellChange[] = [];
      const notes: string[] = [];
      for (const f of fighters) {
        const injury = stateOf(f).injury;
        const stun = injury ? injuryStatus(injury).stun : 0;
        if (!injury || stun === 0) continue;
        changes.push({ id: f.id, hp: f.pools.hp.current + stun, state: ({ ...stateOf(f), injury: clearStunDamage(injury) }) });
        notes.push(`${f.name} recovers ${stun} stun damage now the fight is over.`);
      }
      return { summary: '', rolls: [], notes, changes };
    },
  };
}

/** The attack rules name the defence "defender.kind"; in a request it is the attack's `defense`. */
function asAttackFields<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof RuleInputError && error.path.join('.') === 'defender.kind') throw new RuleInputError('defense', error.reason);
    throw error;
  }
}

const CLOSE_ACTIONS: Readonly<Record<Exclude<Attack['action'], 'strike'>, string>> = {
  'close-in': 'Step into the foe\'s unit; they may meet it with a stop thrust (an attack you may dodge) or a shield block.',
  takedown: 'An attack roll with +1 per point of ST over the foe (-1 under); on a hit the foe is thrown down.',
  pin: 'A takedown roll with +1 per 20 lb heavier; only a foe on the ground, and you go down too.',
  escape: 'A takedown roll against the one pinning you; on a hit you are free.',
  withdraw: 'Step back out of close combat.',
};

/** The dice at the end of a damage formula ("... -> 1d+2 cut"). */
const diceOf = (formula: string) => formula.split('-> ').pop()!;

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

function shellSummary(attacker: ShellFighter, defender: ShellFighter, weapon: WeaponStats, r: ReturnType<typeof resolveAttack>, hp: number, counted: number): string {
  const by = `${attacker.name} (${weapon.weapon.name})`;
  const total = r.total === null ? '' : ` (${r.total})`;
  switch (r.outcome) {
    case 'no-attack':
      return `${by} cannot attack ${defender.name}`;
    case 'miss':
      return `${by} misses ${defender.name}${total}`;
    case 'defended':
      return `${defender.name} defends against ${attacker.name}${total}`;
    case 'shield':
      return `${by} strikes ${defender.name}'s shield${total}`;
  }
  if (r.target === 'weapon') return `${by} hits ${defender.name}'s weapon${total}${r.disarmed ? ': disarmed' : ''}`;
  const blow = r.blow;
  const effects = [
    blow?.dead ? 'dead' : blow?.unconscious ? 'unconscious' : null,
    blow?.stunned && !blow.unconscious ? 'stunned' : null,
    ...(blow?.crippling.map((c) => `${c.location.replace('-', ' ')} crippled${c.outcome === 'permanent' ? ' for good' : ''}`) ?? []),
  ].filter(Boolean);
  const struck = blow?.injury ?? 0;
  const damage = counted < struck ? `${struck} damage, ${counted} of it counting past the crippling` : `${struck} damage`;
  return `${by} hits ${defender.name} in the ${String(r.target).replace('-', ' ')}${total}: ${damage}, HP ${hp}${effects.length ? ` (${effects.join(', ')})` : ''}`;
}
