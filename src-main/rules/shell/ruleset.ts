import { shellCharacterSheet, type ShellCharacterSheet, type ShellOptions } from '../../../src-shared/contract';
import { shellMoney } from './money';
import type { Rng } from '../dice/rng';
import type { CharacterProfile, Condition, DerivedFigure, DungeonCheck, DungeonRules, LightLevel, PoolLoss, Ruleset, TerrainId } from '../ruleset';
import { RuleInputError } from '../rule-input-error';
import { atOrUnder } from '../ruleset';
import { lightDurationInTurns, lightLevelInYards, lightSourcesInYards, litRadiiInYards } from '../world/light-in-yards';
import type { TableOptions } from '../world/haulers-by-table';
import { shellHaulers } from './haulers';
import { partyTravelDay } from '../world/overland-day';
import { poolMagic } from '../world/pool-magic';
import { hasErrors } from './problems';
import { encumbrance } from './encumbrance';
import { endRegainedBetween, fatiguedMv, fatigueState } from './fatigue';
import { initiativeRating, movePoints } from './maneuvers';
import { hpRegainedBetween } from './recovery';
import { attributeRoll, type Difficulty } from './rolls';
import { buildOf, sheetPath, shellSheetOf } from './sheet';
import { shellCombat } from './combat-rules';
import { shellLasting } from './lasting';
import { shellPoints } from './improvement';
import { shellEncounterRules } from './encounters';
import { SECONDS_PER_TURN } from '../../../src-shared/units';

// The Shell system (001_d6872b0a781baa08.txt) answering for a campaign. The text is
// a skeleton: it has no round length, unit size, overland rate, food, water, light
// or terrain rules. Those come from the campaign's options (each with a note on its
// default) or, for light and terrain, from Basic Fantasy's tables, as the labels say.

/** Ten seconds of listening, as Basic Fantasy counts it; the Shell text gives none. */
const LISTEN_SECONDS = 10;
const FORCE_DIFFICULTY: Readonly<Record<'stuck-door' | 'locked-door' | 'bars', Difficulty>> = {
  'stuck-door': 'average',
  'locked-door': 'hard',
  bars: 'hard',
};

