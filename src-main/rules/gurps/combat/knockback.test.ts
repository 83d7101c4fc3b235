import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { knockback } from './knockback';

// Knockback, Basic Set p. B378 (the shared GURPS Lite text is silent, see knockback.ts):
// one yard per full (ST - 2) of basic damage, crushing only (or cutting stopped by DR), and a DX
// roll at -1 per yard after the first or the target falls.
describe('knockback', () => {
  const hit = { damageType: 'cr' as const, basicDamage: 17, penetrating: 17, targetSt: 10, targetDx: 12 };

  it('17 crushing on ST 10 pushes 17 / 8 = 2 yd; DX 12 - 1 = 11, a roll of 12 falls', () => {
    const k = knockback(hit, scriptedRng([4, 4, 4]));
    expect([k.yards, k.fallsDown, k.roll?.target]).toEqual([2, true, 11]);
    expect(k.explanation).toBe('Knockback (Basic Set p. B378): 17 basic damage / (ST 10 - 2 = 8) = 2 yd; DX 12 - 1 = 11, rolled 12: falls down.');
  });

  it('less than ST - 2 pushes nobody and rolls nothing', () => {
    expect(knockback({ ...hit, basicDamage: 7 }, scriptedRng([]))).toMatchObject({ yards: 0, roll: null, fallsDown: false });
  });

  it('cutting pushes only when DR stops all of it; impaling never', () => {
    expect(knockback({ ...hit, damageType: 'cut' }, scriptedRng([])).yards).toBe(0);
    expect(knockback({ ...hit, damageType: 'cut', penetrating: 0 }, scriptedRng([1, 1, 1])).yards).toBe(2);
    expect(knockback({ ...hit, damageType: 'imp' }, scriptedRng([])).yards).toBe(0);
  });
});
