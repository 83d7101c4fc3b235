import { describe, expect, it } from 'vitest';
import { gurpsAttack, gurpsOptions, gurpsStatBlock, type JourneyView, type MemberView, type PartyView } from '../src-shared/contract';
import { gulliverBodyRules, rulesetFor } from '../src-main/rules/registry';
import { gurpsCombat, type GurpsFighter } from '../src-main/rules/gurps/combat-rules';
import { scriptedRng } from '../src-main/rules/testing/scripted-rng';
import { memoryBackend, ok } from './helpers/backend';

// GULLIVER bodies at their own size (002_6bcc9877716aeba8.txt): HP scale with Linear Scale
// ("All About Blowthrough": Grog's HP 15 become 30 at Size +2; "Exposure Hazards": a two-incher
// has a thirty-sixth of human HP), and every effect of a wound is read against those HP ("Damage
// and Shock Meta-system"). The seed leaves strength and pace to other books: Lantern's own scaling
// is a campaign option, and human figures on a body far from human size are said out loud.

const THREE_INCHES = 1 / 24;

function demoGurps() {
  const backend = memoryBackend({ freshSeed: () => 'gulliver-bodies' });
  const campaign = ok<{ campaigns: { id: number; rulesSystem: string; rulesOptions: Record<string, unknown> }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!;
  const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: campaign.id }).regions[0].id;
  const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: campaign.id }).parties[0].id;
  const party = () => ok<PartyView>(backend, 'party.get', { partyId });
  const configure = (options: Record<string, unknown>) => ok(backend, 'campaign.configure', { id: campaign.id, rulesOptions: { ...campaign.rulesOptions, gulliver: true, ...options } });
  /** Every walking character shrunk to three inches, their sheets' figures still human. */
  const shrinkEveryone = () => {
    for (const m of party().members.filter((m) => m.kind === 'pc' || m.kind === 'hireling')) {
      ok(backend, 'member.update', { memberId: m.id, sheet: { ...m.sheet, size: { linearScale: THREE_INCHES } } });
      // Wounds taken at full size are not what this is about: each starts the walk whole.
      const max = party().members.find((x) => x.id === m.id)!.hp.max;
      ok(backend, 'member.update', { memberId: m.id, hp: { current: max, max } });
    }
  };
  const plan = () => ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 12, row: 10 }, mode: 'foot' }], replace: true });
  return { backend, party, configure, shrinkEveryone, plan };
}

const figure = (m: MemberView, key: string) => m.figures.characteristics.find((c) => c.key === key);

describe('a three-inch knight on the sheet (002, HP scale with Linear Scale)', () => {
  it('Sir Aldric at LS 1/24 has HP 13 base x 1/24 = 0.54, a whole-point pool of 1, and a warning for his human ST, lift and Move', () => {
    const d = demoGurps();
    d.shrinkEveryone();
    const aldric = d.party().members.find((m) => m.name === 'Sir Aldric Vane')!;
    expect(figure(aldric, 'hp')).toMatchObject({ value: 0.54, formula: 'HP 13 base x LS 1/24 = 0.542 (GULLIVER: HP scale with size)' });
    expect(aldric.hp.max).toBe(1);
    expect(figure(aldric, 'sizeWarning')?.formula).toMatch(/^This body is at Linear Scale 1\/24 but carries human ST, Basic Lift and Move/);
    // Grog's rule in the sheet: blowthrough 10 x LS, HT x LS shown beside it.
    expect(figure(aldric, 'blowthrough')?.formula).toBe("Blowthrough = 10 x LS 0.0417 = 0.417; GULLIVER's first correction would give HT 12 x LS 1/24 = 0.5, and neither counts Extra HP");
  });

  it('a sheet that says its HP already count the size keeps them, and says so', () => {
    const d = demoGurps();
    const aldric = d.party().members.find((m) => m.name === 'Sir Aldric Vane')!;
    ok(d.backend, 'member.update', { memberId: aldric.id, sheet: { ...aldric.sheet, size: { linearScale: 4, hpAtSize: true, figuresAtSize: true } } });
    const giant = d.party().members.find((m) => m.id === aldric.id)!;
    expect(figure(giant, 'hp')).toMatchObject({ value: 13, formula: 'HP 13 as the sheet gives them, already counting the size (LS 4)' });
    expect(figure(giant, 'sizeWarning')).toBeUndefined();
    // The same knight with human figures at LS x4: four times human HP (002, "Exposure Hazards").
    ok(d.backend, 'member.update', { memberId: aldric.id, sheet: { ...aldric.sheet, size: { linearScale: 4 } } });
    expect(d.party().members.find((m) => m.id === aldric.id)!.hp.max).toBe(52);
  });
});

