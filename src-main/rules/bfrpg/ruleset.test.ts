import { describe, expect, it } from 'vitest';
import { rulesets } from '../registry';
import type { CharacterProfile } from '../ruleset';
import { scriptedRng } from '../testing/scripted-rng';
import { basicFantasyRuleset as bfrpg } from './ruleset';

const fighter: CharacterProfile = { attributes: { STR: 10, DEX: 16, CON: 12 }, ancestry: 'human' };
const chain = { category: 'metal', magical: false, pounds: 40 };

describe('registry', () => {
  it("holds Basic Fantasy under 'bfrpg'", () => {
    expect(rulesets.bfrpg).toBe(bfrpg);
    expect(Object.keys(rulesets)).toEqual(['bfrpg']);
  });
});

describe('basicFantasyRuleset', () => {
  it('time: 10-second rounds, 10-minute turns (003_8f80a070c789886f.txt, "Time and Scale")', () => {
    expect(bfrpg.time).toEqual({ secondsPerRound: 10, secondsPerTurn: 600 });
  });

  it('movement: chain and 30 lb of gear make a STR 10 human heavily loaded (supplement A2, A3, A5)', () => {
    expect(bfrpg.movement(fighter, { gearPounds: 30, armor: chain })).toEqual({
      encumbrance: { rank: 1, id: 'heavy', label: 'Heavily loaded' },
      loadFraction: 70 / 150,
      canMove: true,
      perRound: 10,
      perTurn: 30,
      unit: 'ft',
      milesPerDay: 6,
    });
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
    const day = bfrpg.deprivation(fighter, { daysWithoutFood: 3, daysWithoutWater: 1 }, scriptedRng([2]));
    expect(day.naturalHealingBlocked).toBe(true);
    expect(day.losses.map((l) => [l.pool, l.cause, l.amount])).toEqual([
      ['HP', 'hunger', 1],
      ['HP', 'thirst', 2],
    ]);
    expect(day.losses[1].roll?.expression).toBe('1d4');
    expect(bfrpg.deprivation(fighter, { daysWithoutFood: 2, daysWithoutWater: 0 }, scriptedRng([]))).toEqual({
      losses: [],
      naturalHealingBlocked: false,
    });
  });

  it('natural healing: 1 a day, 2 in bed, 0 when blocked (supplement A10)', () => {
    const rng = scriptedRng([]);
    expect(bfrpg.naturalHealing(fighter, { fullBedRest: false, healingBlocked: false }, rng)).toEqual({ hp: 1, rolls: [] });
    expect(bfrpg.naturalHealing(fighter, { fullBedRest: true, healingBlocked: false }, rng).hp).toBe(2);
    expect(bfrpg.naturalHealing(fighter, { fullBedRest: true, healingBlocked: true }, rng).hp).toBe(0);
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

  it('initiative: 1d6 plus the DEX bonus (Basic Fantasy core rules, not in the sources)', () => {
    const result = bfrpg.initiative(fighter, scriptedRng([4]));
    expect(result.score).toBe(6);
    expect(result.rolls[0].dice[0].faces).toEqual([4]);
  });
});
