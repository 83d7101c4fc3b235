import { afterAll, describe, expect, it } from 'vitest';
import type { CampaignList, CombatState } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// A dead foe is past attacking in every ruleset: Basic Fantasy (supplement A18: dead at 0 HP
// as written), GURPS Lite (seed 000, "Injury": dead at -5 x HP) and Shell (seed 001, "Damage":
// dead at twice HP). The attack is refused naming the defender and why; the odds say so first.

const b = memoryBackend({ freshSeed: () => 'dead-foe' });
afterAll(() => b.close());

describe('attacking a dead foe', () => {
  it.each(['bfrpg', 'gurps', 'shell'])('%s: refused at defenderId with the reason, nothing changes; the preview says the same', (system) => {
    const campaign = ok<CampaignList>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === system)!;
    const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId: campaign.id }).parties[0].id;
    const bestiaryId = ok<{ entries: { id: number }[] }>(b, 'bestiary.list', { campaignId: campaign.id }).entries[0].id;
    const fight = ok<{ state: CombatState }>(b, 'combat.start', { partyId, foes: [{ bestiaryId }] }).state;
    const foe = fight.combatants.find((c) => c.side === 'foes')!;
    const hero = fight.combatants.find((c) => c.side === 'party')!;
    const request = { encounterId: fight.encounterId, attackerId: hero.id, defenderId: foe.id, attack: {} };
    // Blows until the rules call the foe dead, the GM wounding it to the brink first; the turn passes when the rules ask.
    if (foe.hp!.current > 1) ok(b, 'combat.adjust', { encounterId: fight.encounterId, combatantId: foe.id, hp: -(foe.hp!.current - 1), note: 'worn down' });
    const dead = () => ok<CombatState>(b, 'combat.state', { encounterId: fight.encounterId }).combatants.find((c) => c.id === foe.id)!.conditions.some((c) => c.id === 'dead');
    for (let i = 0; i < 60 && !dead(); i++) {
      if (!b.router.call('combat.attack', request).ok) ok(b, 'combat.next', { encounterId: fight.encounterId });
    }
    expect(dead()).toBe(true);
    const error = refusedUnchanged(b, 'combat.attack', request);
    expect(error.path).toEqual(['defenderId']);
    expect(error.message).toMatch(new RegExp(`^defenderId: ${foe.name} is dead \\(.+\\): there is nothing left to attack$`));
    expect(ok<{ possible: boolean; reason: string }>(b, 'combat.preview', request)).toMatchObject({ possible: false, reason: error.message.slice('defenderId: '.length) });
    ok(b, 'combat.end', { encounterId: fight.encounterId });
  });
});
