import type { DungeonState, LightView } from '../../../src-shared/contract';
import { SECONDS_PER_TURN } from '../../../src-shared/time';
import type { LightRow } from '../../db/repositories/lights';
import type { MemberRow } from '../../db/repositories/members';
import { dailyNeedsOf, eats, lightsCarried, partyIlluminants, suppliesHeld } from '../../rules/world/provisions';
import type { Ruleset } from '../../rules/ruleset';
import { effectView } from '../effects';
import { spellsState } from './spells';
import { dungeonStateForPlayers, forAudience } from '../players-view';
import type { MemberAtTime } from '../party/view';
import type { Audience } from '../../../src-shared/contract';
import type { DungeonDeps } from './actions';

/** The light of a party outdoors between sunrise and sunset. */
const DAYLIGHT = { label: 'Daylight', effect: 'The sun lights the way', brightRadius: 0, dimRadius: 0, inDarkness: false } as const;
/** A party placed nowhere yet stands in no light or dark: there is nothing to judge, and the GM and the table are told so. */
const NOWHERE = { label: 'No place yet', effect: 'Its light is judged once the party stands somewhere', brightRadius: 0, dimRadius: 0, inDarkness: false } as const;

/** Seconds of burning a light has left at `now`. */
const remaining = (l: LightRow, now: number) =>
  l.burnSeconds - l.burnedSeconds - (l.state === 'lit' && l.litAt !== null ? now - l.litAt : 0);

/** The dungeon view of a party: its lights and how bright it is, its members' supplies, the wandering schedule and the journal. */
export function dungeonState(deps: DungeonDeps) {
  const { store, journal, engine, parties, rulesetOf, skyOf } = deps;

  return function state(partyId: number, audience: Audience): DungeonState {
    // What time changes in the party is all this shows of it: no sheet is read, no standing worked out.
    const { party, members, stores, summary, rows: memberRows } = parties.atTime(partyId);
    const ruleset = rulesetOf(party.campaignId);
    const now = store.clock.now(party.campaignId);
    const names = new Map(members.map((m) => [m.id, m.name]));
    const rows = store.lights.ofParty(partyId);
    const lights: LightView[] = rows.map((l) => {
      return {
        id: l.id,
        kind: l.kind,
        carrierId: l.memberId,
        carrierName: names.get(l.memberId ?? -1) ?? 'nobody',
        state: l.state,
        remainingSeconds: Math.max(0, remaining(l, now)),
        burnSeconds: l.burnSeconds,
        revealed: l.revealed,
      };
    });
    const lit = rows.filter((l) => l.state === 'lit');
    const effectsAround = store.effects.around(party.campaignId, partyId);
    const shining = effectsAround.filter((e) => e.light !== null);
    const illuminants = partyIlluminants(rows, shining);
    // Outdoors by day the sun lights the way, whatever burns; at night or underground the lights do.
    const sunlit = party.locationKind === 'hex' && !skyOf(party.campaignId).isNight(now);
    const placed = party.locationKind !== 'none';
    const around = !placed ? NOWHERE : sunlit ? DAYLIGHT : ruleset.partyLight(illuminants);
    const lastOut = Math.max(0, ...lit.map((l) => remaining(l, now)), ...shining.map((e) => e.endsAt - now));
    const seers = members.filter((m) => m.figures.darkvision).map((m) => m.name);
    const { secondsPerRound } = ruleset.time;
    const warning = sunlit || !placed
      ? null
      : illuminants.length === 0
        ? `The party is in darkness.${seers.length ? ` Only ${seers.join(' and ')} can see (darkvision${ruleset.darkvisionFeet === null ? '' : `, ${ruleset.darkvisionFeet}' by Lantern's default`}).` : ''}`
        : lastOut <= SECONDS_PER_TURN
          ? `The last light fails within a turn (${Math.ceil(lastOut / secondsPerRound)} rounds).`
          : null;
    const going = new Map(memberRows.map((row) => [row.id, row]));
    const schedule = engine.schedule(party.campaignId, partyId, now);
    const where = schedule?.at(now);
    const table = where && engine.sightings.tableFor(party.campaignId, where);
    const canUndoRedo = journal.canUndoRedo(party.campaignId);
    const entries = journal.list({ campaignId: party.campaignId, limit: 30 });
    return forAudience(audience, {
      campaignId: party.campaignId,
      partyId,
      partyName: party.name,
      location: party.locationName,
      audience: 'gm',
      gameTimeSeconds: now,
      rules: { system: ruleset.id, name: ruleset.name, secondsPerRound, unit: ruleset.unit, fatiguePool: ruleset.fatiguePool },
      lights,
      effects: effectsAround.map((e) => effectView(e, now)),
      lightLevel: {
        label: around.label,
        effect: around.effect,
        brightRadius: around.brightRadius,
        dimRadius: around.dimRadius,
        inDarkness: around.inDarkness,
        warning,
      },
      members: members.map((m) => membersLine(m, going.get(m.id)!, ruleset)),
      storesCarry: lightsCarried(stores),
      pacePerTurn: summary.pace.perTurn,
      wandering: {
        levelName: where?.place ?? '',
        checkEveryTurns: schedule ? schedule.interval / SECONDS_PER_TURN : 0,
        chanceInSix: schedule?.chanceInSix ?? 0,
        entries: table?.entries.map((e) => ({ ...e })) ?? [],
        nextCheckAt: schedule ? (Math.floor(now / schedule.interval) + 1) * schedule.interval : null,
      },
      spells: spellsState(store.spells, ruleset, party.campaignId, members),
      ...canUndoRedo,
      journal: entries,
    }, dungeonStateForPlayers);
  };
}

