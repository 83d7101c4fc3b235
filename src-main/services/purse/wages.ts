import { SECONDS_PER_DAY } from '../../../src-shared/time';
import type { MemberRepository } from '../../db/repositories/members';
import type { PartyRepository } from '../../db/repositories/parties';
import type { MoneyRules } from '../../rules/ruleset';
import { coinsWorth, pay, worthText } from '../../rules/world/purse';
import type { ActionContext } from '../journal';
import type { Sky } from '../sky';
import { readHire, readPurse, unitValue, writePurse } from './holdings';

/** Day ends in (from, to]. */
const dayEndsBetween = (from: number, to: number): number[] => {
  const ends: number[] = [];
  for (let day = Math.floor(from / SECONDS_PER_DAY) + 1; day * SECONDS_PER_DAY <= to; day++) ends.push(day * SECONDS_PER_DAY);
  return ends;
};

/**
 * Hirelings' wages as the clock passes their pay days: each day's or month's end pays the
 * wage from the party's stores; what the stores cannot pay is owed and said so.
 */
export function payWages(ctx: ActionContext, deps: { members: MemberRepository; parties: PartyRepository; money: MoneyRules; sky: Sky }, to: number): void {
  const { members, parties, money, sky } = deps;
  for (const row of members.hired(ctx.campaignId)) {
    const hire = readHire(row.hire);
    if (!hire || hire.wage <= 0 || hire.paidUntil >= to) continue;
    const ends = hire.per === 'day' ? dayEndsBetween(hire.paidUntil, to) : sky.monthEndsBetween(hire.paidUntil, to);
    if (ends.length === 0) continue;
    const party = parties.get(row.partyId)!;
    let stores = readPurse(party.purse);
    const wage = Math.round(hire.wage * unitValue(money));
    let paid = 0;
    let owed = hire.owed;
    for (let i = 0; i < ends.length; i++) {
      if (coinsWorth(stores.coins, money) >= wage) {
        stores = { ...stores, coins: pay(stores.coins, wage, money) };
        paid += 1;
      } else {
        owed += hire.wage;
      }
    }
    const period = hire.per === 'day' ? 'day' : 'month';
    ctx.about(row.id);
    if (paid > 0) ctx.note(`${row.name}'s wages paid from the stores: ${worthText(wage * paid, money)} for ${paid} ${period}${paid === 1 ? '' : 's'}.`);
    if (owed > hire.owed) ctx.note(`${row.name}'s wages unpaid: the stores are short; ${worthText(Math.round(owed * unitValue(money)), money)} now owed.`);
    parties.update(party.id, { purse: writePurse(stores) });
    members.update(row.id, { hire: JSON.stringify({ ...hire, paidUntil: ends.at(-1)!, owed }) });
  }
}
