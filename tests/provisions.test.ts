import { describe, expect, it } from 'vitest';
import type { ActionResult, DungeonState, JourneyView, PartyView } from '../src-shared/contract';
import { memoryBackend, ok } from './helpers/backend';

// Who eats and who walks is decided once (rules/world/provisions.ts); every answer that
// feeds or moves the party must agree with it. Basic Fantasy's day is a ration and a quart
// of water a body (the BF exploration seed, 003_8f80a070c789886f.txt, "Dungeon Survival");
// who carries someone who cannot walk is Lantern's own rule, said in the pace sentence.

function demos() {
  const backend = memoryBackend({ freshSeed: () => 'provisions' });
  const partyOf = (campaignId: number) => ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
  const party = (partyId: number) => ok<PartyView>(backend, 'party.get', { partyId });
  const member = (view: PartyView, name: string) => view.members.find((m) => m.name === name)!.id;
  return { backend, partyOf, party, member };
}

describe('one count of mouths', () => {
  it('after Brannoc dies the party summary, the Dungeon state, the clock and the journey forecast all feed four', () => {
    const { backend, partyOf, party, member } = demos();
    const partyId = partyOf(1);
    const before = party(partyId);
    expect(before.summary.eaters).toBe(5);
    ok(backend, 'member.setCondition', { memberId: member(before, 'Brannoc Ironfoot'), condition: 'dead', on: true });

    const summary = party(partyId).summary;
    expect(summary.eaters).toBe(4);
    expect(summary.food).toMatchObject({ total: 71, perDay: 4, lastsDays: 17 });
    expect(summary.water.perDay).toBe(4);

    const state = ok<DungeonState>(backend, 'dungeon.state', { partyId });
    expect(state.members.filter((m) => m.eats).map((m) => m.name)).toEqual(['Sister Maelis', 'Pip Underbough', 'Elowen Thistledown', 'Hob']);

    // The forecast eats 4 a day from the 71 rations held (it ate 5 before: 66, 61, 56...).
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId: 1, start: { col: 8, row: 10 }, legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }], replace: true });
    expect(plan.days.slice(0, 3).map((d) => d.foodLeft)).toEqual([67, 63, 59]);
    // Water is drunk 4 a day too, but day 2 passes the river and fills every container again first.
    expect(plan.days.slice(0, 3).map((d) => d.waterLeft)).toEqual([88, 88, 84]);

    const day = ok<ActionResult>(backend, 'clock.advance', { partyId, seconds: 86_400, stopOnEvent: false });
    expect(day.entry.changes).toContain('1 day ended: 4 rations eaten and 4 quarts of water drunk.');
    expect(party(partyId).summary.food.total).toBe(67);
    backend.close();
  });

  it('the dead are left out of the pace, and the journey walks at the pace the party view shows', () => {
    const { backend, partyOf, party, member } = demos();
    const partyId = partyOf(1);
    // The figures below were drawn with Lantern's land weather rolled each day, as the demo once did by default.
    ok(backend, 'weather.turn', { campaignId: 1, on: true });
    const plan = () =>
      ok<JourneyView>(backend, 'journey.plan', { partyId, regionId: 1, start: { col: 8, row: 10 }, legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }], replace: true });
    // Brannoc in chain mail (20' a round, 12 miles a day) holds everyone back while he lives.
    expect(party(partyId).summary.pace).toMatchObject({ milesPerDay: 12, slowestMemberId: member(party(partyId), 'Brannoc Ironfoot') });
    expect(plan().days.slice(1, 3).map((d) => [d.terrain, d.miles])).toEqual([['clear', 12], ['clear', 12]]);

    ok(backend, 'member.setCondition', { memberId: member(party(partyId), 'Brannoc Ironfoot'), condition: 'dead', on: true });
    const pace = party(partyId).summary.pace;
    expect(pace.milesPerDay).toBe(18);
    expect(pace.walkers.map((w) => w.memberId)).not.toContain(member(party(partyId), 'Brannoc Ironfoot'));
    expect(pace.reason).toBe("Brannoc Ironfoot is dead and left out of the pace. Sister Maelis is the slowest (30' a round, lightly loaded); the party keeps that pace.");
    expect(plan().days.slice(1, 3).map((d) => [d.terrain, d.miles])).toEqual([['clear', 18], ['clear', 18]]);
    backend.close();
  });
});

describe('who walks', () => {
  it('an unconscious member rides the beast of burden; without one, the able character with most room carries them', () => {
    const { backend, partyOf, party, member } = demos();
    const partyId = partyOf(2);
    const view = party(partyId);
    ok(backend, 'member.setCondition', { memberId: member(view, 'Thistlewick'), condition: 'unconscious', on: true });

    // GULLIVER: Thistlewick (ST 5) is a small body, 18.75 lb, with 1.95 lb of gear by the GURPS catalogue.
    let pace = party(partyId).summary.pace;
    expect(pace.carried).toEqual([{ memberId: member(view, 'Thistlewick'), carrierId: member(view, 'Clover'), pounds: 20.7 }]);
    // The mule's own pace is its ruleset's to say; the sentence starts with who carries whom.
    expect(pace.reason.startsWith('Thistlewick is unconscious and carried by Clover (+20.7 lb). ')).toBe(true);
    expect(pace.walkers.map((w) => w.memberId)).toEqual([member(view, 'Sir Aldric Vane'), member(view, 'Brogga Stonebelly'), member(view, 'Clover'), member(view, 'Iotha')]);

    ok(backend, 'member.delete', { memberId: member(view, 'Clover') });
    pace = party(partyId).summary.pace;
    // Brogga (ST 22, 2,355 lb before she cannot move) has more room left than Sir Aldric (510 lb).
    expect(pace.carried).toEqual([{ memberId: member(view, 'Thistlewick'), carrierId: member(view, 'Brogga Stonebelly'), pounds: 20.7 }]);
    expect(pace.reason).toBe(
      'Thistlewick is unconscious and carried by Brogga Stonebelly (+20.7 lb). Sir Aldric Vane is the slowest (4 yd a second, light); the party keeps that pace.',
    );
    backend.close();
  });

  it('a carrier pays for the load: with no mule, Hob takes Pip (187.95 lb with gear and 61 coins, A24) and can no longer move', () => {
    const { backend, partyOf, party, member } = demos();
    const partyId = partyOf(1);
    const view = party(partyId);
    ok(backend, 'member.delete', { memberId: member(view, 'Biscuit') });
    ok(backend, 'member.setCondition', { memberId: member(view, 'Pip Underbough'), condition: 'unconscious', on: true });
    // A body whose sheet gives no weight is Lantern's 150 lb; Pip carries 34.9 lb. Hob has 128 lb of room (150 - 22).
    const pace = party(partyId).summary.pace;
    expect(pace.carried).toEqual([{ memberId: member(view, 'Pip Underbough'), carrierId: member(view, 'Hob'), pounds: 187.95 }]);
    expect(pace).toMatchObject({ perRound: 0, milesPerDay: 0, slowestMemberId: member(view, 'Hob') });
    expect(pace.reason).toBe('Pip Underbough is unconscious and carried by Hob (+187.95 lb). Hob cannot move (over capacity), so neither can the party.');
    backend.close();
  });
});
