import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { between, int, label } from './fields';
import { ids } from './ids';
import { hirelingMember, MAX_QUANTITY, partyView } from './party';
import { coinChange, coins, hireTerms, loyaltySituations, MAX_WORTH, valuable } from './purse-fields';

// The party's money and its growth: treasure taken and shared, coins spent, wages,
// experience awarded and levels taken. Each call is one journaled, undoable action.

const holder = z.union([z.object({ memberId: ids.member }).strict(), z.object({ partyId: ids.party }).strict()]);
const magicItem = z.object({ itemId: ids.item, quantity: int(1, MAX_QUANTITY).default(1) }).strict();
const why = label(120);
/** The hex of the settlement, which must be where the party stands. */
const settlementHex = z.object({ col: int(0, 1999), row: int(0, 1999) }).strict();

export const purse = defineDomain('purse', {
  award: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Treasure into the party's stores in one action: coins by denomination, gems, jewellery and valuables with their worth, and magic items from the catalogue.",
    input: z
      .object({
        partyId: ids.party,
        /** Where it came from, for the journal: a fight, a keyed room, a lair. */
        from: why,
        coins: coins.default({}),
        valuables: z.array(valuable).max(200).default([]),
        magicItems: z.array(magicItem).max(100).default([]),
      })
      .strict(),
    output: partyView,
  },
  divide: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Share the stores' coins among the living characters and hirelings by their shares (a character 1, a hireling its agreed share); what does not divide stays in the stores, and so do gems and jewellery.",
    input: z.object({ partyId: ids.party }).strict(),
    output: partyView,
  },
  change: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "The GM's own change to a purse: coins added or taken by denomination, valuables added, or valuables removed by their place in the list.",
    input: z
      .object({
        holder,
        coins: coinChange.default({}),
        add: z.array(valuable).max(200).default([]),
        remove: z.array(int(0, 499)).max(500).default([]),
      })
      .strict(),
    output: partyView,
  },
  spend: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Pay a price, in the money's unit, out of a member's purse or the stores, change given back in the largest coins; more than the purse holds is refused.",
    input: z.object({ holder, price: between(0.01, MAX_WORTH), for: why }).strict(),
    output: partyView,
  },
  move: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Coins from one purse to another in the same party (a member's or the stores), by denomination; more than the giver holds is refused.",
    input: z.object({ from: holder, to: holder, coins: coins.refine((c) => Object.values(c).some((n) => n > 0), 'must move at least one coin') }).strict(),
    output: partyView,
  },
  fromPlace: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "A keyed place's treasure into the party's stores in one action (coins written as coins, the rest as valuables at their worth), marking the place looted.",
    input: z.object({ partyId: ids.party, place: z.object({ areaId: ids.dungeonArea }).strict() }).strict(),
    output: partyView,
  },
  hire: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Set a hireling's terms (wage per day or month, share of treasure, loyalty, the character served as a retainer), or null to end them; wages are paid from the stores as the clock runs from now. A retainer beyond the employer's limit (Basic Fantasy A25: 4 + CHA bonus) is refused.",
    input: z.object({ memberId: ids.member, terms: hireTerms.nullable() }).strict(),
    output: partyView,
  },
  buy: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Buy a number of one ware the settlement on the party's hex sells: its price paid from a purse (the receiver's unless another is named), change given in the largest coins, and the catalogue item put with the member or in the stores. Refused when the party is not on that hex, the ware is not in the campaign's catalogue, or the purse holds too little.",
    input: z
      .object({
        partyId: ids.party,
        hex: settlementHex,
        /** The ware as the settlement's key lists it. */
        ware: label(120),
        quantity: int(1, MAX_QUANTITY).default(1),
        /** Who gets it; the party's stores when left out. */
        to: holder.optional(),
        /** Whose purse pays; the receiver's when left out. */
        payer: holder.optional(),
      })
      .strict(),
    output: partyView,
  },
  engage: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Hire one of the hirelings the settlement on the party's hex offers: a hireling joins the party on the terms the key lists (wage per day or month, paid from the stores as the clock runs). Refused when the party is not on that hex or the settlement offers no one of that name.",
    input: z
      .object({
        partyId: ids.party,
        hex: settlementHex,
        /** The hireling as the settlement's key lists them. */
        hireling: label(120),
        /** The new member's sheet, as `member.create` takes a hireling's. */
        member: hirelingMember,
      })
      .strict(),
    output: partyView,
  },
  loyalty: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Roll a retainer's Loyalty check when the rules call for one (in a fight on first meeting opposition or at half strength, or after an adventure once treasure is shared), with the GM's adjustment; a natural 2 in a fight raises Loyalty by 1 (Basic Fantasy A16, A25). A failed check in a fight takes the retainer out of the fight Lantern is running, fleeing, not dead; after an adventure it ends the terms of hire.",
    input: z
      .object({
        memberId: ids.member,
        situation: z.enum(loyaltySituations, { error: `must be one of ${loyaltySituations.join(', ')}` }),
        /** The GM's adjustment for pay or circumstance: at most 2 either way (A16, A25). */
        adjustment: int(-2, 2).default(0),
        /** The GM's call, since the rules do not say: whether a retainer who flees a fight also leaves service. */
        endTermsIfFlees: z.boolean().default(false),
      })
      .strict()
      .refine((v) => !(v.endTermsIfFlees && v.situation === 'after-adventure'), {
        path: ['endTermsIfFlees'],
        message: 'applies only to a check in a fight; after an adventure a failed check ends the terms by itself (A25)',
      }),
    output: partyView,
  },
});

export const experience = defineDomain('experience', {
  award: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "The GM's award of experience (character points in GURPS, exp in Shell): the same amount to each member named, or (split) one total shared among them by the rules' shares (Basic Fantasy: a retainer half a share, a hireling who serves no character none, A17 and A25).",
    input: z
      .object({
        memberIds: z.array(ids.member).min(1, 'must name at least one member').max(100),
        amount: int(1, 10_000_000),
        split: z.boolean().default(false),
        for: why,
      })
      .strict(),
    output: partyView,
  },
  fromFight: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "An ended fight's experience for the foes beaten, split among the party's members who fought and lived (Basic Fantasy: a retainer half a share, a hireling who serves no character none, A17 and A25).",
    input: z.object({ encounterId: ids.fight }).strict(),
    output: partyView,
  },
  spend: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Spend a character's unspent points (GURPS character points, Shell exp) on one raise: an attribute, a secondary figure or a skill up by one, at the rules' cost; more than is unspent is refused.",
    input: z.object({ memberId: ids.member, raise: label(60) }).strict(),
    output: partyView,
  },
  levelUp: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Take the next level the member's experience reaches: the level rises by one and the new hit die is rolled into the journal and the maximum hit points.",
    input: z.object({ memberId: ids.member }).strict(),
    output: partyView,
  },
});
