import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, MAX_STRING_LENGTH } from '../src-main/api/input-limits';
import { devServerUrlFor, mayOpenExternally } from '../src-main/electron/url-policy';
import type { Backend } from '../src-main/backend';
import type { CombatResult, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// The demo: campaign 1 (Basic Fantasy, party 1, members 1-6, region 1, foes 1-5),
// campaign 2 (GURPS + GULLIVER, party 2, members 7-10, region 2, foes 6-9),
// campaign 3 (Shell, party 3, members 11-13, region 3).

/** Calls a method that must be refused with invalid_input at `path`, and proves it wrote nothing. */
function refused(backend: Backend, method: string, input: unknown, path: (string | number)[], message?: RegExp) {
  const before = snapshot(backend);
  const envelope = backend.router.call(method, input);
  expect(envelope).toMatchObject({ ok: false, error: { code: 'invalid_input', path } });
  if (message && !envelope.ok) expect(envelope.error.message).toMatch(message);
  expect(snapshot(backend)).toEqual(before);
}

describe('every id of a request belongs to its campaign', () => {
  const backend = memoryBackend();
  const leg = { to: { col: 3, row: 3 }, mode: 'foot' };
  const start = { col: 1, row: 1 };

  it('refuses a journey of one campaign\'s party over another campaign\'s map', () => {
    refused(backend, 'journey.plan', { partyId: 1, regionId: 2, start, legs: [leg] }, ['regionId'], /^regionId: no map region 2 in The Lantern Keep/);
  });

  it("refuses a GM roll about another campaign's member", () => {
    refused(backend, 'journal.roll', { campaignId: 1, label: 'Fright', expression: '3d6', memberId: 8 }, ['memberId'], /^memberId: no party member 8 in The Lantern Keep/);
  });

  it.each([
    ['journal.list', { campaignId: 1, memberId: 11 }, ['memberId']],
    ['member.move', { memberId: 1, toPartyId: 2 }, ['toPartyId']],
    ['party.update', { partyId: 1, leaderMemberId: 7 }, ['leaderMemberId']],
    ['party.reorder', { partyId: 1, memberIds: [1, 2, 3, 4, 5, 12] }, ['memberIds', 5]],
    ['combat.start', { partyId: 1, memberIds: [1, 7], foes: [{ bestiaryId: 1 }] }, ['memberIds', 1]],
    ['combat.start', { partyId: 1, foes: [{ bestiaryId: 6 }] }, ['foes', 0, 'bestiaryId']],
    ['light.light', { partyId: 1, memberId: 11, kind: 'torch' }, ['memberId']],
    ['bestiary.save', { campaignId: 1, id: 6, name: 'Wight', statBlock: {} }, ['id']],
  ])('refuses %s naming another campaign\'s row', (method, input, path) => {
    refused(backend, method, input, path);
  });

  it("refuses an item or a stack of another campaign", () => {
    const item = ok<{ items: { id: number }[] }>(backend, 'catalogue.list', { campaignId: 2 }).items[0];
    refused(backend, 'inventory.add', { to: { memberId: 1 }, itemId: item.id, quantity: 1 }, ['itemId']);
    const stack = ok<PartyView>(backend, 'party.get', { partyId: 2 }).members[0].items[0];
    refused(backend, 'inventory.transfer', { stackId: stack.id, quantity: 1, to: { partyId: 1 } }, ['to', 'partyId']);
  });

  it('still answers a request whose ids agree', () => {
    expect(backend.router.call('journey.plan', { partyId: 1, regionId: 1, start, legs: [leg], replace: true })).toMatchObject({ ok: true });
  });
});

describe('pools stay within what the rules allow', () => {
  it('clamps HP raised above its maximum, so exports and the GULLIVER clock go on', () => {
    const backend = memoryBackend();
    const fight = ok<CombatResult>(backend, 'combat.start', { partyId: 2, foes: [{ bestiaryId: 7 }] });
    const thistlewick = fight.state.combatants.find((c) => c.memberId === 8)!;
    const raised = ok<CombatResult>(backend, 'combat.adjust', { encounterId: fight.state.encounterId, combatantId: thistlewick.id, hp: 50 });
    expect(raised.state.combatants.find((c) => c.id === thistlewick.id)!.hp).toMatchObject({ current: 5, max: 5 });
    const lowered = ok<CombatResult>(backend, 'combat.adjust', { encounterId: fight.state.encounterId, combatantId: thistlewick.id, hp: -10_000 });
    expect(lowered.state.combatants.find((c) => c.id === thistlewick.id)!.hp).toMatchObject({ current: -50, max: 5 });
    ok(backend, 'combat.adjust', { encounterId: fight.state.encounterId, combatantId: thistlewick.id, fp: 500 });
    ok(backend, 'member.export', { memberId: 8 });
    ok(backend, 'party.export', { partyId: 2 });
    ok(backend, 'combat.end', { encounterId: fight.state.encounterId });
    // Time runs past the cards met meanwhile: this is about time and travel, not the encounter procedure.
    ok(backend, 'clock.advance', { partyId: 2, seconds: 86_400, stopOnEvent: false, letTimeRun: true });
    ok(backend, 'dungeon.rest', { partyId: 2, turns: 6, letTimeRun: true });
  });
});

describe('inputs that used to answer 500', () => {
  const backend = memoryBackend();

  it('refuses party.update with nothing to change', () => {
    refused(backend, 'party.update', { partyId: 1 }, [], /^input: give a name, a location or a leaderMemberId/);
  });

  it('refuses a GURPS weapon of no dice at the start of a fight', () => {
    const block = ok<{ entries: { statBlock: { weapons: { damage: string }[] } }[] }>(backend, 'bestiary.list', { campaignId: 2 }).entries[0].statBlock;
    block.weapons[0].damage = '0d+4';
    refused(backend, 'combat.start', { partyId: 2, foes: [{ statBlock: block }] }, ['foes', 0, 'statBlock', 'weapons', 0, 'damage']);
  });

  it('refuses nesting past the limit in a free-form field, before it is journaled', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    refused(backend, 'member.update', { memberId: 1, sheet: deep }, ['sheet', ...Array(MAX_INPUT_DEPTH - 1).fill('a')], /nests deeper than/);
  });

  it('refuses an unpaired surrogate in any string, naming the field', () => {
    refused(backend, 'member.update', { memberId: 1, name: 'Brannoc \ud800' }, ['name'], /not valid Unicode/);
    refused(backend, 'member.update', { memberId: 1, sheet: { notes: ['fine', 'lone \udc00 low half'] } }, ['sheet', 'notes', 1], /not valid Unicode/);
    refused(backend, 'campaign.configure', { id: 1, rulesOptions: { ['key \ud83d']: 1 } }, ['rulesOptions'], /a key here is not valid Unicode/);
    expect(backend.router.call('member.update', { memberId: 1, name: 'Brannoc \u{1F56F}' })).toMatchObject({ ok: true });
  });

  it('refuses a string past the size limit in a free-form field', () => {
    refused(backend, 'bestiary.save', { campaignId: 1, name: 'Ogre', statBlock: { notes: 'x'.repeat(MAX_STRING_LENGTH + 1) } }, ['statBlock', 'notes'], /at most/);
  });
});

