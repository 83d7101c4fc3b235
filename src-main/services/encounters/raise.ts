import { isCharacter } from '../../../src-shared/contract';
import { GENERAL_WILDERNESS_TABLE } from '../../../src-shared/contract/encounter';
import { TERRAINS } from '../../../src-shared/hexmap';
import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { EncounterTableRepository, TableEntry } from '../../db/repositories/encounter-tables';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { MemberRepository } from '../../db/repositories/members';
import type { PartyRepository } from '../../db/repositories/parties';
import type { SightingRepository } from '../../db/repositories/sightings';
import { roll } from '../../rules/dice';
import type { Ruleset } from '../../rules/ruleset';
import { inSix, rollChance } from '../../rules/world';
import type { ActionContext } from '../journal';
import type { SkyOf } from '../sky';
import type { SightingDetails } from './details';
import { profileOfStored } from '../sheet-profiles';

export interface SightingStore {
  sightings: SightingRepository;
  tables: EncounterTableRepository;
  bestiary: BestiaryRepository;
  parties: PartyRepository;
  regions: HexRegionRepository;
  members: MemberRepository;
}

/** Where a party meets its wandering monsters: underground by its level, outdoors by the hex's terrain and the hour. */
export interface Whereabouts {
  setting: 'dungeon' | 'wilderness';
  /** The level's name, or the terrain id. */
  levelName: string;
  /** Outdoors: "forest by night". */
  place: string;
  night: boolean;
}

/** The same place at another moment: outdoors, by day or by night as the campaign's sun says. */
export function atHour(where: Whereabouts, night: boolean): Whereabouts {
  if (where.setting === 'dungeon') return where;
  return { ...where, place: `${where.levelName} by ${night ? 'night' : 'day'}`, night };
}

