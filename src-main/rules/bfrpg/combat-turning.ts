import { undeadColumnLabels, type UndeadColumn } from '../../../src-shared/contract';
import { roll } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { RuleInputError } from '../rule-input-error';
import type { CombatOutcome, Fighter, FighterAbility, FighterChange, FightCountdown, LabelledRoll } from '../ruleset';
import { ROUNDS_PER_TURN } from './time';
import { turningCell, turnUndead, type TurnCell, type UndeadGroup } from './turning';

// A Cleric turning the undead in a fight (supplement A23): the table's odds shown
// before the roll, one d20 against the weakest kind first, 2d6 Hit Dice affected,
// a "D" result's damage, and no new try for a full turn after a failed roll.

/** What turning needs of a fighter's figures and state; the Basic Fantasy fighter carries these among its own. */
export interface TurningStats {
  /** The Cleric level the fighter turns at; absent for a class that cannot turn. */
  readonly turning?: number;
  /** A foe's column of the A23 table; absent for a foe that is not undead. */
  readonly turnedAs?: UndeadColumn;
  /** Whole Hit Dice of one creature; 0 for half a die. */
  readonly hitDice?: number;
}
export interface TurningState {
  /** A turned undead fled; a destroyed one fell to a "D" result's damage. */
  readonly turned?: 'fled' | 'destroyed';
  /** How many turns a turned undead stays away (2d4, A23). */
  readonly awayTurns?: number;
  /** The round a turned undead comes back in, should the fight run that long. */
  readonly backRound?: number;
  /** After a failed roll the Cleric may not try again before this round (a full turn later). */
  readonly noTurningBefore?: number;
}

type TurningFighter = Fighter<TurningStats, TurningState>;

export const TURN_UNDEAD = 'turn-undead';

const baseName = (name: string) => name.replace(/ \d+$/, '');

/** "13+ on the d20", or what a letter of the table means. */
export function cellText(cell: TurnCell): string {
  if (cell === null) return 'beyond this Cleric';
  if (cell === 'T') return 'turned whatever the roll';
  if (cell === 'D') return 'damaged whatever the roll';
  return `${cell}+ on the d20`;
}

interface Kind {
  readonly group: UndeadGroup;
  readonly cell: TurnCell;
  readonly fighters: readonly TurningFighter[];
}

/** The undead standing against the Cleric, one kind per name and column, with the table's cell for each. */
function undeadAgainst(cleric: TurningFighter, level: number, others: readonly TurningFighter[]): Kind[] {
  const kinds = new Map<string, TurningFighter[]>();
  // In the order they joined the fight (Skeleton 1 before Skeleton 2), not the turn order.
  for (const f of [...others].sort((a, b) => a.id - b.id)) {
    const column = f.stats.turnedAs;
    if (f.side === cleric.side || f.out || column === undefined) continue;
    const key = `${baseName(f.name)}\u0000${column}`;
    kinds.set(key, [...(kinds.get(key) ?? []), f]);
  }
  const lists = [...kinds.values()];
  // Two kinds of one name (a "Skeleton" of each column) are told apart by their column, since the result names each kind.
  const shared = (name: string) => lists.filter((l) => baseName(l[0]!.name) === name).length > 1;
  return lists.map((fighters) => {
    const column = fighters[0]!.stats.turnedAs!;
    const name = baseName(fighters[0]!.name);
    const group: UndeadGroup = { name: shared(name) ? `${name} (${column})` : name, column, hitDice: fighters[0]!.stats.hitDice ?? 1, count: fighters.length };
    return { group, cell: turningCell(level, column), fighters };
  });
}

const describeKind = (k: Kind) => `${k.group.name}${k.group.count > 1 ? ` x${k.group.count}` : ''} (${undeadColumnLabels[k.group.column].replace(/ \(.*\)$/, '').toLowerCase()} column): ${cellText(k.cell)}`;

