import { describe, expect, it } from 'vitest';
import { bfrpgStatBlock, rollLabelForGm } from '../../../src-shared/contract';
import { RuleInputError } from '../rule-input-error';
import { scriptedRng } from '../testing/scripted-rng';
import type { CharacterProfile } from '../ruleset';
import { bfrpgCombat, type BfrpgFighter } from './combat-rules';

// Supplement A23 (turning the undead) in a Basic Fantasy fight: who may turn, the
// table's cells shown before the roll, and what the roll does to the undead.

const profile = (className: string, level: number): CharacterProfile => ({
  attributes: { STR: 10, DEX: 10 },
  ancestry: 'human',
  sheet: { class: className, level, ac: 11 },
  pools: { hp: { current: 10, max: 10 }, fp: null },
});

function member(id: number, className: string, level: number): BfrpgFighter {
  const stats = bfrpgCombat.memberStats(profile(className, level), { encumbrance: 0 });
  return { id, name: `${className} ${level}`, side: 'party', stats, state: {}, pools: { hp: { current: 10, max: 10 }, fp: null }, out: false };
}

function foes(name: string, block: Record<string, unknown>, hp: readonly number[], firstId: number): BfrpgFighter[] {
  const parsed = bfrpgStatBlock.parse(block);
  return hp.map((current, i) => {
    const made = bfrpgCombat.foe(parsed, scriptedRng([]));
    return { id: firstId + i, name: `${name} ${i + 1}`, side: 'foes', stats: made.stats, state: {}, pools: { hp: { current, max: current }, fp: null }, out: false };
  });
}

const skeletons = (hp: readonly number[]) => foes('Skeleton', { hitDice: 1, hp: 4, ac: 13, morale: 12, turnedAs: 'skeleton' }, hp, 10);
const zombies = (hp: readonly number[]) => foes('Zombie', { hitDice: 2, hp: 9, ac: 12, morale: 12, turnedAs: 'zombie' }, hp, 20);
const wight = () => foes('Wight', { hitDice: 3, hp: 13, ac: 15, morale: 12, turnedAs: 'wight' }, [13], 30);

describe('supplement A23 in a fight: who may turn and the odds shown', () => {
  it('offers Turn undead to a Cleric only, with the 1st-level row against skeletons (13+)', () => {
    const cleric = member(1, 'Cleric', 1);
    const others = skeletons([4, 4, 4]);
    expect(bfrpgCombat.abilities!(member(2, 'Fighter', 3), others, 1)).toEqual([]);
    expect(bfrpgCombat.abilities!(member(3, 'Magic-User/Thief', 3), others, 1)).toEqual([]);
    const [turn] = bfrpgCombat.abilities!(cleric, others, 1);
    expect(turn).toMatchObject({ id: 'turn-undead', label: 'Turn undead', possible: true, reason: null });
    expect(turn!.detail).toBe('Cleric level 1: Skeleton x3 (skeleton column): 13+ on the d20');
  });

  it('reads T for an 8th-level Cleric against skeletons and "no" for a 1st-level one against a wight', () => {
    expect(bfrpgCombat.abilities!(member(1, 'Cleric', 8), skeletons([4]), 1)[0]!.detail).toContain('turned whatever the roll');
    const [turn] = bfrpgCombat.abilities!(member(1, 'Cleric', 1), wight(), 1);
    expect(turn).toMatchObject({ possible: false, reason: 'Cleric 1 is too low in level to affect these undead (supplement A23)' });
  });

  it('is not possible with no undead in the fight (a goblin is not turned)', () => {
    const goblins = foes('Goblin', { hitDice: '1-1', hp: 3, ac: 14, morale: 7 }, [3], 40);
    expect(bfrpgCombat.abilities!(member(1, 'Cleric', 2), goblins, 1)[0]).toMatchObject({ possible: false, reason: 'no undead stand against the party' });
  });
});

