import { describe, expect, it } from 'vitest';
import { rollLabelForGm, type BestiaryEntry, type Campaign, type CombatResult, type CombatState, type PartyView } from '../src-shared/contract';
import type { Backend } from '../src-main/backend';
import { gameState, memoryBackend, ok, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Fights through the real router and a real SQLite database with the real migrations:
// every step is one journal entry, rounds move the campaign clock (so lights burn),
// party members' HP and FP follow the fight, and undo puts everything back.

const goblin = { hitDice: 1, hp: 5, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 7 };

function fail(backend: Backend, method: string, input: unknown) {
  const envelope = backend.router.call(method, input);
  if (envelope.ok) throw new Error(`${method} should have failed`);
  return envelope.error;
}

function bfrpgFight() {
  const f = dungeonFixture({ members: [character('Ada', 10, 8), character('Bors', 12, 9)] });
  f.quiet();
  f.give('Ada', 'torch', 1);
  f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
  return f;
}

/** Seconds left on the party's one lit torch, as the Dungeon view shows them. */
const torchLeft = (f: ReturnType<typeof bfrpgFight>) => ok<{ lights: { remainingSeconds: number }[] }>(f.backend, 'dungeon.state', { partyId: f.partyId }).lights[0].remainingSeconds;

describe('a Basic Fantasy fight (initiative every round; the GM calls hits and damage)', () => {
  it('twelve rounds are two minutes on the clock: the torch burns 120 s, and undoing the fight restores clock, light and HP exactly', () => {
    const f = bfrpgFight();
    const before = gameState(f.backend);
    const t0 = f.time();
    const left0 = torchLeft(f);
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'Goblin ambush', foes: [{ statBlock: goblin, name: 'Goblin', count: 3 }], options: { mode: 'side' } });
    expect(start.state.combatants.map((c) => c.name).sort()).toEqual(['Ada', 'Bors', 'Goblin 1', 'Goblin 2', 'Goblin 3']);
    expect(start.entry.rolls.map((r) => r.label)).toEqual(['Initiative: the party', 'Initiative: the foes']);
    const id = start.state.encounterId;
    const ada = start.state.combatants.find((c) => c.name === 'Ada')!;
    const g1 = start.state.combatants.find((c) => c.name === 'Goblin 1')!;
    const hit = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: g1.id, defenderId: ada.id, attack: { with: 'Spear', outcome: 'hit', damage: '3' } });
    expect(hit.entry.summary).toBe('Goblin 1 hits Ada with Spear for 3');
    expect(f.member('Ada').hp_current).toBe(5);
    let state: CombatState = hit.state;
    for (let i = 0; i < 11; i++) state = ok<CombatResult>(f.backend, 'combat.endRound', { encounterId: id }).state;
    expect(state.round).toBe(12);
    const end = ok<CombatResult>(f.backend, 'combat.end', { encounterId: id });
    expect(end.entry.summary).toBe('The fight ends after 12 rounds (120 seconds of game time)');
    expect(end.state.elapsedSeconds).toBe(120);
    expect(f.time() - t0).toBe(120);
    expect(left0 - torchLeft(f)).toBe(120);
    // The start and each of the 11 new rounds rolled initiative, every roll in the journal.
    const entries = ok<{ entries: { kind: string; rolls: unknown[] }[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, kind: 'combat', limit: 50 }).entries;
    expect(entries).toHaveLength(14);
    expect(entries.filter((e) => e.rolls.length >= 2)).toHaveLength(12);

    for (let i = 0; i < 14; i++) ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
  });

  it('a goblin written "1-1" (supplement A26) is saved as written and worth 10 XP, not 25; Hit Dice that do not parse are refused at their field', () => {
    const f = bfrpgFight();
    const saved = ok<BestiaryEntry>(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: { ...goblin, hitDice: '1-1' } });
    expect(saved.statBlock).toMatchObject({ hitDice: '1-1' });
    const before = snapshot(f.backend);
    expect(fail(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Ogre', statBlock: { hitDice: '4d8+1' } })).toMatchObject({
      code: 'invalid_input',
      message: 'statBlock.hitDice: "4d8+1" is not Hit Dice; write it as the stat block does, such as 1-1, 2+1, 3*, ½ or 9+2** (+8)',
    });
    expect(snapshot(f.backend)).toEqual(before);
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ bestiaryId: saved.id }] });
    const [bors, gob] = ['Bors', 'Goblin'].map((n) => start.state.combatants.find((c) => c.name === n)!);
    ok(f.backend, 'combat.attack', { encounterId: start.state.encounterId, attackerId: bors.id, defenderId: gob.id, attack: { outcome: 'hit', damage: '9' } });
    const end = ok<CombatResult>(f.backend, 'combat.end', { encounterId: start.state.encounterId });
    expect(end.entry.changes).toContain('Experience (supplement A17): 10 XP, 5 each for 2 survivors.');
  });

  it('by combatant, each fighter rolls a d6 plus the DEX bonus', () => {
    const f = bfrpgFight();
    const reference = ok<{ initiativeModes: { id: string }[]; manual: boolean }>(f.backend, 'combat.reference', { campaignId: f.campaignId });
    expect([reference.manual, reference.initiativeModes.map((m) => m.id)]).toEqual([false, ['individual', 'side']]);
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin }], options: { mode: 'individual' } });
    expect(start.entry.rolls.filter((r) => r.label.startsWith('Initiative')).length).toBeGreaterThanOrEqual(3);
    expect(start.state.initiative.mode).toBe('Each combatant: a d6 plus DEX bonus (the book)');
  });

  it('a foe brought to 0 HP is down and out of the turn order; the players\' screen shows how it looks, not its numbers', () => {
    const f = bfrpgFight();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin' }] });
    const id = start.state.encounterId;
    const [bors, gob] = ['Bors', 'Goblin'].map((n) => start.state.combatants.find((c) => c.name === n)!);
    const r = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: bors.id, defenderId: gob.id, attack: { outcome: 'hit', damage: '1d6+5' } });
    expect(r.entry.rolls[0]).toMatchObject({ label: 'Damage: Bors', expression: '1d6+5' });
    const down = r.state.combatants.find((c) => c.id === gob.id)!;
    expect(down.out).toBe(true);
    expect(down.hp!.current).toBeLessThanOrEqual(-1);
    const players = ok<CombatState>(f.backend, 'combat.state', { encounterId: id, audience: 'players' });
    const seen = players.combatants.find((c) => c.id === gob.id)!;
    expect(seen.hp).toBeNull();
    expect(seen.looks).toBe('Down');
    // Foes' hit points were rolled in secret... here they were given; initiative rolls are public.
    expect(players.log.flatMap((e) => e.rolls).every((roll) => !roll.secret)).toBe(true);
  });

  it('an attack by the rules (supplement A12, A13): odds first, then the d20 and the carried weapon\'s damage plus STR, each die journaled', () => {
    const f = dungeonFixture({ members: [character('Cole', 16, 8)] });
    f.quiet();
    f.give('Cole', 'battle-axe', 1);
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: { ...goblin, ac: 15, hp: 20 }, name: 'Goblin' }] });
    const id = start.state.encounterId;
    const [cole, gob] = ['Cole', 'Goblin'].map((n) => start.state.combatants.find((c) => c.name === n)!);
    expect(cole.attacks.map((a) => [a.label, a.detail])).toEqual([['Battle axe', '1d8']]);
    // Fighter 1 (+1) with STR 16 (+2) against AC 15 needs 12: 45%.
    const preview = ok<{ chances: { probability: number }[]; damage: string }>(f.backend, 'combat.preview', { encounterId: id, attackerId: cole.id, defenderId: gob.id, attack: { with: 'Battle axe' } });
    expect(preview).toMatchObject({ chances: [{ label: 'Hit', probability: 0.45 }], damage: '1d8+2, at least 1' });
    const r = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: cole.id, defenderId: gob.id, attack: { with: 'Battle axe' } });
    const [toHit, ...rest] = r.entry.rolls;
    expect(toHit).toMatchObject({ label: 'To hit: Cole with Battle axe', against: '12+ on the d20', expression: '1d20' });
    const hp = r.state.combatants.find((c) => c.id === gob.id)!.hp!.current;
    if (toHit.total >= 12) {
      expect(rest[0]).toMatchObject({ label: 'Damage: Cole with Battle axe', expression: '1d8+2' });
      expect(hp).toBe(20 - Math.max(1, rest[0].total));
    } else {
      expect([rest, hp]).toEqual([[], 20]);
    }
  });

  it('the sheet\'s AC follows the armour worn and the shield carried (supplement A12), in the Party view and in a fight', () => {
    const f = dungeonFixture({ members: [character('Cole', 16, 8)] });
    f.quiet();
    ['chain-mail', 'plate-mail', 'shield'].forEach((k) => f.give('Cole', k, 1));
    const stackOf = (key: string) => f.view().members[0].items.find((s) => s.item.key === key)!.id;
    const acOf = () => f.view().members[0].figures.characteristics.find((c) => c.key === 'ac');
    ok(f.backend, 'inventory.update', { stackId: stackOf('chain-mail'), worn: true });
    expect(acOf()).toMatchObject({ value: 16, formula: 'Chain mail 15, shield +1 (supplement A12)' });
    ok(f.backend, 'inventory.update', { stackId: stackOf('plate-mail'), worn: true });
    expect(acOf()).toMatchObject({ value: 18, formula: 'Plate mail 17, shield +1 (supplement A12)' });
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin }] });
    expect(start.state.combatants.find((c) => c.name === 'Cole')!.defenses[0]).toEqual({ id: 'ac', label: 'AC', value: '18' });
  });

  it('rolled hit points are secret rolls in the journal', () => {
    const f = bfrpgFight();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: { hitDice: 2, ac: 12 }, name: 'Gnoll' }] });
    expect(start.entry.rolls.find((r) => r.label === 'Hit points: Gnoll')).toMatchObject({ expression: '2d8', secret: true });
    const players = ok<CombatState>(f.backend, 'combat.state', { encounterId: start.state.encounterId, audience: 'players' });
    expect(players.log[0].rolls.some((r) => r.label.startsWith('Hit points'))).toBe(false);
  });

  it('bad input names the field and changes nothing', () => {
    const f = bfrpgFight();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin' }] });
    const id = start.state.encounterId;
    const [ada, gob] = ['Ada', 'Goblin'].map((n) => start.state.combatants.find((c) => c.name === n)!);
    const before = snapshot(f.backend);
    const cases: [string, Record<string, unknown>, string][] = [
      ['combat.attack', { encounterId: id, attackerId: ada.id, defenderId: gob.id, attack: { outcome: 'hit' } }, 'attack.damage: a hit needs its damage'],
      ['combat.attack', { encounterId: id, attackerId: ada.id, defenderId: gob.id, attack: { outcome: 'hit', damage: '2x6' } }, 'attack.damage: must be dice such as 1d8+1, or a number'],
      ['combat.attack', { encounterId: id, attackerId: ada.id, defenderId: ada.id, attack: { outcome: 'miss' } }, 'defenderId: a fighter cannot attack itself'],
      ['combat.attack', { encounterId: id, attackerId: 9999, defenderId: gob.id, attack: { outcome: 'miss' } }, 'attackerId: no combatant 9999 in this fight'],
      ['combat.maneuver', { encounterId: id, combatantId: ada.id, maneuver: { maneuver: 'attack' } }, 'maneuver: Basic Fantasy RPG has no maneuvers to declare'],
      ['combat.condition', { encounterId: id, combatantId: ada.id, condition: 'on-fire', on: true }, 'condition: must be one of prone, held, fleeing, paralyzed, blinded, bound'],
      ['combat.adjust', { encounterId: id, combatantId: ada.id, fp: 2 }, 'fp: Ada has no fatigue pool in these rules'],
    ];
    for (const [method, input, message] of cases) expect(fail(f.backend, method, input).message, method).toBe(message);
    expect(fail(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin }] })).toMatchObject({
      code: 'conflict',
      message: 'partyId: "Fight" is still going on; end it before starting another fight',
    });
    expect(snapshot(f.backend)).toEqual(before);
    ok(f.backend, 'combat.end', { encounterId: id });
    expect(fail(f.backend, 'combat.next', { encounterId: id }).message).toBe('encounterId: "Fight" has ended');
    const ended = snapshot(f.backend);
    const starts: [Record<string, unknown>, string][] = [
      [{ partyId: f.partyId, foes: [{ statBlock: { hitDice: 0 } }] }, 'foes.0.statBlock.hitDice: must be 1/2 to 30'],
      [{ partyId: f.partyId, foes: [{ statBlock: goblin }], options: { mode: 'fastest' } }, 'options.mode: must be one of individual, side'],
      [{ partyId: f.partyId, foes: [] }, 'foes: must list at least one foe'],
      // A form sent before it knew the party's members: refused, not a fight the party is not in.
      [{ partyId: f.partyId, memberIds: [], foes: [{ statBlock: goblin }] }, "memberIds: must list at least one member, or be left out for all the party's characters"],
      [{ partyId: f.partyId, foes: [{ bestiaryId: 999 }] }, 'foes.0.bestiaryId: no bestiary entry in this campaign has id 999'],
    ];
    for (const [input, message] of starts) expect(fail(f.backend, 'combat.start', input).message).toBe(message);
    expect(snapshot(f.backend)).toEqual(ended);
  });
});

