import { afterAll, describe, expect, it } from 'vitest';
import { createRouter } from '../src-main/api/router';
import { campaignRepository } from '../src-main/db/repositories/campaigns';
import { shellCalculator } from '../src-main/api/calculators/shell';
import { rulesShell, type Campaign, type MethodOutput, type PartyView } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// The rules.shell.* methods through the real router, on an in-memory database with
// the real migrations. Figures cite seed 001 (Shell) (the
// Shell Roleplaying System) by section, using the text's own examples.

const backend = memoryBackend({ installDemo: false, freshSeed: () => 'fresh-seed' });
afterAll(() => backend.close());

// `rules.shell.build` reads the campaign's budgets, so its calculator is handed the
// campaign store. The same handlers and contract as the app's, on the same database.
const shell = createRouter(rulesShell, shellCalculator(campaignRepository(backend.database)), (fn) =>
  backend.database.sqlite.transaction(fn)(),
);

function call<N extends keyof typeof rulesShell>(method: N, input: unknown): MethodOutput<N> {
  const envelope = shell.call(method, input);
  if (!envelope.ok) throw new Error(`${method} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.result as MethodOutput<N>;
}
const refusal = (method: keyof typeof rulesShell, input: unknown) => {
  const envelope = shell.call(method, input);
  if (envelope.ok) throw new Error(`${method} was expected to refuse ${JSON.stringify(input)}`);
  return envelope.error;
};

const campaign = (name: string, rulesSystem: 'shell' | 'bfrpg' = 'shell', rulesOptions: Record<string, unknown> = {}) =>
  ok<Campaign>(backend, 'campaign.create', { name, rulesSystem, rulesOptions }).id;
const shellCampaign = campaign('Shell table');

/** 3d6 totals at or under n, out of 216. */
const atOrUnder = (n: number) => {
  let count = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c <= n) count++;
  return count / 216;
};

/**
 * Exactly 100 chp and 20 exp: ST 11 (15) + AG 12 (30) + IQ 11 (15) + Danger Sense,
 * significant and often (30) + ambidexterity (5) + double wealth (5) = 100 chp;
 * Swordsmanship major 2 (12) + Archery major 2 in the same combat group (2 x 4 = 8) = 20 exp.
 */
const fits = {
  attributes: { st: 11, ag: 12, iq: 11 },
  advantages: [{ name: 'Danger Sense', kind: 'advantage', severity: 'significant', frequency: 'often' }],
  ambidextrous: true,
  wealth: 'x2',
  skills: [
    { name: 'Swordsmanship', kind: 'major', level: 2, group: 'combat', combat: true },
    { name: 'Archery', kind: 'major', level: 2, group: 'combat', combat: true },
  ],
};

describe('rules.shell.charts (001_d6872b0a781baa08.txt, "Primary Attributes", "Secondary Attributes", "Other Characteristics")', () => {
  const charts = call('rules.shell.charts', {});

  it('lists the primary attribute chart from 7 to 20: chp, max encumbrance, damage, AG AT/DEF', () => {
    expect(charts.attributes).toHaveLength(14);
    const row = (level: number) => charts.attributes.find((r) => r.level === level);
    expect(row(7)).toEqual({ level: 7, chp: -30, maxEncumbranceLb: 140, baseDamage: '1d-3', atMod: -2, defMod: -1 });
    expect(row(10)).toEqual({ level: 10, chp: 0, maxEncumbranceLb: 200, baseDamage: '1d', atMod: 0, defMod: 0 });
    expect(row(13)).toEqual({ level: 13, chp: 50, maxEncumbranceLb: 300, baseDamage: '1d+3', atMod: 1, defMod: 2 });
    expect(row(14)).toEqual({ level: 14, chp: 75, maxEncumbranceLb: 350, baseDamage: '2d', atMod: 2, defMod: 2 });
    expect(row(20)).toEqual({ level: 20, chp: 300, maxEncumbranceLb: 800, baseDamage: '3d+2', atMod: 5, defMod: 5 });
  });

  it('prices the secondary attributes, HP for NPCs only and MV at most +2 for a PC', () => {
    const byId = Object.fromEntries(charts.secondary.map((s) => [s.id, s]));
    expect(byId.HT).toMatchObject({ key: 'ht', availability: 'anyone', costNote: '10 chp per point' });
    expect(byId.HP).toMatchObject({ key: 'hp', availability: 'npc-only' });
    expect(byId.MV).toMatchObject({ key: 'mv', pcMaxRaise: 2 });
    expect(byId.DEFMod).toMatchObject({ key: 'defMod', availability: 'npc-normally', costNote: '20 chp per point' });
  });

  it('offers the five wealth steps: x5 for 10 chp down to x0.1 for -10', () => {
    expect(charts.wealth.map((w) => [w.key, w.chp])).toEqual([
      ['x5', 10],
      ['x2', 5],
      ['x1', 0],
      ['x0.4', -5],
      ['x0.1', -10],
    ]);
  });

  it('gives the advantage multipliers: severity 1 to 4, frequency 1/2 to 3', () => {
    expect(charts.severities.map((m) => [m.id, m.multiplier])).toEqual([
      ['slight', 1],
      ['moderate', 2],
      ['significant', 3],
      ['extreme', 4],
    ]);
    expect(charts.frequencies.map((m) => m.multiplier)).toEqual([0.5, 1, 2, 3]);
  });
});

describe('rules.shell.attributeChance (001_d6872b0a781baa08.txt, "Attribute Rolls")', () => {
  it('ST 13 breaks the door on 13 or less; a hard task is at -3', () => {
    expect(call('rules.shell.attributeChance', { value: 13 })).toEqual({ target: 13, formula: 'target = 13 (attribute)', probability: expect.closeTo(181 / 216, 12) });
    expect(call('rules.shell.attributeChance', { value: 13, difficulty: 'hard' }).target).toBe(10);
    expect(call('rules.shell.attributeChance', { value: 13, difficulty: 'hard' }).probability).toBeCloseTo(0.5, 12);
    expect(call('rules.shell.attributeChance', { value: 13, difficulty: 'easy', modifier: -1 }).target).toBe(14);
  });
});

describe('rules.shell.skillCost (001_d6872b0a781baa08.txt, "Skill Exp Costs", "Skill Groups", "Combat Skills")', () => {
  const exp = (kind: 'major' | 'minor', level: number, extra: Record<string, unknown> = {}) => call('rules.shell.skillCost', { kind, level, ...extra }).exp;

  it('follows the table: major 4, 12, 24, 40, 60 ... 220; minor 2, 6, 12, 20 ... 110', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => exp('major', n))).toEqual([4, 12, 24, 40, 60, 84, 112, 144, 180, 220]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => exp('minor', n))).toEqual([2, 6, 12, 20, 30, 42, 56, 72, 90, 110]);
    expect(call('rules.shell.skillCost', { name: 'Swordsmanship', kind: 'major', level: 4 }).formula).toBe('Swordsmanship major level 4: 2 x 4 x 5 = 40 exp');
  });

  it('two 4th-level combat skills cost 56 exp: 40 for the first, 4 x 4 = 16 for the second', () => {
    const first = call('rules.shell.skillCost', { name: 'Swordsmanship', kind: 'major', level: 4, combat: true });
    const second = call('rules.shell.skillCost', { name: 'Axe fighting', kind: 'major', level: 4, combat: true, grouped: true });
    expect([first.exp, second.exp, first.exp + second.exp]).toEqual([40, 16, 56]);
    expect(second).toMatchObject({ fullPriceExp: 40, groupedExp: 16, formula: 'Axe fighting major level 4, grouped under a dearer skill: 4 x 4 = 16 exp' });
    expect(exp('minor', 3, { grouped: true })).toBe(6);
  });

  it('says what a level means and the combat damage bonus: +1 at level 4, +2 at level 7', () => {
    const four = call('rules.shell.skillCost', { kind: 'major', level: 4, combat: true });
    expect(four.training).toEqual({ training: 'adequate', karateBelt: 'brown', education: 'undergraduate study' });
    expect(four.damageBonus).toBe(1);
    expect(call('rules.shell.skillCost', { kind: 'major', level: 7, combat: true }).damageBonus).toBe(2);
    expect(call('rules.shell.skillCost', { kind: 'minor', level: 7 }).damageBonus).toBeNull();
  });

  it('a combat skill bought as minor is an error ("All combat skills are major")', () => {
    const minor = call('rules.shell.skillCost', { name: 'Fencing', kind: 'minor', level: 2, combat: true });
    expect(minor.problems).toEqual([
      expect.objectContaining({ severity: 'error', code: 'combat-skill-minor', path: ['kind'], message: 'Fencing is a combat skill and must be bought as a major skill' }),
    ]);
  });
});

describe('rules.shell.traitCost (001_d6872b0a781baa08.txt, "Advantages and Disadvantages")', () => {
  const trait = (name: string, kind: string, severity: string, frequency: string, cost?: number) =>
    call('rules.shell.traitCost', { name, kind, severity, frequency, ...(cost !== undefined && { cost }) });

  it('Blindness, extreme and always: -5 x 4 x 3 = -60; Danger Sense, significant and often: 5 x 3 x 2 = 30', () => {
    expect(trait('Blindness', 'disadvantage', 'extreme', 'always')).toMatchObject({
      chp: -60,
      fixed: false,
      formula: 'Blindness: -5 x 4 (extreme) x 3 (always) = -60 chp',
    });
    expect(trait('Danger Sense', 'advantage', 'significant', 'often')).toMatchObject({ chp: 30, formula: 'Danger Sense: 5 x 3 (significant) x 2 (often) = 30 chp' });
  });

  it("prices the vampire's parts: -15 for an occasional significant need, -30 often, 40 for an often extreme gift", () => {
    expect(trait('Dependent upon blood', 'disadvantage', 'significant', 'occasionally').chp).toBe(-15);
    expect(trait('Repelled by garlic', 'disadvantage', 'significant', 'often').chp).toBe(-30);
    expect(trait('Bat shape', 'advantage', 'extreme', 'often').chp).toBe(40);
  });

  it('a rare slight trait is 2.5, rounded away from zero; a GM-fixed cost wins and the guideline stays visible', () => {
    expect(trait('Lucky', 'advantage', 'slight', 'rarely').chp).toBe(3);
    expect(trait('Nervous', 'disadvantage', 'slight', 'rarely').chp).toBe(-3);
    expect(trait('Danger Sense', 'advantage', 'significant', 'often', 25)).toEqual({
      name: 'Danger Sense',
      chp: 25,
      fixed: true,
      formula: 'Danger Sense: 25 chp, set by the GM',
      guideline: { chp: 30, formula: 'Danger Sense: 5 x 3 (significant) x 2 (often) = 30 chp' },
    });
  });
});

describe('rules.shell.skillRoll (001_d6872b0a781baa08.txt, "Skill Rolls")', () => {
  it('IQ 12, Math level 5, minimum 3, average: 12 + 2 levels over the minimum = 14 or less', () => {
    const r = call('rules.shell.skillRoll', { skill: 'Math', attribute: 'IQ', attributeValue: 12, level: 5, minimumLevel: 3 });
    expect(r).toEqual({
      possible: true,
      target: 14,
      formula: 'target = 12 (IQ) + 2 (Math 5 over minimum 3) = 14',
      probability: expect.closeTo(atOrUnder(14), 12),
      rollNeeded: true,
    });
    expect(r.probability).toBeCloseTo(196 / 216, 12);
  });

  it('below the minimum level there is no chance at all', () => {
    expect(call('rules.shell.skillRoll', { skill: 'Math', attribute: 'IQ', attributeValue: 12, level: 2, minimumLevel: 3 })).toEqual({
      possible: false,
      target: null,
      formula: "Math 2 is below the task's minimum level 3: no chance",
      probability: 0,
      rollNeeded: false,
    });
  });

  it('easy +2 and hard -3; a target of 18 or more needs no roll', () => {
    expect(call('rules.shell.skillRoll', { attribute: 'IQ', attributeValue: 12, level: 5, minimumLevel: 3, difficulty: 'hard' }).target).toBe(11);
    expect(call('rules.shell.skillRoll', { attribute: 'AG', attributeValue: 13, level: 1, difficulty: 'easy', modifier: -1 }).target).toBe(15);
    const sure = call('rules.shell.skillRoll', { skill: 'Climbing', attribute: 'AG', attributeValue: 15, level: 6, difficulty: 'easy' });
    expect(sure).toMatchObject({ target: 23, probability: 1, rollNeeded: false });
    expect(sure.formula).toMatch(/no roll is made$/);
  });
});

describe('rules.shell.encumbrance (001_d6872b0a781baa08.txt, "Encumbrance Level", "Other Characteristics", "Rounds")', () => {
  // ST 10 carries at most 200 lb; AG 12; MV (10 + 12) / 4 = 5.5, rounded down to 5.
  const at = (carriedLb: number, extra: Record<string, unknown> = {}) => call('rules.shell.encumbrance', { st: 10, ag: 12, carriedLb, ...extra });

  it('EL steps up just past 10, 20, 30, 60 and 100% of the maximum', () => {
    const loads = [20, 20.5, 40, 41, 60, 61, 120, 121, 200, 201];
    expect(loads.map((lb) => at(lb).level)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(at(0).bands.map((b) => b.upToLb)).toEqual([20, 40, 60, 120, 200]);
    expect(at(201)).toMatchObject({ canMove: false, label: 'overloaded: cannot move' });
    expect(at(60).reason).toBe('60 lb carried is 30% of the 200 lb maximum for ST 10: EL 2 (medium, up to 60 lb)');
  });

  it('initiative is AG - 2 x EL and MV points are MV - EL', () => {
    const rows = [0, 21, 41, 61, 121].map((lb) => at(lb));
    expect(rows.map((r) => r.initiative.value)).toEqual([12, 10, 8, 6, 4]);
    expect(rows.map((r) => r.mvPoints.value)).toEqual([5, 4, 3, 2, 1]);
    expect(rows[3].initiative.formula).toBe('initiative = AG 12 - 2 x EL 3 = 6');
    expect(rows[3].mvPoints.formula).toBe('MV points = MV 5 - EL 3 = 2');
    expect(rows[0].mv).toEqual({ value: 5, formula: 'MV = (ST 10 + AG 12) / 4, rounded down = 5' });
    expect(at(61, { mv: 7 }).mvPoints.value).toBe(4);
    expect(at(201).mvPoints).toEqual({ value: 0, formula: 'MV points = 0: the load is past the maximum' });
  });

  it('body weight past 75% of the maximum counts as load', () => {
    // 75% of 200 lb is 150 lb: a 170 lb body carries 20 lb of itself.
    expect(at(0, { bodyWeightLb: 170 })).toMatchObject({ overweightLb: 20, loadLb: 20, level: 0 });
    expect(at(1, { bodyWeightLb: 170 })).toMatchObject({ loadLb: 21, level: 1 });
    expect(at(0, { bodyWeightLb: 150 }).overweightLb).toBe(0);
  });

  it('combat fatigue and dodge follow EL: 25 rounds per END at EL 0, 5 at EL 4', () => {
    expect([at(0), at(121)].map((r) => [r.roundsPerEndPoint, r.dodgeModifier])).toEqual([
      [25, -1],
      [5, -5],
    ]);
  });
});

describe('rules.shell.build (001_d6872b0a781baa08.txt, "Characters", "Advantages and Disadvantages", "Skill Groups")', () => {
  const build = (sheet: Record<string, unknown>, campaignId = shellCampaign) => call('rules.shell.build', { campaignId, sheet });

  it('a sheet that fits 100 chp and 20 exp exactly: every item with its formula, nothing left', () => {
    const b = build(fits);
    expect(b.ok).toBe(true);
    expect(b.problems).toEqual([]);
    expect([b.chp.budget, b.chp.spent, b.chp.left, b.exp.budget, b.exp.spent, b.exp.left]).toEqual([100, 100, 0, 20, 20, 0]);
    expect(b.chp.items.map((i) => [i.label, i.amount])).toEqual([
      ['ST', 15],
      ['AG', 30],
      ['IQ', 15],
      ['Danger Sense', 30],
      ['ambidexterity', 5],
      ['wealth', 5],
    ]);
    expect(b.chp.items[0].formula).toBe('ST 11: 15 chp');
    expect(b.advantages).toEqual([{ name: 'Danger Sense', chp: 30, formula: 'Danger Sense: 5 x 3 (significant) x 2 (often) = 30 chp' }]);
    expect(b.skills.map((s) => [s.name, s.exp, s.fullPrice])).toEqual([
      ['Swordsmanship', 12, true],
      ['Archery', 8, false],
    ]);
    expect(b.exp.items[1].formula).toBe('Archery major level 2 in group combat: 2 x 4 = 8 exp');
  });

  it('gives every attribute with its formula and the derived figures', () => {
    const b = build(fits);
    expect(b.primaries.map((p) => [p.id, p.value, p.chp])).toEqual([
      ['ST', 11, 15],
      ['AG', 12, 30],
      ['IQ', 11, 15],
    ]);
    const secondary = Object.fromEntries(b.secondary.map((s) => [s.id, s]));
    expect([secondary.HT.value, secondary.HP.value, secondary.END.value, secondary.WP.value, secondary.CHA.value, secondary.PER.value, secondary.MV.value]).toEqual([
      10, 11, 11, 11, 11, 11, 5,
    ]);
    expect(secondary.MV.formula).toBe('MV base = (ST 11 + AG 12) / 4 = 5.75, rounded down to 5; MV = 5');
    expect(secondary.CHA.key).toBe('cha');
    expect(b.derived.maxEncumbranceLb).toEqual({ value: 230, formula: 'max encumbrance for ST 11 = 230 lb' });
    expect(b.derived.baseDamage?.value).toBe('1d+1');
    expect([b.derived.atMod?.value, b.derived.defMod?.value, b.derived.hpRecoveryPercent?.value]).toEqual([1, 1, 10]);
  });

  it('an over-spent sheet is an error that says by how much, and writes nothing', () => {
    const before = snapshot(backend);
    const b = build({ ...fits, attributes: { st: 12, ag: 12, iq: 11 }, skills: [...fits.skills, { name: 'Riding', kind: 'minor', level: 1 }] });
    expect(b.ok).toBe(false);
    expect([b.chp.spent, b.chp.left, b.exp.spent, b.exp.left]).toEqual([115, -15, 22, -2]);
    expect(b.problems).toEqual([
      { code: 'over-budget-chp', severity: 'error', field: 'chp', path: ['sheet'], message: 'over budget by 15 chp: 115 spent of 100' },
      { code: 'over-budget-exp', severity: 'error', field: 'exp', path: ['sheet', 'skills'], message: 'over budget by 2 exp: 22 spent of 20' },
    ]);
    expect(snapshot(backend)).toEqual(before);
  });

  it("the campaign's budgets count: 150 chp and 56 exp fit two 4th-level combat skills exactly", () => {
    const veterans = campaign('Veterans', 'shell', { characterPoints: 150, experiencePoints: 56 });
    const b = build(
      {
        ...fits,
        skills: [
          { name: 'Swordsmanship', kind: 'major', level: 4, group: 'combat', combat: true },
          { name: 'Axe fighting', kind: 'major', level: 4, group: 'combat', combat: true },
        ],
      },
      veterans,
    );
    expect([b.chp.left, b.exp.spent, b.exp.left]).toEqual([50, 56, 0]);
    expect(b.skills.map((s) => s.exp)).toEqual([40, 16]);
    expect(b.skills[0].damageBonus).toBe(1);
  });

  it('an NPC may over-spend: the same problem is a warning', () => {
    const b = build({ ...fits, attributes: { st: 16, ag: 12, iq: 11 }, npc: true });
    expect(b.isPc).toBe(false);
    expect(b.ok).toBe(true);
    expect(b.problems).toEqual([expect.objectContaining({ severity: 'warning', code: 'over-budget-chp' })]);
  });

  it('a race pays only for what was bought: an orc with +1 ST and 13 ST pays for ST 12 ("Character Races")', () => {
    const b = build({ ...fits, race: { name: 'Orc', cost: 10, modifiers: { st: 1 } }, attributes: { st: 12, ag: 10, iq: 10 } });
    expect(b.primaries[0]).toMatchObject({ id: 'ST', bought: 12, racial: 1, value: 13, chp: 30, formula: 'ST = 12 bought + 1 (Orc) = 13' });
    expect(b.chp.items.find((i) => i.label === 'race: Orc')?.amount).toBe(10);
    expect(b.derived.maxEncumbranceLb?.value).toBe(300);
    expect(b.race).toBe('Orc');
  });

  it('names the sheet field of each problem: MV past +2, HP bought by a PC, a minor combat skill', () => {
    const b = build({
      attributes: { st: 10, ag: 10, iq: 10 },
      secondary: { mv: 3, hp: 1, dr: 1 },
      skills: [{ name: 'Fencing', kind: 'minor', level: 1, combat: true }],
    });
    const at = (code: string) => b.problems.filter((p) => p.code === code).map((p) => [p.severity, p.path]);
    expect(at('mv-above-limit')).toEqual([['error', ['sheet', 'secondary', 'mv']]]);
    expect(at('hp-bought-by-pc')).toEqual([['error', ['sheet', 'secondary', 'hp']]]);
    expect(at('npc-only-attribute')).toEqual([['warning', ['sheet', 'secondary', 'dr']]]);
    expect(at('combat-skill-minor')).toEqual([['error', ['sheet', 'skills', 0, 'kind']]]);
  });

  it('answers what saving answers: the fitting sheet is accepted, the over-spent one refused with the same reason', () => {
    const party = ok<PartyView>(backend, 'party.create', { campaignId: shellCampaign, name: 'Builders' });
    const saved = ok<PartyView>(backend, 'member.create', { partyId: party.id, member: { kind: 'pc', name: 'Wren', sheet: fits } });
    expect(saved.members[0].figures.characteristics.find((c) => c.key === 'chp')?.value).toBe('100 of 100');
    const over = { ...fits, attributes: { st: 12, ag: 12, iq: 11 } };
    const refused = backend.router.call('member.update', { memberId: saved.members[0].id, sheet: over });
    expect(refused).toMatchObject({ ok: false, error: { path: ['sheet'], message: 'sheet: over budget by 15 chp: 115 spent of 100' } });
    expect(build(over).problems[0]).toMatchObject({ path: ['sheet'], message: 'over budget by 15 chp: 115 spent of 100' });
  });
});

describe('rules.shell: bad input names the field and changes nothing', () => {
  it('refuses values off the chart, unknown fields and wrong campaigns', () => {
    const fantasy = campaign('Basic table', 'bfrpg');
    const before = snapshot(backend);
    expect(refusal('rules.shell.build', { campaignId: shellCampaign, sheet: { attributes: { st: 21, ag: 10, iq: 10 } } })).toEqual({
      code: 'invalid_input',
      message: 'sheet.attributes.st: must be 7 to 20',
      path: ['sheet', 'attributes', 'st'],
      reason: 'must be 7 to 20',
    });
    expect(refusal('rules.shell.build', { campaignId: shellCampaign, sheet: { attributes: { st: 10, ag: 10, iq: 10 }, secondary: { luck: 1 } } })).toMatchObject({
      path: ['sheet', 'secondary', 'luck'],
      message: 'sheet.secondary.luck: is not a field of this method',
    });
    expect(refusal('rules.shell.build', { campaignId: 9999, sheet: fits })).toEqual({
      code: 'not_found',
      message: 'campaignId: no campaign has id 9999',
      path: ['campaignId'],
      reason: 'no campaign has id 9999',
    });
    expect(refusal('rules.shell.build', { campaignId: fantasy, sheet: fits })).toEqual({
      code: 'invalid_input',
      message: `campaignId: campaign ${fantasy} plays Basic Fantasy RPG, not the Shell system`,
      path: ['campaignId'],
      reason: `campaign ${fantasy} plays Basic Fantasy RPG, not the Shell system`,
    });
    expect(refusal('rules.shell.skillRoll', { attribute: 'HT', attributeValue: 12, level: 1 })).toMatchObject({ path: ['attribute'], message: 'attribute: must be one of "IQ", "AG"' });
    expect(refusal('rules.shell.skillCost', { kind: 'major', level: -1 })).toMatchObject({ path: ['level'], message: 'level: must be 0 to 40' });
    expect(refusal('rules.shell.traitCost', { kind: 'advantage', severity: 'huge', frequency: 'often' })).toMatchObject({ path: ['severity'] });
    expect(refusal('rules.shell.encumbrance', { st: 21, ag: 10, carriedLb: 0 })).toMatchObject({ path: ['st'], message: 'st: must be 7 to 20' });
    expect(refusal('rules.shell.encumbrance', { st: 10, ag: 10, carriedLb: -5 })).toMatchObject({ path: ['carriedLb'], message: 'carriedLb: must be 0 to 100000' });
    expect(snapshot(backend)).toEqual(before);
  });

  it('every rules.shell method is a query in the app contract', () => {
    for (const [name, method] of Object.entries(rulesShell)) expect([name, method.kind]).toEqual([name, 'query']);
    expect(backend.router.methods).toEqual(expect.arrayContaining(Object.keys(rulesShell)));
  });
});