describe('supplement A23 in a fight: the roll and what it does', () => {
  it('a 1st-level Cleric rolls 13 against three skeletons, 2d6 = 7 Hit Dice turns all three; they flee 2d4 turns', () => {
    const cleric = member(1, 'Cleric', 1);
    const rng = scriptedRng([13, 3, 4, 2, 3]);
    const out = bfrpgCombat.useAbility!(cleric, 'turn-undead', skeletons([4, 4, 4]), 1, rng);
    expect(out.rolls.map((r) => [rollLabelForGm(r), r.roll.total])).toEqual([
      ['Turn undead: Cleric 1 (13+ on the d20)', 13],
      ['Hit Dice of undead affected', 7],
      ['Turns the turned undead stay away', 5],
    ]);
    expect(out.summary).toBe('Cleric 1 turns the undead: Skeleton 1, Skeleton 2, Skeleton 3 flee');
    // Five turns of 60 rounds from round 1: back in round 301.
    expect(out.changes).toEqual([10, 11, 12].map((id) => ({ id, out: true, state: { turned: 'fled', awayTurns: 5, backRound: 301 } })));
    expect(rng.remaining()).toBe(0);
  });

  it("2d6 = 7 against 2-HD zombies turns 3 of 5 (A23's example), the rest stay", () => {
    const out = bfrpgCombat.useAbility!(member(1, 'Cleric', 3), 'turn-undead', zombies([9, 9, 9, 9, 9]), 1, scriptedRng([13, 3, 4, 1, 1]));
    expect(out.changes.map((c) => c.id)).toEqual([20, 21, 22]);
  });

  it('a failed roll turns nothing and bars a new try for a full turn (60 rounds)', () => {
    const cleric = member(1, 'Cleric', 1);
    const out = bfrpgCombat.useAbility!(cleric, 'turn-undead', skeletons([4]), 3, scriptedRng([12]));
    expect(out.summary).toBe('Cleric 1 fails to turn the undead');
    expect(out.changes).toEqual([{ id: 1, state: { noTurningBefore: 63 } }]);
    const barred = { ...cleric, state: { noTurningBefore: 63 } };
    expect(bfrpgCombat.abilities!(barred, skeletons([4]), 62)[0]!.possible).toBe(false);
    expect(bfrpgCombat.abilities!(barred, skeletons([4]), 63)[0]!.possible).toBe(true);
    expect(() => bfrpgCombat.useAbility!(barred, 'turn-undead', skeletons([4]), 10, scriptedRng([20]))).toThrow(RuleInputError);
  });

  it("an 11th-level Cleric's D against skeletons: 11d8 once, those taken to 0 HP destroyed", () => {
    // d20 2 (D needs no roll), 2d6 = 2 Hit Dice: two skeletons; 11d8 all 1s = 11 damage.
    const out = bfrpgCombat.useAbility!(member(1, 'Cleric', 11), 'turn-undead', skeletons([8, 12, 4]), 1, scriptedRng([2, 1, 1, ...Array(11).fill(1), 3, 3]));
    expect(out.rolls.map((r) => r.label)).toContain('Damage to the undead (11d8, supplement A23)');
    expect(out.changes).toEqual([
      { id: 11, out: true, hp: 1, state: { turned: 'fled', awayTurns: 6, backRound: 361 } },
      { id: 10, out: true, hp: -3, state: { turned: 'destroyed' } },
    ]);
    expect(out.summary).toBe('Cleric 11 turns the undead: Skeleton 2 flees; Skeleton 1 destroyed');
  });

  it('a 2nd-level Cleric against 2 zombies and a wight: 15 turns the zombies, the wight stays and the try is barred', () => {
    const out = bfrpgCombat.useAbility!(member(1, 'Cleric', 2), 'turn-undead', [...wight(), ...zombies([9, 9])], 1, scriptedRng([15, 3, 4, 2, 2]));
    expect(out.changes.filter((c) => c.out).map((c) => c.id)).toEqual([20, 21]);
    expect(out.notes).toContain('Wight: 20+ on the d20, not reached by 15.');
    expect(out.changes.at(-1)).toEqual({ id: 1, state: { noTurningBefore: 61 } });
  });

  it('refuses a fighter who cannot turn, naming the field', () => {
    expect(() => bfrpgCombat.useAbility!(member(2, 'Fighter', 3), 'turn-undead', skeletons([4]), 1, scriptedRng([]))).toThrow(/no ability "turn-undead"/);
  });
});

