import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { Campaign, CombatResult, JournalEntry, MemberInput, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Retainers in Basic Fantasy: supplement A25 (at most 4 + the employer's CHA bonus,
// Loyalty 7 + CHA bonus, a retainer's level at most half the employer's) and A16
// (Loyalty rolled like Morale on 2d6, at or under holds).

let backend: Backend;
let party: PartyView;
let campaignId: number;

const call = (method: string, input: unknown) => ok<PartyView>(backend, method, input);
const sheet = (level: number, cha: number) => ({ race: 'human', class: 'Fighter', level, abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha } });
const member = (kind: 'pc' | 'hireling', name: string, level: number, cha = 10): MemberInput => ({ kind, name, hp: { current: 6, max: 6 }, sheet: sheet(level, cha) });
const named = (name: string) => call('party.get', { partyId: party.id }).members.find((m) => m.name === name)!;
const lastEntry = () => ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0];

const refused = (method: string, input: unknown) => refusedUnchanged(backend, method, input);

beforeEach(() => {
  backend = memoryBackend({ installDemo: false, freshSeed: () => 'retainers-test' });
  campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Retainers' }).id;
  party = call('party.create', { campaignId, name: 'Company' });
  // Gorm: CHA 3 (A25's first column: 1 retainer, Loyalty 4), level 4; Aldric level 1.
  for (const m of [member('pc', 'Gorm', 4, 3), member('pc', 'Aldric', 1, 18), member('hireling', 'Bertram', 2), member('hireling', 'Cuth', 1), member('hireling', 'Dain', 3)]) {
    party = call('member.create', { partyId: party.id, member: m });
  }
});
afterEach(() => backend.close());

describe('hiring a retainer (A25)', () => {
  it("starts Loyalty at 7 + the employer's CHA bonus: CHA 3 gives 4", () => {
    call('purse.hire', { memberId: named('Bertram').id, terms: { share: 0.5, employerId: named('Gorm').id } });
    expect(named('Bertram').hire).toMatchObject({ loyalty: 4, employerId: named('Gorm').id });
    expect(lastEntry().summary).toBe('Bertram is hired: no wage, 0.5 of a share, Loyalty 4, serving Gorm (CHA 3: at most 1 retainer at Loyalty 4; level 4: retainers up to level 2 (supplement A25))');
  });

  it('refuses one past the limit by CHA, naming the field and the limit; nothing changes', () => {
    const gorm = named('Gorm').id;
    call('purse.hire', { memberId: named('Bertram').id, terms: { employerId: gorm } });
    const error = refused('purse.hire', { memberId: named('Cuth').id, terms: { employerId: gorm } });
    expect(error).toMatchObject({ path: ['terms', 'employerId'] });
    expect(error.message).toContain('Gorm may keep at most 1 retainer and has 1 (Bertram)');
  });

  it("refuses a retainer above half the employer's level, and any retainer for a 1st-level employer", () => {
    expect(refused('purse.hire', { memberId: named('Dain').id, terms: { employerId: named('Gorm').id } }).message).toContain('Dain is level 3, above the level 2 Gorm may keep');
    expect(refused('purse.hire', { memberId: named('Cuth').id, terms: { employerId: named('Aldric').id } }).message).toContain('Aldric is too low in level to keep retainers');
  });

  it('a GM-set Loyalty stands, and ending the terms frees the place', () => {
    const gorm = named('Gorm').id;
    call('purse.hire', { memberId: named('Bertram').id, terms: { loyalty: 9, employerId: gorm } });
    expect(named('Bertram').hire!.loyalty).toBe(9);
    call('purse.hire', { memberId: named('Bertram').id, terms: null });
    call('purse.hire', { memberId: named('Cuth').id, terms: { employerId: gorm } });
    expect(named('Cuth').hire!.employerId).toBe(gorm);
  });
});

