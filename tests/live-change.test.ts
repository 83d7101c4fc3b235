import { describe, expect, it } from 'vitest';
import { changeWithAnswer, type CombatResult, type DungeonState, type LiveChange, type PartyView } from '../src-shared/contract';
import { decodeHexMap } from '../src-shared/hexmap';
import { changeForPlayers } from '../src-main/services/players-view';
import { withTimePatch } from '../src-renderer/stores/time-patch';
import { memoryBackend, ok } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Issue 15: each mutation answers with the change it made, and that change is what
// the other windows are pushed. These read the demo campaign (Basic Fantasy).

const backend = memoryBackend({ freshSeed: () => 'live-change' });
const campaignId = ok<{ campaigns: { id: number }[] }>(backend, 'campaign.list').campaigns[0].id;
const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
const party = ok<PartyView>(backend, 'party.get', { partyId });

function change(method: string, input: unknown): { result: unknown; change: LiveChange } {
  const envelope = backend.router.call(method, input);
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error.message}`);
  return { result: envelope.result, change: envelope.change! };
}

describe('the change a mutation answers with', () => {
  it('is the same change the other windows are pushed', () => {
    const pushed: LiveChange[] = [];
    const stop = backend.router.onChange((c) => pushed.push(c));
    const answer = change('clock.advance', { partyId, seconds: 600 });
    stop();
    expect(pushed).toEqual([changeWithAnswer(answer.change, answer.result)]);
  });

  it("carries a turn's new dungeon state once, its journal entry, with undo now possible", () => {
    const { result, change: answered } = change('clock.advance', { partyId, seconds: 600 });
    const state = (result as { state: { gameTimeSeconds: number } }).state;
    // The answer holds the state; its change does not send it again, and a window puts it back.
    expect(answered.dungeon.find((s) => s.partyId === partyId)).toBeUndefined();
    const c = changeWithAnswer(answered, result);
    expect(c.dungeon.find((s) => s.partyId === partyId)).toEqual(state);
    expect(c.stateInAnswerAt).toBeUndefined();
    expect(c.entries).toHaveLength(1);
    expect(c.entries[0]).toMatchObject({ kind: 'clock', gameTimeAfter: state.gameTimeSeconds, status: 'active' });
    expect(c.history).toEqual({ canUndo: true, canRedo: false });
  });

  it('carries the undone entry and, for undo, the areas its own action changed', () => {
    const lit = change('light.light', { partyId, memberId: party.members[0].id, kind: 'torch' });
    const entryId = lit.change.entries[0].id;
    const { change: c } = change('journal.undo', { campaignId });
    expect(c.entries.map((e) => [e.id, e.status])).toEqual([[entryId, 'undone']]);
    expect(c.history).toEqual({ canUndo: true, canRedo: true });
    // A light's action changes the party's time and lights, not the catalogue or the bestiary.
    expect(c.areas).not.toContain('catalogue');
    // A light lit showed the party more of its level, so the level map is asked for again.
    expect(c.reload).toEqual(['level']);
    expect(c.dungeon.find((s) => s.partyId === partyId)!.lights.some((l) => l.state === 'lit' && l.kind === 'torch')).toBe(false);
  });

  it("a fight's step carries the fight and its entry; the log forgets a step once undone", () => {
    const foes = ok<{ entries: { id: number }[] }>(backend, 'bestiary.list', { campaignId }).entries.slice(0, 1);
    const start = change('combat.start', { partyId, foes: foes.map((f) => ({ bestiaryId: f.id })) });
    const fight = (start.result as CombatResult).state;
    expect(start.change.fight).toEqual(fight);
    expect(start.change.parties.map((p) => p.id)).toContain(partyId);

    const next = change('combat.next', { encounterId: fight.encounterId });
    expect(next.change.fight).toEqual((next.result as CombatResult).state);
    expect(next.change.parties).toEqual([]);
    expect(next.change.entries.map((e) => e.kind)).toEqual(['combat']);
    const stepId = next.change.entries[0].id;
    expect(next.change.fight!.log.map((e) => e.id)).toContain(stepId);

    const undone = change('journal.undo', { campaignId });
    expect(undone.change.fight!.log.map((e) => e.id)).not.toContain(stepId);
    expect(ok<CombatResult['state']>(backend, 'combat.state', { encounterId: fight.encounterId }).log.map((e) => e.id)).not.toContain(stepId);
    // The end carries the ended fight for the GM's summary; the players, in the push as in combat.current, see no fight going on.
    const end = change('combat.end', { encounterId: fight.encounterId });
    expect(end.change.fight!.status).toBe('ended');
    expect(changeForPlayers(end.change).fight).toBeNull();
    expect(ok<{ encounter: unknown }>(backend, 'combat.current', { campaignId, audience: 'players' }).encounter).toBeNull();
    expect(ok<{ encounter: { status: string } }>(backend, 'combat.current', { campaignId }).encounter.status).toBe('ended');
  });

  it('an attack carries its party only when it changed it: a blow on a foe none, a blow on a member the view party.get answers', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8)] });
    const call = (method: string, input: unknown): LiveChange => {
      const envelope = f.backend.router.call(method, input);
      if (!envelope.ok) throw new Error(`${method}: ${envelope.error.message}`);
      return envelope.change!;
    };
    const goblin = { hitDice: 1, hp: 5, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 7 };
    const fight = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin' }] }).state;
    const ada = fight.combatants.find((c) => c.name === 'Ada')!;
    const gob = fight.combatants.find((c) => c.side === 'foes')!;
    // Called by the GM, with no weapon that shoots: only the goblin's HP moves.
    const onFoe = call('combat.attack', { encounterId: fight.encounterId, attackerId: ada.id, defenderId: gob.id, attack: { outcome: 'hit', damage: '1' } });
    expect(onFoe.parties).toEqual([]);
    expect(onFoe.areas).not.toContain('party');
    const onAda = call('combat.attack', { encounterId: fight.encounterId, attackerId: gob.id, defenderId: ada.id, attack: { with: 'Spear', outcome: 'hit', damage: '3' } });
    const view = ok<PartyView>(f.backend, 'party.get', { partyId: f.partyId });
    expect(view.members[0].hp).toEqual({ current: 5, max: 8 });
    expect(onAda.parties).toEqual([view]);
  });

  it("a fight's step carries the party when it moved a member's HP, with the figures HP decides: GURPS Move halved under a third of HP (seed 000, Injuries)", () => {
    const gurps = ok<{ id: number }>(backend, 'campaign.create', { name: 'Hurt', rulesSystem: 'gurps', rulesOptions: {} }).id;
    const hall = ok<{ id: number }>(backend, 'party.create', { campaignId: gurps, name: 'One', location: { kind: 'dungeon', name: 'Hall' } }).id;
    ok(backend, 'member.create', { partyId: hall, member: { kind: 'pc', name: 'Ann', sheet: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 } } } });
    const foe = { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, weapons: [{ name: 'Club', skill: 10, damage: 'sw', type: 'cr' }] };
    const fight = (change('combat.start', { partyId: hall, foes: [{ statBlock: foe, name: 'Rat' }] }).result as CombatResult).state;
    const ann = fight.combatants.find((c) => c.name === 'Ann')!;
    const rat = fight.combatants.find((c) => c.side === 'foes')!;
    const moveOf = (view: PartyView) => view.members[0].figures.move.perTurn;
    const whole = moveOf(ok<PartyView>(backend, 'party.get', { partyId: hall }));
    // A wound the GM gives the rat writes no member row: no party rebuilt.
    expect(change('combat.adjust', { encounterId: fight.encounterId, combatantId: rat.id, hp: -1 }).change.parties).toEqual([]);
    // HP 10 down to 3, under a third: Move is halved, and the change says so at once.
    const hurt = change('combat.adjust', { encounterId: fight.encounterId, combatantId: ann.id, hp: -7 }).change;
    const view = ok<PartyView>(backend, 'party.get', { partyId: hall });
    expect(view.members[0].hp.current).toBe(3);
    expect(moveOf(view)).toBeLessThan(whole);
    expect(hurt.parties).toEqual([view]);
  });

  it("a round's end that moved only the clock sends the fight's time, not the Dungeon state; one with a light or effect running sends it", () => {
    const gurps = ok<{ id: number }>(backend, 'campaign.create', { name: 'Clock only', rulesSystem: 'gurps', rulesOptions: {} }).id;
    const hall = ok<{ id: number }>(backend, 'party.create', { campaignId: gurps, name: 'Two', location: { kind: 'dungeon', name: 'Hall' } }).id;
    const sheet = { attributes: { st: 10, dx: 10, iq: 10, ht: 10 } };
    for (const name of ['Ann', 'Bo']) ok(backend, 'member.create', { partyId: hall, member: { kind: 'pc', name, sheet } });
    const foe = { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, weapons: [{ name: 'Club', skill: 10, damage: 'sw', type: 'cr' }] };
    const fight = (change('combat.start', { partyId: hall, foes: [{ statBlock: foe, name: 'Rat' }] }).result as CombatResult).state;
    const roundEnd = () => {
      let step = change('combat.next', { encounterId: fight.encounterId });
      while ((step.result as CombatResult).state.turn !== 0) step = change('combat.next', { encounterId: fight.encounterId });
      return step;
    };
    const bare = roundEnd();
    const { entry, state } = bare.result as CombatResult;
    // A GURPS round is a second (seed 000, GURPS Lite: a turn is one second), and nothing else runs with time here.
    expect(entry.gameTimeAfter - entry.gameTimeBefore).toBe(1);
    expect(bare.change.fight!.gameTimeSeconds).toBe(entry.gameTimeAfter);
    expect(state.gameTimeSeconds).toBe(entry.gameTimeAfter);
    expect(bare.change.dungeon).toEqual([]);
    expect(bare.change.removedPartyIds).toEqual([]);
    // An effect counting down around the party changes with every round: the view is sent again.
    ok(backend, 'effect.add', { partyId: hall, name: 'Bless', amount: 5, unit: 'turns' });
    const counted = roundEnd();
    const sent = changeWithAnswer(counted.change, counted.result).dungeon.find((s) => s.partyId === hall)!;
    expect(sent.gameTimeSeconds).toBe((counted.result as CombatResult).entry.gameTimeAfter);
    expect(sent.effects.map((e) => [e.name, e.remainingSeconds])).toEqual([['Bless', 5 * 600 - 1]]);
  });

  it("carries the hexes a paint wrote; the players' version blanks the unexplored ones and keeps no note", () => {
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const map = decodeHexMap(Buffer.from(ok<{ map: string }>(backend, 'hexmap.get', { regionId }).map, 'base64'));
    const hidden = map.explored.findIndex((bit) => bit === 0);
    const visited = map.explored.findIndex((bit) => bit === 1);
    const hex = (index: number) => ({ col: index % map.width, row: Math.floor(index / map.width) });
    const { change: c } = change('hexmap.paint', { regionId, hexes: [hex(hidden), hex(visited)], terrain: 'forest' });
    const forest = c.hexes[0].hexes[0].terrain;
    expect(c.hexes).toEqual([
      {
        regionId,
        notes: [],
        hexes: [
          { index: hidden, terrain: forest, features: map.features[hidden], explored: false, seen: false },
          { index: visited, terrain: forest, features: map.features[visited], explored: true, seen: false },
        ],
      },
    ]);
    expect(changeForPlayers(c).hexes[0].hexes).toEqual([{ index: hidden, terrain: 0, features: 0, explored: false, seen: false }, c.hexes[0].hexes[1]]);

    const note = change('hexmap.annotate', { regionId, hex: hex(hidden), label: 'Lair', note: 'an owlbear sleeps here' });
    expect(note.change.hexes[0].notes).toEqual([{ index: hidden, label: 'Lair', note: 'an owlbear sleeps here' }]);
    const forPlayers = changeForPlayers(note.change);
    expect(JSON.stringify(forPlayers)).not.toContain('owlbear');
    expect(forPlayers.reload).toContain('hexmap');
  });

  it('names a party it removed, and carries a new party in full', () => {
    const made = change('party.create', { campaignId, name: 'Scouts', location: { kind: 'dungeon', name: 'Gate' } });
    const scoutsId = (made.result as PartyView).id;
    expect(made.change.parties.map((p) => p.id)).toEqual([scoutsId]);
    expect(made.change.dungeon.map((s) => s.partyId)).toEqual([scoutsId]);
    const gone = change('party.delete', { partyId: scoutsId });
    expect(gone.change.removedPartyIds).toEqual([scoutsId]);
    expect(gone.change.parties.map((p) => p.id)).not.toContain(scoutsId);
  });

  it('carries what time changed in each party, and the view it patches is the one party.get now answers', () => {
    const before = ok<PartyView>(backend, 'party.get', { partyId });
    // Three day ends: rations eaten and water drunk, so stacks, loads and the summary all move.
    const { change: c } = change('clock.advance', { partyId, seconds: 3 * 86_400, stopOnEvent: false });
    const after = ok<PartyView>(backend, 'party.get', { partyId });
    expect(c.parties).toEqual([]);
    const patch = c.partyPatches!.find((p) => p.id === partyId)!;
    expect(after.summary.food.total).toBeLessThan(before.summary.food.total);
    expect(withTimePatch(before, patch)).toEqual(after);
    // Sheets, names and catalogue items stay home: the patch is well under half the view.
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(after).length / 2);
    // The players' screen shows no party view to patch: their version carries none.
    expect(changeForPlayers(c).partyPatches).toBeUndefined();
  });

  it('sends the figures of members with the same sheet and load once', () => {
    const twinsParty = ok<PartyView>(backend, 'party.create', { campaignId, name: 'Twins', location: { kind: 'dungeon', name: 'Gate' } }).id;
    const twin = (name: string) => ({ kind: 'hireling', name, hp: { current: 10, max: 10 }, sheet: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 } } });
    for (const name of ['Ada', 'Bea', 'Cyd']) ok(backend, 'member.create', { partyId: twinsParty, member: twin(name) });
    const { change: c } = change('clock.advance', { partyId: twinsParty, seconds: 600 });
    const patch = c.partyPatches!.find((p) => p.id === twinsParty)!;
    expect(patch.members.map((m) => m.figuresAt)).toEqual([0, 0, 0]);
    expect(patch.figures).toHaveLength(1);
    const view = ok<PartyView>(backend, 'party.get', { partyId: twinsParty });
    expect(view.members.map((m) => m.figures)).toEqual([patch.figures[0], patch.figures[0], patch.figures[0]]);
    ok(backend, 'party.delete', { partyId: twinsParty });
  });

  it('answers a time action from one reading of the party: the patch, the Dungeon state and party.get agree, the dead, the carried and a beast included', () => {
    const mixed = ok<PartyView>(backend, 'party.create', { campaignId, name: 'Mixed', location: { kind: 'dungeon', name: 'Gate' } }).id;
    const sheet = { attributes: { st: 10, dx: 10, iq: 10, ht: 10 } };
    const add = (member: unknown) => ok<PartyView>(backend, 'member.create', { partyId: mixed, member });
    for (const name of ['Ada', 'Bors', 'Cai']) add({ kind: 'pc', name, hp: { current: 8, max: 8 }, sheet });
    const made = add({ kind: 'animal', name: 'Mule', hp: { current: 9, max: 9 }, sheet: { beast: 'mule' } });
    const id = (name: string) => made.members.find((m) => m.name === name)!.id;
    ok(backend, 'member.setCondition', { memberId: id('Ada'), condition: 'dead', on: true });
    ok(backend, 'member.setCondition', { memberId: id('Bors'), condition: 'unconscious', on: true });
    const before = ok<PartyView>(backend, 'party.get', { partyId: mixed });

    // One turn: long enough for the clock to look at everyone, too short for Bors to come round.
    const { result, change: c } = change('clock.advance', { partyId: mixed, seconds: 600, stopOnEvent: false });
    const answered = (result as { state: DungeonState }).state;
    const after = ok<PartyView>(backend, 'party.get', { partyId: mixed });
    expect(withTimePatch(before, c.partyPatches!.find((p) => p.id === mixed)!)).toEqual(after);
    expect(answered).toEqual(ok<DungeonState>(backend, 'dungeon.state', { partyId: mixed }));
    // The Dungeon lines read the figures the party view shows: Bors rides the mule, Ada is left out.
    expect(after.summary.pace.carried).toEqual([{ memberId: id('Bors'), carrierId: id('Mule'), pounds: expect.any(Number) }]);
    expect(answered.pacePerTurn).toBe(after.summary.pace.perTurn);
    expect(answered.members.map((m) => [m.name, m.eats, m.movePerTurn, m.loadLabel, m.conditions])).toEqual(
      after.members.map((m) => [m.name, m.kind !== 'animal' && m.name !== 'Ada', m.figures.move.perTurn, m.figures.encumbrance.label, m.figures.conditions.map((x) => x.label)]),
    );
    expect(answered.members.find((m) => m.name === 'Ada')!.conditions).toContain(after.members.find((m) => m.name === 'Ada')!.lasting[0].label);
    ok(backend, 'party.delete', { partyId: mixed });
  });

  it('a view that does not hold the stacks a time patch names is asked for again, not patched', () => {
    const view = ok<PartyView>(backend, 'party.get', { partyId });
    // The demo's rats may wait on a card: time runs past them, as this is about the patch.
    const { change: c } = change('dungeon.rest', { partyId, turns: 1, letTimeRun: true });
    const patch = c.partyPatches!.find((p) => p.id === partyId)!;
    const holder = view.members.findIndex((m) => m.items.length > 0);
    const older = { ...view, members: view.members.map((m, i) => (i === holder ? { ...m, items: m.items.slice(1) } : m)) };
    expect(withTimePatch(older, patch)).toBeNull();
    expect(withTimePatch({ ...view, members: view.members.slice(1) }, patch)).toBeNull();
    expect(withTimePatch(view, patch)).not.toBeNull();
  });

  it('a rejected call leaves nothing for the next change to carry', () => {
    expect(backend.router.call('light.light', { partyId, memberId: 999_999, kind: 'torch' }).ok).toBe(false);
    const { change: c } = change('journal.note', { campaignId, text: 'Lit nothing.' });
    expect(c.entries.map((e) => e.kind)).toEqual(['note']);
    expect(c.dungeon).toEqual([]);
  });
});

describe('the parties a change carries (issue 37)', () => {
  // Its own file, so the other tests' lights and clock do not meet this one's.
  const own = memoryBackend({ freshSeed: () => 'live-change' });
  const call = (method: string, input: unknown) => {
    const envelope = own.router.call(method, input);
    if (!envelope.ok) throw new Error(`${method}: ${envelope.error.message}`);
    return { result: envelope.result, change: envelope.change! };
  };

  it("a clock advanced for one party carries every party whose rows it wrote: Pip's torch in party 1 goes out in party 4's hours", () => {
    const demo = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(own, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const first = ok<{ parties: { id: number }[] }>(own, 'party.list', { campaignId: demo }).parties[0].id;
    const pip = ok<PartyView>(own, 'party.get', { partyId: first }).members.find((m) => m.name.startsWith('Pip'))!;
    ok(own, 'light.light', { partyId: first, memberId: pip.id, kind: 'torch' });
    const rearguard = (call('party.create', { campaignId: demo, name: 'The Rearguard', location: { kind: 'dungeon', name: 'Gate' } }).result as PartyView).id;
    expect([first, rearguard]).toEqual([1, 4]);

    // A torch burns 1d4+4 turns (seed 003, "Light"): two hours outlast any.
    const pushed: LiveChange[] = [];
    const stop = own.router.onChange((c) => pushed.push(c));
    const advanced = call('clock.advance', { partyId: rearguard, seconds: 7200, stopOnEvent: false });
    stop();
    const c = changeWithAnswer(advanced.change, advanced.result);
    expect(c.entries[0].changes.join(' ')).toContain(`${pip.name}'s torch went out.`);
    // The party the request named, and the one whose torch the hours burned out.
    expect(c.dungeon.map((s) => s.partyId).sort()).toEqual([first, rearguard]);
    const theirs = c.dungeon.find((s) => s.partyId === first)!;
    expect(theirs.lights.filter((l) => l.kind === 'torch' && l.state === 'lit')).toEqual([]);
    expect(theirs).toEqual(ok<DungeonState>(own, 'dungeon.state', { partyId: first, audience: 'gm' }));
    expect(c.partyPatches!.map((p) => p.id).sort()).toEqual([first, rearguard]);
    // The other windows are pushed the same, and the players' screen sees the torch out too.
    expect(pushed).toEqual([c]);
    const players = changeForPlayers(pushed[0]).dungeon.find((s) => s.partyId === first)!;
    expect(players.lights.some((l) => l.kind === 'torch' && l.state === 'lit')).toBe(false);
  });

  it("a copy of a campaign carries none of the copy's parties in the change of the campaign copied", () => {
    const demo = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(own, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const { change: c } = call('campaign.duplicate', { id: demo });
    const ours = ok<{ parties: { id: number }[] }>(own, 'party.list', { campaignId: demo }).parties.map((p) => p.id);
    expect(c.campaignId).toBe(demo);
    expect(c.parties.every((p) => p.campaignId === demo)).toBe(true);
    expect(c.dungeon.every((s) => ours.includes(s.partyId))).toBe(true);
  });

  it('a party untouched by an action is not carried', () => {
    const demo = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(own, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const [first, second] = ok<{ parties: { id: number }[] }>(own, 'party.list', { campaignId: demo }).parties.map((p) => p.id);
    // A minute with no light burning anywhere and no day ending writes no party's rows.
    // The demo party's card (a wandering check the demo leaves open) does not hold this minute.
    const { change: c, result } = call('clock.advance', { partyId: second, seconds: 60, stopOnEvent: false, letTimeRun: true });
    expect(changeWithAnswer(c, result).dungeon.map((s) => s.partyId)).toEqual([second]);
    expect(c.partyPatches!.map((p) => p.id)).not.toContain(first);
  });
});
