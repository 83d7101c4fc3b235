import { describe, expect, it } from 'vitest';
import { createRng } from '../dice';
import { loopThrough, rangesFromWeights, rollInlineDice } from './roll-table';

describe('dice written inside a result', () => {
  it('rolls the dice a GM writes, a multiplier or bonus after them included, and leaves other words alone', () => {
    const cases: [text: string, expressions: string[]][] = [
      ['2d6 goblins', ['2d6']],
      ['1d4 x 10 gp', ['1d4×10']],
      ['d100 silver pieces', ['1d100']],
      ['a tinker with [[1d6]] mules', ['1d6']],
      ['1d6+2 guards and 1d3 dogs', ['1d6+2', '1d3']],
      ['3 dwarves, d-day, odd words', []],
    ];
    for (const [text, expressions] of cases) {
      const out = rollInlineDice(text, 'test', createRng('inline'));
      expect(out.rolls.map((r) => r.roll.expression), text).toEqual(expressions);
      // Each expression gives way to its total in the text.
      expect(out.text.match(/\d+/g)?.length ?? 0, text).toBeGreaterThanOrEqual(expressions.length);
    }
    const gold = rollInlineDice('1d4 x 10 gp', 'test', createRng('inline'));
    expect(gold.text).toBe(`${gold.rolls[0].roll.total} gp`);
    expect(gold.rolls[0].roll.total % 10).toBe(0);
  });
});

describe('the shape of a table', () => {
  it('turns weights into ranges from 1, in row order', () => {
    expect(rangesFromWeights([2, 3, 1])).toEqual([
      { low: 1, high: 2 },
      { low: 3, high: 5 },
      { low: 6, high: 6 },
    ]);
  });

  it('finds a loop back to a table through the tables its rows lead to, and none where there is none', () => {
    const leads: Record<number, number[]> = { 1: [2], 2: [3], 3: [], 4: [1] };
    expect(loopThrough(3, [4], (id) => leads[id] ?? [])).toEqual([4, 1, 2, 3]);
    expect(loopThrough(3, [], (id) => leads[id] ?? [])).toBeNull();
    expect(loopThrough(5, [1], (id) => leads[id] ?? [])).toBeNull();
  });
});
