import { storedHire, storedPurse, type Purse, type PurseView, type StoredHire } from '../../../src-shared/contract';
import { coinsPounds, coinsWorth } from '../../rules/world/purse';
import type { MoneyRules } from '../../rules/ruleset';

// Purses and hirelings' terms as the members and parties tables keep them (JSON columns),
// read and shown.

export const readPurse = (json: string): Purse => storedPurse.parse(JSON.parse(json));

const SHOWN_PURSES = 2000;
const purseOfText = new Map<string, Purse>();

/**
 * A purse as stored, shown: the same text always reads as the same purse, so a party of
 * hundreds (most of them with the same few coins or none) is checked against the schema
 * once per text, not once per member at every answer. The purse read is never handed
 * out, only the view `purseView` copies from it.
 */
export function shownPurse(json: string, money: MoneyRules): PurseView {
  let purse = purseOfText.get(json);
  if (!purse) {
    if (purseOfText.size >= SHOWN_PURSES) purseOfText.clear();
    purse = readPurse(json);
    purseOfText.set(json, purse);
  }
  return purseView(purse, money);
}

export const writePurse = (p: Purse): string => JSON.stringify(p);

/** The money's unit in its smallest coin: a gp is 100 cp. */
export const unitValue = (money: MoneyRules): number => (money.denominations.find((d) => d.id === money.unit) ?? money.denominations[0]).value;

export function purseView(p: Purse, money: MoneyRules): PurseView {
  const coinWorth = coinsWorth(p.coins, money) / unitValue(money);
  const valuables = p.valuables.reduce((sum, v) => sum + v.worth, 0);
  return {
    coins: { ...p.coins },
    valuables: p.valuables.map((v) => ({ ...v })),
    worth: Math.round((coinWorth + valuables) * 100) / 100,
    coinPounds: Math.round(coinsPounds(p.coins, money) * 100) / 100,
  };
}

export const readHire = (json: string | null): StoredHire | null => (json === null ? null : storedHire.parse(JSON.parse(json)));