function demo(system: 'gurps' | 'shell') {
  const backend = memoryBackend({ freshSeed: () => `combat-${system}` });
  const campaign = ok<{ campaigns: Campaign[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === system)!;
  const party = ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId: campaign.id }).parties[0];
  const bestiary = ok<{ entries: BestiaryEntry[] }>(backend, 'bestiary.list', { campaignId: campaign.id }).entries;
  const time = () => backend.database.sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck().get(campaign.id) as number;
  return { backend, campaign, party, bestiary, time };
}

describe('a GURPS + GULLIVER fight from the demo (one-second turns, fixed order)', () => {
  it('three rounds of attacks: every roll journaled with its target and chance, three seconds on the clock, the member\'s HP written back', () => {
    const d = demo('gurps');
    const wight = d.bestiary.find((b) => b.name === 'Barrow wight')!;
    expect(wight.summary).toBe('ST 12 DX 12 IQ 9 HT 12, DR 2; Grave-sword 13 (sw+1 cut)');
    const t0 = d.time();
    // The company's melee three; Iotha's bow needs a range, which this round of sword-work does not give.
    const melee = ok<PartyView>(d.backend, 'party.get', { partyId: d.party.id }).members.filter((m) => m.kind === 'pc' && m.name !== 'Iotha').map((m) => m.id);
    const start = ok<CombatResult>(d.backend, 'combat.start', { partyId: d.party.id, name: 'The barrow door', memberIds: melee, foes: [{ bestiaryId: wight.id, count: 2 }] });
    const id = start.state.encounterId;
    // Basic Speed: Thistlewick 6.25, Aldric 6, the wights 6 (DX 12 each, level with Aldric at DX 12: a roll), Brogga 5.5.
    expect(start.state.combatants[0].name).toBe('Thistlewick');
    expect(start.state.combatants.at(-1)!.name).toBe('Brogga Stonebelly');
    expect(start.state.initiative.note).toBe('Set at the start and kept for the whole fight.');
    const order = start.state.combatants.map((c) => c.id);
    let state = start.state;
    // Turn by turn until the round changes: a fighter who drops leaves the order, so a round has no fixed count of turns.
    for (let round = 1; round <= 3; round++) {
      while (state.round === round) {
        const me = state.combatants.find((c) => c.current)!;
        const foe = state.combatants.find((c) => c.side !== me.side && !c.out);
        if (foe && !me.conditions.some((c) => c.id === 'stunned')) {
          const attack = { weapon: 0, location: 'torso', defense: { kind: 'dodge' } };
          const preview = ok<{ possible: boolean; chances: { probability: number }[] }>(d.backend, 'combat.preview', { encounterId: id, attackerId: me.id, defenderId: foe.id, attack });
          expect(preview.possible).toBe(true);
          const r = ok<CombatResult>(d.backend, 'combat.attack', { encounterId: id, attackerId: me.id, defenderId: foe.id, attack });
          expect(rollLabelForGm(r.entry.rolls[0])).toMatch(/^attack roll \(.+\) \(vs -?\d+, \d+\.\d%\)$/);
          state = r.state;
        }
        state = ok<CombatResult>(d.backend, 'combat.next', { encounterId: id }).state;
      }
    }
    expect(state.round).toBe(4);
    expect(state.combatants.map((c) => c.id)).toEqual(order);
    expect(d.time() - t0).toBe(3);
    for (const c of state.combatants.filter((x) => x.memberId !== null)) {
      const row = d.backend.database.sqlite.prepare('SELECT hp_current FROM members WHERE id = ?').get(c.memberId) as { hp_current: number };
      expect(row.hp_current).toBe(c.hp!.current);
    }
    const log = ok<CombatState>(d.backend, 'combat.state', { encounterId: id }).log;
    expect(log.every((e) => e.kind === 'combat')).toBe(true);
    expect(log.at(-1)!.summary).toBe('Fight begins: The barrow door, 3 against 2');

    // The players' screen: foes' numbers, stances and the GM's working stay hidden.
    const players = ok<CombatState>(d.backend, 'combat.state', { encounterId: id, audience: 'players' });
    const gmLog = ok<CombatState>(d.backend, 'combat.state', { encounterId: id }).log;
    expect(gmLog.some((e) => / HP -?\d+ -> -?\d+/.test(e.summary))).toBe(true);
    expect(players.log.some((e) => /HP -?\d+/.test(e.summary))).toBe(false);
    expect(players.log.every((e) => e.changes.length === 0)).toBe(true);
    for (const foe of players.combatants.filter((c) => c.side === 'foes')) {
      expect([foe.hp, foe.fp, foe.stance, foe.declared, foe.attacks, foe.defenses]).toEqual([null, null, null, null, [], []]);
      expect(foe.conditions.some((c) => c.id === 'shock' || c.id === 'fading')).toBe(false);
    }
  });

  it('an attack sent with the maneuver on screen declares it in the same journal entry, undone as one, and the view names it for the picker', () => {
    const d = demo('gurps');
    const wight = d.bestiary.find((b) => b.name === 'Barrow wight')!;
    const start = ok<CombatResult>(d.backend, 'combat.start', { partyId: d.party.id, foes: [{ bestiaryId: wight.id }] });
    const id = start.state.encounterId;
    const me = start.state.combatants.find((c) => c.current)!;
    const foe = start.state.combatants.find((c) => c.side !== me.side)!;
    expect(me.declared).toBeNull();
    const attack = { weapon: 0, location: 'torso', defense: { kind: 'none' }, maneuver: { maneuver: 'all-out-attack', option: 'determined' } };
    const r = ok<CombatResult>(d.backend, 'combat.attack', { encounterId: id, attackerId: me.id, defenderId: foe.id, attack });
    expect(r.entry.summary).toMatch(new RegExp(`^${me.name}: All-Out Attack \\(Determined\\); `));
    const after = r.state.combatants.find((c) => c.id === me.id)!;
    expect([after.stance, after.declared]).toEqual(['All-Out Attack (determined)', { id: 'all-out-attack', option: 'determined' }]);
    ok(d.backend, 'journal.undo', { campaignId: d.campaign.id });
    const undone = ok<CombatState>(d.backend, 'combat.state', { encounterId: id }).combatants.find((c) => c.id === me.id)!;
    expect([undone.stance, undone.declared]).toEqual([null, null]);
  });

  it('a declared maneuver changes what follows, and errors name the field', () => {
    const d = demo('gurps');
    const wight = d.bestiary.find((b) => b.name === 'Barrow wight')!;
    const start = ok<CombatResult>(d.backend, 'combat.start', { partyId: d.party.id, foes: [{ bestiaryId: wight.id }] });
    const id = start.state.encounterId;
    const brogga = start.state.combatants.find((c) => c.name === 'Brogga Stonebelly')!;
    const foe = start.state.combatants.find((c) => c.side === 'foes')!;
    const aod = ok<CombatResult>(d.backend, 'combat.maneuver', { encounterId: id, combatantId: brogga.id, maneuver: { maneuver: 'all-out-defense', option: 'increased-defense', defense: 'dodge' } });
    expect(aod.entry.summary).toBe('Brogga Stonebelly: All-Out Defense (Increased Defense)');
    expect(aod.state.combatants.find((c) => c.id === brogga.id)!.stance).toBe('All-Out Defense (increased defense)');
    const preview = ok<{ figures: { label: string; value: string; detail: string }[] }>(d.backend, 'combat.preview', {
      encounterId: id,
      attackerId: foe.id,
      defenderId: brogga.id,
      attack: { location: 'torso', defense: { kind: 'dodge' } },
    });
    expect(preview.figures.find((f) => f.label === 'Dodge')!.detail).toBe('8 (Dodge) +2 (All-Out Defense (Increased)) = 10');
    expect(fail(d.backend, 'combat.attack', { encounterId: id, attackerId: brogga.id, defenderId: foe.id, attack: {} }).message).toBe(
      'attackerId: Brogga Stonebelly chose All-Out Defense this turn, which makes no attack',
    );
    expect(fail(d.backend, 'combat.attack', { encounterId: id, attackerId: foe.id, defenderId: brogga.id, attack: { location: 'tail' } }).message).toBe(
      'attack.location: must be random or one of eye, skull, face, right-leg, right-arm, torso, groin, left-arm, left-leg, hand, foot, neck, vitals',
    );
    expect(fail(d.backend, 'combat.maneuver', { encounterId: id, combatantId: brogga.id, maneuver: { maneuver: 'feint' } }).message).toBe(
      'maneuver.targetId: Feint needs a foe to aim at',
    );
    const thistle = start.state.combatants.find((c) => c.name === 'Thistlewick')!;
    expect(fail(d.backend, 'combat.attack', { encounterId: id, attackerId: thistle.id, defenderId: foe.id, attack: { weapon: 1 } }).message).toBe(
      'attack.rangeYards: a ranged attack needs the distance in yards',
    );
  });
});

