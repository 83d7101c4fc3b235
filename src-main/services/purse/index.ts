import { z } from 'zod';
import { hiredAs, isCharacterKind, coins, hireTerms, valuable, type MethodParams, type PartyView, type Purse } from '../../../src-shared/contract';
import type { CatalogueRepository } from '../../db/repositories/catalogue';
import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { FightRepository } from '../../db/repositories/fights';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { MemberRepository, MemberRow } from '../../db/repositories/members';
import type { OwnerRepository } from '../../db/repositories/owners';
import type { PartyRepository } from '../../db/repositories/parties';
import type { AdvancementRules, MoneyRules } from '../../rules/ruleset';
import { heapOfKey } from '../../rules/world/place-treasure';
import { addCoins, coinsWorth, divideCoins, pay, splitByShares, worthText } from '../../rules/world/purse';
import { fighterOf } from '../combat/fighters';
import { AppError, notFound, raise, ruleErrorsAt } from '../errors';
import type { ActionContext, JournalService } from '../journal';
import { keyOf, stateOf } from '../dungeon/level-view';
import { parseLasting } from '../lasting';
import type { PartyService } from '../party';
import type { RulesetOf } from '../rulesets';
import { readHire, readPurse, unitValue, writePurse } from './holdings';
import { retainerTerms } from './retainers';
import { settlementTrade } from './settlement';

// The party's money and growth: treasure in, shared out and spent, hirelings' terms,
// experience and levels. Each call is one journal entry.

type Holder = { memberId: number } | { partyId: number };
/** What a demo campaign's party starts with: coins in the stores and in members' purses (by name), and hirelings' terms. */
export const demoPurse = z
  .object({
    stores: coins.default({}),
    valuables: z.array(valuable).default([]),
    members: z.record(z.string(), coins).default({}),
    /** Hirelings' terms by name; a retainer names the character served. */
    hire: z.record(z.string(), hireTerms.omit({ employerId: true }).extend({ employer: z.string().optional() })).default({}),
  })
  .strict();
export type DemoPurse = z.output<typeof demoPurse>;

/** A heap of treasure for one party, as `purse.award` takes it. */
export type Treasure = MethodParams<'purse.award'>;

/** "120 gp, 30 sp" */
const coinsText = (coins: Purse['coins'], money: MoneyRules): string =>
  money.denominations
    .filter((d) => (coins[d.id] ?? 0) > 0)
    .map((d) => `${coins[d.id].toLocaleString('en')} ${d.short}`)
    .join(', ');

