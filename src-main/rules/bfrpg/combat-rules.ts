import { bfrpgAttack, bfrpgStatBlock } from '../../../src-shared/contract';
import { roll } from '../dice/roll';
import { rollOff } from '../dice/roll-off';
import type { CombatOutcome, CombatRules, Fighter, LabelledRoll } from '../ruleset';
import { abilityBonus } from './abilities';
import { RuleInputError } from '../rule-input-error';

// Basic Fantasy in a fight. The shared chapter (003_8f80a070c789886f.txt) has no combat
// rules, so Lantern keeps what the table needs around the GM's own rulings: initiative
// (the core game's d6 per side, or per combatant with the DEX bonus, rolled every
// round), hit points, who is down, conditions and morale notes. Hits and damage are
// the GM's: an attack records a hit or a miss and rolls (or takes) the damage.

type StatBlock = ReturnType<typeof bfrpgStatBlock.parse>;
type Attack = ReturnType<typeof bfrpgAttack.parse>;

interface BfrpgStats {
  readonly dex: number;
  readonly ac: number;
  readonly attacks: readonly { readonly name: string; readonly damage: string }[];
  readonly morale: number | null;
}

const CONDITIONS = [
  { id: 'prone', label: 'Prone' },
  { id: 'held', label: 'Held' },
  { id: 'fleeing', label: 'Fleeing' },
  { id: 'paralyzed', label: 'Paralyzed' },
  { id: 'blinded', label: 'Blinded' },
] as const;

const statsOf = (f: Fighter) => f.stats as unknown as BfrpgStats;
const marksOf = (f: Fighter) => (f.state.marks as string[] | undefined) ?? [];

/** A half hit die is a d4; otherwise each hit die is a d8. */
const hitDiceExpression = (hd: number) => (hd < 1 ? '1d4' : `${Math.floor(hd)}d8`);

const NOTHING: CombatOutcome = { summary: '', rolls: [], notes: [], changes: [] };

