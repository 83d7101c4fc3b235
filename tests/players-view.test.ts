import { describe, expect, it } from 'vitest';
import { dungeonStateForPlayers, journalEntryForPlayers, partyForPlayers } from '../src-main/services/players-view';
import type { CombatState, DungeonState, JournalEntry, PartyView } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Issue 14: one module decides what the players may see, for the dungeon and the
// fight alike; each state's players' version is derived from the GM's.

describe("the players' version of every state", () => {
  it('the dungeon hides unrevealed light times, the wandering schedule, secret dice, the GM working and undone entries', () => {
    const f = dungeonFixture({ seed: 'players-view' });
    f.give('Ada', 'torch', 2);
    f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    f.act('dungeon.wanderingCheck', {});
    f.act('clock.advance', { seconds: 600, stopOnEvent: false });
    f.act('clock.advance', { seconds: 600, stopOnEvent: false });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });

    const gm = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'gm' });
    const players = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });

    expect(gm.lights[0].remainingSeconds).toBeGreaterThan(0);
    expect(players.lights[0]).toMatchObject({ kind: 'torch', state: 'lit', remainingSeconds: null, burnSeconds: null, revealed: false });
    expect(gm.wandering.nextCheckAt).not.toBeNull();
    expect(players.wandering).toEqual({ levelName: 'Level 1', checkEveryTurns: 0, chanceInSix: 0, entries: [], nextCheckAt: null });
    expect(gm.journal.some((e) => e.status === 'undone')).toBe(true);
    expect(players.journal.every((e) => e.status === 'active')).toBe(true);
    expect(players.journal).toHaveLength(gm.journal.filter((e) => e.status === 'active').length);
    expect(gm.journal.some((e) => e.rolls.some((r) => r.secret))).toBe(true);
    expect(players.journal.flatMap((e) => e.rolls).some((r) => r.secret)).toBe(false);
    expect(players.journal.flatMap((e) => e.changes)).toEqual([]);
    // Everything else is the same view.
    expect(players.members).toEqual(gm.members);
    expect(players.gameTimeSeconds).toBe(gm.gameTimeSeconds);

    ok(f.backend, 'light.reveal', { partyId: f.partyId, lightId: gm.lights[0].id, revealed: true });
    const shown = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(shown.lights[0].remainingSeconds).toBe(ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).lights[0].remainingSeconds);
  });

  it("the GM's correction of a hidden light's time stays behind the screen; a shown light's correction is the table's", () => {
    const f = dungeonFixture({ seed: 'players-view' });
    f.give('Ada', 'torch', 2);
    f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    const lightId = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).lights[0].id;
    const said = () => ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' }).journal.map((e) => e.summary);
    f.act('light.correct', { lightId, remainingSeconds: 1800 });
    const gm = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).journal[0];
    expect(gm).toMatchObject({ kind: 'hidden-light', summary: 'The GM sets the torch to 3 turns left' });
    expect(said().some((s) => s.includes('3 turns left'))).toBe(false);
    ok(f.backend, 'light.reveal', { partyId: f.partyId, lightId, revealed: true });
    f.act('light.correct', { lightId, remainingSeconds: 1200 });
    expect(said()).toContain('The GM sets the torch to 2 turns left');
  });

  it("a light about to fail is the GM's warning; darkness is everyone's", () => {
    const f = dungeonFixture({ seed: 'players-view-dark' });
    f.give('Ada', 'torch', 1);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' }).state.lights[0];
    f.act('light.correct', { lightId: lit.id, remainingSeconds: 300 });
    const gm = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId });
    const players = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(gm.lightLevel.warning).toBe('The last light fails within a turn (30 rounds).');
    expect(players.lightLevel.warning).toBeNull();

    f.act('light.snuff', { lightId: lit.id });
    const dark = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(dark.lightLevel.warning).toBe('The party is in darkness.');
  });

  it("a fight shows the party's figures and only how the foes look", () => {
    const f = dungeonFixture({ seed: 'players-view-fight' });
    const start = ok<{ state: CombatState }>(f.backend, 'combat.start', {
      partyId: f.partyId,
      name: 'Rats',
      foes: [{ name: 'Rat', count: 2, statBlock: { hitDice: 1, hp: 4, ac: 12, attacks: [{ name: 'Bite', damage: '1d3' }], morale: 8 } }],
    });
    const id = start.state.encounterId;
    const rat = start.state.combatants.find((c) => c.side === 'foes')!;
    ok(f.backend, 'combat.adjust', { encounterId: id, combatantId: rat.id, hp: -3 });

    const gm = ok<CombatState>(f.backend, 'combat.state', { encounterId: id });
    const players = ok<CombatState>(f.backend, 'combat.state', { encounterId: id, audience: 'players' });
    expect(players.audience).toBe('players');
    for (const c of players.combatants.filter((x) => x.side === 'foes')) {
      expect(c).toMatchObject({ hp: null, fp: null, stance: null, attacks: [], defenses: [] });
    }
    expect(players.combatants.find((c) => c.id === rat.id)!.looks).toBe('Badly wounded');
    const heroes = (s: CombatState) => s.combatants.filter((c) => c.side === 'party');
    expect(heroes(players)).toEqual(heroes(gm));
    expect(gm.log[0].summary).toBe('Rat 1: -3 HP (4 -> 1)');
    // A foe's HP change is the GM's: the table reads that the rat was hurt, not by how much.
    expect(players.log[0].summary).toBe('Rat 1: hurt');
  });
});

