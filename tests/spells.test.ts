import { afterEach, describe, expect, it } from 'vitest';
import type { DungeonState, MemberInput } from '../src-shared/contract';
import { gameState, memoryBackend, ok, refusedUnchanged } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Spells from the campaign's list (issue 26, item 3): spells a day by supplement A21, the
// Light spell's duration (6 turns + 1 per caster level) and radii (torchlight: 30' bright,
// dim to 50') and Continual Light's (30' daylight, weaker to 60'), also supplement A21.

const TURN = 600;
const HOUR = 3600;
let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

const caster = (name: string, cls: string, level: number): MemberInput => ({
  kind: 'pc',
  name,
  hp: { current: 8, max: 8 },
  sheet: { race: 'human', class: cls, level, abilities: { str: 10, int: 12, wis: 14, dex: 10, con: 10, cha: 10 } },
});

const LIGHT = { name: 'Light', casterClass: 'cleric', level: 1, range: "120'", duration: { amount: 6, perLevel: 1, unit: 'turns' }, light: 'light-spell' };

const refused = (method: string, input: Record<string, unknown>) => refusedUnchanged(f.backend, method, { partyId: f.partyId, ...input });

describe('a Basic Fantasy cleric prepares and casts Light', () => {
  it('lights the party for 6 turns + 1 per level, then leaves it in darkness; undo puts the slot back', () => {
    f = dungeonFixture({ members: [caster('Maelis', 'Cleric', 2), character('Bors', 12)] });
    f.quiet();
    expect(ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).lightLevel).toMatchObject({ inDarkness: true });
    const added = f.act('spell.add', LIGHT);
    const light = added.state.spells.list[0]!;
    expect(added.state.spells.casters).toEqual([{ memberId: f.memberId('Maelis'), name: 'Maelis', slots: [1, 0, 0, 0, 0, 0], prepared: [], castable: [light.id] }]);

    const prepared = f.act('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [light.id] });
    expect(prepared.entry.summary).toBe('Maelis prepares Light');
    const before = gameState(f.backend);
    const cast = f.act('spell.cast', { memberId: f.memberId('Maelis'), spellId: light.id });
    expect(cast.entry.summary).toBe('Maelis casts Light for 8 turns; it lights Delvers');
    expect(cast.state.spells.casters[0]!.prepared).toEqual([{ spellId: light.id, name: 'Light', level: 1, cast: true }]);
    expect(cast.state.effects).toEqual([expect.objectContaining({ name: 'Light (Maelis)', light: 'light-spell', remainingSeconds: 8 * TURN })]);
    expect(cast.state.lightLevel).toMatchObject({ label: "Bright 30' · dim to 50'", brightRadius: 30, dimRadius: 50, inDarkness: false, warning: null });
    const players = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(players.lightLevel.inDarkness).toBe(false);
    expect(players.spells).toEqual({ list: [], casters: [], source: expect.any(String) });

    const again = refused('spell.cast', { memberId: f.memberId('Maelis'), spellId: light.id });
    expect(again).toMatchObject({ code: 'invalid_input', path: ['spellId'], message: 'spellId: Maelis has no Light prepared and not yet cast' });

    const run = f.act('clock.advance', { seconds: HOUR * 24, stopOnEvent: true });
    expect(run.stoppedBy).toBe('Light (Maelis) ends on Delvers.');
    expect(run.entry.changes).toContain('The party is in darkness.');
    expect(run.state.lightLevel).toMatchObject({ inDarkness: true, warning: 'The party is in darkness.' });

    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
  });

  it('refuses a spell level the class cannot cast, more spells than a day holds, a fighter, and preparing again before a night\'s rest', () => {
    f = dungeonFixture({ members: [caster('Maelis', 'Cleric', 2), character('Bors', 12)] });
    f.quiet();
    const light = f.act('spell.add', LIGHT).state.spells.list[0]!;
    const continual = f.act('spell.add', { ...LIGHT, name: 'Continual Light', level: 3, range: "360'", duration: { amount: 0, perLevel: 365, unit: 'days' }, light: 'continual-light' }).state.spells.list.find((s) => s.level === 3)!;
    expect(refused('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [continual.id] })).toMatchObject({
      path: ['spellIds', 0],
      message: 'spellIds.0: Maelis cannot prepare Continual Light: a level 2 Cleric cannot cast 3rd-level spells (supplement A21)',
    });
    expect(refused('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [light.id, light.id] })).toMatchObject({
      path: ['spellIds', 1],
      message: 'spellIds.1: Maelis prepares 1 1st-level spell a day (Basic Fantasy spells per day, supplement A21)',
    });
    expect(refused('spell.prepare', { memberId: f.memberId('Bors'), spellIds: [light.id] })).toMatchObject({ path: ['spellIds', 0] });
    expect(refused('spell.add', { ...LIGHT, name: 'Wish', level: 7 })).toMatchObject({ path: ['level'] });
    expect(refused('spell.add', LIGHT)).toMatchObject({ code: 'conflict', path: ['name'] });

    f.act('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [light.id] });
    f.act('spell.cast', { memberId: f.memberId('Maelis'), spellId: light.id });
    expect(refused('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [light.id] })).toMatchObject({ code: 'conflict', path: ['memberId'] });
    f.act('clock.advance', { seconds: 8 * HOUR, stopOnEvent: false });
    expect(f.act('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [light.id] }).state.spells.casters[0]!.prepared).toEqual([
      { spellId: light.id, name: 'Light', level: 1, cast: false },
    ]);
  });

  it('a 5th-level caster\'s Light lasts 11 turns (A21\'s example); Continual Light on a member lights the party a year a level', () => {
    f = dungeonFixture({ members: [caster('Maelis', 'Cleric', 5)] });
    f.quiet();
    const light = f.act('spell.add', LIGHT).state.spells.list[0]!;
    f.act('spell.prepare', { memberId: f.memberId('Maelis'), spellIds: [light.id] });
    expect(f.act('spell.cast', { memberId: f.memberId('Maelis'), spellId: light.id, on: 'caster' }).state.effects[0]).toMatchObject({ amount: 11, unit: 'turns', on: 'member' });
  });
});

describe('a member with no class', () => {
  it('the pack mule cannot prepare Light: a refusal at the spell, not a failure inside Lantern', () => {
    const b = memoryBackend({ freshSeed: () => 'mule-spells' });
    try {
      const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
      const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId }).parties[0]!.id;
      const gm = ok<DungeonState>(b, 'dungeon.state', { partyId });
      const mule = gm.members.find((m) => m.name === 'Biscuit')!;
      const light = gm.spells.list.find((s) => s.name === 'Light' && s.casterClass === 'cleric')!;
      expect(refusedUnchanged(b, 'spell.prepare', { partyId, memberId: mule.id, spellIds: [light.id] })).toMatchObject({
        code: 'invalid_input',
        path: ['spellIds', 0],
        message: 'spellIds.0: Biscuit cannot prepare Light: has no Basic Fantasy class',
      });
    } finally {
      b.close();
    }
  });
});

describe('GURPS and Shell casters pay FP or END', () => {
  it("GURPS: Continual Light on Sir Aldric's shield lights the party (the demo), and casting Light spends the FP the list gives", () => {
    const b = memoryBackend({ freshSeed: () => 'gurps-spells' });
    try {
      const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!.id;
      const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId }).parties[0]!.id;
      const state = ok<DungeonState>(b, 'dungeon.state', { partyId, audience: 'players' });
      expect(state.effects.find((e) => e.name.startsWith('Continual Light'))!.light).toBe('continual-light');
      expect(state.lightLevel).toMatchObject({ inDarkness: false, label: 'Bright (sunny day)' });
      const gm = ok<DungeonState>(b, 'dungeon.state', { partyId });
      const light = gm.spells.list.find((s) => s.name === 'Light')!;
      const wizard = gm.members.find((m) => m.name === 'Thistlewick')!;
      const cast = ok<{ entry: { summary: string }; state: DungeonState }>(b, 'spell.cast', { partyId, memberId: wizard.id, spellId: light.id, on: 'caster' });
      expect(cast.entry.summary).toBe('Thistlewick casts Light for 60 rounds; it lights Thistlewick (1 FP spent)');
      expect(cast.state.members.find((m) => m.id === wizard.id)!.fp!.current).toBe(wizard.fp!.current - 1);
    } finally {
      b.close();
    }
  });

  it('Shell: Witchlight takes 2 rounds of casting and 2 END (the demo genre\'s spell, seed 001 "Combat spellcasting")', () => {
    const b = memoryBackend({ freshSeed: () => 'shell-spells' });
    try {
      const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'shell')!.id;
      const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId }).parties[0]!.id;
      const gm = ok<DungeonState>(b, 'dungeon.state', { partyId });
      const spell = gm.spells.list.find((s) => s.name === 'Witchlight')!;
      const wren = gm.members.find((m) => m.name === 'Wren')!;
      const cast = ok<{ entry: { summary: string }; state: DungeonState }>(b, 'spell.cast', { partyId, memberId: wren.id, spellId: spell.id });
      expect(cast.entry.summary).toBe(`Wren casts Witchlight for 1 hours; it lights ${ok<{ name: string }>(b, 'party.get', { partyId }).name} (2 END spent, 2 rounds of casting)`);
      expect(cast.state.members.find((m) => m.id === wren.id)!.fp!.current).toBe(wren.fp!.current - 2);
      const effect = cast.state.effects.find((e) => e.name === 'Witchlight (Wren)')!;
      expect(effect.startedAt - cast.state.gameTimeSeconds).toBe(2 * cast.state.rules.secondsPerRound);
    } finally {
      b.close();
    }
  });
});
