import { encumbranceIds, type rulesGulliver } from '../../../src-shared/contract';
import {
  agingOnset,
  coldLossForMiss,
  coldNumbnessPenalty,
  encumbranceFatigueMultiplier,
  exertionFatigue,
  paceForSpeed,
  poweredMass,
  standardTractionCapLb,
  diceForCount,
  exposureHtModifier,
  coldInsulationBonus,
  collisionDice,
  collisionSpeeds,
  formatFigure as f,
  hazardDamageMultiplier,
  lightLevelEffects,
  needsMultiplier,
  perceivedLight,
  planFall,
  proportionalThrust,
  sizeScales,
  stDamage,
  toughnessForSt,
  waterAsAirTemperature,
  type BodySize,
  type LightEffects,
} from '../../rules/gulliver';
import { formatGurpsDice } from '../../rules/dice';
import type { HandlersFor } from '../router';
import { fieldTable, ruleErrorsAt } from '../../services/errors';

const bodySize = (input: { linearScale?: number; massLb?: number }): BodySize =>
  input.linearScale !== undefined ? { linearScale: input.linearScale } : { massLb: input.massLb! };
const effects = (e: LightEffects) => ({ ...e });

// Where each rule's inputs came from in the request, by the rule's own names for them.
const ST_DAMAGE_FIELDS = fieldTable({ combatSt: ['combatSt'], weaponWeightLb: ['weaponWeightLb'] });
const SIZE_FIELDS = fieldTable({ heightYards: ['heightYards'], massLb: ['massLb'], linearScale: ['linearScale'] });
const NEEDS_FIELDS = fieldTable({ massLb: ['massLb'], linearScale: ['linearScale'] });
const FALLING_FIELDS = fieldTable({
  massLb: ['massLb'],
  linearScale: ['linearScale'],
  yards: ['heightYards'],
  hp: ['hp'],
  gravity: ['gravity'],
  breakfallSkillMargin: ['skills', 'breakfallSkillMargin'],
  jumpYardsPerSecond: ['skills', 'jumpYardsPerSecond'],
});
const COLLISION_FIELDS = fieldTable({ a: ['a'], b: ['b'] });
const EXPOSURE_FIELDS = fieldTable({ massLb: ['massLb'], linearScale: ['linearScale'], heightYards: ['heightYards'] });
const LIFE_SPAN_FIELDS = fieldTable({ massLb: ['massLb'], linearScale: ['linearScale'], basicSpeed: ['basicSpeed'] });
const FATIGUE_FIELDS = fieldTable({ speed: ['speed'], move: ['move'] });
const COLD_FIELDS = fieldTable({ massLb: ['massLb'], linearScale: ['linearScale'], heightYards: ['heightYards'], lostToCold: ['lostToCold'], poolMax: ['poolMax'] });
const POWERED_FIELDS = fieldTable({ massLb: ['massLb'], loadSt: ['loadSt'], engineKw: ['engineKw'], speedFraction: ['speedFraction'], tractionCapLb: ['tractionCapLb'] });
const LIGHT_LEVEL_FIELDS = fieldTable({ beyondBlinding: ['beyondBlinding'] });

