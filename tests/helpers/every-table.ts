import type { Backend } from '../../src-main/backend';
import type { Campaign, CampaignList, CatalogueItem, CombatResult, PartyView } from '../../src-shared/contract';
import { ok } from './backend';

/** The notebook: a roll table leading to another, a session plan with a clue found, pages (a thread with a clue found, a person's standing) and handouts shown. */
export function notebookRows(backend: Backend, campaignId: number): void {
  const inner = ok<{ table: { id: number } }>(backend, 'rollTable.save', { campaignId, table: { name: 'Who knows', rows: [{ text: 'The tinker' }] } }).table;
  ok(backend, 'rollTable.save', { campaignId, table: { name: 'Rumours', formula: '1d6', rows: [{ low: 1, high: 6, text: 'Ask around:', subTableId: inner.id }] } });
  const plan = ok<{ plan: { items: { id: number }[] } }>(backend, 'sessionPlan.save', { campaignId, title: 'The fair', items: [{ kind: 'clue', text: 'Flour on the stairs' }] }).plan;
  ok(backend, 'sessionPlan.check', { campaignId, itemId: plan.items[0].id, done: true });
  const fair = ok<{ id: number }>(backend, 'notebook.savePage', { campaignId, page: { kind: 'thread', name: 'The fair', gmText: 'A smuggler hides at the fair.', tags: ['fair'], objectives: [{ text: 'Find the smuggler' }] } });
  const clue = ok<{ clues: { id: number }[] }>(backend, 'notebook.clue', { action: 'add', pageId: fair.id, text: 'A ribbon' }).clues[0];
  ok(backend, 'notebook.clue', { action: 'found', clueId: clue.id, found: true });
  const uncle = ok<{ id: number }>(backend, 'notebook.savePage', { campaignId, page: { kind: 'person', name: "Ada's uncle", playersText: 'A kind old man.' } });
  ok(backend, 'notebook.standing', { pageId: uncle.id, change: 1, reason: 'Fed the party' });
  ok(backend, 'notebook.show', { pageId: uncle.id });
  const letter = ok<{ handouts: { id: number }[] }>(backend, 'notebook.saveHandout', { campaignId, title: 'A letter', text: 'Come to the fair.' }).handouts[0];
  ok(backend, 'notebook.show', { handoutId: letter.id });
}

/**
 * The Basic Fantasy demo with what it lacks added through the API: a calendar note, a lit
 * torch, a wandering encounter left open, a fight under way with a blow struck, and the
 * notebook's rows. Every table of the schema then holds rows of it.
 */
export function keepInEveryTable(backend: Backend): Campaign {
  const keep = ok<CampaignList>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
  const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: keep.id }).parties[0].id;
  const party = ok<PartyView>(backend, 'party.get', { partyId });
  const [ada, bors] = party.members;
  ok(backend, 'calendar.addNote', { campaignId: keep.id, day: 3, text: 'The fair opens' });
  notebookRows(backend, keep.id);
  const torch = ok<{ items: CatalogueItem[] }>(backend, 'catalogue.list', { campaignId: keep.id }).items.find((i) => i.key === 'torch')!;
  ok(backend, 'inventory.add', { to: { memberId: ada.id }, itemId: torch.id, quantity: 1 });
  ok(backend, 'light.light', { partyId: party.id, memberId: ada.id, kind: 'torch' });
  ok(backend, 'dungeon.setEncounterTable', { partyId: party.id, checkEveryTurns: 1, chanceInSix: 6, entries: ['goblins'] });
  ok(backend, 'clock.advance', { partyId: party.id, seconds: 600, stopOnEvent: true });
  const fight = ok<CombatResult>(backend, 'combat.start', { partyId: party.id, name: 'Ambush', foes: [{ statBlock: { hitDice: 1, ac: 14 }, name: 'Goblin', count: 2 }] });
  const goblin = fight.state.combatants.find((c) => c.side === 'foes')!;
  const fighter = fight.state.combatants.find((c) => c.name === bors.name)!;
  ok(backend, 'combat.attack', { encounterId: fight.state.encounterId, attackerId: fighter.id, defenderId: goblin.id, attack: { outcome: 'hit', damage: '2' } });
  return ok<CampaignList>(backend, 'campaign.list').campaigns.find((c) => c.id === keep.id)!;
}