export const bfrpgCombat: CombatRules = {
  initiativeEachRound: true,
  reference: {
    manual: true,
    maneuvers: [],
    defenses: [],
    locations: [],
    conditions: [...CONDITIONS],
    initiativeModes: [
      { id: 'side', label: 'By side: a d6 for each side' },
      { id: 'individual', label: 'By combatant: a d6 plus DEX bonus each' },
    ],
  },
  statBlockSchema: bfrpgStatBlock,
  attackSchema: bfrpgAttack,
  maneuverSchema: null,

  memberStats(profile) {
    const sheet = profile.sheet as { ac?: number } | undefined;
    return { dex: profile.attributes.DEX ?? 10, ac: sheet?.ac ?? 11, attacks: [], morale: null } satisfies BfrpgStats;
  },

  foe(raw, rng) {
    const block = raw as StatBlock;
    const rolls: LabelledRoll[] = [];
    let hp = block.hp;
    if (hp === undefined) {
      const r = roll(hitDiceExpression(block.hitDice), rng);
      rolls.push({ label: 'Hit points', roll: r });
      hp = Math.max(1, r.total);
    }
    return { hpMax: hp, fpMax: null, stats: { dex: 10, ac: block.ac, attacks: block.attacks, morale: block.morale } satisfies BfrpgStats, rolls };
  },

  describe(raw) {
    const block = raw as StatBlock;
    const attacks = block.attacks.map((a) => `${a.name} ${a.damage}`).join(', ');
    return `HD ${block.hitDice}${block.hp ? ` (${block.hp} HP)` : ''}, AC ${block.ac}${attacks ? `, ${attacks}` : ''}, morale ${block.morale}`;
  },

  rollInitiative(fighters, options, rng) {
    const live = fighters.filter((f) => !f.out);
    if (options.mode === 'individual') {
      const { rolls, first, compare } = rollOff(
        live.map((f) => ({ key: String(f.id), label: f.name, bonus: abilityBonus(statsOf(f).dex) })),
        rng,
      );
      const order = [...live]
        .sort((a, b) => compare(String(a.id), String(b.id)))
        .map((f) => ({ id: f.id, score: first(String(f.id)), text: `1d6 + DEX bonus ${abilityBonus(statsOf(f).dex)}` }));
      return { order, rolls, notes: ['Each combatant rolls a d6 plus the DEX bonus; ties roll again.'] };
    }
    const sides = (['party', 'foes'] as const).filter((side) => live.some((f) => f.side === side));
    const { rolls, first, compare } = rollOff(
      sides.map((side) => ({ key: side, label: side === 'party' ? 'the party' : 'the foes', bonus: 0 })),
      rng,
    );
    const ranked = [...sides].sort(compare);
    const order = ranked.flatMap((side) => live.filter((f) => f.side === side).map((f) => ({ id: f.id, score: first(side), text: 'side rolls 1d6' })));
    return { order, rolls, notes: [`${ranked[0] === 'party' ? 'The party' : 'The foes'} act first this round.`] };
  },

  summary(fighter) {
    const stats = statsOf(fighter);
    return {
      attacks: stats.attacks.map((a, i) => ({ id: String(i), label: a.name, detail: a.damage })),
      defenses: [{ id: 'ac', label: 'AC', value: String(stats.ac) }],
      stance: null,
      conditions: marksOf(fighter).map((id) => ({ id, label: CONDITIONS.find((c) => c.id === id)?.label ?? id, effect: 'Set by the GM.' })),
      hpMarks: [{ at: 0, label: 'Down at 0 HP' }],
      fpMarks: [],
    };
  },

  preview(attacker, defender, raw) {
    const attack = raw as Attack;
    const weapon = statsOf(attacker).attacks.find((a) => a.name === attack.with);
    return {
      possible: true,
      reason: 'The GM rolls to hit by the core rules; Lantern records the result.',
      figures: [{ label: `${defender.name}'s AC`, value: String(statsOf(defender).ac), detail: 'Armour class from the sheet or stat block' }],
      chances: [],
      damage: attack.damage ?? weapon?.damage ?? null,
    };
  },

  attack(attacker, defender, raw, rng) {
    const attack = raw as Attack;
    const how = attack.with ? ` with ${attack.with}` : '';
    if (attack.outcome === 'miss') return { summary: `${attacker.name} misses ${defender.name}${how}`, rolls: [], notes: [], changes: [] };
    const rolls: LabelledRoll[] = [];
    let damage = Number(attack.damage);
    if (!/^\d+$/.test(attack.damage!)) {
      const r = roll(attack.damage!, rng);
      rolls.push({ label: `Damage: ${attacker.name}`, roll: r });
      damage = Math.max(0, r.total);
    }
    const hp = defender.pools.hp.current - damage;
    const down = hp <= 0 && defender.pools.hp.current > 0;
    return {
      summary: `${attacker.name} hits ${defender.name}${how} for ${damage}`,
      rolls,
      notes: [`${defender.name}: ${defender.pools.hp.current} -> ${hp} HP.`, ...(down ? [`${defender.name} is down.`] : [])],
      changes: [{ id: defender.id, hp, ...(hp <= 0 && { out: true }) }],
    };
  },

  maneuver() {
    throw new RuleInputError('maneuver', 'Basic Fantasy has no maneuvers to declare here');
  },

  setCondition(fighter, condition, on) {
    if (!CONDITIONS.some((c) => c.id === condition)) throw new RuleInputError('condition', `must be one of ${CONDITIONS.map((c) => c.id).join(', ')}`);
    const marks = marksOf(fighter).filter((m) => m !== condition);
    return { id: fighter.id, state: { ...fighter.state, marks: on ? [...marks, condition] : marks } };
  },

  startTurn: () => NOTHING,
  endTurn: () => NOTHING,
  endRound: () => NOTHING,
  endFight: () => NOTHING,
};