describe('supplement A23: turned undead come back once their 2d4 turns are up', () => {
  const cleric = member(1, 'Cleric', 1);
  // A 1st-level Cleric in round 4 rolls 13, 2d6 = 7 and 2d4 = 2: the skeletons stay away 2 turns (120 rounds), back in round 124.
  const turned = () => {
    const before = skeletons([4, 4, 4]);
    const out = bfrpgCombat.useAbility!(cleric, 'turn-undead', before, 4, scriptedRng([13, 3, 4, 1, 1]));
    return before.map((f) => {
      const c = out.changes.find((x) => x.id === f.id)!;
      return { ...f, out: c.out!, state: c.state as BfrpgFighter['state'] };
    });
  };

  it('they stay out while the turns run, and the card says the round they come back in', () => {
    const away = turned();
    expect(away.map((f) => f.state.backRound)).toEqual([124, 124, 124]);
    expect(bfrpgCombat.endRound([cleric, ...away], 122, scriptedRng([])).changes).toEqual([]);
    expect(bfrpgCombat.summary(away[0]!).conditions[0]!.effect).toBe('Fled from a Cleric; stays away 2 turns, back in round 124 (supplement A23).');
  });

  it('the round they are due, they come back into the fight, no longer turned, with the default named', () => {
    const out = bfrpgCombat.endRound([cleric, ...turned()], 123, scriptedRng([]));
    expect(out.changes).toEqual([10, 11, 12].map((id) => ({ id, out: false, state: {} })));
    expect(out.notes).toContain(
      'Skeleton 1, Skeleton 2, Skeleton 3 come back into the fight, no longer turned (supplement A23 keeps them away at least 2d4 turns; their coming back as soon as those are up is Lantern’s default).',
    );
  });

  it('the destroyed stay destroyed', () => {
    // 11th level: D against skeletons; 11d8 of 1s destroys the 4-HP one, the 12-HP one flees.
    const before = skeletons([12, 4]);
    const out = bfrpgCombat.useAbility!(member(1, 'Cleric', 11), 'turn-undead', before, 1, scriptedRng([2, 1, 1, ...Array(11).fill(1), 1, 1]));
    const after = before.map((f) => ({ ...f, out: true, state: out.changes.find((c) => c.id === f.id)!.state as BfrpgFighter['state'] }));
    expect(bfrpgCombat.endRound(after, 500, scriptedRng([])).changes.map((c) => c.id)).toEqual([10]);
  });

  it('a fight that ends first leaves a countdown for the rounds still to run', () => {
    const end = bfrpgCombat.endFight([cleric, ...turned()], 30);
    expect(end.countdowns).toEqual([{ name: 'Skeleton 1, Skeleton 2, Skeleton 3 come back, no longer turned', rounds: 94, returning: ['Skeleton 1', 'Skeleton 2', 'Skeleton 3'] }]);
    expect(end.notes[0]).toBe('Put to flight: Skeleton 1 (turned), Skeleton 2 (turned), Skeleton 3 (turned).');
    // Turned away, not defeated: A17 is silent on foes driven off, so none of their experience is counted.
    expect(end.notes[1]).toMatch(/^Experience \(supplement A17\): none counted: no foe was defeated\./);
    expect(end.notes.at(-1)).toContain('Skeleton 1, Skeleton 2, Skeleton 3: turned, they stay away for another 1 turn 34 rounds');
  });
});