describe('a Shell fight from the demo (five-second rounds, the attack table)', () => {
  it('the odds add up, rounds cost five seconds each, and END falls to the fight', () => {
    const d = demo('shell');
    const bandit = d.bestiary.find((b) => b.name === 'Road bandit')!;
    const start = ok<CombatResult>(d.backend, 'combat.start', { partyId: d.party.id, foes: [{ bestiaryId: bandit.id, count: 3 }] });
    const id = start.state.encounterId;
    const kestrel = start.state.combatants.find((c) => c.name === 'Kestrel')!;
    const foe = start.state.combatants.find((c) => c.side === 'foes')!;
    expect(kestrel.attacks[0]).toMatchObject({ label: 'Long sword' });
    const preview = ok<{ chances: { label: string; probability: number }[] }>(d.backend, 'combat.preview', { encounterId: id, attackerId: kestrel.id, defenderId: foe.id, attack: {} });
    expect(preview.chances.reduce((sum, c) => sum + c.probability, 0)).toBeCloseTo(1, 12);
    const t0 = d.time();
    ok(d.backend, 'combat.attack', { encounterId: id, attackerId: kestrel.id, defenderId: foe.id, attack: {} });
    for (let i = 0; i < 24; i++) ok(d.backend, 'combat.endRound', { encounterId: id });
    const state = ok<CombatResult>(d.backend, 'combat.endRound', { encounterId: id }).state;
    expect(d.time() - t0).toBe(25 * 5);
    // Round 25 ends at EL 0: 1 END each for those still standing.
    const kNow = state.combatants.find((c) => c.id === kestrel.id)!;
    expect(kNow.fp!.current).toBe(kNow.fp!.max - 1);
    expect(kNow.fp!.label).toBe('END');
  });
});

