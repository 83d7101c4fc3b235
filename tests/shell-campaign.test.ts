import { describe, expect, it } from 'vitest';
import type { MemberInput } from '../src-shared/contract';
import { ok, snapshot } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// A Shell campaign (001_d6872b0a781baa08.txt) through the real API, with the
// campaign's point budgets (100 chp, 20 exp by default) and its GM-set figures.

/**
 * ST 12 (30 chp) + AG 13 (50) + IQ 10 (0) + HT +1 (10) + WP +1 (10) = 100 chp;
 * Swordsmanship, major, level 2 (12 exp) + Hunting, minor, level 2 (6 exp) = 18 exp.
 */
const sheet = {
  attributes: { st: 12, ag: 13, iq: 10 },
  secondary: { ht: 1, wp: 1 },
  skills: [
    { name: 'Swordsmanship', kind: 'major', level: 2, combat: true },
    { name: 'Hunting', kind: 'minor', level: 2 },
  ],
};
const hero = (name: string, extra: Record<string, unknown> = {}): MemberInput => ({
  kind: 'pc',
  name,
  hp: { current: 12, max: 12 },
  sheet: { ...sheet, ...extra },
});

function shellParty() {
  const f = dungeonFixture({ rulesSystem: 'shell', members: [hero('Kestrel')] });
  f.quiet();
  return f;
}

describe('a Shell character ("Attributes", "Secondary Attributes", "Skill Exp Costs")', () => {
  it('derives HP = ST, END = ST, MV = (ST+AG)/4 rounded down, and spends exactly the budgets', () => {
    const m = shellParty().view().members[0];
    expect(m.hp).toEqual({ current: 12, max: 12 });
    expect(m.fp).toEqual({ current: 12, max: 12, label: 'END' });
    const value = (key: string) => m.figures.characteristics.find((c) => c.key === key)?.value;
    expect([value('ht'), value('wp'), value('mv'), value('per'), value('maxEncumbrance'), value('damage'), value('chp'), value('exp')]).toEqual([
      11,
      11,
      6,
      10,
      '260 lb',
      '1d+2',
      '100 of 100',
      '18 of 20',
    ]);
  });

  it('refuses an over-spent sheet with the reason, and writes nothing', () => {
    const f = shellParty();
    const before = snapshot(f.backend);
    const r = f.backend.router.call('member.create', { partyId: f.partyId, member: hero('Greedy', { attributes: { st: 14, ag: 13, iq: 10 } }) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid_input', path: ['member', 'sheet'], message: 'member.sheet: over budget by 45 chp: 145 spent of 100' });
    const skills = f.backend.router.call('member.create', {
      partyId: f.partyId,
      member: hero('Scholar', { skills: [{ name: 'Lore', kind: 'major', level: 3 }] }),
    });
    expect(skills.ok).toBe(false);
    if (!skills.ok) expect(skills.error.message).toBe('member.sheet.skills: over budget by 4 exp: 24 spent of 20');
    expect(snapshot(f.backend)).toEqual(before);
  });

  it('an NPC is not held to the budgets', () => {
    const f = shellParty();
    ok(f.backend, 'member.create', { partyId: f.partyId, member: { ...hero('Ogre', { attributes: { st: 18, ag: 9, iq: 7 }, npc: true }), kind: 'hireling' } });
    expect(f.view().members.map((m) => m.name)).toEqual(['Kestrel', 'Ogre']);
  });
});

describe('Shell encumbrance and movement ("Encumbrance Level", "Rounds")', () => {
  it('EL rises at 10, 20, 30 and 60% of the 260 lb maximum, and MV points fall by EL', () => {
    const f = shellParty();
    const now = () => {
      const m = f.view().members[0].figures;
      return [m.encumbrance.rank, m.move.perRound];
    };
    f.give('Kestrel', 'pole-10', 2); // 20 lb: 7.7%
    expect(now()).toEqual([0, 6]);
    f.give('Kestrel', 'pole-10', 1); // 30 lb: 11.5%
    expect(now()).toEqual([1, 5]);
    f.give('Kestrel', 'pole-10', 3); // 60 lb: 23%
    expect(now()).toEqual([2, 4]);
    f.give('Kestrel', 'pole-10', 2); // 80 lb: 30.8%
    expect(now()).toEqual([3, 3]);
    expect(f.view().members[0].figures.bands.map((b) => b.upToPounds)).toEqual([26, 52, 78, 156, 260]);
    expect(f.view().members[0].figures.reasons).toContain('Initiative = AG 13 - 2 x EL 3 = 7.');
  });

  it('travel is MV points x the campaign figure: 6 x 4 = 24 miles a day unloaded', () => {
    const m = shellParty().view().members[0];
    expect(m.figures.milesPerDay).toBe(24);
    expect(m.figures.move).toEqual({ perRound: 6, perTurn: 36, unit: 'yd', secondsPerRound: 5 });
  });
});

describe('Shell recovery and going short', () => {
  it('heals 10% of HP a day at HT 10 ("Recovery": HT 10 -> 200/20)', () => {
    const f = dungeonFixture({ rulesSystem: 'shell', members: [hero('Kestrel', { secondary: { wp: 1, end: -2 }, attributes: { st: 12, ag: 13, iq: 10 } })] });
    f.quiet();
    f.give('Kestrel', 'iron-ration', 10);
    f.give('Kestrel', 'waterskin', 10);
    ok(f.backend, 'member.update', { memberId: f.memberId('Kestrel'), hp: { current: 6, max: 12 } });
    f.act('clock.advance', { seconds: 5 * 86_400, stopOnEvent: false });
    // 12 HP at 10% a day is 1.2 a day: 1, 2, 3, 4, 6 by the ends of days 1-5.
    expect(f.member('Kestrel').hp_current).toBe(12);
  });

  it('END comes back at 20% an hour of rest ("Fatigue")', () => {
    const f = shellParty();
    f.give('Kestrel', 'iron-ration', 2);
    f.give('Kestrel', 'waterskin', 2);
    f.backend.database.sqlite.prepare('UPDATE members SET fp_current = 2').run();
    f.act('dungeon.rest', { turns: 12 });
    // Two hours: 20% of 12 = 2.4 an hour, 4 in two whole hours.
    expect(f.member('Kestrel').fp_current).toBe(6);
  });

  it('a day without food or water costs the campaign figures in END (3 + 3), then HP once END is gone', () => {
    const f = shellParty();
    f.act('clock.advance', { seconds: 86_400, stopOnEvent: false });
    expect([f.member('Kestrel').fp_current, f.member('Kestrel').hp_current]).toEqual([6, 12]);
    f.act('clock.advance', { seconds: 2 * 86_400, stopOnEvent: false });
    expect([f.member('Kestrel').fp_current, f.member('Kestrel').hp_current]).toEqual([0, 6]);
  });

  it('forcing a locked door is a hard ST roll (the Shell text\'s own example of an attribute roll)', () => {
    const f = shellParty();
    const r = f.act('dungeon.forceDoor', { memberId: f.memberId('Kestrel'), obstacle: 'locked-door' });
    expect(r.entry.changes).toContain('Chance: 3d6 <= 12 (ST) - 3 (hard) = 9 (38%).');
  });
});
