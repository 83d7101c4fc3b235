import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../registry';
import type { CharacterProfile, Pools } from '../ruleset';
import { scriptedRng } from '../testing/scripted-rng';
import { basicFantasyRuleset as bfrpg, bfrpgRuleset } from './ruleset';

const fighter: CharacterProfile = { attributes: { STR: 10, DEX: 16, CON: 12 }, ancestry: 'human' };
const chain = { category: 'metal', magical: false, pounds: 40 };
const pools: Pools = { hp: { current: 8, max: 8 }, fp: null };
const deprived = { foodShortfall: 1, waterShortfall: 1, pools, condition: {} };

describe('registry', () => {
  it("builds Basic Fantasy for 'bfrpg' with the campaign's options, defaults filled in", () => {
    const r = rulesetFor('bfrpg', {});
    expect(r.id).toBe('bfrpg');
    expect(r.name).toBe('Basic Fantasy RPG');
    expect(() => rulesetFor('bfrpg', { magicalTraps: 'sometimes' })).toThrow();
  });
});

describe('basicFantasyRuleset', () => {
  it('time: 10-second rounds, 10-minute turns (003_8f80a070c789886f.txt, "Time and Scale")', () => {
    expect(bfrpg.time).toEqual({ secondsPerRound: 10, secondsPerTurn: 600 });
  });

  it('movement: chain and 30 lb of gear make a STR 10 human heavily loaded (supplement A2, A3, A5)', () => {
    const moved = bfrpg.movement(fighter, { gearPounds: 30, armor: chain });
    expect(moved).toMatchObject({
      encumbrance: { rank: 1, id: 'heavy', label: 'Heavily loaded' },
      carriedPounds: 70,
      bands: [
        { id: 'light', upToPounds: 60 },
        { id: 'heavy', upToPounds: 150 },
      ],
      loadFraction: 70 / 150,
      canMove: true,
      perRound: 10,
      perTurn: 30,
      unit: 'ft',
      milesPerDay: 6,
    });
    expect(moved.reasons).toEqual([
      'Carries 70 lb (40 lb of it the metal armor worn).',
      'STR 10 human: light load up to 60 lb, heavy up to 150 lb.',
      "Heavily loaded in metal armor: 10' a round, 30' a turn exploring.",
      "10' a round is 6 miles a day on clear ground.",
    ]);
  });

  it('movement: unarmored and lightly loaded, 40 / 120 / 24 miles', () => {
    expect(bfrpg.movement(fighter, { gearPounds: 20 })).toMatchObject({
      encumbrance: { rank: 0, id: 'light' },
      perRound: 40,
      perTurn: 120,
      milesPerDay: 24,
    });
  });

  it('movement: over capacity cannot move (supplement A2)', () => {
    const halfling: CharacterProfile = { attributes: { STR: 10 }, ancestry: 'halfling' };
    expect(bfrpg.movement(halfling, { gearPounds: 120 })).toMatchObject({
      encumbrance: { rank: 2, id: 'over' },
      canMove: false,
      perRound: 0,
      milesPerDay: 0,
    });
  });

  it('movement: a missing ancestry means human; bad input is refused', () => {
    expect(bfrpg.movement({ attributes: { STR: 10 } }, { gearPounds: 61 }).encumbrance.id).toBe('heavy');
    expect(() => bfrpg.movement({ attributes: {} }, { gearPounds: 0 })).toThrow(/STR/);
    expect(() => bfrpg.movement({ attributes: { STR: 10 }, ancestry: 'orc' }, { gearPounds: 0 })).toThrow(RangeError);
    expect(() => bfrpg.movement(fighter, { gearPounds: 0, armor: { category: 'mithral', magical: false, pounds: 1 } })).toThrow(RangeError);
  });

  it('party travel: slowest member, terrain, forced march and flight (supplement A5, A6)', () => {
    const fast = bfrpg.movement(fighter, { gearPounds: 20 });
    const slow = bfrpg.movement(fighter, { gearPounds: 30, armor: chain });
    const base = { members: [fast, slow], terrain: 'forest', pace: 'normal', medium: 'land' } as const;
    expect(bfrpg.partyTravel(base)).toEqual({ milesPerDay: 4, hoursPerDay: 8, slowestMember: 1 });
    expect(bfrpg.partyTravel({ ...base, members: [fast] }).milesPerDay).toBe(16);
    expect(bfrpg.partyTravel({ ...base, members: [fast], pace: 'forced' })).toMatchObject({ milesPerDay: 24, hoursPerDay: 12 });
    expect(bfrpg.partyTravel({ ...base, members: [fast], medium: 'air' }).milesPerDay).toBe(48);
  });

  it('terrains list every terrain with a label', () => {
    expect(bfrpg.terrains.map((t) => t.id).sort()).toEqual(
      ['clear', 'desert', 'forest', 'hills', 'jungle', 'mountains', 'plains', 'road', 'swamp', 'trail'],
    );
  });

  it('daily needs: a ration and a quart of water (003_8f80a070c789886f.txt, "Dungeon Survival")', () => {
    expect(bfrpg.dailyNeeds(fighter)).toEqual({ food: { amount: 1, unit: 'ration' }, water: { amount: 1, unit: 'quart' } });
  });

  it('deprivation: each loss names its cause and carries its roll', () => {
    const day = bfrpg.deprivation(fighter, { ...deprived, daysWithoutFood: 3, daysWithoutWater: 1 }, scriptedRng([2]));
    expect(day.naturalHealingBlocked).toBe(true);
    expect(day.losses.map((l) => [l.pool, l.cause, l.amount])).toEqual([
      ['HP', 'hunger', 1],
      ['HP', 'thirst', 2],
    ]);
    expect(day.losses[1].roll?.expression).toBe('1d4');
    expect(bfrpg.deprivation(fighter, { ...deprived, daysWithoutFood: 2, daysWithoutWater: 0 }, scriptedRng([]))).toEqual({
      losses: [],
      naturalHealingBlocked: false,
      condition: {},
      notes: [],
    });
  });

  it('natural healing: 1 a day, 2 in bed, 0 when blocked (supplement A10)', () => {
    const rng = scriptedRng([]);
    expect(bfrpg.naturalHealing(fighter, { fullBedRest: false, healingBlocked: false, pools, at: 86_400, condition: {} }, rng)).toEqual({ hp: 1, rolls: [] });
    expect(bfrpg.naturalHealing(fighter, { fullBedRest: true, healingBlocked: false, pools, at: 86_400, condition: {} }, rng).hp).toBe(2);
    expect(bfrpg.naturalHealing(fighter, { fullBedRest: true, healingBlocked: true, pools, at: 86_400, condition: {} }, rng).hp).toBe(0);
    expect(bfrpg.fatiguePool).toBeNull();
    expect(bfrpg.fatigueRecovery(fighter, { from: 0, to: 86_400, pools, condition: {} })).toBe(0);
  });

  it('light: a torch rolled at 2 burns 6 turns = 3,600 s; candles go by the inch', () => {
    const torch = bfrpg.lightDuration('torch', scriptedRng([2]));
    expect(torch.seconds).toBe(3600);
    expect(torch.rolls[0].expression).toBe('1d4+4');
    expect(bfrpg.lightDuration('candle', scriptedRng([]), { candleInches: 2 })).toEqual({ seconds: 6 * 600, rolls: [] });
    expect(() => bfrpg.lightDuration('glowstick', scriptedRng([]))).toThrow(RangeError);
  });

  it('light sources list radii in feet', () => {
    expect(bfrpg.lightSources.map((s) => [s.id, s.brightRadius, s.dimRadius, s.unit])).toEqual([
      ['torch', 30, 50, 'ft'],
      ['lantern', 30, 50, 'ft'],
      ['candle', 5, 10, 'ft'],
    ]);
  });

  it('darkness: light level and who can see in it (003_8f80a070c789886f.txt, "Darkvision")', () => {
    expect(bfrpg.lightLevelAt('dark', [{ sourceId: 'torch', distance: 40 }])).toBe('dim');
    expect(bfrpg.vision('dark', { darkvision: true })).toEqual({ canSee: true, by: 'darkvision', penalty: 0 });
    expect(bfrpg.vision('dark', { darkvision: false })).toEqual({ canSee: false, by: null, penalty: 0 });
  });

  it("party light: the brightest lit source's radii, or darkness (003_8f80a070c789886f.txt, \"Light\")", () => {
    expect(bfrpg.partyLight(['candle', 'torch'])).toMatchObject({ brightRadius: 30, dimRadius: 50, inDarkness: false, effect: null });
    expect(bfrpg.partyLight([])).toMatchObject({ label: 'Darkness', inDarkness: true });
  });

  it('sheets: saves and darkvision filled from race and level (supplement A9)', () => {
    const dwarf = bfrpg.completeSheet(bfrpg.sheetSchema.parse({ race: 'dwarf', abilities: { str: 12, int: 10, wis: 10, dex: 10, con: 14, cha: 9 } }));
    expect(dwarf).toMatchObject({ darkvision: true, saves: { deathRay: 8, wands: 9, paralysis: 10, dragonBreath: 12, spells: 13 } });
    const profile = bfrpg.profile(dwarf);
    expect(profile).toMatchObject({ attributes: { STR: 12, CON: 14 }, ancestry: 'dwarf' });
    expect(bfrpg.poolMaxima(profile)).toEqual({ hp: null, fp: null });
    expect(bfrpg.characteristics(profile).find((c) => c.key === 'con')).toMatchObject({ value: '+1' });
  });

  it('dungeon checks: a thief listens on her percentage, a dwarf finds traps on 1-2 (003_8f80a070c789886f.txt, "Doors", "Traps")', () => {
    const thief = bfrpg.profile(bfrpg.completeSheet(bfrpg.sheetSchema.parse({ class: 'Thief', abilities: { str: 10, int: 10, wis: 10, dex: 16, con: 10, cha: 10 }, thief: { listen: 30 } })));
    const heard = bfrpg.dungeon.listen({ name: 'Vex', profile: thief }, { noiseBeyond: true }, scriptedRng([25]));
    expect(heard).toMatchObject({ attempted: true, success: true, chance: { text: '30%', probability: 0.3 }, seconds: 10 });
    expect(heard.rolls[0]).toMatchObject({ label: 'Listen: Vex', secret: true });
    const dwarf = bfrpg.profile({ race: 'dwarf', class: 'Fighter', abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } });
    const search = bfrpg.dungeon.searchTraps({ name: 'Bo', profile: dwarf }, { areaSquareFeet: 250, trapPresent: true, magicalTrap: false, alreadySearchedHere: false }, scriptedRng([2]));
    expect(search).toMatchObject({ success: true, chance: { text: '2 in 6' }, seconds: 3 * 600 });
    const again = bfrpg.dungeon.searchTraps({ name: 'Bo', profile: dwarf }, { areaSquareFeet: 100, trapPresent: true, magicalTrap: false, alreadySearchedHere: true }, scriptedRng([]));
    expect(again).toMatchObject({ attempted: false, reason: 'has already searched here', seconds: 0 });
  });

  it("a thief's blank sheet finds traps and listens on supplement A22's row for her level; a figure on the sheet overrides", () => {
    const abilities = { str: 10, int: 10, wis: 10, dex: 16, con: 10, cha: 10 };
    const thief = bfrpg.profile(bfrpg.completeSheet(bfrpg.sheetSchema.parse({ class: 'Thief', level: 3, abilities })));
    const input = { areaSquareFeet: 100, trapPresent: true, magicalTrap: false, alreadySearchedHere: false };
    expect(bfrpg.dungeon.searchTraps({ name: 'Vex', profile: thief }, input, scriptedRng([30]))).toMatchObject({ success: true, chance: { text: '30%' } });
    expect(bfrpg.dungeon.searchTraps({ name: 'Vex', profile: thief }, input, scriptedRng([31]))).toMatchObject({ success: false, chance: { text: '30%' } });
    expect(bfrpg.dungeon.listen({ name: 'Vex', profile: thief }, { noiseBeyond: true }, scriptedRng([38]))).toMatchObject({ success: true, chance: { text: '38%' } });
    expect(bfrpg.characteristics(thief).find((c) => c.key === 'thief-removeTraps')).toMatchObject({ value: '30%', formula: 'Thief level 3 (supplement A22)' });
    const cleric = bfrpg.profile(bfrpg.completeSheet(bfrpg.sheetSchema.parse({ class: 'Cleric', level: 4, abilities })));
    expect(bfrpg.characteristics(cleric).find((c) => c.key === 'spells-cleric')).toMatchObject({ value: '2 / 1' });
  });

  it('magical traps follow the campaign option (003_8f80a070c789886f.txt, "Traps")', () => {
    const fighterSheet = { class: 'Fighter', race: 'human', abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } };
    const strict = bfrpgRuleset({ magicalTraps: 'undetectable' });
    const check = strict.dungeon.searchTraps({ name: 'Al', profile: strict.profile(fighterSheet) }, { areaSquareFeet: 100, trapPresent: true, magicalTrap: true, alreadySearchedHere: false }, scriptedRng([]));
    expect(check).toMatchObject({ attempted: false, reason: 'cannot find that kind of trap' });
  });

  it('a day on foot: a secret lost save off the track, forced-march saves from the second day (supplement A6)', () => {
    const sheet = bfrpg.completeSheet(bfrpg.sheetSchema.parse({ abilities: { str: 10, int: 10, wis: 13, dex: 10, con: 10, cha: 10 } }));
    const walker = { id: 7, name: 'Al', milesPerDay: 24, profile: bfrpg.profile(sheet) };
    const first = bfrpg.landDay({ travellers: [walker], leader: walker.profile, forcedMarch: true, onTrack: false, state: undefined }, scriptedRng([11]));
    // Fighter 1's death ray save is 12; WIS 13 adds 1: an 11 becomes 12 and holds.
    expect(first).toMatchObject({ distanceMultiplier: 1, needsGm: null, damage: [] });
    expect(first.rolls.map((r) => [r.label, r.secret])).toEqual([['Lost? (save vs. death ray)', true]]);
    const second = bfrpg.landDay({ travellers: [walker], leader: walker.profile, forcedMarch: true, onTrack: true, state: first.state }, scriptedRng([3, 4]));
    expect(second.rolls.map((r) => r.label)).toEqual(['Forced march save: Al', 'Forced march damage: Al']);
    expect(second.damage).toEqual([{ memberId: 7, hp: 4 }]);
  });
});