/** The `rules.gulliver.*` methods: the GULLIVER size rules behind the contract. */
export function gulliverCalculator(): HandlersFor<typeof rulesGulliver> {
  return {
    'rules.gulliver.stDamage': (input) =>
      ruleErrorsAt(() => {
        const d = stDamage(input);
        const weak = proportionalThrust(input.combatSt);
        const tough = toughnessForSt(input.combatSt);
        return {
          thrust: formatGurpsDice(d.thrust),
          swing: formatGurpsDice(d.swing),
          uncappedSwing: formatGurpsDice(d.uncappedSwing),
          capped: d.capped,
          explanation: d.explanation,
          proportionalThrust: { dice: formatGurpsDice(weak.dice), fraction: weak.fraction, explanation: weak.explanation },
          toughness: tough.toughness,
          toughnessExplanation: tough.explanation,
        };
      }, ['combatSt'], ST_DAMAGE_FIELDS),

    'rules.gulliver.size': (input) =>
      ruleErrorsAt(() => {
        const s = sizeScales(bodySize(input), input.heightYards);
        return { ...s, explanation: { ...s.explanation } };
      }, ['linearScale'], SIZE_FIELDS),

    'rules.gulliver.needs': (input) =>
      ruleErrorsAt(() => {
        const n = needsMultiplier({ size: bodySize(input), rule: input.rule, diet: input.diet, activity: input.activity });
        const quarts = input.waterQuarts * n.multiplier;
        return {
          multiplier: n.multiplier,
          parts: n.parts.map((p) => ({ ...p })),
          formula: n.formula,
          rations: { perDay: n.multiplier, formula: `1 ration x ${f(n.multiplier)} = ${f(n.multiplier)} rations a day` },
          water: { quartsPerDay: quarts, formula: `${f(input.waterQuarts)} quarts x ${f(n.multiplier)} = ${f(quarts)} quarts a day` },
        };
      }, ['linearScale'], NEEDS_FIELDS),

    'rules.gulliver.falling': (input) =>
      ruleErrorsAt(() => {
          const p = planFall({
            yards: input.heightYards,
            size: bodySize(input),
            hp: input.hp,
            surface: input.surface,
            spread: input.spread,
            pose: input.pose,
            gravity: input.gravity,
            skills: {
              catfallOrAcrobatics: input.skills.catfallOrAcrobatics,
              breakfallManeuver: input.skills.breakfallManeuver,
              ...(input.skills.breakfallSkillMargin !== undefined && { breakfallSkillMargin: input.skills.breakfallSkillMargin }),
              ...(input.skills.jumpYardsPerSecond !== undefined && { jumpYardsPerSecond: input.skills.jumpYardsPerSecond }),
            },
          });
          return { ...p, explanation: [...p.explanation] };
        }, ['heightYards'], FALLING_FIELDS),

    'rules.gulliver.collision': (input) =>
      ruleErrorsAt(() => {
        const speeds = collisionSpeeds({ kind: input.kind, a: input.a, b: input.b });
        const d = collisionDice({
          a: { massLb: input.a.massLb, speedChangeMph: speeds.a.speedChangeMph, hardness: input.a.hardness },
          b: { massLb: input.b.massLb, speedChangeMph: speeds.b.speedChangeMph, hardness: input.b.hardness },
        });
        return {
          combinedMph: speeds.combinedMph,
          a: { ...speeds.a, ownDice: d.aOwnDice, takesDice: d.aTakesDice, takesLabel: diceForCount(d.aTakesDice).label },
          b: { ...speeds.b, ownDice: d.bOwnDice, takesDice: d.bTakesDice, takesLabel: diceForCount(d.bTakesDice).label },
          sharedDice: d.sharedDice,
          explanation: [...speeds.explanation, ...d.explanation],
        };
      }, ['kind'], COLLISION_FIELDS),

    'rules.gulliver.exposure': (input) =>
      ruleErrorsAt(() => {
        const size = bodySize(input);
        const hazard = hazardDamageMultiplier(size);
        const scales = sizeScales(size, input.heightYards);
        const htModifier = exposureHtModifier(scales.sizeModifier);
        const scaledDice =
          input.humanDice === undefined
            ? null
            : (() => {
                const count = input.humanDice * hazard.multiplier;
                const label = diceForCount(count).label;
                return { dice: count, label, formula: `${f(input.humanDice)}d x ${f(hazard.multiplier)} = ${f(count)}d (${label})` };
              })();
        const water =
          input.waterTemperature === undefined
            ? null
            : waterAsAirTemperature({ waterTemperature: input.waterTemperature, comfortTemperature: input.comfortTemperature });
        return {
          multiplier: hazard.multiplier,
          explanation: hazard.explanation,
          scaledDice,
          sizeModifier: scales.sizeModifier,
          htModifier,
          htFormula: `HT rolls against hazards: half of Size Modifier ${scales.sizeModifier}, toward zero = ${htModifier >= 0 ? '+' : ''}${htModifier}`,
          coldBonus: coldInsulationBonus(input.build),
          water: water && { ...water },
        };
      }, ['linearScale'], EXPOSURE_FIELDS),

    'rules.gulliver.lightLevel': (input) =>
      ruleErrorsAt(() => {
        const p = perceivedLight(
          input.level,
          { nightVision: input.nightVision, nightBlindness: input.nightBlindness, lightSensitivity: input.lightSensitivity, eyewear: input.eyewear },
          input.beyondBlinding,
        );
        return {
          level: effects(lightLevelEffects(input.level)),
          perceived: effects(p.effects),
          beyondBlinding: p.beyondBlinding,
          htPenalty: p.htPenalty,
          blindnessDurationMultiplier: p.blindnessDurationMultiplier,
          steps: [...p.steps],
        };
      }, ['level'], LIGHT_LEVEL_FIELDS),

    'rules.gulliver.lifeSpan': (input) =>
      ruleErrorsAt(
        () => ({
          ...agingOnset({
            size: bodySize(input),
            method: input.method,
            kind: input.kind,
            ...(input.basicSpeed !== undefined && { basicSpeed: input.basicSpeed }),
            ...(input.coldBlooded !== undefined && { coldBlooded: input.coldBlooded }),
          }),
        }),
        ['linearScale'],
        LIFE_SPAN_FIELDS,
      ),

    'rules.gulliver.fatigue': (input) =>
      ruleErrorsAt(() => {
        const pace = paceForSpeed({ speed: input.speed, move: input.move, extraEffort: input.extraEffort, ...(input.sprintMove !== undefined && { sprintMove: input.sprintMove }) });
        const exertion = exertionFatigue({ pace: pace.id, encumbrance: input.encumbrance, simplifiedMedium: input.simplifiedMedium, heat: input.heat });
        return {
          pace: { ...pace },
          multiplier: encumbranceFatigueMultiplier(input.encumbrance, input.simplifiedMedium),
          ...exertion,
          multipliers: encumbranceIds.map((encumbrance) => ({ encumbrance, multiplier: encumbranceFatigueMultiplier(encumbrance, input.simplifiedMedium) })),
        };
      }, ['speed'], FATIGUE_FIELDS),

    'rules.gulliver.cold': (input) =>
      ruleErrorsAt(() => {
        const { sizeModifier } = sizeScales(bodySize(input), input.heightYards);
        const parts = [
          { label: 'HT', value: input.ht },
          { label: `Half of Size Modifier ${sizeModifier}`, value: exposureHtModifier(sizeModifier) },
          { label: `Build (${input.build})`, value: coldInsulationBonus(input.build) },
          { label: 'Cold and clothing (GM)', value: input.modifier },
        ];
        const lossFor = (missedBy: number) => Math.max(1, coldLossForMiss(missedBy));
        const loss =
          input.missedBy === undefined
            ? null
            : (() => {
                const points = lossFor(input.missedBy);
                return {
                  missedBy: input.missedBy,
                  points,
                  minutesPerPoint: 30 / points,
                  explanation: `Missed by ${input.missedBy}: 1 per full or partial 3 = ${points} over the half hour, one every ${f(30 / points)} minutes`,
                };
              })();
        const numbness =
          input.lostToCold === undefined || input.poolMax === undefined ? null : coldNumbnessPenalty({ lostToCold: input.lostToCold, poolMax: input.poolMax });
        return {
          effectiveHt: parts.reduce((sum, p) => sum + p.value, 0),
          parts: parts.filter((p, i) => i === 0 || p.value !== 0),
          loss,
          table: [1, 4, 7, 10, 13].map((from) => ({ missedBy: `${from}-${from + 2}`, points: lossFor(from), minutesPerPoint: 30 / lossFor(from) })),
          numbness,
        };
      }, ['ht'], COLD_FIELDS),

    'rules.gulliver.poweredCollision': (input) =>
      ruleErrorsAt(() => {
        const cap = input.traction === 'standard' ? standardTractionCapLb(input.massLb) : input.traction === 'custom' ? input.tractionCapLb! : null;
        const p = poweredMass({
          massLb: input.massLb,
          loadSt: input.loadSt,
          engineKw: input.engineKw,
          ...(input.thrust && { thrust: input.thrust }),
          ...(input.speedFraction !== undefined && { speedFraction: input.speedFraction }),
          ...(cap !== null && { tractionCapLb: cap }),
        });
        return { ...p, tractionCapLb: cap };
      }, ['massLb'], POWERED_FIELDS),
  };
}
