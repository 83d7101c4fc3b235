import type { GurpsHitLocationId } from '../../../src-shared/contract';
import type { Rng } from '../dice/rng';
import {
  allOutAttackDamage,
  blowthrough,
  deathChecks,
  isSlowedByInjury,
  knockdownCheck,
  knockoutFromInjury,
  knockoutFromShock,
  limbStunCheck,
  limbWound,
  shockPenalty,
  shockPoints,
  stunCheck,
  type BlowthroughLocation,
  type Check,
  type WoundedLimb,
} from './damage-effects';
import { formatFigure as f } from './format-figure';
import type { SuccessRoll } from './success-roll';

// GULLIVER's "Damage and Shock Meta-system" (002_6bcc9877716aeba8.txt) as the GURPS
// combat pipeline's injury model: every effect is read off damage or shock against
// the victim's own HP, so a hill giant shrugs off what fells a brownie. GURPS defines
// the model's interface (gurps/combat/injury-model.ts); the registry builds this one
// with GURPS's hit locations and HT rolls, so GULLIVER never imports GURPS.

/** GURPS's hit locations, as GULLIVER's blowthrough and crippling rules name them. */
export type HitLocationId = GurpsHitLocationId;

/** What the model takes from GURPS: a location's name and a HT roll labelled for the journal (`Entry`). */
export interface GurpsInjuryParts<Entry> {
  locationLabel(location: HitLocationId): string;
  labelledRoll(label: string, target: number, rng: Rng): { readonly entry: Entry; readonly result: SuccessRoll };
}

/** The wounded body as the model reads it. */
interface Body {
  readonly hp: number;
  readonly ht: number;
  readonly linearScale?: number;
  readonly shockResistance?: number;
  /** Traits' bonus to HT against knockdown and stun (High Pain Threshold +3, Fit +1...), worked out by the GURPS side. */
  readonly htRolls?: { readonly knockdown?: { readonly value: number }; readonly knockout?: { readonly value: number } };
  readonly state?: { readonly stunned: boolean; readonly unconscious: boolean; readonly dead: boolean };
}

interface Wound {
  readonly injury: number;
  readonly damageType: string;
  readonly location: HitLocationId;
  readonly target: Body;
}

const PIERCING = new Set(['imp', 'pi-', 'pi', 'pi+', 'pi++']);

/** The skull and the eye reach the brain, which has no blowthrough limit. */
const BLOWTHROUGH_AT: Readonly<Record<HitLocationId, BlowthroughLocation>> = {
  eye: 'brain',
  skull: 'brain',
  face: 'head',
  neck: 'head',
  torso: 'torso',
  groin: 'torso',
  vitals: 'vitals',
  'right-arm': 'limb',
  'left-arm': 'limb',
  'right-leg': 'limb',
  'left-leg': 'limb',
  hand: 'extremity',
  foot: 'extremity',
};

const WOUNDED_LIMB: Partial<Record<HitLocationId, WoundedLimb>> = {
  'right-arm': 'arm',
  'left-arm': 'arm',
  'right-leg': 'leg',
  'left-leg': 'leg',
  hand: 'hand',
  foot: 'foot',
  neck: 'neck',
};