describe('the bestiary', () => {
  it('saves stat blocks checked by the campaign\'s rules, undoes like any action, and moves between campaigns of the same rules by file', () => {
    const d = demo('shell');
    const saved = ok<BestiaryEntry>(d.backend, 'bestiary.save', {
      campaignId: d.campaign.id,
      name: 'Marsh lurker',
      statBlock: { attributes: { st: 14, ag: 9, iq: 3 }, combatLevel: 3, dr: 1 },
    });
    expect(saved.summary).toBe('ST 14 AG 9 IQ 3, HP 14, combat level 3, DR 1');
    expect(fail(d.backend, 'bestiary.save', { campaignId: d.campaign.id, name: 'Bad', statBlock: { attributes: { st: 99, ag: 9, iq: 3 } } }).message).toBe(
      'statBlock.attributes.st: must be 1 to 40',
    );
    expect(fail(d.backend, 'bestiary.save', { campaignId: d.campaign.id, name: 'marsh LURKER', statBlock: { attributes: { st: 1, ag: 9, iq: 3 } } }).code).toBe('conflict');
    const file = ok<{ entries: unknown[]; rulesSystem: string }>(d.backend, 'bestiary.export', { campaignId: d.campaign.id });
    expect(file.rulesSystem).toBe('shell');
    ok(d.backend, 'journal.undo', { campaignId: d.campaign.id });
    expect(ok<{ entries: BestiaryEntry[] }>(d.backend, 'bestiary.list', { campaignId: d.campaign.id }).entries.some((e) => e.name === 'Marsh lurker')).toBe(false);
    const gurps = ok<{ campaigns: Campaign[] }>(d.backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!;
    expect(fail(d.backend, 'bestiary.import', { campaignId: gurps.id, file }).message).toBe('file.rulesSystem: this campaign plays gurps, the file holds shell foes');
    const fresh = ok<Campaign>(d.backend, 'campaign.create', { name: 'Second road', rulesSystem: 'shell', rulesOptions: {} });
    const imported = ok<{ entries: BestiaryEntry[] }>(d.backend, 'bestiary.import', { campaignId: fresh.id, file });
    expect(imported.entries.map((e) => e.name)).toContain('Marsh lurker');
    expect(imported.entries).toHaveLength(file.entries.length);
  });
});
