import { describe, expect, it } from 'vitest';
import type { ActionResult, CombatResult, CombatState, DungeonState, LevelView, MemberInput, SightingView } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

// Supplement A23: turned undead flee and stay away at least 2d4 turns. Lantern brings
// them back when those turns are up (its own default, said where it happens): into the
// fight while it runs, or, once it has ended, by a hidden countdown whose end is a card.
// Destroyed undead stay destroyed.

const cleric: MemberInput = {
  kind: 'pc',
  name: 'Ansel',
  hp: { current: 20, max: 20 },
  // An 8th-level Cleric turns skeletons whatever the roll (A23's "T").
  sheet: { race: 'human', class: 'Cleric', level: 8, abilities: { str: 10, int: 10, wis: 14, dex: 10, con: 10, cha: 10 } },
};
const skeleton = { hitDice: 1, hp: 6, ac: 13, morale: 12, turnedAs: 'skeleton' };

function turnedSkeleton() {
  const f = dungeonFixture({ members: [cleric, character('Bors', 12, 9)], seed: 'ossuary-b' });
  f.quiet();
  const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'The ossuary', foes: [{ statBlock: skeleton, name: 'Skeleton' }] });
  const encounterId = start.state.encounterId;
  const ansel = start.state.combatants.find((c) => c.name === 'Ansel')!.id;
  const turning = ok<CombatResult>(f.backend, 'combat.ability', { encounterId, combatantId: ansel, ability: 'turn-undead' });
  const away = turning.entry.rolls.find((r) => r.label === 'Turns the turned undead stay away')!.total;
  const state = () => ok<CombatState>(f.backend, 'combat.state', { encounterId });
  const bones = () => state().combatants.find((c) => c.name === 'Skeleton')!;
  return { f, encounterId, away, bones };
}