export function sightingRaiser(store: SightingStore, skyOf: SkyOf) {
  const { sightings, tables, bestiary, parties, regions, members } = store;

  /** Where the party is, for its wandering table; null when it is neither underground nor on a hex. */
  function whereabouts(partyId: number, at: number): Whereabouts | null {
    const party = parties.get(partyId);
    if (!party) return null;
    if (party.locationKind === 'dungeon') return { setting: 'dungeon', levelName: party.locationName, place: party.locationName, night: false };
    if (party.locationKind !== 'hex') return null;
    // A hex the GM set by hand, off any map, reads as clear ground.
    const region = party.regionId === null ? undefined : regions.get(party.regionId);
    // Asked on every turn and every state the windows are sent: one tile is read, not the region.
    const code = region && party.hexCol !== null && party.hexRow !== null ? regions.terrainAt(region, party.hexCol, party.hexRow) : null;
    const terrain = (code !== null && code !== undefined && TERRAINS[code]) || 'clear';
    return atHour({ setting: 'wilderness', levelName: terrain, place: terrain, night: false }, skyOf(party.campaignId).isNight(at));
  }

  /**
   * The table for where the party is: a dungeon level's, or outdoors the terrain's table for the hour, else its
   * any-hour table, else the campaign's general wilderness table the same way.
   */
  function tableFor(campaignId: number, where: Whereabouts) {
    if (where.setting === 'dungeon') return tables.get(campaignId, where.levelName);
    const outdoors = (levelName: string) =>
      tables.get(campaignId, { setting: 'wilderness', levelName, timeOfDay: where.night ? 'night' : 'day' }) ??
      tables.get(campaignId, { setting: 'wilderness', levelName, timeOfDay: 'any' });
    const own = outdoors(where.levelName);
    return own?.entries.length ? own : (outdoors(GENERAL_WILDERNESS_TABLE) ?? own);
  }

  /** A line rolled on the table for where the party is (1dN); null with no line to roll. */
  function pick(ctx: ActionContext, where: Whereabouts): TableEntry | null {
    const entries = tableFor(ctx.campaignId, where)?.entries ?? [];
    if (entries.length === 0) return null;
    return entries[ctx.keep('Wandering monster', roll(`1d${entries.length}`, ctx.rng), { secret: true }).total - 1];
  }

  /** The GM's prompt where no table has a line: the GM says what comes. */
  const gmPrompt = (where: Whereabouts): TableEntry => {
    const missing = where.setting === 'dungeon' ? `no table for ${where.levelName}` : `no table for ${where.levelName} and no general wilderness table`;
    return { text: `what the GM chooses (${missing})` };
  };

  /**
   * A wandering check (the chance in six of the schedule): on a success the line is
   * rolled and the encounter becomes a record. Answers what stops the clock.
   */
  function check(ctx: ActionContext, ruleset: Ruleset, partyId: number, where: Whereabouts, chanceInSix: number, at: number): string | null {
    const result = rollChance(inSix(chanceInSix), ctx.rng);
    ctx.keep('Wandering monster check', result.roll, { secret: true });
    return result.success ? meetAt(ctx, ruleset, partyId, where, at) : null;
  }

  /** What came, said once: the clock's stop (or the journey's note) carries it into the journal. */
  function meetAt(ctx: ActionContext, ruleset: Ruleset, partyId: number, where: Whereabouts, at: number): string {
    const rolled = pick(ctx, where);
    const entry = rolled ?? gmPrompt(where);
    const [{ count, foe }] = raise(ctx, ruleset, partyId, where, [entry], at, rolled === null);
    return `Wandering monsters: ${entry.text}${count !== null ? ` (${count} ${foe ?? 'of them'})` : ''}.`;
  }

  /** A check that came up elsewhere (a travelled day, by day or by night): what comes is rolled on the table where the party now is. */
  function meet(ctx: ActionContext, ruleset: Ruleset, partyId: number, at: number, when: 'day' | 'night'): string {
    const here = whereabouts(partyId, at);
    const where = here?.setting === 'wilderness' ? { ...here, night: when === 'night', place: `${here.levelName} by ${when}` } : (here ?? { setting: 'wilderness' as const, levelName: 'clear', place: `clear by ${when}`, night: when === 'night' });
    const met = meetAt(ctx, ruleset, partyId, where, at);
    ctx.note(met);
    return met;
  }

  /**
   * One encounter card for everything that came together (a room stocked with an Ogre and a
   * Bear is one meeting): each kind's number is rolled, surprise once for all. The first kind
   * is the card's foe; the others come alongside. Answers each kind's number and bestiary name.
   * `gmSays`: the entry is the GM's prompt, not a line of a table, and the players learn only that something came.
   */
  function raise(ctx: ActionContext, ruleset: Ruleset, partyId: number, where: Whereabouts, entries: readonly TableEntry[], at: number, gmSays = false): { count: number | null; foe: string | null }[] {
    const kinds = entries.map((entry) => {
      const foe = entry.foe ? bestiary.byName(ctx.campaignId, entry.foe) : undefined;
      const block = foe ? (JSON.parse(foe.statBlock) as Record<string, unknown>) : null;
      const dice = entry.number ?? (block && ruleset.encounter.appearing(block, where.setting)) ?? (foe ? '1' : null);
      const counted = dice ? ctx.keep(`Number appearing (${dice})`, roll(dice, ctx.rng), { secret: true }) : null;
      return { entry, foe, counted, countRoll: counted && { expression: counted.expression, faces: counted.dice.flatMap((d) => d.faces), total: counted.total } };
    });
    const people = members.ofParty(partyId).filter(isCharacter);
    const candidates = people.map((m) => ({ id: m.id, ancestry: profileOfStored(ruleset, m.sheet, { hp: { current: m.hpCurrent, max: m.hpMax }, fp: null }).ancestry }));
    const surprise = ruleset.encounter.surprise(ctx.rng, candidates);
    if (surprise) {
      ctx.keep('Surprise: the party', surprise.party.roll, { secret: true });
      ctx.keep('Surprise: the foes', surprise.foes.roll, { secret: true });
    }
    const side = (s: NonNullable<typeof surprise>['party']) => ({ surprised: s.surprised, roll: s.roll.total, range: s.range });
    const spared = (surprise?.party.spared ?? []).map((id) => ({ id, name: people.find((m) => m.id === id)!.name }));
    const [first, ...rest] = kinds;
    const details: SightingDetails = {
      countRoll: first.countRoll,
      countHidden: false,
      surprise: { party: surprise && { ...side(surprise.party), ...(spared.length > 0 && { spared }) }, foes: surprise && side(surprise.foes), byGm: false },
      distance: null,
      reaction: null,
      outcome: null,
      ...(gmSays && { gmSaysWhat: true }),
      ...(rest.length > 0 && {
        alongside: rest.map((k) => ({ text: k.entry.text, foe: k.foe?.name ?? k.entry.foe ?? null, count: k.counted?.total ?? null, countRoll: k.countRoll })),
      }),
    };
    sightings.insert({
      campaignId: ctx.campaignId,
      partyId,
      at,
      setting: where.setting,
      place: where.place,
      what: entries.map((e) => e.text).join(', '),
      foe: first.foe?.name ?? first.entry.foe ?? null,
      count: first.counted?.total ?? null,
      details: JSON.stringify(details),
    });
    return kinds.map((k) => ({ count: k.counted?.total ?? null, foe: k.foe?.name ?? null }));
  }

  return { whereabouts, tableFor, check, meet, raise };
}
export type SightingRaiser = ReturnType<typeof sightingRaiser>;
