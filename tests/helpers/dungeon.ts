import type { Backend } from '../../src-main/backend';
import type { ActionResult, Campaign, CatalogueItem, MemberInput, PartyView, RulesSystem } from '../../src-shared/contract';
import { memoryBackend, ok } from './backend';

/** A campaign with one party on a dungeon level, built through the real API. */
export function dungeonFixture(
  options: { members?: MemberInput[]; seed?: string; rulesSystem?: RulesSystem; rulesOptions?: Record<string, unknown> } = {},
) {
  const backend: Backend = memoryBackend({ installDemo: false, freshSeed: () => options.seed ?? 'fixture-seed' });
  const campaignId = ok<Campaign>(backend, 'campaign.create', {
    name: 'Delve',
    rulesSystem: options.rulesSystem ?? 'bfrpg',
    rulesOptions: options.rulesOptions ?? {},
  }).id;
  const items = new Map(ok<{ items: CatalogueItem[] }>(backend, 'catalogue.list', { campaignId }).items.map((i) => [i.key, i]));
  let party = ok<PartyView>(backend, 'party.create', {
    campaignId,
    name: 'Delvers',
    location: { kind: 'dungeon', name: 'Level 1' },
  });
  const members = options.members ?? [character('Ada', 10), character('Bors', 12)];
  for (const member of members) party = ok<PartyView>(backend, 'member.create', { partyId: party.id, member });
  const memberId = (name: string) => party.members.find((m) => m.name === name)!.id;

  return {
    backend,
    campaignId,
    partyId: party.id,
    memberId,
    give(name: string, key: string, quantity: number) {
      ok(backend, 'inventory.add', { to: { memberId: memberId(name) }, itemId: items.get(key)!.id, quantity });
    },
    stash(key: string, quantity: number) {
      ok(backend, 'inventory.add', { to: { partyId: party.id }, itemId: items.get(key)!.id, quantity });
    },
    act(method: string, input: Record<string, unknown>): ActionResult {
      return ok<ActionResult>(backend, method, { partyId: party.id, ...input });
    },
    /** No wandering monsters unless a test asks for them. */
    quiet() {
      ok(backend, 'dungeon.setEncounterTable', { partyId: party.id, checkEveryTurns: 1, chanceInSix: 0, entries: [] });
    },
    view(): PartyView {
      return ok<PartyView>(backend, 'party.get', { partyId: party.id });
    },
    time(): number {
      return backend.database.sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck().get(campaignId) as number;
    },
    member(name: string) {
      return backend.database.sqlite.prepare('SELECT * FROM members WHERE id = ?').get(memberId(name)) as {
        hp_current: number;
        hp_max: number;
        fp_current: number | null;
        fp_max: number | null;
        condition: string;
        days_without_food: number;
        days_without_water: number;
        healing_blocked: number;
      };
    },
    quantity(name: string, key: string): number {
      return backend.database.sqlite
        .prepare('SELECT coalesce(sum(i.quantity), 0) FROM inventory i JOIN catalogue_items c ON c.id = i.item_id WHERE i.member_id = ? AND c.key = ?')
        .pluck()
        .get(memberId(name), key) as number;
    },
  };
}

export function character(name: string, str: number, hp = 8): MemberInput {
  return {
    kind: 'pc',
    name,
    hp: { current: hp, max: hp },
    sheet: { race: 'human', class: 'Fighter', level: 1, abilities: { str, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } },
  };
}
