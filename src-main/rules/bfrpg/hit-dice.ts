import { RuleInputError } from '../rule-input-error';
import { monsterAttackBonus, monsterXp } from './combat-tables';

// Monster Hit Dice as Basic Fantasy stat blocks print them (supplement A26): "1-1",
// "2+1", "3*", "8**", "9+2** (+8)", "30** (AB +15)". Older stat blocks hold a number
// (½ as 0.5) and count their asterisks apart; both read the same way from here on.

export interface HitDice {
  /** How many d8 to roll; 0 for half a die (a d4). */
  readonly dice: number;
  /** The "+N" or "-N", added to or taken from the hit points rolled. */
  readonly modifier: number;
  /** Each asterisk is one special ability's experience bonus (A17). */
  readonly asterisks: number;
  /** The AB printed in brackets, used in preference to the table (A26). */
  readonly printedAb: number | null;
}

/** The largest the Basic Fantasy monsters print: the Living Graveyard's 40** (+15). */
export const MAX_HIT_DICE = 40;
const MAX_ASTERISKS = 10;

const WRITTEN = /^(½|1\/2|\d+)\s*(?:([+-])\s*(\d+))?\s*(\**)\s*(?:\(\s*(?:AB\s*)?([+-]?\s*\d+)\s*\))?$/i;
const EXAMPLES = 'write it as the stat block does, such as 1-1, 2+1, 3*, ½ or 9+2** (+8)';

/** Reads Hit Dice as printed; refuses, naming `at`, what is not written that way. */
export function parseHitDice(text: string, at: string = 'hitDice'): HitDice {
  const m = WRITTEN.exec(text.trim());
  if (!m) throw new RuleInputError(at, `"${text.trim()}" is not Hit Dice; ${EXAMPLES}`);
  const [, number, sign, amount, stars, ab] = m;
  const half = number === '½' || number === '1/2';
  const dice = half ? 0 : Number(number);
  if (!half && (dice < 1 || dice > MAX_HIT_DICE)) throw new RuleInputError(at, `must be ½ to ${MAX_HIT_DICE} dice`);
  if (stars.length > MAX_ASTERISKS) throw new RuleInputError(at, `at most ${MAX_ASTERISKS} asterisks`);
  const modifier = sign ? Number(`${sign}${amount}`) : 0;
  return { dice, modifier, asterisks: stars.length, printedAb: ab === undefined ? null : Number(ab.replace(/\s+/g, '')) };
}

/** A stat block's Hit Dice, written or (from older blocks) a number with its asterisks counted apart. */
export function hitDiceOf(value: number | string, specials = 0): HitDice {
  if (typeof value === 'string') return parseHitDice(value);
  return { dice: value < 1 ? 0 : Math.floor(value), modifier: 0, asterisks: specials, printedAb: null };
}

/**
 * The row of the A11 and A17 tables: the whole number with the "+N" or "-N" dropped,
 * except that ½, and 1 with anything taken off, count as "less than 1" (row 0).
 */
export const tableRow = (hd: HitDice): number => (hd.dice === 0 || (hd.dice === 1 && hd.modifier < 0) ? 0 : hd.dice);

/** Hit points to roll: d8 per die, a d4 for half a die, then the "+N" or "-N". */
export function hitPointsDice(hd: HitDice): string {
  const base = hd.dice === 0 ? '1d4' : `${hd.dice}d8`;
  return hd.modifier === 0 ? base : `${base}${hd.modifier > 0 ? '+' : ''}${hd.modifier}`;
}

/** A11 and A26: the printed AB when there is one, else the table's by row. */
export const hitDiceAttackBonus = (hd: HitDice): number => hd.printedAb ?? monsterAttackBonus(tableRow(hd));

/** A17 and A26: the row's experience plus one special-ability bonus per asterisk. */
export const hitDiceXp = (hd: HitDice): number => monsterXp(tableRow(hd), hd.asterisks);

/** Hit Dice back in the stat block's own notation. */
export function writtenHitDice(hd: HitDice): string {
  const number = hd.dice === 0 ? '½' : String(hd.dice);
  const modifier = hd.modifier === 0 ? '' : `${hd.modifier > 0 ? '+' : ''}${hd.modifier}`;
  const ab = hd.printedAb === null ? '' : ` (${hd.printedAb >= 0 ? '+' : ''}${hd.printedAb})`;
  return `${number}${modifier}${'*'.repeat(hd.asterisks)}${ab}`;
}
