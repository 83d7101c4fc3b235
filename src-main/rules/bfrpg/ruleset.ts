import { lb } from '../world';
import { bfrpgBestiary } from './monster-lines';
import { bfrpgCharacterSheet, bfrpgOptions, DARKVISION_FEET, thiefSkillNames, type BfrpgCharacterSheet, type BfrpgOptions } from '../../../src-shared/contract';
import type { Rng } from '../dice/rng';
import type {
  CharacterProfile,
  ChanceText,
  DungeonCheck,
  DungeonRules,
  EncumbranceLevel,
  LabelledRoll,
  LoadInput,
  PoolLoss,
  Ruleset,
  TerrainId,
} from '../ruleset';
import { atOrUnder } from '../ruleset';
import { chanceProbability, inSix, type Chance } from '../world/chance-in-six';
import { burnText, LIGHT_SOURCES, lightSourceId, radiiOf } from '../world/light-sources';
import { lightDurationInTurns } from '../world/light-in-yards';
import type { LoadLevel } from '../world/load-level';
import { beastsByTable, vehiclesByTable, type TableOptions } from '../world/haulers-by-table';
import { milesPerDay, partyTravelDay } from '../world/overland-day';
import { WANDERING_MONSTER_CHANCE } from '../world/wandering-schedule';
import { bfrpgRetainers } from './retainers';
import { abilityBonus, ABILITY_BONUS_TABLE } from './abilities';
import { RACES, type Race } from './capacity';
import { DARKVISION_BY_DEFAULT, defaultSaveTargets, SAVE_KEYS } from './character-defaults';
import { bfrpgAdvancement } from './advancement-rules';
import { bfrpgMoney } from './money';
import { armorClass, bfrpgCombatRules } from './combat-rules';
import { characterAttackBonus } from './combat-tables';
import { forceObstacle, listenAtDoor } from './doors';
import { forcedMarchDay, RESTED, type ForcedMarchState } from './forced-march';
import { checkLost } from './getting-lost';
import { characterMovement, feetPerTurn, NO_ARMOR, type ArmorKind, type WornArmor } from './movement';
import { naturalHealingPerDay } from './recovery';
import { bfrpgLasting } from './lasting';
import { searchForSecretDoor } from './secret-doors';
import { lightLevelAt, sight } from './sight';
import { DAILY_RATIONS, DAILY_WATER_QUARTS, deprivationDay } from './survival';
import { SECONDS_PER_ROUND, SECONDS_PER_TURN } from './time';
import { searchForTraps, trapSearchTurns } from './traps';
import { bfrpgMagic } from './magic';
import { spellSlots } from './spells-per-day';
import { thiefAbilities, thiefAbilitiesWith, type ThiefAbility } from './thief-abilities';
import { bfrpgEncounterRules } from './encounters';

