import { formatGurpsDice, type GurpsDice } from '../dice/gurps-notation';
import { damageForSt } from './damage-table';
import { num, signed } from './format';
import { RuleInputError } from '../rule-input-error';
import { requireInteger, requireWhole } from './validate';

// Derived characteristics, supplement B1.

export interface Attributes {
  readonly st: number;
  readonly dx: number;
  readonly iq: number;
  readonly ht: number;
}

/** Points bought up (or sold down) on top of the values the attributes give. */
export interface SecondaryBonuses {
  readonly hp?: number;
  readonly will?: number;
  readonly per?: number;
  readonly fp?: number;
  /** In steps of 0.25. */
  readonly basicSpeed?: number;
  readonly basicMove?: number;
}

export interface CharacteristicsOptions {
  /** A different ST for Basic Lift only (GULLIVER's Load ST); the character's ST otherwise. */
  readonly liftSt?: number;
  /** Traits on Dodge (Combat Reflexes, Enhanced Dodge: rules/gurps/traits.ts). */
  readonly dodgeModifiers?: readonly { readonly label: string; readonly value: number }[];
  /** Striking ST: added to ST for thrust and swing only. */
  readonly strikingSt?: number;
}

export interface Derived<T = number> {
  readonly value: T;
  readonly formula: string;
}

export interface Characteristics {
  readonly attributes: Attributes;
  /** Pounds. */
  readonly basicLift: Derived;
  readonly hp: Derived;
  readonly will: Derived;
  readonly per: Derived;
  readonly fp: Derived;
  readonly basicSpeed: Derived;
  readonly basicMove: Derived;
  /** Unencumbered; see `encumbrance` and `effectiveMovement` for the figure in play. */
  readonly dodge: Derived;
  readonly thrust: Derived<GurpsDice>;
  readonly swing: Derived<GurpsDice>;
}

/** ST x ST / 5, kept exact below 10 lb (ST 3 lifts 1.8 lb) and rounded to the pound from 10 lb up. */
export function basicLift(st: number): number {
  requireWhole('ST', st, 1);
  const exact = (st * st) / 5;
  return exact >= 10 ? Math.round(exact) : exact;
}

function basicLiftFormula(st: number, fromLiftSt: boolean): string {
  const exact = (st * st) / 5;
  const value = basicLift(st);
  const rounded = value === exact ? '' : `, rounded to ${num(value)}`;
  const which = fromLiftSt ? 'lifting ST' : 'ST';
  return `Basic Lift = ${which} x ${which} / 5 = ${st} x ${st} / 5 = ${num(exact)}${rounded} lb`;
}

const plusBonus = (bonus: number): string => (bonus === 0 ? '' : signed(bonus));

function fromAttribute(key: keyof SecondaryBonuses, name: string, attribute: string, value: number, bonus: number): Derived {
  const total = value + bonus;
  if (total < 1) throw new RuleInputError(['bonuses', key], `${name} bonus ${bonus} would leave ${name} at ${total}; it must stay 1 or more`);
  const formula = bonus === 0 ? `${name} = ${attribute} = ${value}` : `${name} = ${attribute} ${value}${signed(bonus)} = ${total}`;
  return { value: total, formula };
}

export function characteristics(
  attributes: Attributes,
  bonuses: SecondaryBonuses = {},
  options: CharacteristicsOptions = {},
): Characteristics {
  const { st, dx, iq, ht } = attributes;
  requireWhole(['attributes', 'st'], st, 1);
  requireWhole(['attributes', 'dx'], dx, 1);
  requireWhole(['attributes', 'iq'], iq, 1);
  requireWhole(['attributes', 'ht'], ht, 1);
  const { hp = 0, will = 0, per = 0, fp = 0, basicSpeed = 0, basicMove = 0 } = bonuses;
  requireInteger(['bonuses', 'hp'], hp);
  requireInteger(['bonuses', 'will'], will);
  requireInteger(['bonuses', 'per'], per);
  requireInteger(['bonuses', 'fp'], fp);
  requireInteger(['bonuses', 'basicMove'], basicMove);
  if (!Number.isInteger(basicSpeed * 4)) {
    throw new RuleInputError(['bonuses', 'basicSpeed'], `must be a multiple of 0.25, got ${basicSpeed}`);
  }
  const liftSt = options.liftSt ?? st;
  requireWhole(['options', 'liftSt'], liftSt, 1);

  const speed = (ht + dx) / 4 + basicSpeed;
  if (speed <= 0) throw new RuleInputError(['bonuses', 'basicSpeed'], `basicSpeed bonus ${basicSpeed} would leave Basic Speed at ${speed}; it must stay above 0`);
  const droppedSpeed = Math.floor(speed);
  const move = droppedSpeed + basicMove;
  if (move < 0) throw new RuleInputError(['bonuses', 'basicMove'], `basicMove bonus ${basicMove} would leave Basic Move at ${move}; it must stay 0 or more`);
  const strikingSt = options.strikingSt ?? 0;
  requireInteger(['options', 'strikingSt'], strikingSt);
  const damageSt = Math.max(1, st + strikingSt);
  const damage = damageForSt(damageSt);
  const stForDamage = strikingSt === 0 ? `ST ${st}` : `ST ${st}${signed(strikingSt)} (Striking ST) = ${damageSt}`;
  const dodgeMods = options.dodgeModifiers ?? [];
  const dodge = droppedSpeed + 3 + dodgeMods.reduce((sum, m) => sum + m.value, 0);
  const dodgeExtra = dodgeMods.map((m) => `${signed(m.value)} (${m.label})`).join('');

  return {
    attributes: { st, dx, iq, ht },
    basicLift: { value: basicLift(liftSt), formula: basicLiftFormula(liftSt, options.liftSt !== undefined) },
    hp: fromAttribute('hp', 'HP', 'ST', st, hp),
    will: fromAttribute('will', 'Will', 'IQ', iq, will),
    per: fromAttribute('per', 'Per', 'IQ', iq, per),
    fp: fromAttribute('fp', 'FP', 'HT', ht, fp),
    basicSpeed: {
      value: speed,
      formula: `Basic Speed = (HT ${ht} + DX ${dx}) / 4${plusBonus(basicSpeed)} = ${num(speed)}`,
    },
    basicMove: {
      value: move,
      formula: `Basic Move = Basic Speed ${num(speed)} without fractions${plusBonus(basicMove)} = ${move}`,
    },
    dodge: {
      value: dodge,
      formula: `Dodge = Basic Speed ${num(speed)} without fractions + 3${dodgeExtra} = ${dodge}`,
    },
    thrust: { value: damage.thrust, formula: `Thrust for ${stForDamage} = ${formatGurpsDice(damage.thrust)}` },
    swing: { value: damage.swing, formula: `Swing for ${stForDamage} = ${formatGurpsDice(damage.swing)}` },
  };
}
