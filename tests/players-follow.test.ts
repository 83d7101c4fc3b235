import { afterEach, describe, expect, it } from 'vitest';
import type { LiveChange, LiveEvent, MethodOutput, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// Issue 36: the players' screen showed the campaign's first party (a camp left with the
// mule, "in darkness") while the GM played the other. The party it shows outside a fight
// is the GM's choice, kept per campaign and pushed to the players' window.

let backend: ReturnType<typeof memoryBackend>;
afterEach(() => backend?.close());

function campaignWithTwoParties() {
  backend = memoryBackend({ installDemo: false, freshSeed: () => 'follow' });
  const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Barrows', rulesSystem: 'bfrpg', rulesOptions: {} }).id;
  // Listed by name: the camp comes first, as it did at that table.
  const camp = ok<PartyView>(backend, 'party.create', { campaignId, name: 'Camp with the mule' });
  const delvers = ok<PartyView>(backend, 'party.create', { campaignId, name: 'Delvers' });
  return { campaignId, camp: camp.id, delvers: delvers.id };
}

const playersList = (campaignId: number) => {
  const envelope = backend.router.call('party.list', { campaignId }, 'players');
  if (!envelope.ok) throw new Error(JSON.stringify(envelope.error));
  return envelope.result as MethodOutput<'party.list'>;
};

describe("the party the players' screen follows", () => {
  it('is the first until the GM chooses, then the chosen one, for the players too', () => {
    const { campaignId, camp, delvers } = campaignWithTwoParties();
    expect(ok<MethodOutput<'party.list'>>(backend, 'party.list', { campaignId }).followedId).toBe(camp);
    const answer = ok<MethodOutput<'party.follow'>>(backend, 'party.follow', { partyId: delvers });
    expect(answer.followedId).toBe(delvers);
    expect(playersList(campaignId)).toMatchObject({ followedId: delvers, parties: [{ id: camp }, { id: delvers }] });
  });

  it('is pushed to the players as a change that has them ask again', () => {
    const { delvers } = campaignWithTwoParties();
    const pushed: LiveEvent[] = [];
    const stop = backend.live.subscribe('players', (e) => pushed.push(e));
    const envelope = backend.router.call('party.follow', { partyId: delvers });
    stop();
    expect(envelope.ok && (envelope.change as LiveChange).reload).toEqual(['players']);
    expect(pushed.map((e) => e.reload)).toEqual([['players']]);
  });

  it('is kept per campaign, and falls back to the first once the chosen party is deleted', () => {
    const first = campaignWithTwoParties();
    const other = ok<{ id: number }>(backend, 'campaign.create', { name: 'Elsewhere', rulesSystem: 'bfrpg', rulesOptions: {} }).id;
    const lone = ok<PartyView>(backend, 'party.create', { campaignId: other, name: 'Wanderers' }).id;
    ok(backend, 'party.follow', { partyId: first.delvers });
    expect(ok<MethodOutput<'party.list'>>(backend, 'party.list', { campaignId: other }).followedId).toBe(lone);
    expect(ok<MethodOutput<'party.list'>>(backend, 'party.list', { campaignId: first.campaignId }).followedId).toBe(first.delvers);
    ok(backend, 'party.delete', { partyId: first.delvers });
    expect(ok<MethodOutput<'party.list'>>(backend, 'party.list', { campaignId: first.campaignId }).followedId).toBe(first.camp);
  });

  it('refuses an unknown party, naming the field, and the players may not choose', () => {
    const { delvers } = campaignWithTwoParties();
    const before = snapshot(backend);
    const missing = backend.router.call('party.follow', { partyId: 9999 });
    expect(missing.ok ? null : missing.error.path).toEqual(['partyId']);
    const players = backend.router.call('party.follow', { partyId: delvers }, 'players');
    expect(players.ok ? null : players.error.code).toBe('forbidden');
    expect(snapshot(backend)).toEqual(before);
  });
});
