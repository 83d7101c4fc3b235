import { describe, expect, it } from 'vitest';
import type { Campaign, PartyView } from '../src-shared/contract';
import { memoryBackend, ok } from './helpers/backend';

// Issue 36: an empty party's card read "a round (10 s)" in a Shell campaign, whose rounds are the
// campaign's own length (5 s unless the GM sets another: Shell's seed 001 leaves time to the genre).
// The card took the length from the first member, and with nobody yet fell back on Basic Fantasy's.
describe("a party's pace names its rules' round before anyone joins", () => {
  it.each([
    ['shell', {}, 5],
    ['shell', { secondsPerRound: 6 }, 6],
    ['bfrpg', {}, 10],
    ['gurps', {}, 1],
  ] as const)('%s %j: %i s', (rulesSystem, options, seconds) => {
    const b = memoryBackend({ installDemo: false });
    const campaign = ok<Campaign>(b, 'campaign.create', { name: 'New', rulesSystem, rulesOptions: options });
    const party = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Nobody yet' });
    expect(party.members).toEqual([]);
    expect(party.summary.pace.secondsPerRound).toBe(seconds);
    b.close();
  });
});
