import type { MoneyRules } from '../ruleset/money';
import { coinsWorth } from './purse';

// A keyed place's treasure list (a dungeon area's or a lair hex's key) read as a heap
// for the party's stores. Counts of coins written in a line ("a purse with 35 sp and
// 12 gp") become coins of those denominations; what the key says the line is worth
// beyond its coins (a strongbox's silver ewer) becomes a valuable named by the line.
// A line with no coins is a valuable at the key's worth (0 when it gives none, for the
// GM to value later).

export interface KeyTreasureLine {
  readonly text: string;
  /** In the money's unit. */
  readonly worthGp?: number;
}

export interface PlaceHeap {
  readonly coins: Record<string, number>;
  readonly valuables: { kind: 'valuable'; name: string; worth: number }[];
}

const VALUABLE_NAME_MAX = 60;

/** Every "<count> <coin>" in a line, by denomination ("1,000 cp" is a thousand). */
export function coinsInText(text: string, money: MoneyRules): Record<string, number> {
  const coins: Record<string, number> = {};
  for (const m of text.matchAll(/(\d[\d,]*)\s*([a-z]+)\b/gi)) {
    const word = m[2].toLowerCase();
    const denomination = money.denominations.find((d) => d.id === word || d.short.toLowerCase() === word);
    if (denomination) coins[denomination.id] = (coins[denomination.id] ?? 0) + Number(m[1].replace(/,/g, ''));
  }
  return coins;
}

export function heapOfKey(lines: readonly KeyTreasureLine[], money: MoneyRules): PlaceHeap {
  const unit = (money.denominations.find((d) => d.id === money.unit) ?? money.denominations[0]).value;
  const coins: Record<string, number> = {};
  const valuables: PlaceHeap['valuables'] = [];
  for (const line of lines) {
    const found = coinsInText(line.text, money);
    for (const [id, n] of Object.entries(found)) coins[id] = (coins[id] ?? 0) + n;
    const inCoins = coinsWorth(found, money) / unit;
    const rest = Math.round(((line.worthGp ?? 0) - inCoins) * 100) / 100;
    if (Object.keys(found).length > 0 && rest <= 0) continue;
    const name = line.text.length > VALUABLE_NAME_MAX ? `${line.text.slice(0, VALUABLE_NAME_MAX - 1)}…` : line.text;
    valuables.push({ kind: 'valuable', name, worth: Math.max(0, rest) });
  }
  return { coins, valuables };
}
