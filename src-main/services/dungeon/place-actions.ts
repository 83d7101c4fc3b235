import type { ActionResult, Audience, JournalKind, MethodOutput, MethodParams, PartyView } from '../../../src-shared/contract';
import { wallRefOf, type PlaceState, type WallRef } from '../../../src-shared/contract/place-key';
import { inGrid, isDoor, liveEdge, SQUARE_FEET, squareIndex, STEPS, type Edge } from '../../../src-shared/dungeon-grid';
import { SECONDS_PER_TURN } from '../../../src-shared/time';
import type { DungeonLevelRepository, LevelRow } from '../../db/repositories/dungeon-levels';
import type { PartyRepository } from '../../db/repositories/parties';
import { findPath } from '../../../src-shared/dungeon-path';
import { firstClosedDoor, squaresWalked } from '../../rules/dungeon/path';
import type { DungeonCheck, Ruleset } from '../../rules/ruleset';
import { AppError } from '../errors';
import type { ActionContext } from '../journal';
import type { DungeonActions, DungeonDeps } from './actions';
import { doorsOf, gridOf, keyOf, stateOf, type LevelReader } from './level-view';
import type { PlaceParty } from './place';
import { stockedAndUnmet } from './place';
import { checkParts } from './searches';
import { spanOf, walkSeconds, walkSpan } from './turns';

type Walked = MethodOutput<'level.walk'>['walked'];
const FEET_PER_YARD = 3;

/** The action a door that stops a walk asks for. */
const DOOR_ACTION = { door: 'open', 'stuck-door': 'force', 'locked-door': 'force-lock', 'barred-door': 'bars' } as const;
const OBSTACLE = { 'stuck-door': 'stuck-door', 'locked-door': 'locked-door', 'barred-door': 'bars' } as const;

/** Where a party stands on a mapped level, read from its row. */
function standing(parties: PartyRepository, reader: LevelReader, partyId: number) {
  const row = parties.get(partyId);
  if (!row || row.levelId === null || row.squareCol === null || row.squareRow === null) {
    throw new AppError('invalid_input', 'partyId: the party is not on a mapped dungeon level; put it in an area first', ['partyId']);
  }
  return { level: reader.mustLevel(row.levelId), areaId: row.areaId, square: { col: row.squareCol, row: row.squareRow } };
}