export function purseService(deps: {
  store: {
    members: MemberRepository;
    parties: PartyRepository;
    owners: OwnerRepository;
    fights: FightRepository;
    levels: DungeonLevelRepository;
    regions: HexRegionRepository;
    catalogue: CatalogueRepository;
  };
  journal: JournalService;
  parties: PartyService;
  rulesetOf: RulesetOf;
}) {
  const { store, journal, parties, rulesetOf } = deps;
  const { members, owners } = store;
  const retainers = retainerTerms({ members, fights: store.fights, rulesetOf });
  const trade = settlementTrade(store);

  const mustMember = (id: number, field = 'memberId'): MemberRow => members.get(id) ?? raise(notFound('member', id, field));
  /** Levels, experience and shares are a character's: an animal or a vehicle is refused at its field. */
  const mustBeCharacter = (m: MemberRow, at: (string | number)[]): void => {
    if (!isCharacterKind(m.kind)) throw new AppError('invalid_input', `${at.join('.')}: ${m.name} is not a character`, at);
  };
  const campaignOf = (kind: 'party' | 'member', id: number, field: string): number => owners.campaignOf(kind, id) ?? raise(notFound(kind, id, field));

  /** A holder's purse, where it lives and how to write it back. */
  function purseOf(holder: Holder) {
    if ('memberId' in holder) {
      const m = mustMember(holder.memberId, 'holder.memberId');
      return { partyId: m.partyId, name: m.name, purse: readPurse(m.purse), save: (p: Purse) => members.update(m.id, { purse: writePurse(p) }) };
    }
    const p = store.parties.get(holder.partyId) ?? raise(notFound('party', holder.partyId, 'holder.partyId'));
    return { partyId: p.id, name: 'the stores', purse: readPurse(p.purse), save: (next: Purse) => store.parties.update(p.id, { purse: writePurse(next) }) };
  }

  /** One journaled action on a party, answering the party's view. */
  function act(kind: 'purse' | 'experience', campaignId: number, request: unknown, run: (ctx: ActionContext) => { summary: string; partyId: number }): PartyView {
    return journal.record(campaignId, { kind, request }, (ctx) => {
      const { summary, partyId } = run(ctx);
      return { summary, result: parties.view(partyId) };
    });
  }

  const coinErrors = <T>(at: string, fn: () => T): T => ruleErrorsAt(fn, [at], (path) => [...path]);

  const isDead = (m: MemberRow) => parseLasting(m.lasting).conditions.some((c) => c.id === 'dead');

  /**
   * Adds experience to members, each by the rules' own award (a human's bonus, one level at a time),
   * or, where the rules grow by points, to their earned points.
   */
  function giveExperience(ctx: ActionContext, campaignId: number, amounts: { member: MemberRow; amount: number }[]): string[] {
    const { advancement, points } = rulesetOf(campaignId);
    if (!advancement && !points) throw new AppError('invalid_input', 'memberIds: these rules keep no experience points', ['memberIds']);
    return amounts.map(({ member, amount }) => {
      const sheet = JSON.parse(member.sheet) as Record<string, unknown>;
      ctx.about(member.id);
      if (!advancement) {
        members.update(member.id, { sheet: JSON.stringify(points!.award(sheet, amount)) });
        return `${member.name} +${amount.toLocaleString('en')} ${points!.standing(sheet).short}`;
      }
      const award = advancement.award(sheet, amount);
      members.update(member.id, { sheet: JSON.stringify(award.sheet) });
      return `${member.name} +${award.gained.toLocaleString('en')}${award.notes.length ? ` (${award.notes.join('; ')})` : ''}`;
    });
  }

  const sharesOf = (list: MemberRow[], hirelingShare: (m: MemberRow) => number) => list.map((m) => ({ key: m, share: m.kind === 'hireling' ? hirelingShare(m) : 1 }));

  /**
   * One total of experience split by the rules' shares; those whose share is none (Basic
   * Fantasy's hirelings who serve no character) are named in `unpaid`. Refuses at `field`
   * when nobody takes a share.
   */
  function splitExperience(total: number, list: MemberRow[], hired: AdvancementRules['hiredShares'] | undefined, field: string) {
    const shares = list.map((m) => {
      const as = hiredAs(m.kind, m.employerId);
      return { key: m, share: as && hired ? hired[as] : 1 };
    });
    const paid = shares.filter((s) => s.share > 0);
    const unpaid = shares.filter((s) => s.share === 0).map((s) => s.key.name);
    if (paid.length === 0) throw new AppError('invalid_input', `${field}: nobody named takes a share of experience (${hired?.source ?? ''})`, [field]);
    const amounts = splitByShares(total, paid).map((s) => ({ member: s.key, amount: s.amount }));
    return { amounts, unpaid: unpaid.length ? `; none for ${unpaid.join(', ')}, serving no character (${hired!.source})` : '' };
  }

  /**
   * Treasure into the party's stores, inside the caller's journaled action (a keyed area
   * or lair opened by the Dungeon or Wilderness views calls this): answers the journal's line.
   */
  function putTreasure(treasure: Treasure): string {
    const campaignId = campaignOf('party', treasure.partyId, 'partyId');
    const money = rulesetOf(campaignId).money;
    const stores = purseOf({ partyId: treasure.partyId });
    const coins = coinErrors('coins', () => addCoins(stores.purse.coins, treasure.coins, money));
    stores.save({ coins, valuables: [...stores.purse.valuables, ...treasure.valuables] });
    const items = treasure.magicItems.map((m, i) => {
      const view = parties.addItem({ to: { partyId: treasure.partyId }, itemId: m.itemId, quantity: m.quantity, magical: true });
      const name = view.stores.find((s) => s.item.id === m.itemId && s.magical)?.item.name ?? `item ${i + 1}`;
      return `${m.quantity > 1 ? `${m.quantity} x ` : ''}${name}`;
    });
    const parts = [
      coinsText(treasure.coins, money),
      ...treasure.valuables.map((v) => `${v.name} (${worthText(Math.round(v.worth * unitValue(money)), money)})`),
      ...items,
    ].filter(Boolean);
    return `Treasure from ${treasure.from} into the stores: ${parts.join(', ') || 'nothing'}`;
  }

  /** Where the rules or the campaign count treasure as experience, each sharer's coins in the money's unit (A24's optional rule). */
  function treasureExperience(ctx: ActionContext, campaignId: number, shares: { key: MemberRow; coins: Record<string, number> }[]): string {
    const { advancement, money } = rulesetOf(campaignId);
    if (!advancement?.treasureXp.counts) return '';
    const amounts = shares
      .map(({ key, coins }) => ({ member: members.get(key.id)!, amount: Math.floor(coinsWorth(coins, money) / unitValue(money)) }))
      .filter((a) => a.amount > 0);
    if (amounts.length === 0) return '';
    return `. Experience for treasure (${advancement.treasureXp.source}): ${giveExperience(ctx, campaignId, amounts).join(', ')}`;
  }

  /** A keyed place the party takes treasure from: its key's list, its name, and marking it looted. */
  function placeOf(place: MethodParams<'purse.fromPlace'>['place']) {
    const area = store.levels.area(place.areaId) ?? raise(notFound('dungeon area', place.areaId, 'place.areaId'));
    const state = stateOf(area);
    return {
      campaignId: area.campaignId,
      name: `area ${area.number}${area.name ? ` (${area.name})` : ''}`,
      treasure: keyOf(area).treasure,
      looted: state.status === 'looted',
      markLooted: () => store.levels.updateArea(area.id, { state: JSON.stringify({ ...state, status: 'looted' }) }),
    };
  }

  return {
    putTreasure,

    /** The demo's money and hirelings' terms, written as the demo is installed (no action, no journal). */
    installDemo(party: PartyView, demo: DemoPurse, at: number): void {
      store.parties.update(party.id, { purse: writePurse({ coins: demo.stores, valuables: demo.valuables }) });
      const idOf = (name: string) => party.members.find((m) => m.name === name)!.id;
      for (const [name, coins] of Object.entries(demo.members)) members.update(idOf(name), { purse: writePurse({ coins, valuables: [] }) });
      for (const [name, { employer, ...terms }] of Object.entries(demo.hire)) {
        members.update(idOf(name), { hire: JSON.stringify({ ...terms, paidUntil: at, owed: 0 }), employerId: employer === undefined ? null : idOf(employer) });
      }
    },

    /** Treasure into the party's stores as one journaled action of its own (a fight's summary, the GM's hand). */
    awardTreasure(input: MethodParams<'purse.award'>): PartyView {
      const campaignId = campaignOf('party', input.partyId, 'partyId');
      return act('purse', campaignId, input, () => ({ partyId: input.partyId, summary: putTreasure(input) }));
    },

    divide(input: MethodParams<'purse.divide'>): PartyView {
      const campaignId = campaignOf('party', input.partyId, 'partyId');
      return act('purse', campaignId, input, (ctx) => {
        const money = rulesetOf(campaignId).money;
        const stores = purseOf({ partyId: input.partyId });
        const sharers = members.ofParty(input.partyId).filter((m) => isCharacterKind(m.kind) && !isDead(m));
        if (sharers.length === 0) throw new AppError('invalid_input', 'partyId: nobody in the party can take a share', ['partyId']);
        if (Object.keys(stores.purse.coins).length === 0) throw new AppError('invalid_input', 'partyId: the stores hold no coins to share', ['partyId']);
        const { each, left } = divideCoins(stores.purse.coins, sharesOf(sharers, (m) => readHire(m.hire)?.share ?? 0.5));
        const lines = each.map(({ key: m, coins }) => {
          const own = readPurse(m.purse);
          members.update(m.id, { purse: writePurse({ ...own, coins: addCoins(own.coins, coins, money) }) });
          ctx.about(m.id);
          return `${m.name} ${coinsText(coins, money) || 'nothing'}`;
        });
        stores.save({ ...stores.purse, coins: left });
        const kept = coinsText(left, money);
        const xp = treasureExperience(ctx, campaignId, each);
        return { partyId: input.partyId, summary: `Treasure shared: ${lines.join('; ')}${kept ? `; ${kept} left in the stores` : ''}${xp}` };
      });
    },

    change(input: MethodParams<'purse.change'>): PartyView {
      const holder = purseOf(input.holder);
      const campaignId = campaignOf('party', holder.partyId, 'holder');
      return act('purse', campaignId, input, (ctx) => {
        const money = rulesetOf(campaignId).money;
        const coins = coinErrors('coins', () => addCoins(holder.purse.coins, input.coins, money));
        input.remove.forEach((index, i) => {
          if (index >= holder.purse.valuables.length) throw new AppError('invalid_input', `remove.${i}: there is no valuable ${index + 1} in the list`, ['remove', i]);
        });
        const valuables = [...holder.purse.valuables.filter((_, i) => !input.remove.includes(i)), ...input.add];
        holder.save({ coins, valuables });
        if ('memberId' in input.holder) ctx.about(input.holder.memberId);
        const added = coinsText(Object.fromEntries(Object.entries(input.coins).filter(([, n]) => n > 0)), money);
        const taken = coinsText(Object.fromEntries(Object.entries(input.coins).filter(([, n]) => n < 0).map(([k, n]) => [k, -n])), money);
        const parts = [added && `+${added}`, taken && `-${taken}`, input.add.length && `${input.add.length} valuable(s) added`, input.remove.length && `${input.remove.length} removed`].filter(Boolean);
        return { partyId: holder.partyId, summary: `Purse of ${holder.name}: ${parts.join(', ') || 'unchanged'}` };
      });
    },

    spend(input: MethodParams<'purse.spend'>): PartyView {
      const holder = purseOf(input.holder);
      const campaignId = campaignOf('party', holder.partyId, 'holder');
      return act('purse', campaignId, input, (ctx) => {
        const money = rulesetOf(campaignId).money;
        const price = Math.round(input.price * unitValue(money));
        const coins = coinErrors('price', () => pay(holder.purse.coins, price, money, 'price'));
        holder.save({ ...holder.purse, coins });
        if ('memberId' in input.holder) ctx.about(input.holder.memberId);
        return { partyId: holder.partyId, summary: `${holder.name === 'the stores' ? 'The stores pay' : `${holder.name} pays`} ${worthText(price, money)} for ${input.for}` };
      });
    },

    move(input: MethodParams<'purse.move'>): PartyView {
      const from = purseOf(input.from);
      const to = purseOf(input.to);
      const campaignId = campaignOf('party', from.partyId, 'from');
      if (to.partyId !== from.partyId) throw new AppError('invalid_input', 'to: coins move only within one party', ['to']);
      if (JSON.stringify(input.from) === JSON.stringify(input.to)) throw new AppError('invalid_input', 'to: the coins are already there', ['to']);
      return act('purse', campaignId, input, (ctx) => {
        const money = rulesetOf(campaignId).money;
        const taken = coinErrors('coins', () => addCoins(from.purse.coins, Object.fromEntries(Object.entries(input.coins).map(([k, n]) => [k, -n])), money));
        from.save({ ...from.purse, coins: taken });
        // Read again: giver and taker may share nothing, but the stores' row is re-read after the giver's write all the same.
        const taker = purseOf(input.to);
        taker.save({ ...taker.purse, coins: addCoins(taker.purse.coins, input.coins, money) });
        for (const h of [input.from, input.to]) if ('memberId' in h) ctx.about(h.memberId);
        return { partyId: from.partyId, summary: `${coinsText(input.coins, money)} from ${from.name} to ${to.name}` };
      });
    },

    fromPlace(input: MethodParams<'purse.fromPlace'>): PartyView {
      const place = placeOf(input.place);
      const campaignId = campaignOf('party', input.partyId, 'partyId');
      if (place.campaignId !== campaignId) throw notFound('dungeon area', input.place.areaId, 'place.areaId');
      if (place.looted) throw new AppError('invalid_input', `place: ${place.name} is looted already`, ['place']);
      if (place.treasure.length === 0) throw new AppError('invalid_input', `place: ${place.name}'s key lists no treasure`, ['place']);
      return act('purse', campaignId, input, () => {
        const heap = heapOfKey(place.treasure, rulesetOf(campaignId).money);
        const line = putTreasure({ partyId: input.partyId, from: place.name, coins: heap.coins, valuables: heap.valuables, magicItems: [] });
        place.markLooted();
        return { partyId: input.partyId, summary: `${line}; ${place.name} is looted` };
      });
    },

    hire(input: MethodParams<'purse.hire'>): PartyView {
      const member = mustMember(input.memberId);
      const campaignId = campaignOf('member', member.id, 'memberId');
      if (member.kind !== 'hireling') throw new AppError('invalid_input', `memberId: ${member.name} is not a hireling`, ['memberId']);
      return act('purse', campaignId, input, (ctx) => {
        ctx.about(member.id);
        const before = readHire(member.hire);
        const money = rulesetOf(campaignId).money;
        if (input.terms === null) {
          members.update(member.id, { hire: null, employerId: null });
          return { partyId: member.partyId, summary: `${member.name}'s terms of hire end` };
        }
        const { employerId, ...terms } = input.terms;
        const retainer = retainers.settle(member, campaignId, input.terms);
        const hire = { ...terms, loyalty: retainer.loyalty, paidUntil: before?.paidUntil ?? ctx.startedAt, owed: before?.owed ?? 0 };
        members.update(member.id, { hire: JSON.stringify(hire), employerId });
        const wage = hire.wage > 0 ? `${worthText(Math.round(hire.wage * unitValue(money)), money)} a ${hire.per}` : 'no wage';
        return { partyId: member.partyId, summary: `${member.name} is hired: ${wage}, ${hire.share} of a share${hire.loyalty === null ? '' : `, Loyalty ${hire.loyalty}`}${retainer.note}` };
      });
    },

    buy(input: MethodParams<'purse.buy'>): PartyView {
      const campaignId = campaignOf('party', input.partyId, 'partyId');
      const deal = trade.priced(input);
      const money = rulesetOf(campaignId).money;
      const payer = purseOf(deal.payer);
      const price = Math.round(deal.each * input.quantity * unitValue(money));
      const what = `${input.quantity} x ${deal.item.name}`;
      const holds = coinsWorth(payer.purse.coins, money);
      if (price > holds) {
        throw new AppError('invalid_input', `quantity: ${what} cost ${worthText(price, money)}; ${payer.name} hold${payer.name === 'the stores' ? '' : 's'} ${worthText(holds, money)} in coins`, ['quantity']);
      }
      return act('purse', campaignId, input, (ctx) => {
        if (price > 0) payer.save({ ...payer.purse, coins: pay(payer.purse.coins, price, money) });
        parties.addItem({ to: deal.to, itemId: deal.item.id, quantity: input.quantity, magical: false });
        for (const h of [deal.to, deal.payer]) if ('memberId' in h) ctx.about(h.memberId);
        const receiver = purseOf(deal.to).name;
        return { partyId: input.partyId, summary: `Bought at ${deal.town}: ${what} for ${receiver}, ${price > 0 ? `${worthText(price, money)} paid by ${payer.name}` : 'at no cost'}` };
      });
    },

    engage(input: MethodParams<'purse.engage'>): PartyView {
      const campaignId = campaignOf('party', input.partyId, 'partyId');
      const { party, town, offer } = trade.offered(input);
      const ruleset = rulesetOf(campaignId);
      const money = ruleset.money;
      const kit = ruleset.retainers?.hirelingKit(offer.name) ?? null;
      const catalogue = kit ? store.catalogue.list(campaignId) : [];
      const itemNamed = (name: string) => catalogue.find((i) => i.name.localeCompare(name, 'en', { sensitivity: 'base' }) === 0);
      return act('purse', campaignId, input, (ctx) => {
        const joined = parties.addMember({ partyId: party.id, member: input.member });
        // A settlement's hireling works for the wage listed and takes no share (A25: shares are a retainer's pay).
        members.update(joined.id, { hire: JSON.stringify({ wage: offer.wage, per: offer.per, share: 0, loyalty: null, paidUntil: ctx.startedAt, owed: 0 }), employerId: null });
        ctx.about(joined.id);
        const wage = offer.wage > 0 ? `${worthText(Math.round(offer.wage * unitValue(money)), money)} a ${offer.per}, paid from the stores as the clock runs` : 'no wage';
        // The rules state a mercenary's arms and armour, and nothing of water or light: what they lack the GM gives from the stores.
        const missing: string[] = [];
        for (const name of kit?.items ?? []) {
          const item = itemNamed(name);
          if (item) parties.addItem({ to: { memberId: joined.id }, itemId: item.id, quantity: 1, magical: false });
          else missing.push(name);
        }
        const comes = kit
          ? `; as ${kit.what} they come with ${kit.items.join(', ')} (${kit.source})${missing.length ? `, though the catalogue has no ${missing.join(' or ')}` : ''}; water and light are the party's to give`
          : `; the rules give this hireling no kit of their own: give them what they need from the stores`;
        return { partyId: party.id, summary: `${joined.name} hired at ${town} (${offer.name}): ${wage}${comes}` };
      });
    },

    loyalty(input: MethodParams<'purse.loyalty'>): PartyView {
      const member = mustMember(input.memberId);
      const campaignId = campaignOf('member', member.id, 'memberId');
      return act('purse', campaignId, input, (ctx) => retainers.check(ctx, member, campaignId, input));
    },

    awardExperience(input: MethodParams<'experience.award'>): PartyView {
      const chosen = input.memberIds.map((id, i) => mustMember(id, `memberIds.${i}`));
      chosen.forEach((m, i) => {
        mustBeCharacter(m, ['memberIds', i]);
      });
      const campaignId = campaignOf('member', chosen[0].id, 'memberIds.0');
      return act('experience', campaignId, input, (ctx) => {
        const advancement = rulesetOf(campaignId).advancement;
        const { amounts, unpaid } = input.split ? splitExperience(input.amount, chosen, advancement?.hiredShares, 'memberIds') : { amounts: chosen.map((member) => ({ member, amount: input.amount })), unpaid: '' };
        const lines = giveExperience(ctx, campaignId, amounts);
        const how = input.split ? `${input.amount.toLocaleString('en')} XP shared` : `${input.amount.toLocaleString('en')} XP each`;
        return { partyId: chosen[0].partyId, summary: `Experience for ${input.for} (${how}): ${lines.join(', ')}${unpaid}` };
      });
    },

    experienceFromFight(input: MethodParams<'experience.fromFight'>): PartyView {
      const encounter = store.fights.encounter(input.encounterId) ?? raise(notFound('fight', input.encounterId, 'encounterId'));
      if (encounter.status !== 'ended') throw new AppError('invalid_input', `encounterId: ${encounter.name} is not over yet`, ['encounterId']);
      const advancement = rulesetOf(encounter.campaignId).advancement ?? raise(new AppError('invalid_input', 'encounterId: these rules give no experience by the foe', ['encounterId']));
      const rows = store.fights.combatants(encounter.id);
      const { total, earners } = advancement.fightExperience(rows.map(fighterOf));
      const sharers = rows.filter((r) => earners.includes(r.id) && r.memberId !== null).map((r) => members.get(r.memberId!)).filter((m): m is MemberRow => m !== undefined);
      if (total <= 0) throw new AppError('invalid_input', `encounterId: no foe was defeated in ${encounter.name}, so it has no experience to share`, ['encounterId']);
      if (sharers.length === 0) throw new AppError('invalid_input', `encounterId: nobody of the party lived to share it`, ['encounterId']);
      return act('experience', encounter.campaignId, input, (ctx) => {
        const { amounts, unpaid } = splitExperience(total, sharers, advancement.hiredShares, 'encounterId');
        const lines = giveExperience(ctx, encounter.campaignId, amounts);
        return { partyId: sharers[0].partyId, summary: `Experience from ${encounter.name} (${advancement.source}): ${total.toLocaleString('en')} XP shared: ${lines.join(', ')}${unpaid}` };
      });
    },

    spendPoints(input: MethodParams<'experience.spend'>): PartyView {
      const member = mustMember(input.memberId);
      const campaignId = campaignOf('member', member.id, 'memberId');
      const ruleset = rulesetOf(campaignId);
      const points = ruleset.points ?? raise(new AppError('invalid_input', 'memberId: these rules grow characters by levels, not by points spent', ['memberId']));
      mustBeCharacter(member, ['memberId']);
      return act('experience', campaignId, input, (ctx) => {
        ctx.about(member.id);
        const before = JSON.parse(member.sheet) as Record<string, unknown>;
        const bought = ruleErrorsAt(() => points.raise(before, input.raise), ['raise'], () => ['raise']);
        const sheet = ruleset.completeSheet(bought.sheet);
        // HP and FP maxima the sheet fixes follow it (ST to HP, HT to FP); what is lost stays lost.
        const was = ruleset.poolMaxima(ruleset.profile(before));
        const now = ruleset.poolMaxima(ruleset.profile(sheet));
        const hpGain = was.hp !== null && now.hp !== null ? now.hp - was.hp : 0;
        const fpGain = was.fp !== null && now.fp !== null && member.fpMax !== null && member.fpCurrent !== null ? now.fp - was.fp : 0;
        members.update(member.id, {
          sheet: JSON.stringify(sheet),
          ...(hpGain !== 0 && { hpMax: member.hpMax + hpGain, hpCurrent: member.hpCurrent + hpGain }),
          ...(fpGain !== 0 && { fpMax: member.fpMax! + fpGain, fpCurrent: member.fpCurrent! + fpGain }),
        });
        const { raise: r, notes } = bought;
        const left = points.standing(sheet);
        const moved = notes.length ? `; with it ${notes.join(', ')}` : '';
        return { partyId: member.partyId, summary: `${member.name} spends ${r.cost} ${left.short} on ${r.label} ${r.from} to ${r.to} (${r.formula})${moved}; ${left.unspent} ${left.short} unspent` };
      });
    },

    levelUp(input: MethodParams<'experience.levelUp'>): PartyView {
      const member = mustMember(input.memberId);
      const campaignId = campaignOf('member', member.id, 'memberId');
      const ruleset = rulesetOf(campaignId);
      const advancement = ruleset.advancement ?? raise(new AppError('invalid_input', 'memberId: these rules have no levels', ['memberId']));
      mustBeCharacter(member, ['memberId']);
      return act('experience', campaignId, input, (ctx) => {
        ctx.about(member.id);
        const up = ruleErrorsAt(() => advancement.levelUp(JSON.parse(member.sheet) as Record<string, unknown>, ctx.rng), ['memberId'], (path) => [...path]);
        for (const r of up.rolls) ctx.keep(`${member.name}'s new hit die`, r);
        members.update(member.id, {
          sheet: JSON.stringify(ruleset.completeSheet(up.sheet)),
          hpMax: member.hpMax + up.hpGained,
          hpCurrent: member.hpCurrent + up.hpGained,
        });
        return { partyId: member.partyId, summary: `${member.name}: ${up.notes.join('; ')}; HP max ${member.hpMax} to ${member.hpMax + up.hpGained}` };
      });
    },
  };
}

export type PurseService = ReturnType<typeof purseService>;