describe("a retainer's Loyalty check (A16, A25)", () => {
  it('rolls 2d6 against Loyalty plus the GM adjustment, journaled with the target', () => {
    call('purse.hire', { memberId: named('Bertram').id, terms: { employerId: named('Gorm').id } });
    call('purse.loyalty', { memberId: named('Bertram').id, situation: 'after-adventure', adjustment: 2 });
    const entry = lastEntry();
    expect(entry.rolls).toHaveLength(1);
    expect(entry.rolls[0]).toMatchObject({ label: 'Loyalty: Bertram', against: '6 or less holds', expression: '2d6' });
    const total = entry.rolls[0]!.total;
    expect(entry.summary).toBe(`Loyalty check for Bertram (GM +2): ${total} against Loyalty 6: ${total <= 6 ? 'stays in service' : 'leaves the employer’s service; the terms of hire end'}`);
  });

  it('refuses a member with no Loyalty, and an adjustment past 2', () => {
    call('purse.hire', { memberId: named('Cuth').id, terms: { wage: 1, per: 'day' } });
    expect(refused('purse.loyalty', { memberId: named('Cuth').id, situation: 'opposition' })).toMatchObject({ path: ['memberId'] });
    expect(refused('purse.loyalty', { memberId: named('Cuth').id, situation: 'opposition', adjustment: 3 })).toMatchObject({ path: ['adjustment'] });
  });
});

describe('what a failed Loyalty check does (A16, A25)', () => {
  // Loyalty 2 holds only on a 2 (A16: at or under); this campaign's dice roll higher than 2 here.
  const hireAtTwo = () => call('purse.hire', { memberId: named('Bertram').id, terms: { loyalty: 2, employerId: named('Gorm').id } });
  const fightWith = () => ok<CombatResult>(backend, 'combat.start', { partyId: party.id, name: 'Kobolds', foes: [{ statBlock: { hitDice: 1, ac: 13, morale: 6 }, name: 'Kobold', count: 2 }] });
  const fighter = (result: CombatResult, name: string) => result.state.combatants.find((c) => c.name === name)!;
  const fightNow = () => ok<{ encounter: CombatResult['state'] }>(backend, 'combat.current', { campaignId, audience: 'gm' }).encounter;

  it('after an adventure, the retainer leaves: the terms of hire end, a card says so, and undo brings them back', () => {
    hireAtTwo();
    call('purse.loyalty', { memberId: named('Bertram').id, situation: 'after-adventure' });
    const entry = lastEntry();
    expect(entry.rolls[0]!.total).toBeGreaterThan(2);
    expect(entry.summary).toBe(`Loyalty check for Bertram: ${entry.rolls[0]!.total} against Loyalty 2: leaves the employer’s service; the terms of hire end`);
    expect(named('Bertram').hire).toBeNull();
    expect(entry.alerts.map((a) => a.text)).toEqual(["Bertram leaves Gorm's service."]);
    expect(entry.changes).toContain(
      "Bertram's terms of hire end: the check after the adventure decides it (supplement A25). Whether Bertram walks off at once, and with the gear the employer gave, is the GM's call.",
    );
    ok(backend, 'journal.undo', { campaignId });
    expect(named('Bertram').hire).toMatchObject({ loyalty: 2, employerId: named('Gorm').id });
  });

  it('in a fight, the retainer breaks and leaves it: out and fleeing, not dead; the terms stand unless the GM ends them', () => {
    hireAtTwo();
    const start = fightWith();
    call('purse.loyalty', { memberId: named('Bertram').id, situation: 'opposition' });
    const entry = lastEntry();
    expect(entry.summary).toBe(`Loyalty check for Bertram: ${entry.rolls[0]!.total} against Loyalty 2: breaks and flees the fight`);
    expect(entry.changes).toContain('Bertram leaves the fight, fleeing: out of it, not dead.');
    const bertram = fightNow().combatants.find((c) => c.id === fighter(start, 'Bertram').id)!;
    expect([bertram.out, bertram.conditions.map((c) => c.id)]).toEqual([true, ['fled', 'fleeing']]);
    expect(named('Bertram').hp.current).toBe(6);
    expect(named('Bertram').hire).toMatchObject({ loyalty: 2 });
    // Already out: a second check in the fight is refused and changes nothing.
    expect(refused('purse.loyalty', { memberId: named('Bertram').id, situation: 'half-strength' })).toMatchObject({ path: ['memberId'], message: 'memberId: Bertram is already out of the fight' });
    ok(backend, 'journal.undo', { campaignId });
    expect(fightNow().combatants.find((c) => c.id === bertram.id)!.out).toBe(false);
  });

  it("the GM's call: a retainer who flees a fight may also leave service; asked after an adventure, that is refused", () => {
    hireAtTwo();
    fightWith();
    call('purse.loyalty', { memberId: named('Bertram').id, situation: 'opposition', endTermsIfFlees: true });
    expect(named('Bertram').hire).toBeNull();
    expect(lastEntry().changes).toContain(
      "Bertram's terms of hire end: the GM's call: the rules do not say a retainer who flees a fight quits. Whether Bertram walks off at once, and with the gear the employer gave, is the GM's call.",
    );
    call('purse.hire', { memberId: named('Bertram').id, terms: { loyalty: 2, employerId: named('Gorm').id } });
    expect(refused('purse.loyalty', { memberId: named('Bertram').id, situation: 'after-adventure', endTermsIfFlees: true })).toMatchObject({ path: ['endTermsIfFlees'] });
  });

  it('Loyalty 12 never flees (A16): the retainer stays in the fight', () => {
    call('purse.hire', { memberId: named('Bertram').id, terms: { loyalty: 12, employerId: named('Gorm').id } });
    const start = fightWith();
    call('purse.loyalty', { memberId: named('Bertram').id, situation: 'opposition', adjustment: -2 });
    expect(lastEntry().summary).toMatch(/against Loyalty 12 \(12 never fails\): stands firm/);
    expect(fightNow().combatants.find((c) => c.id === fighter(start, 'Bertram').id)!.out).toBe(false);
  });
});


