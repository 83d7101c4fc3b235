import type { MethodOutput, MethodParams } from '../../src-shared/contract';
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
} from '../rules/bfrpg';
import {
  createRng,
  distribution,
  formatDice,
  mean,
  parseDice,
  probabilityAtLeast,
  probabilityAtMost,
  roll,
  type Rng,
} from '../rules/dice';
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
} from '../rules/world';
import { AppError, readingDice } from './errors';

/** Where a seed comes from when the caller gives none; injected so tests can fix it. */
export type SeedSource = () => string;

/** An answer listing more totals than this would be megabytes of JSON no screen can show. */
const MAX_LISTED_TOTALS = 10_000;

const withProbability = (chance: Chance) => ({ ...chance, probability: chanceProbability(chance) });

/**
 * The `rules.*` methods: the pure engine behind the contract. The only effect is
 * choosing a seed; every answer carries it so the same call can be replayed.
 */
export function rulesCalculator(freshSeed: SeedSource) {
  function seeded(seed: string | number | undefined): { seed: string; rng: Rng } {
    const text = seed === undefined ? freshSeed() : String(seed);
    return { seed: text, rng: createRng(text) };
  }

  return {
    reference(): MethodOutput<'rules.reference'> {
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

    roll(input: MethodParams<'rules.roll'>): MethodOutput<'rules.roll'> {
      const { seed, rng } = seeded(input.seed);
      return { seed, roll: readingDice(() => roll(input.expression, rng)) };
    },

    distribution(input: MethodParams<'rules.distribution'>): MethodOutput<'rules.distribution'> {
      const d = readingDice(() => distribution(input.expression));
      if (d.probabilities.length > MAX_LISTED_TOTALS) {
        throw new AppError(
          'invalid_input',
          `expression: has ${d.probabilities.length} possible totals; the calculator lists at most ${MAX_LISTED_TOTALS}`,
          ['expression'],
        );
      }
      return {
        expression: readingDice(() => formatDice(parseDice(input.expression))),
        min: d.min,
        max: d.max,
        mean: mean(d),
        outcomes: d.probabilities.map((probability, i) => ({ total: d.min + i, probability })),
        ...(input.atMost !== undefined && { probabilityAtMost: probabilityAtMost(d, input.atMost) }),
        ...(input.atLeast !== undefined && { probabilityAtLeast: probabilityAtLeast(d, input.atLeast) }),
      };
    },

    carryingCapacity(input: MethodParams<'rules.carryingCapacity'>): MethodOutput<'rules.carryingCapacity'> {
      return carryingCapacity(input.strength, input.race);
    },

    movement(input: MethodParams<'rules.movement'>): MethodOutput<'rules.movement'> {
      const m = characterMovement(input);
      return { ...m, milesPerDay: milesPerDay(m.feetPerRound) };
    },

    milesPerDay(input: MethodParams<'rules.milesPerDay'>): MethodOutput<'rules.milesPerDay'> {
      return travelDay({
        memberMilesPerDay: input.memberFeetPerRound.map(milesPerDay),
        terrain: input.terrain,
        forcedMarch: input.forcedMarch,
        byAir: input.byAir,
      });
    },

    forceDoor(input: MethodParams<'rules.forceDoor'>): MethodOutput<'rules.forceDoor'> {
      const { seed, rng } = seeded(input.seed);
      const r = forceObstacle(input.obstacle, input.strengthBonus, rng);
      return { seed, success: r.success, chance: withProbability(r.chance), roll: r.roll };
    },

    listen(input: MethodParams<'rules.listen'>): MethodOutput<'rules.listen'> {
      const { seed, rng } = seeded(input.seed);
      const r = listenAtDoor({ thiefListenPercent: input.thiefListenPercent }, input.noiseBeyond, rng);
      return { ...r, seed, chance: withProbability(r.chance) };
    },

    searchTraps(input: MethodParams<'rules.searchTraps'>): MethodOutput<'rules.searchTraps'> {
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

    searchSecretDoor(input: MethodParams<'rules.searchSecretDoor'>): MethodOutput<'rules.searchSecretDoor'> {
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

    weatherAtSea(input: MethodParams<'rules.weatherAtSea'>): MethodOutput<'rules.weatherAtSea'> {
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
export type RulesCalculator = ReturnType<typeof rulesCalculator>;