/**
 * Whether the party's Dungeon view, between two moments, changes in its clock alone: it is
 * underground (no sun to rise or set on it), nothing lit or running around it counts down,
 * and no wandering check falls due. A fight's round end moves the clock a round; then the
 * fight carries the new time and the view moves its clock to it, instead of the whole view
 * being built and sent again after every round.
 */
export function clockOnly(deps: Pick<DungeonDeps, 'store' | 'engine'>) {
  const { store, engine } = deps;
  return function between(partyId: number, from: number, to: number): boolean {
    const party = store.parties.get(partyId);
    if (!party || party.locationKind !== 'dungeon') return false;
    if (store.lights.ofParty(partyId).some((l) => l.state === 'lit')) return false;
    if (store.effects.around(party.campaignId, partyId).length > 0) return false;
    const schedule = engine.schedule(party.campaignId, partyId, from);
    return !schedule || Math.floor(from / schedule.interval) === Math.floor(to / schedule.interval);
  };
}

function membersLine(m: MemberAtTime, row: MemberRow, ruleset: Ruleset): DungeonState['members'][number] {
  const supplies = suppliesHeld(m.items);
  // Days at the member's own daily needs: two quarts at two a day is one day.
  const needs = m.profile ? dailyNeedsOf(ruleset, m.profile) : null;
  const days = (held: number, perDay: number | undefined) => (perDay ? held / perDay : held);
  return {
    id: m.id,
    name: m.name,
    kind: m.kind,
    hp: m.hp,
    fp: m.fp && { current: m.fp.current, max: m.fp.max },
    darkvision: m.figures.darkvision,
    eats: eats(m),
    foodDays: days(supplies.food, needs?.food),
    waterDays: days(supplies.water, needs?.water),
    daysWithoutFood: row.daysWithoutFood,
    daysWithoutWater: row.daysWithoutWater,
    healingBlocked: row.healingBlocked,
    movePerTurn: m.figures.move.perTurn,
    loadLabel: m.figures.encumbrance.label,
    conditions: m.figures.conditions.map((c) => c.label),
    carries: lightsCarried(m.items),
  };
}