describe("the players' projections", () => {
  it('copy only the fields they name: a field the GM\'s view gains later reaches no player until a projection names it', () => {
    const f = dungeonFixture({ seed: 'players-allow-list' });
    f.give('Ada', 'torch', 1);
    f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    const party = ok<PartyView>(f.backend, 'party.get', { partyId: f.partyId });
    const dungeon = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId });
    const later = { gmSecret: 'the new field' };
    const grown = {
      party: { ...party, ...later, members: party.members.map((m) => ({ ...m, ...later, figures: { ...m.figures, ...later } })) },
      dungeon: { ...dungeon, ...later, lights: dungeon.lights.map((l) => ({ ...l, ...later })), journal: dungeon.journal.map((e) => ({ ...e, ...later })) },
    };
    const seen = JSON.stringify([partyForPlayers(grown.party), dungeonStateForPlayers(grown.dungeon), journalEntryForPlayers(grown.dungeon.journal[0])]);
    expect(seen).not.toContain('gmSecret');
    expect(JSON.stringify(grown)).toContain('gmSecret');
    f.backend.close();
  });

  it("give the players' search only what the players can read: a condition's note does not find its entry", () => {
    const f = dungeonFixture({ seed: 'players-search' });
    ok(f.backend, 'member.setCondition', { memberId: f.memberId('Bors'), condition: 'dead', on: true, note: 'poisoned by the steward' });
    const search = (audience: 'gm' | 'players') =>
      (audience === 'gm' ? ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, text: 'steward' }) : journalList(f, 'steward')).entries.length;
    expect(search('gm')).toBe(1);
    expect(search('players')).toBe(0);
    f.backend.close();
  });

  it("read the headline the action wrote for them, or a neutral one by kind, never the GM's", () => {
    const f = dungeonFixture({ seed: 'players-headline' });
    // A roll in the open: the table sees the label and the dice, not the target or the margin.
    ok(f.backend, 'journal.roll', { campaignId: f.campaignId, label: 'Climb the well', expression: '1d20', target: 14 });
    const [open] = journalList(f, 'Climb').entries;
    expect(open.summary).toMatch(/^Climb the well: 1d20 rolled \d+$/);
    expect(open.playersSummary).toBeNull();
    // An entry that states no players' line (written before there was one, or by an action that gives none).
    const gm = ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId }).entries[0];
    expect(journalEntryForPlayers({ ...gm, kind: 'party', summary: 'Bors: the steward poisoned him', playersSummary: null }).summary).toBe('The party changes');
    expect(journalEntryForPlayers({ ...gm, kind: 'purse', summary: 'Bors pays the steward 40 gp for silence', playersSummary: null }).summary).toBe('Money changes hands');
    // The players' search reads the players' line: it finds the roll by its label, not by the GM's target.
    expect(journalList(f, 'against 14').entries).toEqual([]);
    f.backend.close();
  });
});

/** journal.list as the players' link calls it: the router gives the Players their version. */
function journalList(f: ReturnType<typeof dungeonFixture>, text: string): { entries: JournalEntry[] } {
  const envelope = f.backend.router.call('journal.list', { campaignId: f.campaignId, text }, 'players');
  if (!envelope.ok) throw new Error(envelope.error.message);
  return envelope.result as { entries: JournalEntry[] };
}