describe('calls at the contract\'s limits', () => {
  it('refuses a party file with more stacks than one import may create', () => {
    const backend = memoryBackend();
    const file = ok<{ members: { items: unknown[] }[] }>(backend, 'party.export', { partyId: 1 });
    const items = Array.from({ length: 1000 }, (_, i) => ({ key: `thing-${i}`, name: `Thing ${i}`, category: 'gear', weightLb: 1, quantity: 1 }));
    const members = [0, 1, 2].map((i) => ({ ...file.members[0], name: `Twin ${i}`, items }));
    refused(backend, 'party.import', { campaignId: 1, file: { ...file, members }, name: 'Hoarders' }, ['file', 'members'], /at most 2000 stacks/);
  });
});

describe('the desktop shell', () => {
  it('takes the dev server address only in a development build, and only on this machine', () => {
    expect(devServerUrlFor('http://localhost:5173/', false)).toBe('http://localhost:5173/');
    expect(devServerUrlFor('http://localhost:5173/', true)).toBeUndefined();
    expect(devServerUrlFor('https://evil.example/', false)).toBeUndefined();
    expect(devServerUrlFor('http://127.0.0.1.nip.io:5173/', false)).toBeUndefined();
    expect(devServerUrlFor('not a url', false)).toBeUndefined();
  });

  it('opens only the allowlisted sites in the system browser', () => {
    expect(mayOpenExternally('https://www.basicfantasy.org/downloads.html')).toBe(true);
    expect(mayOpenExternally('https://evil.example/')).toBe(false);
    expect(mayOpenExternally('http://www.basicfantasy.org/')).toBe(false);
    expect(mayOpenExternally('https://www.basicfantasy.org.evil.example/')).toBe(false);
    expect(mayOpenExternally('https://user@www.basicfantasy.org/')).toBe(false);
    expect(mayOpenExternally('file:///etc/passwd')).toBe(false);
  });
});
