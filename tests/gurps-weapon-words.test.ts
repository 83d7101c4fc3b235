import { describe, expect, it } from 'vitest';
import { gurpsWeapon } from '../src-shared/contract';

// A GURPS weapon's refusals name the figure on the form ("Acc", "1/2D"), never a field path.
describe("a ranged weapon's missing figures, in the GM's words", () => {
  const bow = { name: 'Short bow', skill: 'Bow', damage: 'thr+1', type: 'imp', parry: null, ranged: { acc: 1, halfDamage: 110, max: 165, bulk: -6 } };

  it('a ranged weapon saved without Acc says it needs its Acc', () => {
    const { acc: _acc, ...noAcc } = bow.ranged;
    const issue = gurpsWeapon.safeParse({ ...bow, ranged: noAcc }).error!.issues[0];
    expect(issue.path).toEqual(['ranged', 'acc']);
    expect(issue.message).toBe('a ranged weapon needs its Acc (0 to 20)');
  });

  it('an Acc of 25 and a Max of 0 say the range the figures take', () => {
    const issues = gurpsWeapon.safeParse({ ...bow, ranged: { ...bow.ranged, acc: 25, max: 0 } }).error!.issues.map((i) => i.message);
    expect(issues).toEqual(['a ranged weapon needs its Acc (0 to 20)', 'a ranged weapon needs its Max range in yards (1 to 100,000)']);
  });
});