export function gulliverInjury<Entry>(gurps: GurpsInjuryParts<Entry>) {
  /** A graded check made on HT: 'roll' throws 3d against it, 'automatic' happens without one. */
  function check(label: string, kind: Check, ht: number, rng: Rng): { happens: boolean; rolls: Entry[]; text: string } {
    if (kind !== 'roll') return { happens: kind === 'automatic', rolls: [], text: kind === 'automatic' ? 'no roll allowed' : '' };
    const { entry, result } = gurps.labelledRoll(label, ht, rng);
    return { happens: !result.success, rolls: [entry], text: `HT ${ht} rolled ${result.roll.total}, ${result.success ? 'made' : 'failed'}` };
  }

  return {
    id: 'gulliver',
    label: 'GULLIVER',

    strongBonus({ rolled }: { readonly rolled: number }) {
      const bonus = allOutAttackDamage(rolled);
      return { value: bonus.bonus, explanation: `All-Out Attack (Strong), GULLIVER: ${bonus.explanation}` };
    },

    limitPenetrating({ penetrating, damageType, location, target }: Omit<Wound, 'injury'> & { readonly penetrating: number }) {
      if (!PIERCING.has(damageType)) return { penetrating, explanation: null };
      const limit = blowthrough({ linearScale: target.linearScale ?? 1, location: BLOWTHROUGH_AT[location] });
      if (limit.maxHits === null || penetrating <= limit.maxHits) return { penetrating, explanation: null };
      // Injury is counted in whole points; a body too small to hold one whole point still takes one.
      const capped = Math.max(1, Math.floor(limit.maxHits));
      return { penetrating: capped, explanation: `${limit.explanation}: the blow goes clean through, ${penetrating} becomes ${capped}.` };
    },

    locationInjury({ injury, damageType, location, target }: Wound, rng: Rng) {
      const limb = WOUNDED_LIMB[location];
      const untouched = { injury, excessLost: 0, crippled: false, severed: false, fatal: false, rolls: [] as Entry[], steps: [] as string[] };
      if (!limb) return untouched;
      const wound = limbWound({ location: limb, damage: injury, hp: target.hp, cutting: damageType === 'cut' });
      if (!wound.crippled) return untouched;
      const label = gurps.locationLabel(location).toLowerCase();
      // Amputation is an effect of damage: Strong or Weak Will does not touch this roll.
      const severing = check(`HT roll against losing the ${label}`, wound.amputation, target.ht, rng);
      const severed = severing.happens;
      const lost = limb === 'neck' ? (damageType === 'cr' ? 'the neck breaks' : 'the head comes off') : `the ${label} is severed`;
      const steps = [`${wound.explanation}.`];
      if (wound.amputation !== 'none') steps.push(`${severing.text ? `${severing.text}: ` : ''}${severed ? lost : `the ${label} stays on`}.`);
      return {
        injury: wound.damageTaken,
        excessLost: injury - wound.damageTaken,
        crippled: true,
        severed,
        fatal: severed && limb === 'neck',
        rolls: severing.rolls,
        steps,
      };
    },

    shockPoints({ injury, location, crippled, severed }: { readonly injury: number; readonly location: HitLocationId; readonly crippled: boolean; readonly severed: boolean }) {
      return shockPoints({ damage: injury, brain: BLOWTHROUGH_AT[location] === 'brain', crippling: crippled || severed }).shock;
    },

    shockPenalty({ points, hp }: { readonly points: number; readonly hp: number }) {
      if (points <= 0) return { value: 0, explanation: 'no shock' };
      const p = shockPenalty({ shock: points, hp });
      return { value: p.penalty, explanation: `shock (GULLIVER) ${p.explanation} next turn` };
    },

    woundEffects({ target, location, injury, totalShockPoints }: Wound & { readonly totalShockPoints: number }, rng: Rng) {
      const before = target.state;
      // Strong or Weak Will helps against shock (stun, a stunned limb, knockout) but not knockdown, a damage effect.
      const traitHt = target.htRolls?.knockdown?.value ?? 0;
      const shockHt = target.ht + (target.shockResistance ?? 0) + traitHt;
      const steps: string[] = [];
      const rolls: Entry[] = [];
      const majorWound = injury * 2 > target.hp;
      if (before?.unconscious || before?.dead) {
        return { majorWound, stunned: before.stunned, knockedDown: false, knockedOut: false, dropsHeldItems: false, rolls, steps: ['The victim is already down.'] };
      }
      const run = (label: string, kind: Check, effect: string, ht = shockHt) => {
        const r = check(label, kind, ht, rng);
        rolls.push(...r.rolls);
        if (kind !== 'none') steps.push(`${capital(effect)}: ${r.text}${r.happens ? '' : ', resisted'}.`);
        return r.happens;
      };
      const stunned = (before?.stunned ?? false) || run('HT roll against stun', stunCheck({ shock: totalShockPoints, hp: target.hp }), `stun from ${f(totalShockPoints)} shock over HP ${f(target.hp)}/2`);
      const limb = WOUNDED_LIMB[location];
      const drops = limb !== undefined && limb !== 'neck'
        ? run(`HT roll to keep hold (${gurps.locationLabel(location).toLowerCase()})`, limbStunCheck({ shock: totalShockPoints, hp: target.hp, location: limb }), `the ${limb} is stunned and lets go`)
        : false;
      // Hard to Subdue (B59) helps against this roll alone: it is against unconsciousness.
      const knockoutHt = shockHt - traitHt + (target.htRolls?.knockout?.value ?? traitHt);
      const knockedOut = run('HT roll against knockout', knockoutFromShock({ shock: totalShockPoints, hp: target.hp }), `knockout from ${f(totalShockPoints)} shock over HP ${f(target.hp)}`, knockoutHt);
      const knockedDown =
        knockedOut || run('HT roll against knockdown', knockdownCheck({ damage: injury, hp: target.hp }), `knockdown from ${injury} damage over HP ${f(target.hp)}/2`, target.ht + traitHt);
      return { majorWound, stunned: stunned || knockedOut, knockedDown, knockedOut, dropsHeldItems: drops, rolls, steps };
    },

    deathCheckThresholds: (input: Parameters<typeof deathChecks>[0]) => deathChecks(input).thresholds,

    automaticDeathAt: (hp: number) => -5 * hp,

    isReeling: ({ hp, currentHp }: { readonly hp: number; readonly currentHp: number }) => isSlowedByInjury({ hpLeft: currentHp, hp }),

    mustRollToStayConscious: ({ currentHp }: { readonly currentHp: number }) => knockoutFromInjury(currentHp) === 'roll',
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
