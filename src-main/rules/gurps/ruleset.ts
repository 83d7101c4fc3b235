import { gurpsCharacterSheet, type GurpsCharacterSheet, type GurpsOptions } from '../../../src-shared/contract';
import { gurpsMoney } from './money';
import type { CharacterProfile, Condition, DerivedFigure, LabelledRoll, LightLevel, Ruleset, TerrainId } from '../ruleset';
import { RuleInputError, type RulePath } from '../rule-input-error';
import { atOrUnder } from '../ruleset';
import { gurpsLasting } from './lasting';
import { gurpsPoints } from './improvement';
import { gurpsHaulers } from './beasts';
import { lightDurationInTurns, lightLevelInYards, lightSourcesInYards, litRadiiInYards } from '../world/light-in-yards';
import { isSpellLight, SPELL_LIGHTS, type Illuminant, type LightSourceId } from '../world/light-sources';
import { poolMagic } from '../world/pool-magic';
import type { BodyRules } from './body-rules';
import { gurpsCombat } from './combat-rules';
import { poolsNow, sheetOf, skillOf, statsOf } from './character';
import { formatGurpsDice } from '../dice/gurps-notation';
import { gurpsDungeonRules } from './dungeon-checks';
import { encumbrance } from './encumbrance';
import { fatigueState } from './fatigue';
import { HIKING_TERRAIN, hikingGroupDay, type TerrainQuality } from './feats/hiking';
import { num } from './format';
import { SECONDS_PER_TURN } from '../../../src-shared/units';
import { movementUnderLoad } from './movement-under-load';
import { judgeRoll as judgeSuccess } from './success';
import { effectiveMovement, isReeling } from './movement';
import type { FirelightLevel, SupplementTables } from './supplement-tables';
import { gurpsEncounterRules } from './reaction';
import { traitLines } from './traits';

/** GURPS Lite's terrain grades (000_4b7986e803b19dcc.txt, "Hiking") for the map's terrains. */
const TERRAIN_QUALITY: Readonly<Record<TerrainId, TerrainQuality>> = {
  road: 'good',
  trail: 'average',
  clear: 'good',
  plains: 'good',
  desert: 'good',
  hills: 'average',
  forest: 'bad',
  jungle: 'very-bad',
  mountains: 'very-bad',
  swamp: 'very-bad',
};

const TERRAIN_NAMES: Readonly<Record<TerrainId, string>> = {
  road: 'Road',
  trail: 'Trail',
  clear: 'Clear, level ground',
  plains: 'Level plains',
  desert: 'Hard-packed desert',
  hills: 'Rolling hills',
  forest: 'Forest',
  jungle: 'Jungle',
  mountains: 'Mountains',
  swamp: 'Swamp',
};

const terrainFactor = (terrain: TerrainId) => {
  const row = HIKING_TERRAIN[TERRAIN_QUALITY[terrain]];
  return row.numerator / row.denominator;
};

/**
 * Torches, lanterns and candles burn as long as Basic Fantasy says (GURPS Lite gives
 * no burn times) and light the same ground, measured in yards. In GULLIVER's light
 * table a torch or lantern is bright firelight (dim, -1) and a candle's is dim
 * firelight (very dim, -2).
 */
const FIRELIGHT: Readonly<Record<LightSourceId, FirelightLevel>> = { torch: 'dim', lantern: 'dim', candle: 'very-dim' };
const LEVEL_ORDER: readonly FirelightLevel[] = ['total-darkness', 'very-dark', 'dark', 'very-dim', 'dim', 'bright'];
/** A Light spell is torchlight (supplement A21), so dim as a torch; Continual Light is daylight, GULLIVER's bright. */
const levelOf = (id: Illuminant): FirelightLevel => (isSpellLight(id) ? (SPELL_LIGHTS[id].daylight ? 'bright' : 'dim') : FIRELIGHT[id]);

/**
 * Darkness as attack modifiers (seed 000, "Combat": the GM modifies for darkness;
 * the penalties are GULLIVER's light table's). Total darkness leaves the fighter
 * blind, which that table does not price: Lantern's default is the Basic Set's -10
 * for attacking what one cannot see, and the label says so.
 */
export function darknessCircumstances(tables: SupplementTables): { id: string; label: string; modifier: number }[] {
  // Light with no penalty (bright, full daylight) is no circumstance to offer.
  return [...LEVEL_ORDER].reverse().flatMap((id) => {
    const level = tables.lightLevel(id);
    if (!level.blind && level.darknessPenalty === 0) return [];
    if (level.blind) return [{ id: `light-${id}`, label: `${level.label}: blind (Lantern's default -10)`, modifier: -10 }];
    return [{ id: `light-${id}`, label: `${level.label} (${level.example})`, modifier: level.darknessPenalty }];
  });
}