describe('turned undead come back (supplement A23)', () => {
  it('while the fight runs they stay out, and the round their 2d4 turns are up they are back in it', () => {
    const { f, encounterId, away, bones } = turnedSkeleton();
    // This campaign's 2d4 comes up 3: 180 rounds of 10 seconds from round 1.
    expect(away).toBe(3);
    const backRound = 1 + away * 60;
    expect(bones().out).toBe(true);
    expect(bones().conditions.find((c) => c.id === 'turned')!.effect).toBe(`Fled from a Cleric; stays away ${away} turns, back in round ${backRound} (supplement A23).`);
    let round = 1;
    while (round < backRound - 1) round = ok<CombatResult>(f.backend, 'combat.endRound', { encounterId }).state.round;
    expect(bones().out).toBe(true);
    const back = ok<CombatResult>(f.backend, 'combat.endRound', { encounterId });
    expect(back.state.round).toBe(backRound);
    expect(bones()).toMatchObject({ out: false });
    expect(bones().conditions.map((c) => c.id)).not.toContain('turned');
    expect(back.entry.changes).toContain(
      'Skeleton comes back into the fight, no longer turned (supplement A23 keeps them away at least 2d4 turns; their coming back as soon as those are up is Lantern’s default).',
    );
  });

  it('a fight that ends first leaves a hidden countdown; when it runs out a card tells the GM they are back; undo takes it away', () => {
    const { f, encounterId, away } = turnedSkeleton();
    const end = ok<CombatResult>(f.backend, 'combat.end', { encounterId });
    const rounds = away * 60;
    expect(end.entry.changes).toContain(`Skeleton: turned, it stays away for another ${away} turns; a countdown says when it is back (supplement A23 keeps them away at least 2d4 turns; their coming back as soon as those are up is Lantern’s default).`);
    const countdown = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).effects.find((e) => e.name === 'Skeleton comes back, no longer turned')!;
    // The fight's last round is fought out on the clock after the countdown starts.
    expect(countdown).toMatchObject({ visible: false, amount: away, unit: 'turns', remainingSeconds: rounds * 10 - 10 });
    const players = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(players.effects.map((e) => e.name)).not.toContain('Skeleton comes back, no longer turned');

    const run = f.act('clock.advance', { seconds: away * 600 });
    expect(run.entry.alerts).toContainEqual({ text: 'Countdown up: Skeleton comes back, no longer turned.', at: countdown.endsAt, hidden: true });

    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).effects).toEqual([]);
  });

  it('destroyed undead leave no countdown', () => {
    // A 12th-level Cleric's "D" against 1-HP skeletons: 12d8 destroys every one it reaches.
    const f = dungeonFixture({ members: [{ ...cleric, sheet: { ...cleric.sheet, level: 12 } }], seed: 'turned-undead' });
    f.quiet();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: { ...skeleton, hp: 1 }, name: 'Skeleton' }] });
    const ansel = start.state.combatants.find((c) => c.name === 'Ansel')!.id;
    const turning = ok<CombatResult>(f.backend, 'combat.ability', { encounterId: start.state.encounterId, combatantId: ansel, ability: 'turn-undead' });
    expect(turning.entry.summary).toBe('Ansel turns the undead: Skeleton destroyed');
    const end = ok<ActionResult>(f.backend, 'combat.end', { encounterId: start.state.encounterId });
    expect(end.entry.changes.filter((c) => c.includes('countdown'))).toEqual([]);
    expect(ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).effects).toEqual([]);
  });

  it('when they come back their card is raised, and the room they withdrew from holds them again; undo takes both back', () => {
    const f = dungeonFixture({ members: [cleric, character('Bors', 12, 9)], seed: 'ossuary-b' });
    f.quiet();
    // A new campaign holds the book's Skeleton: it takes this test's figures.
    const book = ok<{ entries: { id: number; name: string }[] }>(f.backend, 'bestiary.list', { campaignId: f.campaignId }).entries.find((e) => e.name === 'Skeleton')!;
    const bones = ok<{ id: number }>(f.backend, 'bestiary.save', { campaignId: f.campaignId, id: book.id, name: 'Skeleton', statBlock: skeleton });
    const plan = smallLevel();
    plan.areas[1].key.occupants = [{ id: 'bones', name: 'Skeletons', number: '2', lair: false, bestiaryId: bones.id }];
    const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: plan });
    const guardRoom = level.areas.find((a) => a.number === 2)!.id;
    const roomStatus = () => ok<LevelView>(f.backend, 'level.get', { levelId: level.id }).areas.find((a) => a.id === guardRoom)!.state.status;
    const card = () => ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting;
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: guardRoom });
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'The guard room', sightingId: card()!.id, foes: [{ bestiaryId: bones.id, count: 2 }] });
    const ansel = start.state.combatants.find((c) => c.name === 'Ansel')!.id;
    const turning = ok<CombatResult>(f.backend, 'combat.ability', { encounterId: start.state.encounterId, combatantId: ansel, ability: 'turn-undead' });
    const away = turning.entry.rolls.find((r) => r.label === 'Turns the turned undead stay away')!.total;
    ok(f.backend, 'combat.end', { encounterId: start.state.encounterId });
    // Turned, they fled alive: the room is not cleared, its foes withdrew.
    expect(roomStatus()).toBe('withdrawn');
    expect(card()).toBeNull();

    const run = f.act('clock.advance', { seconds: away * 600 });
    expect(run.stoppedBy).toBe('Countdown up: Skeleton 2, Skeleton 1 come back, no longer turned.');
    expect(card()).toMatchObject({
      // Named in the fight's order (Skeleton 2 won the initiative).
      what: 'Skeleton 2, Skeleton 1, back from being turned',
      foe: { name: 'Skeleton', bestiaryId: bones.id },
      count: 2,
      place: 'The Undercroft, area 2',
      status: 'open',
      at: run.entry.gameTimeAfter,
    });
    expect(roomStatus()).toBe('visited');
    expect(run.entry.changes).toContain('Area 2 holds foes again: Skeleton 2, Skeleton 1, back from being turned.');

    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(card()).toBeNull();
    expect(roomStatus()).toBe('withdrawn');
  });
});
