import type { PartyView } from '../../../src-shared/contract';

/** "120 gp, 85 sp" in the campaign's own coins, largest first; "no coins" when empty. */
export function coinsText(coins: Record<string, number>, money: PartyView['money']): string {
  const parts = money.denominations.filter((d) => (coins[d.id] ?? 0) > 0).map((d) => `${coins[d.id].toLocaleString('en')} ${d.short}`);
  return parts.length ? parts.join(', ') : 'no coins';
}

/** How the money's unit is written: "gp", "$". */
export const unitText = (money: PartyView['money']): string => money.denominations.find((d) => d.id === money.unit)?.short ?? money.unit;

export const worthText = (worth: number, money: PartyView['money']): string => `${worth.toLocaleString('en', { maximumFractionDigits: 2 })} ${unitText(money)}`;