const ENCUMBRANCE: Readonly<Record<LoadLevel, EncumbranceLevel>> = {
  light: { rank: 0, id: 'light', label: 'Lightly loaded' },
  heavy: { rank: 1, id: 'heavy', label: 'Heavily loaded' },
  over: { rank: 2, id: 'over', label: 'Over capacity' },
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

/**
 * A dwarf's stonework trap-finding, 1-2 on 1d6 as the core book gives it; the
 * shared texts name the ability without its figure, so it is a default.
 */
const DWARF_TRAP_CHANCE = inSix(2);

/** Animals and vehicles have no saves on their sheet: the normal man's 13 (supplement A9). */
const NORMAL_MAN_DEATH_RAY = 13;


// supplement A5: miles a day are 0.6 x feet a round; exploring covers 3 x that a turn.
const tablePace: Pick<TableOptions, 'unit' | 'paced'> = {
  unit: 'ft',
  paced: (miles) => {
    const perRound = Math.round((miles / 0.6) * 100) / 100;
    return { perRound, perTurn: feetPerTurn(perRound) };
  },
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


/** "1 in 6", "35%": a Basic Fantasy chance as the book writes it. */
export function chanceText(chance: Chance): ChanceText {
  return { probability: chanceProbability(chance), text: chance.die === 100 ? `${chance.range}%` : `${chance.range} in ${chance.die}` };
}

const THIEF_LABELS: Readonly<Record<ThiefAbility, string>> = {
  openLocks: 'Open Locks',
  removeTraps: 'Remove Traps',
  pickPockets: 'Pick Pockets',
  moveSilently: 'Move Silently',
  climbWalls: 'Climb Walls',
  hide: 'Hide',
  listen: 'Listen',
};

/** Spells per day and Thief abilities, derived from class, level and race so a new level changes them at once. */
function classAbilityFigures(sheet: BfrpgCharacterSheet) {
  const slots = spellSlots(sheet.class, sheet.level).map(({ caster, perDay }) => ({
    key: `spells-${caster}`,
    label: `${caster === 'cleric' ? 'Cleric' : 'Magic-User'} spells a day`,
    value: perDay.some((n) => n > 0) ? perDay.filter((n, i) => n > 0 || i === 0).join(' / ') : 'none yet',
    formula: `${sheet.class} level ${sheet.level}, spell levels 1 up (supplement A21)`,
  }));
  const table = thiefAbilities(sheet.class, sheet.level, sheet.race);
  const own = thiefAbilitiesWith(sheet);
  const thief = thiefSkillNames.flatMap((k) =>
    own[k] === undefined
      ? []
      : [{ key: `thief-${k}`, label: THIEF_LABELS[k], value: `${own[k]}%`, formula: sheet.thief?.[k] !== undefined && sheet.thief[k] !== table?.[k] ? 'set on the sheet' : `${sheet.class} level ${sheet.level} (supplement A22)` }],
  );
  return [...slots, ...thief];
}

const sheetOf = (character: CharacterProfile) => character.sheet as BfrpgCharacterSheet | undefined;

function dungeonRules(options: Pick<BfrpgOptions, 'magicalTraps'>): DungeonRules {
  const skipped = (reason: string): DungeonCheck => ({ attempted: false, reason, success: false, chance: null, rolls: [], seconds: 0 });
  return {
    walk: { stepSeconds: SECONDS_PER_TURN, source: 'seed 003, "Movement and Encumbrance": exploring, time is counted in turns' },
    searchTraps(searcher, input, rng) {
      const sheet = sheetOf(searcher.profile);
      const result = searchForTraps(
        {
          searcher: {
            thiefFindTrapsPercent: sheet && thiefAbilitiesWith(sheet).removeTraps,
            dwarfTrapChance: searcher.profile.ancestry === 'dwarf' ? DWARF_TRAP_CHANCE : undefined,
            spellcaster: /magic|cleric/i.test(sheet?.class ?? ''),
          },
          trap: { present: input.trapPresent, magical: input.magicalTrap },
          alreadySearchedHere: input.alreadySearchedHere,
          ruling: options.magicalTraps,
        },
        rng,
      );
      if (!result.searched) return skipped(result.reason === 'already-searched' ? 'has already searched here' : 'cannot find that kind of trap');
      return {
        attempted: true,
        success: result.found,
        chance: chanceText(result.chance),
        rolls: [{ label: `Find traps: ${searcher.name}`, roll: result.roll, secret: true }],
        seconds: trapSearchTurns(input.areaSquareFeet) * SECONDS_PER_TURN,
      };
    },

    searchSecretDoors(searcher, input, rng) {
      const result = searchForSecretDoor(
        {
          searcher: { intelligence: attribute(searcher.profile, 'INT'), race: race(searcher.profile) },
          earlierSearchers: input.earlierSearchers,
          wallFeet: input.wallFeet,
          doorPresent: input.doorPresent,
          doorModifier: input.doorModifier,
        },
        rng,
      );
      return {
        attempted: true,
        success: result.found,
        chance: chanceText(result.chance),
        rolls: [{ label: `Secret doors: ${searcher.name}`, roll: result.roll, secret: true }],
        seconds: result.turns * SECONDS_PER_TURN,
      };
    },

    listen(searcher, input, rng) {
      const sheet = sheetOf(searcher.profile);
      const result = listenAtDoor({ thiefListenPercent: sheet && thiefAbilitiesWith(sheet).listen }, input.noiseBeyond, rng);
      return {
        attempted: true,
        success: result.heardSomething,
        chance: chanceText(result.chance),
        rolls: [{ label: `Listen: ${searcher.name}`, roll: result.roll, secret: true }],
        seconds: SECONDS_PER_ROUND,
      };
    },

    forceDoor(searcher, input, rng) {
      const result = forceObstacle(input.obstacle, abilityBonus(attribute(searcher.profile, 'STR')), rng);
      return {
        attempted: true,
        success: result.success,
        chance: chanceText(result.chance),
        rolls: [{ label: `${input.obstacle === 'bars' ? 'Bend bars' : 'Force door'}: ${searcher.name}`, roll: result.roll }],
        seconds: SECONDS_PER_ROUND,
      };
    },
  };
}

/** Basic Fantasy answering for a campaign with these options. */
export function bfrpgRuleset(options: Omit<BfrpgOptions, 'zeroHp' | 'treasureXp' | 'darkvisionRange'> & Partial<Pick<BfrpgOptions, 'zeroHp' | 'treasureXp' | 'darkvisionRange'>>): Ruleset {
  const combat = bfrpgCombatRules({ zeroHp: options.zeroHp ?? 'dead' });
  return {
    id: 'bfrpg',
    name: 'Basic Fantasy RPG',
    time: { secondsPerRound: SECONDS_PER_ROUND, secondsPerTurn: SECONDS_PER_TURN },
    unit: 'ft',
    terrains: Object.entries(TERRAIN_LABELS).map(([id, label]) => ({ id: id as TerrainId, label })),
    lightSources: Object.values(LIGHT_SOURCES).map((source) => ({
      id: source.id,
      label: source.label,
      brightRadius: source.brightRadius,
      dimRadius: source.dimRadius,
      unit: 'ft',
      burnText: burnText(source.id),
    })),
    fatiguePool: null,
    catalogue: 'catalogue-bfrpg.json',
    bestiary: bfrpgBestiary,
    money: bfrpgMoney,
    advancement: options.treasureXp ? { ...bfrpgAdvancement, treasureXp: { counts: true, source: 'A24 optional rule: 1 XP per gp of treasure, counted as it is shared out' } } : bfrpgAdvancement,
    retainers: bfrpgRetainers,
    points: null,
    sheetSchema: bfrpgCharacterSheet,

    /** Fills what a sheet may leave out (saves, darkvision) from the race and level, so stored sheets are complete. */
    completeSheet(raw) {
      const sheet = raw as BfrpgCharacterSheet;
      const defaults = defaultSaveTargets(sheet.race, sheet.level, sheet.class);
      const saves =
        sheet.saves ??
        (Object.fromEntries(Object.entries(SAVE_KEYS).map(([ours, theirs]) => [ours, defaults[theirs]])) as NonNullable<BfrpgCharacterSheet['saves']>);
      return { ...sheet, saves, darkvision: sheet.darkvision ?? DARKVISION_BY_DEFAULT[sheet.race] };
    },

    profile(raw, pools) {
      const sheet = raw as BfrpgCharacterSheet;
      const attributes = Object.fromEntries(Object.entries(sheet.abilities ?? {}).map(([k, v]) => [k.toUpperCase(), v]));
      return { attributes, ancestry: sheet.race, sheet, ...(pools && { pools }) };
    },

    poolMaxima: () => ({ hp: null, fp: null }),

    characteristics(character, carried) {
      const ac = carried && armorClass(sheetOf(character)?.ac ?? 11, attribute(character, 'DEX'), carried);
      const abilities = Object.entries(character.attributes).map(([name, score]) => {
        const bonus = abilityBonus(score);
        const row = ABILITY_BONUS_TABLE.find((r) => score >= r.min && score <= r.max)!;
        return {
          key: name.toLowerCase(),
          label: `${name} bonus`,
          value: bonus >= 0 ? `+${bonus}` : String(bonus),
          formula: `${name} ${score} is in the ${row.min === row.max ? row.min : `${row.min}-${row.max}`} row of supplement A1`,
        };
      });
      const sheet = sheetOf(character);
      const ab = sheet && characterAttackBonus(sheet.class, sheet.level);
      return [
        ...(ac ? [{ key: 'ac', label: 'AC', value: ac.ac, formula: `${ac.text} (supplement A12)` }] : []),
        ...(sheet && ab !== undefined ? [{ key: 'ab', label: 'Attack bonus', value: `+${ab}`, formula: `${sheet.class} level ${sheet.level} (supplement A11)` }] : []),
        ...abilities,
        ...(sheet ? classAbilityFigures(sheet) : []),
      ];
    },

    // Supplement A18: at 0 HP a character is dead as written; the optional rules leave them dying instead.
    conditions: (character) =>
      character.pools && character.pools.hp.current <= 0
        ? [
            options.zeroHp === 'dead' || options.zeroHp === undefined
              ? { id: 'dead', label: 'Dead', effect: 'At 0 HP or below, dead by the rule as written (supplement A18).' }
              : { id: 'dying', label: 'Dying', effect: 'At 0 HP or below: bind the wounds or heal by magic (supplement A18, optional rule).' },
          ]
        : [],

    senses: (character) => ({ darkvision: sheetOf(character)?.darkvision ?? false }),
    darkvisionFeet: options.darkvisionRange ? DARKVISION_FEET : null,

    movement(character, load) {
      const armor = wornArmor(load);
      const strength = attribute(character, 'STR');
      const moved = characterMovement({ strength, race: race(character), armor, gearPounds: load.gearPounds });
      const armorText = armor.kind === 'none' ? 'no armor' : `${armor.magical ? 'magic ' : ''}${armor.kind} armor`;
      const reasons = [
        `Carries ${lb(moved.carriedPounds)}${armor.pounds ? ` (${lb(armor.pounds)} of it the ${armorText} worn)` : ''}.`,
        `STR ${strength} ${race(character)}: light load up to ${moved.capacity.light} lb, heavy up to ${moved.capacity.heavy} lb.`,
        moved.load === 'over'
          ? 'Over the heavy limit: cannot move until something is put down.'
          : `${ENCUMBRANCE[moved.load].label} ${armor.kind === 'none' ? 'without armor' : `in ${armorText}`}${armor.magical && armor.kind !== 'none' ? ' (magic armor moves one row better)' : ''}: ${moved.feetPerRound}' a round, ${moved.feetPerTurn}' a turn exploring.`,
      ];
      if (moved.load !== 'over') reasons.push(`${moved.feetPerRound}' a round is ${milesPerDay(moved.feetPerRound)} miles a day on clear ground.`);
      return {
        encumbrance: ENCUMBRANCE[moved.load],
        carriedPounds: moved.carriedPounds,
        bands: [
          { id: 'light', label: ENCUMBRANCE.light.label, upToPounds: moved.capacity.light },
          { id: 'heavy', label: ENCUMBRANCE.heavy.label, upToPounds: moved.capacity.heavy },
        ],
        loadFraction: moved.capacity.heavy > 0 ? moved.carriedPounds / moved.capacity.heavy : 0,
        canMove: moved.feetPerRound > 0,
        perRound: moved.feetPerRound,
        perTurn: moved.feetPerTurn,
        unit: 'ft',
        milesPerDay: milesPerDay(moved.feetPerRound),
        reasons,
      };
    },

    haulers: {
      ...beastsByTable({ ...tablePace, source: "Basic Fantasy's beasts of burden, supplement A4" }),
      ...vehiclesByTable({ ...tablePace, source: "Basic Fantasy's land vehicles, supplement A7" }),
      takesGmFigures: false,
    },

    partyTravel: partyTravelDay,

    landDay(input, rng) {
      const rolls: LabelledRoll[] = [];
      const notes: string[] = [];
      const damage: { memberId: number; hp: number }[] = [];
      const leader = input.leader ? sheetOf(input.leader) : undefined;
      const lost = checkLost(
        {
          followingLandmarks: input.onTrack,
          leaderDeathRaySave: leader?.saves?.deathRay ?? NORMAL_MAN_DEATH_RAY,
          leaderWisdom: leader?.abilities.wis ?? 10,
        },
        rng,
      );
      if (lost.save) rolls.push({ label: 'Lost? (save vs. death ray)', roll: lost.save.roll, secret: true });
      if (lost.lost) notes.push('The party is lost.');
      // Each marcher's forced-march history, kept only while the forced march goes on: a normal day is a rest.
      const state: Record<number, ForcedMarchState> = {};
      if (input.forcedMarch) {
        const before = (input.state as Record<number, ForcedMarchState> | undefined) ?? {};
        for (const t of input.travellers) {
          const sheet = sheetOf(t.profile);
          const marcher = { deathRaySave: sheet?.saves?.deathRay ?? NORMAL_MAN_DEATH_RAY, constitution: sheet?.abilities.con ?? 10 };
          const result = forcedMarchDay(before[t.id] ?? RESTED, marcher, rng);
          state[t.id] = result.state;
          if (result.save) rolls.push({ label: `Forced march save: ${t.name}`, roll: result.save.roll });
          if (result.damageRoll) rolls.push({ label: `Forced march damage: ${t.name}`, roll: result.damageRoll });
          if (result.damage > 0) {
            damage.push({ memberId: t.id, hp: result.damage });
            notes.push(`${t.name} takes ${result.damage} from the forced march.`);
          }
        }
      }
      return { distanceMultiplier: 1, rolls, notes, damage, needsGm: lost.lost ? 'The party is lost.' : null, lost: lost.lost, state };
    },

    wildernessEncounters: { checksPerDay: 6, chanceInSix: WANDERING_MONSTER_CHANCE.range },

    landWeatherByDefault: false,

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
      return { losses, naturalHealingBlocked: day.healingBlocked, condition: input.condition, notes: [] };
    },

    naturalHealing(_character, input) {
      return { hp: naturalHealingPerDay(input.fullBedRest, input.healingBlocked), rolls: [] };
    },

    fatigueRecovery: () => 0,

    lightDuration: lightDurationInTurns,

    lightLevelAt(ambient, sources) {
      return lightLevelAt(
        ambient,
        sources.map((s) => ({ sourceId: lightSourceId(s.sourceId), distanceFeet: s.distance })),
      );
    },

    partyLight(litSourceIds) {
      const lit = litSourceIds.map(radiiOf);
      const brightRadius = Math.max(0, ...lit.map((l) => l.brightRadius));
      const dimRadius = Math.max(0, ...lit.map((l) => l.dimRadius));
      if (lit.length === 0) {
        return { label: 'Darkness', effect: 'Only darkvision sees', brightRadius: 0, dimRadius: 0, unit: 'ft', inDarkness: true };
      }
      return { label: `Bright ${brightRadius}' · dim to ${dimRadius}'`, effect: null, brightRadius, dimRadius, unit: 'ft', inDarkness: false };
    },

    vision(level, senses) {
      const seen = sight(level, senses.darkvision);
      return { canSee: seen.canSee, by: seen.by, penalty: 0 };
    },

    dungeon: dungeonRules(options),
    combat,
    lasting: bfrpgLasting(options.zeroHp ?? 'dead', (profile) => Number(combat.memberStats(profile, { encumbrance: 0 }).deathSave ?? 13)),
    encounter: bfrpgEncounterRules,
    magic: bfrpgMagic,
    judgeRoll: atOrUnder,

  };
}

/** Basic Fantasy with the default options, for calculators and tests. */
export const basicFantasyRuleset: Ruleset = bfrpgRuleset(bfrpgOptions.parse({}));
