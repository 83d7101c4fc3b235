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
