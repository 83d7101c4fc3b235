import { describe, expect, it } from 'vitest';
import type { CombatResult, LiveChange } from '../src-shared/contract';
import { changeForPlayers } from '../src-main/services/players-view';
import { changeOrder } from '../src-renderer/stores/change-order';
import { memoryBackend, ok } from './helpers/backend';

// A GM window hears its own answers and the other calls' pushes by two roads: a change built before a fight began
// (carrying "no fight") once landed after the fight's own and took the fight away from the Combat view
// (e2e/encounters.spec.ts, Shell). The host numbers its changes in commit order; a window keeps the newer news.

const backend = memoryBackend({ freshSeed: () => 'change-order' });
const campaignId = ok<{ campaigns: { id: number }[] }>(backend, 'campaign.list').campaigns[0].id;
const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;

function change(method: string, input: unknown): { result: unknown; change: LiveChange } {
  const envelope = backend.router.call(method, input);
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error.message}`);
  return { result: envelope.result, change: envelope.change! };
}

describe('the order of changes', () => {
  it('is numbered by the host in commit order, the players keeping the number', () => {
    const a = change('clock.advance', { partyId, seconds: 600 }).change;
    const b = change('clock.advance', { partyId, seconds: 600 }).change;
    expect(b.seq).toBe(a.seq! + 1);
    expect(changeForPlayers(b).seq).toBe(b.seq);
  });

  it('an older change heard after a newer one leaves the fight, the encounter and the party the newer one brought', () => {
    const foes = ok<{ entries: { id: number }[] }>(backend, 'bestiary.list', { campaignId }).entries.slice(0, 1).map((f) => ({ bestiaryId: f.id }));
    // The change built before the fight began says the last fight is over.
    const earlier = (change('combat.start', { partyId, foes }).result as CombatResult).state;
    const before = change('combat.end', { encounterId: earlier.encounterId });
    expect(before.change.fight!.status).toBe('ended');
    expect(before.change.encounter).toBeDefined();
    expect(before.change.parties.map((p) => p.id)).toContain(partyId);
    const start = change('combat.start', { partyId, foes });
    const fight = (start.result as CombatResult).state;
    expect(start.change.seq).toBeGreaterThan(before.change.seq!);

    const order = changeOrder();
    expect(order.newer(start.change).fight).toEqual(fight);
    const late = order.newer(before.change);
    expect(late).not.toHaveProperty('fight');
    expect(late).not.toHaveProperty('encounter');
    expect(late.parties.map((p) => p.id)).not.toContain(partyId);
    // Its journal entries still land: they merge by id, old or new.
    expect(late.entries).toEqual(before.change.entries);
    // Heard in order, each change is taken whole.
    const inOrder = changeOrder();
    expect(inOrder.newer(before.change)).toEqual(before.change);
    expect(inOrder.newer(start.change)).toEqual(start.change);
    // A question about the fight asked before the start is answered with older news than the window holds.
    expect(order.fightSince(campaignId, 0)).toBe(true);
    expect(order.fightSince(campaignId, order.fightAt(campaignId))).toBe(false);
    change('combat.end', { encounterId: fight.encounterId });
  });
});