/** The exploring pace is a share of full Move kept up for a 10-minute turn. */
const NOMINAL_TRAVEL_HOURS = 8;

function figure(key: string, label: string, value: number | string, formula: string): DerivedFigure {
  return { key, label, value, formula };
}

/**
 * Where characteristics()'s inputs sit on the sheet: its bonuses are the sheet's
 * `secondary`, its lifting ST the sheet's `loadSt`. Undefined for anything else.
 */
function sheetPathOf(path: RulePath): RulePath | undefined {
  if (path[0] === 'attributes') return path;
  if (path[0] === 'bonuses') return ['secondary', ...path.slice(1)];
  if (path.join('.') === 'options.liftSt') return ['loadSt'];
  return undefined;
}

/** GURPS Lite, with GULLIVER's body rules or a human-scale reading of the Basic Set's, and the tables it borrows. */
export function gurpsRuleset(options: GurpsOptions, body: BodyRules, tables: SupplementTables): Ruleset {
  // The services hand `profile` only sheets this ruleset's schema parsed and completeSheet completed.
  const profileOf = (raw: Readonly<Record<string, unknown>>) => raw as GurpsCharacterSheet;
  // GURPS Lite names darkness as a circumstance but gives no levels: without GULLIVER the table is borrowed, and says so.
  const lightSource = options.gulliver ? 'GULLIVER light levels' : "GURPS Lite gives no light levels; Lantern uses GULLIVER Book 6's";

  function moved(character: CharacterProfile, carried: number) {
    const stats = statsOf(character);
    const sized = body.atSize(character);
    const fpMax = body.fpMax(character);
    const pools = poolsNow(character, fpMax);
    const load = encumbrance({ weight: carried, basicLift: sized.basicLift.value, basicMove: sized.basicMove.value, dodge: stats.dodge.value });
    const now = effectiveMovement({
      basicMove: sized.basicMove.value,
      dodge: stats.dodge.value,
      encumbranceLevel: load.level,
      hp: pools.hp,
      hpMax: pools.hpMax,
      fp: Math.max(pools.fp, -pools.fpMax),
      fpMax: pools.fpMax,
      st: stats.attributes.st,
    });
    return { sized, load, now };
  }

  return {
    id: 'gurps',
    name: options.gulliver ? 'GURPS Lite + GULLIVER' : 'GURPS Lite',
    time: { secondsPerRound: 1, secondsPerTurn: SECONDS_PER_TURN },
    unit: 'yd',
    terrains: (Object.keys(TERRAIN_QUALITY) as TerrainId[]).map((id) => ({
      id,
      label: `${TERRAIN_NAMES[id]} (x${num(terrainFactor(id))})`,
    })),
    lightSources: lightSourcesInYards,
    fatiguePool: 'FP',
    catalogue: 'catalogue-gurps.json',
    bestiary: null,
    money: gurpsMoney,
    advancement: null,
    points: gurpsPoints,
    sheetSchema: gurpsCharacterSheet,

    completeSheet(raw) {
      const sheet = raw as GurpsCharacterSheet;
      try {
        statsOf({ attributes: {}, sheet });
      } catch (error) {
        const onSheet = error instanceof RuleInputError ? sheetPathOf(error.path) : undefined;
        if (onSheet) throw new RuleInputError(onSheet, (error as RuleInputError).reason);
        if (error instanceof RangeError) throw new RuleInputError('attributes', error.message);
        throw error;
      }
      return sheet;
    },

    profile(raw, pools) {
      const sheet = profileOf(raw);
      const { st, dx, iq, ht } = sheet.attributes;
      const { linearScale, weightLb } = sheet.size ?? {};
      const scale = linearScale ?? (weightLb === undefined ? undefined : tables.linearScaleFromMass(weightLb));
      const mass = weightLb ?? (linearScale === undefined ? undefined : tables.massFromLinearScale(linearScale));
      return {
        attributes: { ST: st, DX: dx, IQ: iq, HT: ht },
        ancestry: sheet.species,
        skills: Object.fromEntries((sheet.skills ?? []).map((s) => [s.name.toLowerCase(), s.level])),
        ...(scale !== undefined && { linearScale: scale }),
        ...(mass !== undefined && { massLb: mass }),
        ...(pools && { pools }),
        sheet: raw,
      };
    },

    poolMaxima: (character) => ({ hp: body.atSize(character).hpPool, fp: body.fpMax(character) }),

    characteristics(character) {
      const s = statsOf(character);
      const sized = body.atSize(character);
      const dice = (d: typeof s.thrust) => formatGurpsDice(d.value);
      return [
        ...(sized.warning ? [figure('sizeWarning', 'Human figures', 'at odds with size', sized.warning)] : []),
        figure('basicLift', 'Basic Lift', `${num(sized.basicLift.value)} lb`, sized.basicLift.formula),
        figure('hp', 'HP', Math.round(sized.hp.value * 100) / 100, sized.hp.formula),
        figure('will', 'Will', s.will.value, s.will.formula),
        figure('per', 'Per', s.per.value, s.per.formula),
        figure('fp', 'FP', body.fpMax(character), s.fp.formula),
        figure('basicSpeed', 'Basic Speed', num(s.basicSpeed.value), s.basicSpeed.formula),
        figure('basicMove', 'Basic Move', sized.basicMove.value, sized.basicMove.formula),
        figure('dodge', 'Dodge', s.dodge.value, s.dodge.formula),
        figure('thrust', 'Thrust', dice(s.thrust), s.thrust.formula),
        figure('swing', 'Swing', dice(s.swing), s.swing.formula),
        ...body.figures(character),
        ...traitLines(sheetOf(character).traits ?? {}, sheetOf(character).nightVision).map((t) => figure(`trait:${t.name}`, t.name, t.source.replace(/^Basic Set p\. /, ''), `${t.effect} (${t.source})`)),
      ];
    },

    conditions(character) {
      const pools = poolsNow(character, body.fpMax(character));
      const out: Condition[] = [];
      if (pools.hp <= -5 * pools.hpMax) out.push({ id: 'dead', label: 'Dead', effect: `At -5 x HP (${-5 * pools.hpMax}) or below.` });
      else if (pools.hp <= 0) out.push({ id: 'hp-zero', label: 'At 0 HP or below', effect: 'An HT roll every turn to stay conscious; death checks at each -HP.' });
      if (isReeling(pools.hp, pools.hpMax) && pools.hp > 0) {
        out.push({ id: 'reeling', label: 'Reeling', effect: `Under a third of HP (${pools.hp} of ${pools.hpMax}): Move and Dodge halved.` });
      }
      const fatigue = fatigueState({ fp: Math.max(pools.fp, -pools.fpMax), fpMax: pools.fpMax });
      if (fatigue.id !== 'fresh') out.push({ id: fatigue.id, label: fatigue.label, effect: fatigue.effects.join(' ') });
      return out;
    },

    senses: (character) => ({ darkvision: sheetOf(character).traits?.darkVision ?? false }),
    // GURPS Lite gives Dark Vision no range and Lantern adds none: the map shows what light reaches.
    darkvisionFeet: null,

    movement(character, load) {
      const carried = load.gearPounds + (load.armor?.pounds ?? 0);
      const { sized, load: enc, now } = moved(character, carried);
      return movementUnderLoad(enc, carried, now.move, options.exploringShare, (perTurn) => [
        `Basic Lift ${num(sized.basicLift.value)} lb; ${enc.reason}`,
        ...now.reasons,
        now.move > 0
          ? `Move ${now.move} yd a second; exploring at ${num(options.exploringShare)} of that for a turn is ${perTurn} yd; a day's march is 10 x Move = ${10 * now.move} miles.`
          : 'Cannot move under this load.',
      ]);
    },

    bodyNotes(character, name) {
      const { pace, warning } = body.atSize(character, name);
      return { pace, warning };
    },

    haulers: gurpsHaulers(options.exploringShare),

    partyTravel(input) {
      if (input.members.length === 0) throw new RangeError('a travelling group needs at least one member');
      const miles = input.members.map((m) => m.milesPerDay);
      const slowest = Math.min(...miles);
      const factor = input.medium === 'air' ? 1 : terrainFactor(input.terrain);
      return { milesPerDay: slowest * factor, hoursPerDay: NOMINAL_TRAVEL_HOURS, slowestMember: miles.indexOf(slowest) };
    },

    landDay(input, rng) {
      const hikers = input.travellers.filter((t) => t.profile.sheet);
      if (hikers.length === 0 || input.travellers.every((t) => t.milesPerDay <= 0)) {
        return { distanceMultiplier: 1, rolls: [], notes: [], damage: [], needsGm: null, state: undefined };
      }
      const leadership = input.leader?.sheet ? skillOf(input.leader, 'leadership') : undefined;
      const day = hikingGroupDay(
        {
          members: hikers.map((t) => ({
            label: t.name,
            move: Math.floor(t.milesPerDay / 10),
            hiking: skillOf(t.profile, 'hiking'),
            ht: statsOf(t.profile).attributes.ht,
          })),
          terrain: 'average',
          ...(leadership !== undefined && { leadership }),
        },
        rng,
      );
      const base = Math.min(...input.travellers.map((t) => t.milesPerDay));
      const boosted = Math.min(
        ...input.travellers.map((t) => {
          const i = hikers.indexOf(t);
          return i >= 0 && day.success[i] ? t.milesPerDay * 1.2 : t.milesPerDay;
        }),
      );
      const rolls: LabelledRoll[] = day.rolls.map((r) => ({
        label: r.roller === 'leader' ? 'Hiking (one roll for the group)' : `Hiking: ${hikers[r.roller].name}`,
        roll: r.roll.roll,
      }));
      const multiplier = base > 0 ? boosted / base : 1;
      // Each roll's target and result, for the itinerary; the last sentence's pace is 10 x Move, not the map's miles, so it is left out.
      const notes = [...day.sentences.slice(0, -1), ...(multiplier > 1 ? ['Good Hiking rolls: the party marches 20% farther.'] : [])];
      return { distanceMultiplier: multiplier, rolls, notes, damage: [], needsGm: null, state: undefined };
    },

    wildernessEncounters: { checksPerDay: options.encounterChecksPerDay, chanceInSix: options.encounterChanceInSix },

    landWeatherByDefault: true,

    dailyNeeds(character) {
      const needs = body.needs(character);
      return {
        food: { amount: needs.multiplier, unit: 'ration' },
        water: { amount: options.waterQuartsPerDay * needs.multiplier, unit: 'quart' },
        ...(needs.reason && { reason: needs.reason }),
      };
    },

    deprivation: (character, input, rng) => body.deprivation(character, input, rng),
    naturalHealing: (character, input, rng) => body.naturalHealing(character, input, rng, options.healingMarginBonus),
    fatigueRecovery: (character, input) => body.fatigueRecovery(character, input),

    lightDuration: lightDurationInTurns,
    lightLevelAt: lightLevelInYards,

    partyLight(litSourceIds) {
      const lit = litSourceIds;
      const brightest = lit.map(levelOf).reduce<FirelightLevel>((best, level) => (LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(best) ? level : best), 'total-darkness');
      const effects = tables.lightLevel(brightest);
      const { brightRadius, dimRadius } = litRadiiInYards(lit);
      const effect = effects.blind ? `Blind: no sight at all (${lightSource}).` : `${effects.darknessPenalty} darkness penalty to Vision and to every roll that needs sight (${lightSource}); Night Vision ignores it.`;
      return {
        label: `${effects.label}${effects.example ? ` (${effects.example})` : ''}`,
        effect,
        brightRadius,
        dimRadius,
        unit: 'yd',
        inDarkness: lit.length === 0,
      };
    },

    vision(level: LightLevel, senses) {
      const penalty: Record<LightLevel, number | null> = { bright: 0, dim: -2, moonlight: -4, dark: null, 'magical-darkness': null };
      const p = penalty[level];
      if (p === null) return senses.darkvision && level === 'dark' ? { canSee: true, by: 'darkvision', penalty: 0 } : { canSee: false, by: null, penalty: 0 };
      return { canSee: true, by: 'eyes', penalty: p };
    },

    dungeon: gurpsDungeonRules(options),
    combat: gurpsCombat(options, body, options.stDamageTable === 'new-st' ? { name: 'New ST Damage', forSt: tables.newStDamage } : null, darknessCircumstances(tables)),
    lasting: gurpsLasting(body.injury),
    encounter: gurpsEncounterRules,
    magic: poolMagic('GURPS: each spell costs the FP the sheet gives it'),

    // Only a plain 3d6 is a GURPS success roll with criticals; any other dice are simply at or under.
    judgeRoll(roll, target) {
      const plain3d6 = roll.dice.length === 1 && roll.dice[0].sides === 6 && roll.dice[0].faces.length === 3 && roll.total === roll.dice[0].subtotal;
      return plain3d6 ? judgeSuccess(roll.total, target) : atOrUnder(roll, target);
    },
  };
}

