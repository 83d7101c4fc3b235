import { describe, expect, it } from 'vitest';
import { characterMovement, feetPerRound, feetPerTurn, movementRow } from './movement';

describe('movement by armor and load (supplement A3)', () => {
  it.each([
    ['none', false, 'light', 40],
    ['none', false, 'heavy', 30],
    ['leather', false, 'light', 30],
    ['leather', false, 'heavy', 20],
    ['metal', false, 'light', 20],
    ['metal', false, 'heavy', 10],
  ] as const)('%s armor (magic: %s), %s load: %i feet per round', (kind, magical, load, feet) => {
    expect(feetPerRound({ kind, magical }, load)).toBe(feet);
  });

  it('magic armor moves the wearer one row up: magic leather as none, magic metal as leather', () => {
    expect(movementRow({ kind: 'leather', magical: true }).light).toBe(40);
    expect(movementRow({ kind: 'metal', magical: true })).toEqual(movementRow({ kind: 'leather', magical: false }));
    expect(feetPerRound({ kind: 'metal', magical: true }, 'heavy')).toBe(20);
  });

  it('over capacity: cannot move at all', () => {
    expect(feetPerRound({ kind: 'none', magical: false }, 'over')).toBe(0);
  });

  it("exploring covers 3x the round rate per turn: 40' -> 120' (003_8f80a070c789886f.txt, \"Movement and Encumbrance\")", () => {
    expect(feetPerTurn(40)).toBe(120);
    expect(feetPerTurn(10)).toBe(30);
  });

  it('worn armor counts toward the load (seed: count the weight of armor worn)', () => {
    // STR 10 human: light up to 60 lb. 30 lb of gear is light alone, heavy with 40 lb of chain.
    const unarmored = characterMovement({ strength: 10, race: 'human', armor: { kind: 'none', magical: false, pounds: 0 }, gearPounds: 30 });
    const armored = characterMovement({ strength: 10, race: 'human', armor: { kind: 'metal', magical: false, pounds: 40 }, gearPounds: 30 });
    expect(unarmored).toMatchObject({ load: 'light', feetPerRound: 40, feetPerTurn: 120 });
    expect(armored).toMatchObject({ carriedPounds: 70, load: 'heavy', feetPerRound: 10, feetPerTurn: 30 });
  });

  it('magic armor still counts its full weight', () => {
    const result = characterMovement({ strength: 10, race: 'human', armor: { kind: 'metal', magical: true, pounds: 40 }, gearPounds: 30 });
    expect(result).toMatchObject({ carriedPounds: 70, load: 'heavy', feetPerRound: 20 });
  });

  it('a halfling over 100 lb cannot move', () => {
    const result = characterMovement({ strength: 10, race: 'halfling', armor: { kind: 'none', magical: false, pounds: 0 }, gearPounds: 101 });
    expect(result).toMatchObject({ load: 'over', feetPerRound: 0, feetPerTurn: 0 });
  });
});
