import { describe, expect, it } from 'vitest';
import type { PartyView } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Issue 37, item 5: two GM windows on one campaign lose no update. HP and fatigue move by
// the change the GM means, and a sheet, name or note replaced from a stale copy is refused.

const backend = memoryBackend({ freshSeed: () => 'two-windows' });
const campaigns = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns;
const firstParty = (system: string) => {
  const campaignId = campaigns.find((c) => c.rulesSystem === system)!.id;
  return ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
};
const bfParty = firstParty('bfrpg');
const gurpsParty = firstParty('gurps');
const memberOf = (partyId: number, at = 0) => ok<PartyView>(backend, 'party.get', { partyId }).members.filter((m) => m.kind === 'pc')[at];

describe('HP and fatigue move by the change the GM means', () => {
  it('from 11, window A takes 3 and window B 2, each from the 11 it shows: 6, not 9', () => {
    const pip = memberOf(bfParty);
    ok(backend, 'member.update', { memberId: pip.id, hp: { current: 11, max: Math.max(11, pip.hp.max) } });
    // Both windows show 11; each sends the change it means, not the 8 or 9 it would show.
    ok(backend, 'member.update', { memberId: pip.id, hpBy: -3 });
    const after = ok<PartyView>(backend, 'member.update', { memberId: pip.id, hpBy: -2 });
    expect(after.members.find((m) => m.id === pip.id)!.hp.current).toBe(6);
    // Each change is its own action: undoing B's puts back A's 8.
    ok(backend, 'journal.undo', { campaignId: campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id });
    expect(memberOf(bfParty).hp.current).toBe(8);
  });

  it('healing stops at the maximum and a blow at the floor of -10 x HP', () => {
    const pip = memberOf(bfParty);
    const healed = ok<PartyView>(backend, 'member.update', { memberId: pip.id, hpBy: 500 }).members.find((m) => m.id === pip.id)!;
    expect(healed.hp.current).toBe(healed.hp.max);
    const felled = ok<PartyView>(backend, 'member.update', { memberId: pip.id, hpBy: -19_998 }).members.find((m) => m.id === pip.id)!;
    expect(felled.hp.current).toBe(-10 * healed.hp.max);
    ok(backend, 'member.update', { memberId: pip.id, hp: { current: healed.hp.max, max: healed.hp.max } });
  });

  it('GURPS FP moves by its change too, within minus its maximum and the maximum', () => {
    const fighter = memberOf(gurpsParty);
    expect(fighter.fp).not.toBeNull();
    const max = fighter.fp!.max;
    ok(backend, 'member.update', { memberId: fighter.id, fp: { current: max } });
    ok(backend, 'member.update', { memberId: fighter.id, fpBy: -2 });
    ok(backend, 'member.update', { memberId: fighter.id, fpBy: -1 });
    expect(memberOf(gurpsParty).fp!.current).toBe(max - 3);
    ok(backend, 'member.update', { memberId: fighter.id, fpBy: -10 * max });
    expect(memberOf(gurpsParty).fp!.current).toBe(-max);
  });

  it('refuses, naming the field and changing nothing: a change and a value together, and fatigue where the rules keep none', () => {
    const pip = memberOf(bfParty);
    expect(refusedUnchanged(backend, 'member.update', { memberId: pip.id, hp: { current: 3, max: pip.hp.max }, hpBy: -1 })).toMatchObject({
      code: 'invalid_input',
      path: ['hpBy'],
      reason: 'give hp or hpBy, not both',
    });
    expect(refusedUnchanged(backend, 'member.update', { memberId: pip.id, fpBy: -1 })).toMatchObject({
      code: 'invalid_input',
      path: ['fpBy'],
      message: `fpBy: ${pip.name} has no fatigue pool in Basic Fantasy RPG`,
    });
  });
});

describe('a sheet, name or note replaced from a stale copy is refused, saying what changed', () => {
  it("window B's sheet from before window A's notes is refused naming the notes, and A's notes stay", () => {
    const pip = memberOf(bfParty, 1);
    const read = pip.sheet as Record<string, unknown>;
    // Window A saves new notes, from the sheet both windows read.
    ok(backend, 'member.update', { memberId: pip.id, sheet: { ...read, notes: 'Owes the ferryman 3 gp' }, read: { sheet: read } });
    // Window B, still showing the old sheet, raises the level.
    const refusal = refusedUnchanged(backend, 'member.update', { memberId: pip.id, sheet: { ...read, level: Number(read.level) + 1 }, read: { sheet: read } });
    expect(refusal).toMatchObject({ code: 'conflict', path: ['sheet'], message: `sheet: ${pip.name}'s notes changed in another window since this one read it; nothing was saved` });
    expect((memberOf(bfParty, 1).sheet as Record<string, unknown>).notes).toBe('Owes the ferryman 3 gp');
    // B, showing the new state, raises the level on top of A's notes.
    const fresh = memberOf(bfParty, 1).sheet as Record<string, unknown>;
    ok(backend, 'member.update', { memberId: pip.id, sheet: { ...fresh, level: Number(read.level) + 1 }, read: { sheet: fresh } });
    expect(memberOf(bfParty, 1).sheet).toMatchObject({ notes: 'Owes the ferryman 3 gp', level: Number(read.level) + 1 });
  });

  it('a name or a GM note changed elsewhere is refused the same way; a pool change alongside is not applied either', () => {
    const m = memberOf(bfParty, 2);
    ok(backend, 'member.update', { memberId: m.id, name: 'Brannoc the Bold', read: { name: m.name } });
    expect(refusedUnchanged(backend, 'member.update', { memberId: m.id, name: 'Brannoc Ironfist', hpBy: -1, read: { name: m.name } })).toMatchObject({
      code: 'conflict',
      path: ['name'],
      message: 'name: changed in another window to "Brannoc the Bold" since this one read it; nothing was saved',
    });
    ok(backend, 'member.update', { memberId: m.id, gmNote: 'Secretly a wererat', read: { gmNote: '' } });
    expect(refusedUnchanged(backend, 'member.update', { memberId: m.id, gmNote: 'Owes the guild', read: { gmNote: '' } })).toMatchObject({
      code: 'conflict',
      path: ['gmNote'],
    });
    // What this window read is what is stored: saved.
    ok(backend, 'member.update', { memberId: m.id, gmNote: 'Owes the guild', read: { gmNote: 'Secretly a wererat' } });
  });
});