describe('experience goes to retainers only (A25, A17)', () => {
  // Bertram serves Gorm as a retainer; Cuth is paid a wage and a share of treasure but serves nobody.
  const hireBoth = () => {
    call('purse.hire', { memberId: named('Bertram').id, terms: { share: 0.5, employerId: named('Gorm').id } });
    call('purse.hire', { memberId: named('Cuth').id, terms: { wage: 1, per: 'day', share: 0.5 } });
  };
  const xpOf = (name: string) => named(name).sheet.xp ?? 0;

  it('a shared award passes over the plain hireling and says why; the retainer takes half a share', () => {
    hireBoth();
    call('experience.award', { memberIds: [named('Gorm').id, named('Bertram').id, named('Cuth').id], amount: 300, split: true, for: 'the ford held' });
    // 1.5 shares: 200 for Gorm (+10% for a human, A20), 100 for the retainer (+10%).
    expect([xpOf('Gorm'), xpOf('Bertram'), xpOf('Cuth')]).toEqual([220, 110, 0]);
    expect(lastEntry().summary).toBe('Experience for the ford held (300 XP shared): Gorm +220 (+20 for a human (A20)), Bertram +110 (+10 for a human (A20)); none for Cuth, serving no character (A25: experience goes to retainers only)');
  });

  it('a shared award among plain hirelings alone is refused at memberIds, and nothing changes', () => {
    hireBoth();
    expect(refused('experience.award', { memberIds: [named('Cuth').id, named('Dain').id], amount: 300, split: true, for: 'nothing' })).toMatchObject({
      path: ['memberIds'],
      message: 'memberIds: nobody named takes a share of experience (A25: experience goes to retainers only)',
    });
  });

  it("a fight's experience: the end says the plain hireling takes none, and the award passes over him", () => {
    hireBoth();
    const fight = ok<CombatResult>(backend, 'combat.start', { partyId: party.id, memberIds: [named('Gorm').id, named('Bertram').id, named('Cuth').id], name: 'Kobolds', foes: [{ statBlock: { hitDice: 1, ac: 13, morale: 6 }, name: 'Kobold' }] }).state;
    const kobold = fight.combatants.find((c) => c.side === 'foes')!.id;
    ok(backend, 'combat.adjust', { encounterId: fight.encounterId, combatantId: kobold, hp: -50, out: true, note: 'felled' });
    const ended = ok<CombatResult>(backend, 'combat.end', { encounterId: fight.encounterId });
    expect(ended.state.log[0]!.changes).toContain('Experience (supplement A17): 25 XP: 16 each for 1 character, 8 for the retainer (half a share); none for Cuth, serving no character (A25: experience goes to retainers only).');
    call('experience.fromFight', { encounterId: fight.encounterId });
    // A17: a 1 HD foe is worth 25 XP; 1.5 shares give 16 and 8, each with a human's 10% (A20).
    expect([xpOf('Gorm'), xpOf('Bertram'), xpOf('Cuth')]).toEqual([17, 8, 0]);
  });
});
