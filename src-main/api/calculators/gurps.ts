import type { rulesGurps } from '../../../src-shared/contract';
import { diceExpression, formatGurpsDice, type GurpsDice } from '../../rules/dice';
import { formatFigure as f } from '../../rules/gulliver';
import {
  basicLift,
  characteristics,
  CLIMBS,
  encumbrance,
  frightChances,
  hikingGroupChances,
  hikingMiles,
  influenceChances,
  jumping,
  liftingOptions,
  planClimb,
  planRun,
  runningSpeeds,
  senseChances,
  swimmingPlan,
  throwing,
  willChances,
  type Derived,
  type RollTarget,
} from '../../rules/gurps';
import { successChances } from '../../rules/gurps/success';
import type { HandlersFor } from '../router';
import { fieldTable, ruleErrorsAt, type RequestFieldOf } from '../../services/errors';

const plainTarget = (t: RollTarget) => ({ base: t.base, modifiers: t.modifiers.map((m) => ({ ...m })), effective: t.effective, formula: t.formula });
const dice = (d: Derived<GurpsDice>) => ({ value: formatGurpsDice(d.value), dice: diceExpression(d.value), formula: d.formula });

// Where each rule's inputs came from in the request, by the rule's own names for them.
const STAT_FIELDS = fieldTable({ attributes: ['attributes'], bonuses: ['secondary'], 'options.liftSt': ['loadSt'] });
const LOAD_FIELDS = fieldTable({ weight: ['carriedLb'] });
const CLIMBING_FIELDS = fieldTable({ Climbing: ['climbing'], heightFeet: ['heightFeet'], encumbranceLevel: ['encumbranceLevel'], DX: ['dx'] });
const HIKING_FIELDS = fieldTable({ leadership: ['leadership'], members: ['members'] });
const JUMPING_FIELDS = fieldTable({ basicMove: ['basicMove'], runYards: ['runYards'] });
const RUNNING_FIELDS = fieldTable({ move: ['move'], fp: ['fp'], fpMax: ['fpMax'], ht: ['ht'], distanceYards: ['distanceYards'] });
const SWIMMING_FIELDS = fieldTable({ Swimming: ['swimming'], swimming: ['swimming'], ht: ['ht'], fp: ['fp'], fpMax: ['fpMax'], basicMove: ['basicMove'] });
const THROWING_FIELDS = fieldTable({ st: ['st'], dx: ['dx'], weight: ['weightLb'], basicLift: ['basicLift'] });
const CHECK_FIELDS = fieldTable({ per: ['per'], subjectWill: ['subjectWill'], modifiers: ['modifiers'] });

/** Lifting gets the lifter's Basic Lift first and the helpers' after it: ["basicLift", 2] is the second helper. */
const LIFTING_FIELDS: RequestFieldOf = ([head, index]) => {
  if (head === 'weight') return ['weightLb'];
  if (head !== 'basicLift') return undefined;
  return typeof index === 'number' && index > 0 ? ['helperBasicLifts', index - 1] : ['basicLift'];
};