/** Why the Cleric cannot turn now, or null when the turning may be tried. */
function barred(cleric: TurningFighter, kinds: readonly Kind[], round: number): string | null {
  if (cleric.out) return `${cleric.name} is out of the fight`;
  if (kinds.length === 0) return 'no undead stand against the party';
  if (kinds.every((k) => k.cell === null)) return `${cleric.name} is too low in level to affect these undead (supplement A23)`;
  const until = cleric.state.noTurningBefore;
  if (until !== undefined && round < until) return `a failed turning allows no new try for a full turn: not before round ${until} (supplement A23)`;
  return null;
}

/** The Cleric's Turn undead, with the table's odds against the undead in the fight; nothing for a class that cannot turn. */
export function turningAbilities(fighter: TurningFighter, others: readonly TurningFighter[], round: number): FighterAbility[] {
  const level = fighter.stats.turning;
  if (level === undefined) return [];
  const kinds = undeadAgainst(fighter, level, others);
  const reason = barred(fighter, kinds, round);
  const detail = kinds.length === 0 ? `Cleric level ${level} (supplement A23)` : `Cleric level ${level}: ${kinds.map(describeKind).join('; ')}`;
  return [{ id: TURN_UNDEAD, label: 'Turn undead', detail, possible: reason === null, reason }];
}

/**
 * The turning itself (supplement A23): the d20 is always rolled; on a success 2d6
 * Hit Dice of undead are affected, weakest first; a "D" result rolls 1d8 per Cleric
 * level once, destroying those it takes to 0 HP and turning the rest. Turned undead
 * flee the fight and stay away 2d4 turns.
 */
export function turnInFight(cleric: TurningFighter, ability: string, others: readonly TurningFighter[], round: number, rng: Rng): CombatOutcome<TurningState> {
  const level = cleric.stats.turning;
  if (ability !== TURN_UNDEAD || level === undefined) throw new RuleInputError('ability', `${cleric.name} has no ability "${ability}" in this fight`);
  const kinds = undeadAgainst(cleric, level, others).filter((k) => k.cell !== null);
  const why = barred(cleric, kinds, round);
  if (why) throw new RuleInputError('ability', why);

  const result = turnUndead(level, kinds.map((k) => k.group), rng);
  const ordered = result.groups.map((g) => kinds.find((k) => k.group.name === g.name)!);
  const weakest = ordered[0]!.cell;
  const rolls: LabelledRoll[] = [
    { label: `Turn undead: ${cleric.name}`, roll: result.d20, ...(typeof weakest === 'number' && { against: `${weakest}+ on the d20` }) },
  ];
  const notes = ordered.map((k, i) => `${k.group.name}: ${cellText(k.cell)}, ${result.groups[i]!.succeeded ? 'reached' : 'not reached'} by ${result.d20.total}.`);
  const changes: FighterChange<TurningState>[] = [];

  if (result.hitDice) rolls.push({ label: 'Hit Dice of undead affected', roll: result.hitDice });
  if (result.damage) rolls.push({ label: `Damage to the undead (${level}d8, supplement A23)`, roll: result.damage });
  const affected = ordered.flatMap((k, i) => k.fighters.slice(0, result.groups[i]!.turned).map((f) => ({ f, damaged: result.groups[i]!.damaged > 0 })));
  const destroyed = affected.filter((a) => a.damaged && a.f.pools.hp.current - result.damage!.total <= 0).map((a) => a.f);
  const fled = affected.map((a) => a.f).filter((f) => !destroyed.includes(f));
  if (fled.length > 0) {
    const away = roll('2d4', rng);
    rolls.push({ label: 'Turns the turned undead stay away', roll: away });
    const backRound = round + away.total * ROUNDS_PER_TURN;
    notes.push(`${fled.map((f) => f.name).join(', ')} flee and stay away from ${cleric.name} for ${away.total} turns (2d4), unless cornered: back in round ${backRound} if the fight lasts.`);
    for (const f of fled) {
      const hp = affected.find((a) => a.f === f)!.damaged ? f.pools.hp.current - result.damage!.total : undefined;
      changes.push({ id: f.id, out: true, ...(hp !== undefined && { hp }), state: { ...f.state, turned: 'fled', awayTurns: away.total, backRound } });
    }
  }
  if (destroyed.length > 0) notes.push(`${destroyed.map((f) => f.name).join(', ')} ${destroyed.length === 1 ? 'is' : 'are'} destroyed.`);
  for (const f of destroyed) changes.push({ id: f.id, out: true, hp: f.pools.hp.current - result.damage!.total, state: { ...f.state, turned: 'destroyed' } });
  if (result.failedSomewhere) {
    const until = round + ROUNDS_PER_TURN;
    notes.push(`A failed roll: ${cleric.name} may not try again for a full turn, before round ${until}.`);
    changes.push({ id: cleric.id, state: { ...cleric.state, noTurningBefore: until } });
  }

  const names = (list: readonly TurningFighter[]) => list.map((f) => f.name).join(', ');
  const parts = [fled.length > 0 && `${names(fled)} flee${fled.length === 1 ? 's' : ''}`, destroyed.length > 0 && `${names(destroyed)} destroyed`].filter(Boolean);
  const summary = parts.length > 0 ? `${cleric.name} turns the undead: ${parts.join('; ')}` : `${cleric.name} fails to turn the undead`;
  return { summary, rolls, notes, changes };
}

