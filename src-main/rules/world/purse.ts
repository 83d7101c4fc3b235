import { RuleInputError } from '../rule-input-error';
import type { MoneyRules } from '../ruleset/money';

// Coins by denomination, whatever the system: what they are worth, what they weigh,
// how a sum is paid out of them and how a heap is shared.

export type Coins = Readonly<Record<string, number>>;

/** Worth in the smallest denomination. */
export const coinsWorth = (coins: Coins, money: MoneyRules): number =>
  money.denominations.reduce((sum, d) => sum + (coins[d.id] ?? 0) * d.value, 0);

export const coinsPounds = (coins: Coins, money: MoneyRules): number =>
  money.denominations.reduce((sum, d) => sum + (coins[d.id] ?? 0) * d.poundsEach, 0);

export const coinCount = (coins: Coins): number => Object.values(coins).reduce((sum, n) => sum + n, 0);

/** A worth in the smallest denomination written in the money's unit: 1234 cp is "12.34 gp". */
export function worthText(worth: number, money: MoneyRules): string {
  const unit = money.denominations.find((d) => d.id === money.unit) ?? money.denominations[0];
  const amount = worth / unit.value;
  return `${Number.isInteger(amount) ? amount.toLocaleString('en') : amount.toLocaleString('en', { maximumFractionDigits: 2 })} ${unit.short}`;
}

/** Adds or takes coins; a count below zero is refused naming the denomination. */
export function addCoins(coins: Coins, change: Coins, money: MoneyRules, at = 'coins'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of money.denominations) {
    const n = (coins[d.id] ?? 0) + (change[d.id] ?? 0);
    if (n < 0) throw new RuleInputError([at, d.id], `only ${coins[d.id] ?? 0} ${d.label} to take`);
    if (n > 0) out[d.id] = n;
  }
  for (const id of Object.keys(change)) {
    if (!money.denominations.some((d) => d.id === id)) throw new RuleInputError([at, id], `is not a coin here; use ${money.denominations.map((d) => d.id).join(', ')}`);
  }
  return out;
}

/**
 * Pays `price` (in the smallest denomination) out of a purse: the smallest coins go first,
 * and change comes back in the largest coins that fit, so the purse stays light. More
 * than the purse is worth is refused naming `at`.
 */
export function pay(coins: Coins, price: number, money: MoneyRules, at = 'price'): Record<string, number> {
  const worth = coinsWorth(coins, money);
  if (price > worth) throw new RuleInputError(at, `the purse holds ${worthText(worth, money)}, less than ${worthText(price, money)}`);
  const left: Record<string, number> = { ...coins };
  let owed = price;
  for (const d of [...money.denominations].reverse()) {
    if (owed <= 0) break;
    const used = Math.min(left[d.id] ?? 0, Math.ceil(owed / d.value));
    left[d.id] = (left[d.id] ?? 0) - used;
    owed -= used * d.value;
  }
  let change = -owed;
  for (const d of money.denominations) {
    const n = Math.floor(change / d.value);
    if (n > 0) left[d.id] = (left[d.id] ?? 0) + n;
    change -= n * d.value;
  }
  return Object.fromEntries(Object.entries(left).filter(([, n]) => n > 0));
}

/**
 * Shares a heap of coins among holders by their shares, denomination by denomination,
 * whole coins only; what does not divide evenly stays in the heap.
 */
export function divideCoins<K>(coins: Coins, shares: readonly { key: K; share: number }[]): { each: { key: K; coins: Record<string, number> }[]; left: Record<string, number> } {
  const total = shares.reduce((sum, s) => sum + s.share, 0);
  const left: Record<string, number> = {};
  const each = shares.map((s) => ({ key: s.key, coins: {} as Record<string, number> }));
  for (const [id, count] of Object.entries(coins)) {
    let given = 0;
    shares.forEach((s, i) => {
      const n = total > 0 ? Math.floor((count * s.share) / total) : 0;
      if (n > 0) each[i].coins[id] = n;
      given += n;
    });
    if (count - given > 0) left[id] = count - given;
  }
  return { each, left };
}

/** Splits a whole number by shares (A17's experience): whole points each, rounded down. */
export function splitByShares<K>(total: number, shares: readonly { key: K; share: number }[]): { key: K; amount: number }[] {
  const sum = shares.reduce((s, x) => s + x.share, 0);
  return shares.map((s) => ({ key: s.key, amount: sum > 0 ? Math.floor((total * s.share) / sum) : 0 }));
}