/** Walking the map and the actions that read the place (searches, listening, doors), each writing what it found. */
export function placeActions(deps: DungeonDeps & { levels: DungeonLevelRepository; reader: LevelReader; place: PlaceParty }, actions: DungeonActions) {
  const { levels, reader, place, engine } = deps;
  const { act } = actions;
  const { searcherOf, settle } = checkParts(actions);
  const partiesRepo = deps.store.parties;

  function areaHere(partyId: number) {
    const at = standing(partiesRepo, reader, partyId);
    if (at.areaId === null) throw new AppError('invalid_input', 'partyId: the party stands in no numbered area', ['partyId']);
    return { ...at, area: reader.mustArea(at.areaId) };
  }

  function doorAt(level: LevelRow, ref: WallRef, field = 'door'): Edge {
    const g = gridOf(level);
    const [c, r] = wallRefOf(ref).split(',').map(Number);
    if (!inGrid(g, ref.col, ref.row) || !inGrid(g, c, r)) throw new AppError('invalid_input', `${field}: (${ref.col}, ${ref.row}) ${ref.side} is off the level`, [field]);
    return liveEdge(g, doorsOf(level), ref);
  }

  function setDoor(level: LevelRow, ref: WallRef, edge: Edge): void {
    levels.update(level.id, { doorStates: JSON.stringify({ ...doorsOf(level), [wallRefOf(ref)]: edge }) });
  }

  /** The areas on the two sides of an edge. */
  function areasBeside(level: LevelRow, ref: WallRef) {
    const g = gridOf(level);
    const areas = levels.areas(level.id);
    const index = reader.areaIndex(level, areas);
    const step = STEPS.find((s) => s.side === ref.side)!;
    return [squareIndex(g, ref.col, ref.row), inGrid(g, ref.col + step.dc, ref.row + step.dr) ? squareIndex(g, ref.col + step.dc, ref.row + step.dr) : -1]
      .map((sq) => (sq >= 0 ? index[sq] : -1))
      .filter((k) => k >= 0)
      .map((k) => areas[k]);
  }

  function memberAction(
    kind: JournalKind,
    input: { partyId: number; memberId: number; audience: Audience; letTimeRun: boolean },
    body: (ctx: ActionContext, party: PartyView, ruleset: Ruleset, searcher: ReturnType<typeof searcherOf>) => { summary: string; playersSummary?: string; check?: DungeonCheck },
  ): ActionResult {
    return act(input.partyId, input.audience, { kind, request: input }, (ctx, party, ruleset) => {
      const who = searcherOf(party, ruleset, input.memberId);
      ctx.about(who.member.id);
      const out = body(ctx, party, ruleset, who);
      if (out.check?.attempted) settle(ctx, party.id, out.check, input.letTimeRun);
      return { summary: out.summary, playersSummary: out.playersSummary };
    });
  }

  return {
    enter(input: MethodParams<'level.enter'>) {
      const campaignId = deps.parties.campaignOf(input.partyId);
      const ruleset = deps.rulesetOf(campaignId);
      return deps.journal.record(campaignId, { kind: 'move', request: input }, (ctx) => {
        const { level, met } = place.enterLevel(ctx, ruleset, input);
        return { summary: `The party enters ${level.name}${met ? ` and meets ${met}` : ''}`, result: reader.view(reader.mustLevel(level.id)) };
      });
    },

    leave(input: MethodParams<'level.leave'>): MethodOutput<'level.leave'> {
      const { level } = standing(partiesRepo, reader, input.partyId);
      return deps.journal.record(level.campaignId, { kind: 'move', request: input }, (ctx) => {
        place.leaveLevel(ctx, input.partyId);
        return { summary: `The party leaves ${level.name}`, playersSummary: `The party leaves ${level.name}`, result: { partyId: input.partyId } };
      });
    },

    walk(input: MethodParams<'level.walk'>): MethodOutput<'level.walk'> {
      let walked: Walked = { feet: 0, squares: 0, door: null, met: null };
      const result = act(input.partyId, input.audience, { kind: 'move', request: input }, (ctx, party, ruleset) => {
        const { level, square } = standing(partiesRepo, reader, party.id);
        const g = gridOf(level);
        const doors = doorsOf(level);
        const path = findPath(g, doors, square, input.to);
        if (!path) throw new AppError('invalid_input', `to: there is no way from (${square.col}, ${square.row}) to (${input.to.col}, ${input.to.row}) over open floor and doors`, ['to']);
        const feetPerTurn = party.summary.pace.perTurn * (ruleset.unit === 'yd' ? FEET_PER_YARD : 1);
        if (feetPerTurn <= 0) throw new AppError('invalid_input', `to: the party cannot move. ${party.summary.pace.reason}`, ['to']);
        const areas = levels.areas(level.id);
        const index = reader.areaIndex(level, areas);
        const door = firstClosedDoor(g, doors, path);
        let steps = door ? door.steps : path.squares.length - 1;
        // Walking into a stocked room the party has not met stops it on the threshold's far side.
        const startArea = index[squareIndex(g, square.col, square.row)];
        for (let i = 1; i <= steps; i++) {
          const k = index[squareIndex(g, path.squares[i].col, path.squares[i].row)];
          if (k >= 0 && k !== startArea && stockedAndUnmet(areas[k])) {
            steps = i;
            break;
          }
        }
        const { stepSeconds } = ruleset.dungeon.walk;
        const seconds = walkSeconds(steps * SQUARE_FEET, feetPerTurn, stepSeconds);
        const out = engine.advance(ctx, { partyId: party.id, seconds, stopOnEvent: input.stopOnEvent, bedRest: false, restful: false, letTimeRun: input.letTimeRun });
        const cutShort = out.stoppedBy !== null && out.now - ctx.startedAt < seconds;
        if (cutShort) steps = Math.min(steps, squaresWalked(feetPerTurn, out.now - ctx.startedAt, SECONDS_PER_TURN));
        const end = path.squares[steps];
        const visited = new Set<number>();
        for (let i = 1; i <= steps; i++) {
          const k = index[squareIndex(g, path.squares[i].col, path.squares[i].row)];
          if (k >= 0 && k !== startArea) visited.add(k);
        }
        const endK = index[squareIndex(g, end.col, end.row)];
        let met: string | null = null;
        for (const k of visited) {
          if (k === endK) met = place.arrive(ctx, ruleset, party.id, level, areas[k]);
          else place.writeState(areas[k], (s): PlaceState => (s.status === 'unexplored' || s.status === 'seen' ? { ...s, status: 'visited' } : s));
        }
        levels.place(party.id, { levelId: level.id, areaId: endK >= 0 ? areas[endK].id : null, col: end.col, row: end.row });
        // The party looks about from every square it crosses, so a corridor walked is seen along its length, by the light it carries now.
        place.lookFrom(level.id, party.id, path.squares.slice(0, steps + 1));
        const stoppedAtDoor = door && !cutShort && steps === door.steps ? door : null;
        walked = {
          feet: steps * SQUARE_FEET,
          squares: steps,
          door: stoppedAtDoor && { at: stoppedAtDoor.door, kind: stoppedAtDoor.kind, action: DOOR_ACTION[stoppedAtDoor.kind] },
          met,
        };
        const why = cutShort ? ' (stopped on the way)' : stoppedAtDoor ? `, stopped by a ${stoppedAtDoor.kind.replace('-door', '')} door` : met ? `: ${met}` : '';
        const walkedLine = `The party walks ${steps * SQUARE_FEET}' (${walkSpan(seconds)})`;
        return {
          summary: `${walkedLine}${why}`,
          // Whom the party met is the GM's to describe; a door or a stop on the way the party sees.
          playersSummary: `${walkedLine}${met ? '' : why}`,
          stoppedBy: out.stoppedBy ?? (met ? `Encounter: ${met}` : null),
          stopReason: out.stopReason ?? (met ? 'area-inhabitants' : null),
        };
      });
      return { ...result, walked };
    },

    openDoor(input: MethodParams<'level.openDoor'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'door', request: input }, () => {
        const { level } = standing(partiesRepo, reader, input.partyId);
        const edge = doorAt(level, input.door);
        if (edge === 'open-door') throw new AppError('conflict', 'door: that door is already open', ['door']);
        if (edge !== 'door') throw new AppError('invalid_input', `door: ${isDoor(edge) && edge !== 'secret-door' ? `that door is ${edge.replace('-door', '')}; force it` : 'there is no door there'}`, ['door']);
        setDoor(level, input.door, 'open-door');
        return { summary: 'The party opens the door', playersSummary: 'The party opens the door' };
      });
    },

    searchTraps: (input: MethodParams<'level.searchTraps'>): ActionResult =>
      memberAction('search', input, (ctx, _party, ruleset, { member, searcher }) => {
        const { area } = areaHere(input.partyId);
        const key = keyOf(area);
        const state = stateOf(area);
        // Seed 003, Traps: one search per character per area; a second finds nothing new, so it is refused.
        if (state.trapSearchers.includes(member.id)) throw new AppError('conflict', `memberId: ${member.name} has already searched area ${area.number} for traps`, ['memberId']);
        // A stonework trap is a dwarf's to find; the others anyone may find, at the chance the rules give them (a thief's own).
        const isDwarf = searcher.profile.ancestry === 'dwarf';
        const findable = key.traps.filter((t) => (state.traps[t.id] ?? 'hidden') === 'hidden' && (t.foundBy !== 'dwarf' || isDwarf));
        const squareFeet = area.squares === '[]' ? 100 : JSON.parse(area.squares).length * SQUARE_FEET * SQUARE_FEET;
        const check = ruleset.dungeon.searchTraps(
          searcher,
          { areaSquareFeet: squareFeet, trapPresent: findable.length > 0, magicalTrap: findable.length > 0 && findable.every((t) => t.foundBy === 'magic'), alreadySearchedHere: false },
          ctx.rng,
        );
        if (!check.attempted) return { summary: `${member.name} ${check.reason}` };
        const found = check.success ? findable : [];
        place.writeState(area, (s) => ({
          ...s,
          status: s.status === 'visited' || s.status === 'unexplored' || s.status === 'seen' ? 'searched' : s.status,
          trapSearchers: [...s.trapSearchers, member.id],
          traps: { ...s.traps, ...Object.fromEntries(found.map((t) => [t.id, 'found' as const])) },
        }));
        ctx.note(found.length ? `${member.name} found: ${found.map((t) => t.name).join(', ')}.` : `${member.name} found no trap.`);
        return {
          summary: `${member.name} searches area ${area.number} (${squareFeet} sq ft) for traps (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${found.length ? 'a trap!' : 'nothing found'}`,
          // What the search turned up is the GM's to describe.
          playersSummary: `${member.name} searches for traps (${spanOf(check.seconds, ruleset.time.secondsPerRound)})`,
          check,
        };
      }),

    searchWall: (input: MethodParams<'level.searchWall'>): ActionResult =>
      memberAction('search', input, (ctx, _party, ruleset, { member, searcher }) => {
        const { level, area } = areaHere(input.partyId);
        doorAt(level, input.wall, 'wall');
        const ref = wallRefOf(input.wall);
        const earlier = stateOf(area).wallSearches[ref] ?? 0;
        const owners = areasBeside(level, input.wall);
        const keyed = owners.flatMap((a) => keyOf(a).secretDoors.filter((d) => wallRefOf(d.door) === ref).map((d) => ({ area: a, door: d, found: (stateOf(a).secretDoors[d.id] ?? 'hidden') !== 'hidden' })));
        const hidden = keyed.filter((k) => !k.found);
        // Seed 003 gives a search a chance to find what is hidden; here nothing is, only what the party already found.
        if (hidden.length === 0 && keyed.length > 0) throw new AppError('conflict', 'wall: the secret door in this wall has been found already; it is a door on the map now', ['wall']);
        // Both sides of a wall may key the same door; the harder of the two is the one to find.
        const doorModifier = hidden.length ? Math.min(...hidden.map((h) => h.door.difficulty)) : 0;
        const check = ruleset.dungeon.searchSecretDoors(searcher, { wallFeet: SQUARE_FEET, earlierSearchers: earlier, doorPresent: hidden.length > 0, doorModifier }, ctx.rng);
        place.writeState(area, (s) => ({ ...s, wallSearches: { ...s.wallSearches, [ref]: earlier + 1 } }));
        const found = check.success && hidden.length > 0;
        if (found) {
          for (const h of hidden) {
            const fresh = reader.mustArea(h.area.id);
            place.writeState(fresh, (s) => ({ ...s, secretDoors: { ...s.secretDoors, [h.door.id]: 'found' } }));
          }
          setDoor(reader.mustLevel(level.id), input.wall, 'door');
        }
        ctx.note(`Searcher number ${earlier + 1} at this wall.`);
        return {
          summary: `${member.name} searches 10' of wall for secret doors (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${found ? 'a door!' : 'nothing found'}`,
          playersSummary: `${member.name} searches 10' of wall for secret doors (${spanOf(check.seconds, ruleset.time.secondsPerRound)})`,
          check,
        };
      }),

    listen: (input: MethodParams<'level.listen'>): ActionResult =>
      memberAction('listen', input, (ctx, _party, ruleset, { member, searcher }) => {
        const { level, areaId } = standing(partiesRepo, reader, input.partyId);
        const edge = doorAt(level, input.door);
        if (!isDoor(edge)) throw new AppError('invalid_input', 'door: there is no door there to listen at', ['door']);
        const beyond = areasBeside(level, input.door).filter((a) => a.id !== areaId);
        const noise = beyond.some((a) => keyOf(a).occupants.length > 0 && stateOf(a).status !== 'cleared');
        const check = ruleset.dungeon.listen(searcher, { noiseBeyond: noise }, ctx.rng);
        return { summary: `${member.name} listens at the door: ${check.success && noise ? 'hears something' : 'hears nothing'}`, playersSummary: `${member.name} listens at the door`, check };
      }),

    forceDoor: (input: MethodParams<'level.forceDoor'>): ActionResult =>
      memberAction('door', input, (ctx, _party, ruleset, { member, searcher }) => {
        const { level } = standing(partiesRepo, reader, input.partyId);
        const edge = doorAt(level, input.door);
        if (edge !== 'stuck-door' && edge !== 'locked-door' && edge !== 'barred-door') {
          throw new AppError('invalid_input', `door: ${edge === 'door' ? 'that door is not stuck or locked; open it' : edge === 'open-door' ? 'that door is open' : 'there is no door there'}`, ['door']);
        }
        const check = ruleset.dungeon.forceDoor(searcher, { obstacle: OBSTACLE[edge] }, ctx.rng);
        if (check.attempted && check.success) {
          setDoor(level, input.door, 'open-door');
        }
        const forced = `${member.name} forces the ${edge.replace('-door', '')} door: ${check.success ? 'it gives!' : 'no luck'}`;
        return { summary: forced, playersSummary: forced, check };
      }),
  };
}