// A23 keeps turned undead away "at least" 2d4 turns and says no more: that they come back
// as soon as the turns are up is Lantern's default, and it says so where it happens.
const BACK_DEFAULT = 'supplement A23 keeps them away at least 2d4 turns; their coming back as soon as those are up is Lantern’s default';

const awayUntil = (f: TurningFighter): number | null => (f.out && f.state.turned === 'fled' && f.state.backRound !== undefined ? f.state.backRound : null);

/** Turned undead whose 2d4 turns are up by the start of `round` come back into the fight; the destroyed stay destroyed. */
export function turnedComeBack(fighters: readonly TurningFighter[], round: number): CombatOutcome<TurningState> {
  const back = fighters.filter((f) => {
    const until = awayUntil(f);
    return until !== null && until <= round;
  });
  if (back.length === 0) return { summary: '', rolls: [], notes: [], changes: [] };
  const changes = back.map((f): FighterChange<TurningState> => {
    const { turned: _turned, awayTurns: _away, backRound: _back, ...rest } = f.state;
    return { id: f.id, out: false, state: rest };
  });
  const names = back.map((f) => f.name).join(', ');
  return { summary: '', rolls: [], notes: [`${names} ${back.length === 1 ? 'comes' : 'come'} back into the fight, no longer turned (${BACK_DEFAULT}).`], changes };
}

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** "1 turn 34 rounds", "3 turns": a span in rounds as the table counts it. */
const inTurnsAndRounds = (rounds: number): string => {
  const turns = Math.floor(rounds / ROUNDS_PER_TURN);
  const rest = rounds % ROUNDS_PER_TURN;
  return [turns > 0 && counted(turns, 'turn'), (rest > 0 || turns === 0) && counted(rest, 'round')].filter(Boolean).join(' ');
};

/** Turned undead still away when the fight ends: one countdown for each turning, running the rounds until they are back. */
export function turnedStillAway(fighters: readonly TurningFighter[], round: number): { notes: string[]; countdowns: FightCountdown[] } {
  const byRound = new Map<number, TurningFighter[]>();
  for (const f of fighters) {
    const until = awayUntil(f);
    if (until !== null && until > round) byRound.set(until, [...(byRound.get(until) ?? []), f]);
  }
  const groups = [...byRound].map(([until, list]) => ({ who: list.map((f) => f.name), names: list.map((f) => f.name).join(', '), one: list.length === 1, rounds: until - round }));
  return {
    notes: groups.map((g) => `${g.names}: turned, ${g.one ? 'it stays' : 'they stay'} away for another ${inTurnsAndRounds(g.rounds)}; a countdown says when ${g.one ? 'it is' : 'they are'} back (${BACK_DEFAULT}).`),
    countdowns: groups.map((g) => ({ name: `${g.names} ${g.one ? 'comes' : 'come'} back, no longer turned`, rounds: g.rounds, returning: g.who })),
  };
}