describe('a journey of three-inch walkers (002 scales HP only; the pace is the sheet\'s or Lantern\'s rule)', () => {
  it('with human figures the plan warns for every tiny walker; with Lantern\'s scaling they walk 10 miles a day, and the plan says who sets the pace and why', () => {
    const d = demoGurps();
    const human = d.plan();
    d.shrinkEveryone();
    const warned = d.plan();
    expect(warned.pace.milesPerDay).toBe(human.pace.milesPerDay);
    const characters = d.party().members.filter((m) => m.kind === 'pc' || m.kind === 'hireling');
    expect(warned.bodyWarnings).toHaveLength(characters.length);
    expect(warned.bodyWarnings[0]).toMatch(new RegExp(`^${characters[0].name} is at Linear Scale 1/24`));
    expect(warned.pace.reason).toMatch(/carries human ST, Basic Lift and Move/);

    d.configure({ bodyScaling: 'lantern' });
    // Lifting at size, a three-inch body cannot carry human-sized gear (Basic Lift 20 lb x 1/576): they set out with none.
    for (const m of d.party().members) for (const stack of m.items) ok(d.backend, 'inventory.remove', { stackId: stack.id });
    const scaled = d.plan();
    expect(scaled.bodyWarnings).toEqual([]);
    // Sir Aldric, Basic Move 5: 5 x sqrt(1/24) = 1.02 -> Move 1, 10 x Move = 10 miles a day (000, Hiking).
    expect(scaled.pace.milesPerDay).toBe(10);
    expect(scaled.pace.reason).toMatch(/is the slowest \(1 yd a second, [^)]*\); the party keeps that pace\. .+ walks at size: Basic Move \d+ x square root of LS 1\/24 = 1 \(Lantern's own rule, not GULLIVER's/);
    // A made Hiking roll adds a fifth (000, Hiking): 12 miles at most, where the human party made more.
    expect(scaled.days[0].miles).toBeLessThanOrEqual(12);
    expect(human.days[0].miles).toBeGreaterThan(10);
    expect(scaled.days.length).toBeGreaterThan(human.days.length);
  });
});

describe('a GULLIVER fight: the same blow on a human and on a three-inch body (002, "Damage and Shock Meta-system")', () => {
  const options = gurpsOptions.parse({ gulliver: true });
  const combat = gurpsCombat(options, gulliverBodyRules(options));
  const ruleset = rulesetFor('gurps', options);
  const knightAt = (linearScale: number): GurpsFighter => {
    const sheet = ruleset.completeSheet(ruleset.sheetSchema.parse({ attributes: { st: 13, dx: 12, iq: 10, ht: 12 }, size: { linearScale } }));
    const hp = ruleset.poolMaxima(ruleset.profile(sheet)).hp!;
    const profile = ruleset.profile(sheet, { hp: { current: hp, max: hp }, fp: { current: 12, max: 12 } });
    return { id: 2, name: 'Knight', side: 'party', stats: combat.memberStats(profile, { encumbrance: 0 }), state: {}, pools: profile.pools!, out: false };
  };
  const made = combat.foe(gurpsStatBlock.parse({ attributes: { st: 10, dx: 12, iq: 10, ht: 10 }, weapons: [{ name: 'Pin', skill: 30, damage: '1d', type: 'cr' }] }), scriptedRng([]));
  const foe: GurpsFighter = { id: 1, name: 'Foe', side: 'foes', stats: made.stats, state: {}, pools: { hp: { current: made.hpMax, max: made.hpMax }, fp: null }, out: false };
  const blow = gurpsAttack.parse({ weapon: 0, location: 'torso', modifiers: [], defense: { kind: 'none', retreat: false, weapon: 0 } });

  it('1 crushing point is nothing to HP 13, but over the tiny HP 0.54 it stuns outright and knocks out on a failed HT roll', () => {
    const human = combat.attack(foe, knightAt(1), blow, scriptedRng([3, 3, 3, /* damage */ 1]));
    expect(human.summary).toBe('Foe (Pin) hits Knight in the torso: 1 injury, HP 13 -> 12');

    const rng = scriptedRng([3, 3, 3, /* damage */ 1, /* knockout HT 12 */ 6, 6, 6]);
    const tiny = combat.attack(foe, knightAt(THREE_INCHES), blow, rng);
    expect(rng.remaining()).toBe(0);
    expect(tiny.summary).toBe('Foe (Pin) hits Knight in the torso: 1 injury, HP 1 -> 0 (knocked out, stunned, knocked down)');
    const steps = tiny.notes.join(' ');
    expect(steps).toContain('Stun from 1 shock over HP 0.542/2: no roll allowed.');
    expect(steps).toContain('Knockout from 1 shock over HP 0.542: HT 12 rolled 18, failed.');
  });
});
