import type { Rng } from '../dice/rng';
import type {
  CharacterProfile,
  EncumbranceLevel,
  LoadInput,
  PoolLoss,
  Ruleset,
  TerrainId,
} from '../ruleset';
import { RACES, type LoadLevel, type Race } from './capacity';
import { rollInitiative } from './initiative';
import { burnTime, LIGHT_SOURCES, lightLevelAt, sight, type LightSourceId } from './light';
import { characterMovement, NO_ARMOR, type ArmorKind, type WornArmor } from './movement';
import { naturalHealingPerDay } from './recovery';
import { DAILY_RATIONS, DAILY_WATER_QUARTS, deprivationDay } from './survival';
import { SECONDS_PER_ROUND, SECONDS_PER_TURN } from './time';
import { milesPerDay, travelDay } from './wilderness';

const ENCUMBRANCE: Readonly<Record<LoadLevel, EncumbranceLevel>> = {
  light: { rank: 0, id: 'light', label: 'Lightly loaded' },
  heavy: { rank: 1, id: 'heavy', label: 'Heavily loaded' },
  over: { rank: 2, id: 'over', label: 'Over capacity (cannot move)' },
};

const TERRAIN_LABELS: Readonly<Record<TerrainId, string>> = {
  road: 'Road (paved)',
  trail: 'Trail',
  clear: 'Clear',
  plains: 'Plains',
  forest: 'Forest',
  hills: 'Hills',
  desert: 'Desert',
  jungle: 'Jungle',
  mountains: 'Mountains',
  swamp: 'Swamp',
};

const ARMOR_KINDS: readonly string[] = ['none', 'leather', 'metal'] satisfies readonly ArmorKind[];

const BURN_TEXT: Readonly<Record<LightSourceId, string>> = {
  torch: '1d4+4 turns',
  lantern: '1d6+18 turns per flask of oil',
  candle: '3 turns per inch of candle',
};

function attribute(character: CharacterProfile, name: string): number {
  const value = character.attributes[name];
  if (value === undefined) throw new RangeError(`Basic Fantasy needs the character's ${name} score`);
  return value;
}

/** Characters with no ancestry recorded are taken as human, the book's default race. */
function race(character: CharacterProfile): Race {
  const ancestry = character.ancestry ?? 'human';
  if (!(RACES as readonly string[]).includes(ancestry)) {
    throw new RangeError(`'${ancestry}' is not a Basic Fantasy race (${RACES.join(', ')})`);
  }
  return ancestry as Race;
}

function wornArmor(load: LoadInput): WornArmor {
  if (!load.armor) return NO_ARMOR;
  const { category, magical, pounds } = load.armor;
  if (!ARMOR_KINDS.includes(category)) {
    throw new RangeError(`armor category must be one of ${ARMOR_KINDS.join(', ')}, got '${category}'`);
  }
  return { kind: category as ArmorKind, magical, pounds };
}

function lightSourceId(id: string): LightSourceId {
  if (!(id in LIGHT_SOURCES)) throw new RangeError(`unknown light source '${id}'`);
  return id as LightSourceId;
}

export const basicFantasyRuleset: Ruleset = {
  id: 'bfrpg',
  name: 'Basic Fantasy RPG',
  time: { secondsPerRound: SECONDS_PER_ROUND, secondsPerTurn: SECONDS_PER_TURN },
  terrains: Object.entries(TERRAIN_LABELS).map(([id, label]) => ({ id: id as TerrainId, label })),
  lightSources: Object.values(LIGHT_SOURCES).map((source) => ({
    id: source.id,
    label: source.label,
    brightRadius: source.brightRadius,
    dimRadius: source.dimRadius,
    unit: 'ft',
    burnText: BURN_TEXT[source.id],
  })),

  movement(character, load) {
    const moved = characterMovement({
      strength: attribute(character, 'STR'),
      race: race(character),
      armor: wornArmor(load),
      gearPounds: load.gearPounds,
    });
    return {
      encumbrance: ENCUMBRANCE[moved.load],
      loadFraction: moved.carriedPounds / moved.capacity.heavy,
      canMove: moved.feetPerRound > 0,
      perRound: moved.feetPerRound,
      perTurn: moved.feetPerTurn,
      unit: 'ft',
      milesPerDay: milesPerDay(moved.feetPerRound),
    };
  },

  partyTravel(input) {
    const day = travelDay({
      memberMilesPerDay: input.members.map((m) => m.milesPerDay),
      terrain: input.terrain,
      forcedMarch: input.pace === 'forced',
      byAir: input.medium === 'air',
    });
    return { milesPerDay: day.milesPerDay, hoursPerDay: day.hoursPerDay, slowestMember: day.slowestMember };
  },

  dailyNeeds() {
    return {
      food: { amount: DAILY_RATIONS, unit: 'ration' },
      water: { amount: DAILY_WATER_QUARTS, unit: 'quart' },
    };
  },

  deprivation(_character, input, rng: Rng) {
    const day = deprivationDay(input.daysWithoutFood, input.daysWithoutWater, rng);
    const losses: PoolLoss[] = [];
    if (day.hungerLoss > 0) losses.push({ pool: 'HP', amount: day.hungerLoss, cause: 'hunger' });
    if (day.thirstRoll) losses.push({ pool: 'HP', amount: day.thirstRoll.total, cause: 'thirst', roll: day.thirstRoll });
    return { losses, naturalHealingBlocked: day.healingBlocked };
  },

  naturalHealing(_character, input) {
    return { hp: naturalHealingPerDay(input.fullBedRest, input.healingBlocked), rolls: [] };
  },

  lightDuration(sourceId, rng, options) {
    const burn = burnTime(lightSourceId(sourceId), rng, options?.candleInches);
    return { seconds: burn.turns * SECONDS_PER_TURN, rolls: burn.roll ? [burn.roll] : [] };
  },

  lightLevelAt(ambient, sources) {
    return lightLevelAt(
      ambient,
      sources.map((s) => ({ sourceId: lightSourceId(s.sourceId), distanceFeet: s.distance })),
    );
  },

  vision(level, senses) {
    const seen = sight(level, senses.darkvision);
    return { canSee: seen.canSee, by: seen.by, penalty: 0 };
  },

  initiative(character, rng) {
    const result = rollInitiative(attribute(character, 'DEX'), rng);
    return { score: result.score, rolls: [result.roll] };
  },
};