/** The `rules.gurps.*` methods: the pure GURPS Lite rules behind the contract. */
export function gurpsCalculator(): HandlersFor<typeof rulesGurps> {
  return {
    'rules.gurps.successChance': (input) => successChances(input.effective),

    'rules.gurps.characteristics': (input) =>
      ruleErrorsAt(() => {
        const c = characteristics(input.attributes, input.secondary, input.loadSt === undefined ? {} : { liftSt: input.loadSt });
        return {
          basicLift: c.basicLift,
          hp: c.hp,
          will: c.will,
          per: c.per,
          fp: c.fp,
          basicSpeed: c.basicSpeed,
          basicMove: c.basicMove,
          dodge: c.dodge,
          thrust: dice(c.thrust),
          swing: dice(c.swing),
        };
      }, ['secondary'], STAT_FIELDS),

    'rules.gurps.encumbrance': (input) =>
      ruleErrorsAt(() => {
        const c = characteristics({ ...input.attributes, iq: 10 }, input.secondary, input.loadSt === undefined ? {} : { liftSt: input.loadSt });
        const e = ruleErrorsAt(
          () => encumbrance({ weight: input.carriedLb, basicLift: c.basicLift.value, basicMove: c.basicMove.value, dodge: c.dodge.value }),
          ['carriedLb'],
          LOAD_FIELDS,
        );
        return { ...e, basicLift: c.basicLift, basicMove: c.basicMove, limits: e.limits.map((l) => ({ ...l })) };
      }, ['carriedLb'], STAT_FIELDS),

    'rules.gurps.climbing': (input) =>
      ruleErrorsAt(() => {
        const p = planClimb({
          climb: input.climb,
          pace: input.pace,
          heightFeet: input.heightFeet,
          encumbranceLevel: input.encumbranceLevel,
          ...(input.climbing !== undefined && { climbing: input.climbing }),
          ...(input.dx !== undefined && { dx: input.dx }),
        });
        const climb = CLIMBS[input.climb];
        return {
          climb: { id: climb.id, label: climb.label, modifier: climb.modifier },
          pace: p.pace,
          rollNeeded: p.rollNeeded,
          target: p.skill && plainTarget(p.skill),
          chances: p.chances,
          speed: { ...p.speed },
          seconds: p.seconds,
          time: p.time,
          rolls: p.rolls,
          fpCost: p.fpCost,
          chanceWithoutFailure: p.chanceWithoutFailure,
          chanceWithoutCriticalFailure: p.chanceWithoutCriticalFailure,
          sentences: [...p.sentences],
        };
      }, ['climb'], CLIMBING_FIELDS),

    'rules.gurps.hiking': (input) =>
      ruleErrorsAt(() => {
        const chances = hikingGroupChances({
          members: input.members.map((m) => ({
            move: m.move,
            ...(m.hiking !== undefined && { hiking: m.hiking }),
            ...(m.ht !== undefined && { ht: m.ht }),
          })),
          terrain: input.terrain,
          ...(input.leadership !== undefined && { leadership: input.leadership }),
          useLeaderRoll: input.useLeaderRoll,
        });
        const members = input.members.map((m, i) => {
          const plain = hikingMiles({ move: m.move, terrain: input.terrain, hikingSuccess: false });
          const bonus = hikingMiles({ move: m.move, terrain: input.terrain, hikingSuccess: true });
          return {
            label: m.label ?? `Member ${i + 1}`,
            hiking: chances.memberHiking[i],
            bonusChance: chances.memberBonusChance[i],
            miles: plain.miles,
            milesWithBonus: bonus.miles,
            formula: plain.formula,
            formulaWithBonus: bonus.formula,
          };
        });
        return {
          mode: chances.mode,
          groupTarget: chances.groupTarget,
          groupChances: chances.groupTarget === null ? null : successChances(chances.groupTarget),
          members,
          outcomes: chances.outcomes.map((o) => ({ ...o })),
          expectedMiles: chances.outcomes.reduce((sum, o) => sum + o.miles * o.probability, 0),
        };
      }, ['members'], HIKING_FIELDS),

    'rules.gurps.jumping': (input) =>
      ruleErrorsAt(() => {
        const j = jumping(input);
        return { high: { ...j.high, unit: 'in' as const }, broad: { ...j.broad, unit: 'ft' as const } };
      }, ['basicMove'], JUMPING_FIELDS),

    'rules.gurps.lifting': (input) =>
      ruleErrorsAt(() => {
        const helpers = input.helperBasicLifts;
        const a = liftingOptions({ basicLift: helpers.length === 0 ? input.basicLift : [input.basicLift, ...helpers], weight: input.weightLb });
        return { basicLift: a.basicLift, basicLiftFormula: a.basicLiftFormula, options: a.options.map((o) => ({ ...o })) };
      }, ['basicLift'], LIFTING_FIELDS),

    'rules.gurps.running': (input) =>
      ruleErrorsAt(() => {
        const s = runningSpeeds(input);
        const speeds = { ...s, formulas: [...s.formulas] };
        if (input.distanceYards === undefined) return { speeds, plan: null };
        const p = planRun({ move: input.move, distanceYards: input.distanceYards, mode: input.mode, ht: input.ht, fp: input.fp, fpMax: input.fpMax });
        return {
          speeds,
          plan: {
            seconds: p.seconds,
            time: p.time,
            rolls: p.rolls,
            htChances: p.htChances,
            expectedFpLost: p.expectedFpLost,
            expectedSeconds: Number.isFinite(p.expectedSeconds) ? p.expectedSeconds : null,
            unconsciousChance: p.unconsciousChance,
            fpLostOutcomes: p.fpLostOutcomes.map((o) => ({ ...o })),
            sentences: [...p.sentences],
          },
        };
      }, ['move'], RUNNING_FIELDS),

    'rules.gurps.swimming': (input) =>
      ruleErrorsAt(() => {
        const p = swimmingPlan({
          ...(input.swimming !== undefined && { swimming: input.swimming }),
          ht: input.ht,
          basicMove: input.basicMove,
          encumbranceLevel: input.encumbranceLevel,
          intentional: input.intentional,
          fp: input.fp,
          fpMax: input.fpMax,
        });
        return {
          target: plainTarget(p.target),
          chances: p.chances,
          drowningChance: p.drowningChance,
          waterMove: { ...p.waterMove },
          endurance: plainTarget(p.endurance),
          enduranceChances: p.enduranceChances,
        };
      }, ['swimming'], SWIMMING_FIELDS),

    'rules.gurps.throwing': (input) =>
      ruleErrorsAt(() => {
        const bl =
          input.basicLift === undefined
            ? { value: basicLift(input.st), formula: `Basic Lift = ST x ST / 5 = ${input.st} x ${input.st} / 5 = ${f(basicLift(input.st))} lb` }
            : { value: input.basicLift, formula: `Basic Lift ${f(input.basicLift)} lb (given)` };
        const t = throwing({ st: input.st, dx: input.dx, weight: input.weightLb, basicLift: bl.value });
        return {
          basicLift: bl,
          canThrow: t.canThrow,
          hands: t.hands,
          weightRatio: t.weightRatio,
          distanceModifier: t.distanceModifier,
          distance: t.distance,
          damage: t.damageText,
          damageDice: t.damageDice,
          specificTarget: t.specificTarget,
          specificChances: successChances(t.specificTarget),
          areaTarget: t.areaTarget,
          areaChances: successChances(t.areaTarget),
          sentences: [...t.sentences],
        };
      }, ['weightLb'], THROWING_FIELDS),

    'rules.gurps.check': (input) =>
      ruleErrorsAt(() => {
        switch (input.kind) {
          case 'sense': {
            const c = senseChances({
              sense: input.sense,
              per: input.per,
              ...(input.substitute && { substitute: input.substitute }),
              modifiers: input.modifiers,
            });
            return { kind: input.kind, target: plainTarget(c.target), chances: c.chances };
          }
          case 'will': {
            const c = willChances(input);
            return { kind: input.kind, target: plainTarget(c.target), chances: c.chances };
          }
          case 'fright': {
            const c = frightChances(input);
            return { kind: input.kind, target: plainTarget(c.target), chances: c.chances, fright: { stunned: c.stunned, faints: c.faints } };
          }
          case 'influence': {
            const c = influenceChances({ skill: input.skill, level: input.level, subjectWill: input.subjectWill, modifiers: input.modifiers });
            return {
              kind: input.kind,
              target: plainTarget(c.target),
              chances: successChances(c.target.effective),
              influence: { win: c.win, lose: c.lose, onWin: c.onWin, onLoss: c.onLoss, gmAlsoRollsReaction: input.skill === 'diplomacy' },
            };
          }
        }
      }, ['modifiers'], CHECK_FIELDS),
  };
}
