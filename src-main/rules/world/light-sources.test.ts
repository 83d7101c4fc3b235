import { describe, expect, it } from 'vitest';
import { distribution, probabilityOf } from '../dice/distribution';
import { scriptedRng } from '../testing/scripted-rng';
import { burnTime, LIGHT_SOURCES } from './light-sources';

describe('how light sources burn (003_8f80a070c789886f.txt, "Light")', () => {
  it('a torch burns 1d4+4 turns (5-8), each equally likely', () => {
    const torch = LIGHT_SOURCES.torch.burn;
    expect(torch).toEqual({ dice: '1d4+4' });
    const d = distribution('1d4+4');
    expect([d.min, d.max]).toEqual([5, 8]);
    expect(burnTime('torch', scriptedRng([1])).turns).toBe(5);
    expect(burnTime('torch', scriptedRng([4])).turns).toBe(8);
  });

  it('a flask of lantern oil burns 1d6+18 turns (19-24) and the roll is returned for the journal', () => {
    const burn = burnTime('lantern', scriptedRng([3]));
    expect(burn.turns).toBe(21);
    expect(burn.roll?.dice[0].faces).toEqual([3]);
    expect(probabilityOf(distribution('1d6+18'), 24)).toBeCloseTo(1 / 6, 15);
  });

  it('a taper candle burns 3 turns per inch and rolls nothing', () => {
    const rng = scriptedRng([]);
    expect(burnTime('candle', rng, 4)).toEqual({ turns: 12 });
    expect(burnTime('candle', rng)).toEqual({ turns: 3 });
  });
});