const TERRAIN_LABELS: Readonly<Record<TerrainId, string>> = {
  road: 'Road (x4/3, Basic Fantasy)',
  trail: 'Trail (x1)',
  clear: 'Clear (x1)',
  plains: 'Plains (x1)',
  forest: 'Forest (x2/3, Basic Fantasy)',
  hills: 'Hills (x2/3, Basic Fantasy)',
  desert: 'Desert (x2/3, Basic Fantasy)',
  jungle: 'Jungle (x1/3, Basic Fantasy)',
  mountains: 'Mountains (x1/3, Basic Fantasy)',
  swamp: 'Swamp (x1/3, Basic Fantasy)',
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const capital = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/** END lost to hunger or thirst that rest cannot restore until the body is fed and watered again. */
const lockedEnd = (condition: Readonly<Record<string, unknown>>): number => Number(condition.lockedEnd ?? 0);

export function shellRuleset(options: ShellOptions): Ruleset {
  const build = (character: CharacterProfile) => buildOf(shellSheetOf(character), options);
  const value = (character: CharacterProfile, id: 'HT' | 'HP' | 'END' | 'WP' | 'PER' | 'MV') => build(character).secondary[id].value;
  const primary = (character: CharacterProfile, id: 'ST' | 'AG' | 'IQ') => build(character).primaries[id].value;
  // The campaign's miles a day per MV point, read backwards.
  const tablePace: Pick<TableOptions, 'unit' | 'paced'> = {
    unit: 'yd',
    paced: (miles) => {
      const perRound = round2((miles / options.milesPerDayPerMv) * options.yardsPerUnit);
      return { perRound, perTurn: Math.round(perRound * (SECONDS_PER_TURN / options.secondsPerRound) * options.exploringShare) };
    },
  };
  const endNow = (character: CharacterProfile) => character.pools?.fp?.current ?? value(character, 'END');

  function attributeCheck(label: string, name: string, attribute: string, score: number, difficulty: Difficulty, seconds: number, rng: Rng, modifier = 0): DungeonCheck {
    const r = attributeRoll({ attribute, value: score, difficulty, modifier }, rng);
    return {
      attempted: true,
      success: r.success,
      chance: { probability: r.chance, text: `3d6 <= ${r.formula.replace(/^target = /, '')}` },
      rolls: [{ label: `${label}: ${name}`, roll: r.roll, secret: label !== 'ST roll to force' }],
      seconds,
    };
  }

  const searchSeconds = (tens: number) => Math.round(Math.max(1, tens) * options.searchTurnsPer10Feet * SECONDS_PER_TURN);
  const dungeon: DungeonRules = {
    // The Shell text moves characters only in a fight, by MV a round; exploring is counted in Lantern's turns.
    walk: { stepSeconds: SECONDS_PER_TURN, source: "Lantern's: the Shell text gives movement only in a fight" },
    searchTraps(searcher, input, rng) {
      const check = attributeCheck('PER roll, traps', searcher.name, 'PER', value(searcher.profile, 'PER'), 'average', searchSeconds(Math.ceil(input.areaSquareFeet / 100)), rng);
      return { ...check, success: check.success && input.trapPresent };
    },
    searchSecretDoors(searcher, input, rng) {
      const check = attributeCheck('PER roll, secret doors', searcher.name, 'PER', value(searcher.profile, 'PER'), 'average', searchSeconds(Math.ceil(input.wallFeet / 10)), rng, input.doorModifier);
      return { ...check, success: check.success && input.doorPresent };
    },
    listen(searcher, input, rng) {
      const check = attributeCheck('PER roll, listening', searcher.name, 'PER', value(searcher.profile, 'PER'), 'average', LISTEN_SECONDS, rng);
      return { ...check, success: check.success && input.noiseBeyond };
    },
    // The Shell text's own example of an attribute roll is breaking down a door on ST.
    forceDoor(searcher, input, rng) {
      return attributeCheck('ST roll to force', searcher.name, 'ST', primary(searcher.profile, 'ST'), FORCE_DIFFICULTY[input.obstacle], options.secondsPerRound, rng);
    },
  };

  return {
    id: 'shell',
    name: 'The Shell System',
    time: { secondsPerRound: options.secondsPerRound, secondsPerTurn: SECONDS_PER_TURN },
    unit: 'yd',
    terrains: (Object.keys(TERRAIN_LABELS) as TerrainId[]).map((id) => ({ id, label: TERRAIN_LABELS[id] })),
    lightSources: lightSourcesInYards,
    fatiguePool: 'END',
    catalogue: 'catalogue-shell.json',
    bestiary: null,
    money: shellMoney,
    advancement: null,
    points: shellPoints(options),
    sheetSchema: shellCharacterSheet,

    completeSheet(raw) {
      const sheet = raw as ShellCharacterSheet;
      const built = buildOf(sheet, options);
      const errors = built.problems.filter((p) => p.severity === 'error');
      if (hasErrors(built.problems)) throw new RuleInputError(sheetPath(errors[0].field), errors.map((e) => e.message).join('; '));
      return sheet;
    },

    profile(raw, pools) {
      const sheet = raw as ShellCharacterSheet;
      const built = buildOf(sheet, options);
      const attributes: Record<string, number> = {};
      for (const [id, p] of Object.entries(built.primaries)) attributes[id] = p.value;
      for (const [id, s] of Object.entries(built.secondary)) attributes[id] = s.value;
      return {
        attributes,
        ancestry: sheet.race.name,
        skills: Object.fromEntries(sheet.skills.map((s) => [s.name.toLowerCase(), s.level])),
        massLb: sheet.bodyWeightLb,
        ...(pools && { pools }),
        sheet: raw,
      };
    },

    poolMaxima: (character) => ({ hp: value(character, 'HP'), fp: value(character, 'END') }),

    characteristics(character) {
      const b = build(character);
      const figures: DerivedFigure[] = (['HT', 'HP', 'END', 'WP', 'CHA', 'PER', 'MV'] as const).map((id) => ({
        key: id.toLowerCase(),
        label: id,
        value: b.secondary[id].value,
        formula: b.secondary[id].formula,
      }));
      const d = b.derived;
      if (d.maxEncumbranceLb) figures.push({ key: 'maxEncumbrance', label: 'Max encumbrance', value: `${d.maxEncumbranceLb.value} lb`, formula: d.maxEncumbranceLb.formula });
      if (d.baseDamage) figures.push({ key: 'damage', label: 'Base damage', value: d.baseDamage.value, formula: d.baseDamage.formula });
      if (d.atMod) figures.push({ key: 'atMod', label: 'AT mod (AG)', value: d.atMod.value, formula: d.atMod.formula });
      if (d.defMod) figures.push({ key: 'defMod', label: 'DEF mod (AG)', value: d.defMod.value, formula: d.defMod.formula });
      if (d.hpRecoveryPercent) figures.push({ key: 'recovery', label: 'Healing a day', value: `${d.hpRecoveryPercent.value}%`, formula: d.hpRecoveryPercent.formula });
      figures.push(
        { key: 'chp', label: 'Character points', value: `${b.chp.spent} of ${b.chp.budget}`, formula: b.chp.items.map((i) => i.formula).join('; ') || 'nothing bought' },
        { key: 'exp', label: 'Experience points', value: `${b.exp.spent} of ${b.exp.budget}`, formula: b.exp.items.map((i) => i.formula).join('; ') || 'no skills' },
      );
      return figures;
    },

    conditions(character) {
      const hpMax = value(character, 'HP');
      const hp = character.pools?.hp.current ?? hpMax;
      const out: Condition[] = [];
      if (hp <= -hpMax) out.push({ id: 'dead', label: 'Dead', effect: 'Damage has reached twice HP.' });
      else if (hp <= 0) out.push({ id: 'unconscious', label: 'Unconscious', effect: 'Damage has reached HP.' });
      const fatigue = fatigueState({ baseEnd: value(character, 'END'), currentEnd: endNow(character) });
      if (fatigue.stage !== 'fresh') out.push({ id: fatigue.stage, label: fatigue.stage === 'tired' ? 'Tired' : 'Exhausted', effect: fatigue.formula });
      return out;
    },

    senses: () => ({ darkvision: false }),
    darkvisionFeet: null,

    movement(character, load) {
      const carried = load.gearPounds + (load.armor?.pounds ?? 0);
      const enc = encumbrance({ strength: primary(character, 'ST'), carriedLb: carried, bodyWeightLb: shellSheetOf(character).bodyWeightLb });
      const fatigue = fatigueState({ baseEnd: value(character, 'END'), currentEnd: endNow(character) });
      const mv = fatiguedMv(value(character, 'MV'), fatigue.stage);
      const points = enc.canMove ? movePoints({ mv, encumbranceLevel: enc.level }) : { value: 0, formula: 'cannot move' };
      const perRound = round2(points.value * options.yardsPerUnit);
      const perTurn = Math.round(perRound * (SECONDS_PER_TURN / options.secondsPerRound) * options.exploringShare);
      const milesPerDay = round2(points.value * options.milesPerDayPerMv);
      const initiative = enc.canMove ? initiativeRating({ agility: primary(character, 'AG'), encumbranceLevel: enc.level }) : null;
      return {
        encumbrance: { rank: enc.level, id: `el${enc.level}`, label: `EL ${enc.level}${enc.canMove ? '' : ' (cannot move)'}` },
        carriedPounds: carried,
        bands: enc.bands.map((b) => ({ id: `el${b.level}`, label: `EL ${b.level}`, upToPounds: b.upToLb })),
        loadFraction: enc.maxEncumbranceLb > 0 ? enc.loadLb / enc.maxEncumbranceLb : 0,
        canMove: points.value > 0,
        perRound,
        perTurn,
        unit: 'yd',
        milesPerDay,
        reasons: [
          `${enc.reason}.`,
          ...(fatigue.stage === 'fresh' ? [] : [`${fatigue.formula}.`]),
          `${capital(points.formula)}: ${perRound} yd a round at ${options.yardsPerUnit} yd a unit.`,
          ...(initiative ? [`${capital(initiative.formula)}.`] : []),
          `Exploring: ${perTurn} yd a turn; overland ${milesPerDay} miles a day at ${options.milesPerDayPerMv} miles per MV point (campaign options).`,
        ],
      };
    },

    haulers: shellHaulers(tablePace),

    partyTravel: partyTravelDay,

    landDay: () => ({ distanceMultiplier: 1, rolls: [], notes: [], damage: [], needsGm: null, state: undefined }),

    wildernessEncounters: { checksPerDay: options.encounterChecksPerDay, chanceInSix: options.encounterChanceInSix },

    landWeatherByDefault: true,

    dailyNeeds: () => ({ food: { amount: 1, unit: 'ration' }, water: { amount: options.waterQuartsPerDay, unit: 'quart' } }),

    deprivation(character, input) {
      const endMax = input.pools.fp?.max ?? value(character, 'END');
      let end = input.pools.fp?.current ?? endMax;
      let locked = lockedEnd(input.condition);
      const losses: PoolLoss[] = [];
      const notes: string[] = [];
      for (const [cause, shortfall, perDay] of [
        ['hunger', input.foodShortfall, options.hungerEndPerDay],
        ['thirst', input.waterShortfall, options.thirstEndPerDay],
      ] as const) {
        const cost = Math.round(shortfall * perDay);
        if (cost === 0) continue;
        // Going short drains END; once it is spent, what is left of the cost comes off HP (campaign option notes).
        const fromEnd = Math.max(0, Math.min(cost, end));
        const fromHp = cost - fromEnd;
        if (fromEnd > 0) losses.push({ pool: 'FP', amount: fromEnd, cause });
        if (fromHp > 0) losses.push({ pool: 'HP', amount: fromHp, cause });
        notes.push(`${cause === 'hunger' ? 'Hunger' : 'Thirst'} costs ${cost} END${fromHp ? ` (${fromHp} of it from HP, END being spent)` : ''}.`);
        end -= fromEnd;
        locked += fromEnd;
      }
      const fed = input.foodShortfall === 0 && input.waterShortfall === 0;
      return { losses, naturalHealingBlocked: !fed, condition: fed ? {} : { lockedEnd: locked }, notes };
    },

    naturalHealing(character, input) {
      if (input.healingBlocked) return { hp: 0, rolls: [] };
      return { hp: hpRegainedBetween({ baseHp: input.pools.hp.max, ht: value(character, 'HT'), fromSeconds: input.at - 86_400, toSeconds: input.at }), rolls: [] };
    },

    fatigueRecovery(_character, input) {
      const end = input.pools.fp;
      if (!end) return 0;
      const room = end.max - lockedEnd(input.condition) - end.current;
      return Math.max(0, Math.min(room, endRegainedBetween({ baseEnd: end.max, fromSeconds: input.from, toSeconds: input.to })));
    },

    lightDuration: lightDurationInTurns,
    lightLevelAt: lightLevelInYards,

    partyLight(litSourceIds) {
      if (litSourceIds.length === 0) {
        return {
          label: 'Darkness',
          effect: "Can't see: -4 AT and DEF in close combat, no ranged attacks (the Shell modifier charts).",
          brightRadius: 0,
          dimRadius: 0,
          unit: 'yd',
          inDarkness: true,
        };
      }
      const { brightRadius, dimRadius } = litRadiiInYards(litSourceIds);
      // The map keeps the tenths; the GM reads whole yards, in the same shape as Basic Fantasy's label.
      return { label: `Bright ${Math.round(brightRadius)} yd · dim to ${Math.round(dimRadius)} yd`, effect: null, brightRadius, dimRadius, unit: 'yd', inDarkness: false };
    },

    vision(level: LightLevel) {
      return level === 'dark' || level === 'magical-darkness' ? { canSee: false, by: null, penalty: -4 } : { canSee: true, by: 'eyes', penalty: 0 };
    },

    dungeon,
    combat: shellCombat(options),
    lasting: shellLasting((character) => value(character, 'HT')),
    encounter: shellEncounterRules,
    magic: poolMagic('Shell: a spell costs the END and takes the casting time the genre gives it (seed 001, Combat spellcasting)'),
    judgeRoll: atOrUnder,
  };
}
