import { describe, expect, it } from 'vitest';
import { entryResult, escapePinModifiers, pinModifiers, takedownModifiers, weightModifier } from './close-combat';

describe('close combat maneuvers (001_d6872b0a781baa08.txt, "Close Combat Maneuvers")', () => {
  it('a takedown is +/-1 per point of ST difference', () => {
    expect(takedownModifiers({ attackerSt: 14, defenderSt: 11 })[0].value).toBe(3);
    expect(takedownModifiers({ attackerSt: 9, defenderSt: 12 })[0].value).toBe(-3);
  });

  it('a pin adds +/-1 per full 20 lb of weight difference', () => {
    expect([weightModifier(179, 160), weightModifier(180, 160), weightModifier(200, 160), weightModifier(140, 180), weightModifier(150, 160)]).toEqual([0, 1, 2, -2, 0]);
    const pin = pinModifiers({ attackerSt: 12, defenderSt: 10, attackerWeightLb: 200, defenderWeightLb: 160, defenderDown: true });
    expect(pin.allowed).toBe(true);
    expect(pin.modifiers.reduce((s, m) => s + m.value, 0)).toBe(4);
  });

  it('only a downed defender can be pinned', () => {
    expect(pinModifiers({ attackerSt: 12, defenderSt: 10, attackerWeightLb: 200, defenderWeightLb: 160, defenderDown: false })).toMatchObject({ allowed: false });
  });

  it('escaping a pin is a takedown against the pinner', () => {
    expect(escapePinModifiers({ pinnedSt: 10, pinnerSt: 13 })[0].value).toBe(-3);
  });
});

describe('entering close combat (001_d6872b0a781baa08.txt, "Entering Close Combat")', () => {
  it('a stop thrust keeps the attacker out if it does damage, else a ST contest decides', () => {
    expect(entryResult({ method: 'stop-thrust', outcome: 'miss' }).prevented).toBe(false);
    expect(entryResult({ method: 'stop-thrust', outcome: 'defended' }).prevented).toBe(false);
    expect(entryResult({ method: 'stop-thrust', outcome: 'hit', damageInflicted: 3 }).prevented).toBe(true);
    expect(entryResult({ method: 'stop-thrust', outcome: 'shield', damageInflicted: 0 }).prevented).toBe('st-contest');
  });

  it('a shield block keeps the attacker out on any hit', () => {
    expect(entryResult({ method: 'shield-block', outcome: 'shield' }).prevented).toBe(true);
    expect(entryResult({ method: 'shield-block', outcome: 'defended' }).prevented).toBe(false);
  });
});
