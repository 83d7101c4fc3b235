import type { rulesBfrpg } from '../../../src-shared/contract';
import {
  basicFantasyRuleset,
  characterMovement,
  carryingCapacity,
  forceObstacle,
  RACES,
  listenAtDoor,
  searchForSecretDoor,
  searchForTraps,
  trapSearchTurns,
} from '../../rules/bfrpg';
import {
  BEASTS_OF_BURDEN,
  chanceProbability,
  inSix,
  isAgainstWind,
  LAND_VEHICLES,
  milesPerDay,
  ratioValue,
  rollWeather,
  travelDay,
  type Chance,
} from '../../rules/world';
import type { SeedSource } from '../../services/seed-source';
import type { HandlersFor } from '../router';
import { seededBy } from './seeded';

const withProbability = (chance: Chance) => ({ ...chance, probability: chanceProbability(chance) });

/** The `rules.bfrpg.*` methods: the Basic Fantasy rules behind the contract. */
export function bfrpgCalculator(freshSeed: SeedSource): HandlersFor<typeof rulesBfrpg> {
  const seeded = seededBy(freshSeed);
  return {
    'rules.bfrpg.reference': () => {
      const r = basicFantasyRuleset;
      return {
        system: { id: r.id, name: r.name },
        races: [...RACES],
        beasts: BEASTS_OF_BURDEN.map((b) => ({ ...b })),
        vehicles: LAND_VEHICLES.map((v) => ({ ...v })),
        lightSources: r.lightSources.map((l) => ({ ...l })),
        terrains: r.terrains.map((t) => ({ ...t })),
      };
    },

    'rules.bfrpg.carryingCapacity': (input) => carryingCapacity(input.strength, input.race),

    'rules.bfrpg.movement': (input) => {
      const m = characterMovement(input);
      return { ...m, milesPerDay: milesPerDay(m.feetPerRound) };
    },

    'rules.bfrpg.milesPerDay': (input) =>
      travelDay({
        memberMilesPerDay: input.memberFeetPerRound.map(milesPerDay),
        terrain: input.terrain,
        forcedMarch: input.forcedMarch,
        byAir: input.byAir,
      }),

    'rules.bfrpg.forceDoor': (input) => {
      const { seed, rng } = seeded(input.seed);
      const r = forceObstacle(input.obstacle, input.strengthBonus, rng);
      return { seed, success: r.success, chance: withProbability(r.chance), roll: r.roll };
    },

    'rules.bfrpg.listen': (input) => {
      const { seed, rng } = seeded(input.seed);
      const r = listenAtDoor({ thiefListenPercent: input.thiefListenPercent }, input.noiseBeyond, rng);
      return { ...r, seed, chance: withProbability(r.chance) };
    },

    'rules.bfrpg.searchTraps': (input) => {
      const { seed, rng } = seeded(input.seed);
      const r = searchForTraps(
        {
          searcher: {
            thiefFindTrapsPercent: input.thiefFindTrapsPercent,
            dwarfTrapChance: input.dwarfInSix === undefined ? undefined : inSix(input.dwarfInSix),
            spellcaster: input.spellcaster,
          },
          trap: { present: input.trapPresent, magical: input.magicalTrap },
          alreadySearchedHere: input.alreadySearchedHere,
          ruling: input.magicalTrapRuling,
        },
        rng,
      );
      const turns = trapSearchTurns(input.areaSquareFeet);
      return r.searched
        ? { seed, turns, searched: true, found: r.found, success: r.success, chance: withProbability(r.chance), roll: r.roll }
        : { seed, turns: r.reason === 'already-searched' ? 0 : turns, searched: false, reason: r.reason, found: false };
    },

    'rules.bfrpg.searchSecretDoor': (input) => {
      const { seed, rng } = seeded(input.seed);
      const r = searchForSecretDoor(
        {
          searcher: { intelligence: input.intelligence, race: input.race },
          earlierSearchers: input.earlierSearchers,
          wallFeet: input.wallFeet,
          doorPresent: input.doorPresent,
          doorModifier: input.doorModifier,
        },
        rng,
      );
      return { ...r, seed, chance: withProbability(r.chance) };
    },

    'rules.bfrpg.weatherAtSea': (input) => {
      const { seed, rng } = seeded(input.seed);
      const w = rollWeather(input.prevailingWind, rng);
      const sailingWithWind = ratioValue(w.row.withWind);
      const tacking = ratioValue(w.row.tacking);
      const againstWind = input.heading === undefined ? undefined : isAgainstWind(input.heading, w.windFrom);
      return {
        seed,
        condition: w.row.condition,
        label: w.row.label,
        windFrom: w.windFrom,
        prevailing: w.prevailing,
        sailingWithWind,
        tacking,
        tackingImpossible: w.row.tackingImpossible,
        ...(againstWind !== undefined && { againstWind, speedMultiplier: againstWind ? tacking : sailingWithWind }),
        conditionRoll: w.conditionRoll,
        directionRoll: w.directionRoll,
      };
    },
  };
}