describe("a party's name, whereabouts or leader replaced from a stale copy is refused, saying what it is now", () => {
  it('window B choosing a leader, a name or a place from before window A changed it is refused and changes nothing', () => {
    const party = ok<PartyView>(backend, 'party.get', { partyId: bfParty });
    // A leader the party does not have yet for window A, and none for window B.
    const first = party.members.find((m) => m.kind === 'pc' && m.id !== party.leaderMemberId)!;
    const shown = { name: party.name, location: { kind: party.location.kind, name: party.location.name, hex: party.location.hex }, leaderMemberId: party.leaderMemberId };
    // Window A changes all three, each from what both windows show.
    ok(backend, 'party.update', { partyId: bfParty, leaderMemberId: first.id, read: { leaderMemberId: shown.leaderMemberId } });
    ok(backend, 'party.update', { partyId: bfParty, name: 'The Lamplighters', read: { name: shown.name } });
    ok(backend, 'party.update', { partyId: bfParty, location: { kind: 'hex', name: 'Ford', hex: { col: 2, row: 3 } }, read: { location: shown.location } });
    // Window B, still showing the party as it was.
    expect(refusedUnchanged(backend, 'party.update', { partyId: bfParty, leaderMemberId: null, read: { leaderMemberId: shown.leaderMemberId } })).toMatchObject({
      code: 'conflict',
      path: ['leaderMemberId'],
      message: "leaderMemberId: The Lamplighters's leader was changed in another window since this one read it; nothing was saved",
    });
    expect(refusedUnchanged(backend, 'party.update', { partyId: bfParty, name: 'The Torchbearers', read: { name: shown.name } })).toMatchObject({
      code: 'conflict',
      path: ['name'],
      message: 'name: the party was renamed "The Lamplighters" in another window since this one read it; nothing was saved',
    });
    expect(refusedUnchanged(backend, 'party.update', { partyId: bfParty, location: { kind: 'none' }, read: { location: shown.location } })).toMatchObject({
      code: 'conflict',
      path: ['location'],
      message: 'location: The Lamplighters was moved to hex 2, 3 Ford in another window since this one read it; nothing was saved',
    });
    // B, showing the new state, leaves the party without a leader.
    const fresh = ok<PartyView>(backend, 'party.update', { partyId: bfParty, leaderMemberId: null, read: { leaderMemberId: first.id } });
    expect(fresh.leaderMemberId).toBeNull();
  });
});

describe('Undo takes back the asking window’s action, or names the other window’s and asks first', () => {
  const gurps = campaigns.find((c) => c.rulesSystem === 'gurps')!.id;
  const asWindow = (window: string, method: string, input: unknown) => backend.router.call(method, input, 'gm', undefined, window);
  const note = (window: string, text: string) => {
    const answer = asWindow(window, 'journal.note', { campaignId: gurps, text });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  };
  const notes = () => ok<{ entries: { summary: string; status: string }[] }>(backend, 'journal.list', { campaignId: gurps, kind: 'note' }).entries;

  it("window B's Undo of window A's note is refused naming it, and undoes it once confirmed; A's own Undo needs no asking", () => {
    note('window-a', 'The ferryman owes us');
    const refused = asWindow('window-b', 'journal.undo', { campaignId: gurps });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', path: ['confirmOtherWindow'] } });
    const { error } = refused as { error: { message: string; reason: string } };
    const summary = notes()[0].summary;
    expect(error.reason).toBe(`Undo "${summary}" made in another window?`);
    expect(notes()[0].status).toBe('active');

    const confirmed = asWindow('window-b', 'journal.undo', { campaignId: gurps, confirmOtherWindow: true });
    expect(confirmed).toMatchObject({ ok: true, result: { summary, status: 'undone' } });

    note('window-a', 'The ford is watched');
    expect(asWindow('window-a', 'journal.undo', { campaignId: gurps })).toMatchObject({ ok: true, result: { status: 'undone' } });
  });

  it('a caller naming no window (a script) undoes as before, and each window undoes its own newest action first', () => {
    note('window-a', 'A lantern left at the gate');
    expect(backend.router.call('journal.undo', { campaignId: gurps })).toMatchObject({ ok: true, result: { status: 'undone' } });
    note('window-a', 'Older, from A');
    note('window-b', 'Newer, from B');
    expect(asWindow('window-b', 'journal.undo', { campaignId: gurps })).toMatchObject({ ok: true, result: { status: 'undone' } });
    expect(notes().find((n) => n.status === 'active')?.summary).toContain('Older, from A');
  });
});
