import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { applyBlow, clearStunDamage, injuryStatus, newInjuryState, type Blow, type InjuryState } from './injury';

const vitals = { ht: 10, wp: 10 };
const blow = (state: InjuryState, b: Blow, faces: number[] = []) => applyBlow(state, b, vitals, scriptedRng(faces));

describe('stunning blows (001_d6872b0a781baa08.txt, "Damage")', () => {
  it('a single blow of exactly half base HP stuns; one point less does not', () => {
    const hp12 = newInjuryState(12);
    const six = blow(hp12, { location: 'torso', damage: 6, type: 'cutting' });
    expect(six.stunned).toBe(true);
    expect(six.stunReasons[0]).toContain('at least half of base HP 12');
    expect(blow(hp12, { location: 'torso', damage: 5, type: 'cutting' }).stunned).toBe(false);
  });

  it('with odd HP the half is rounded up in effect: 6 stuns HP 11, 5 does not', () => {
    const hp11 = newInjuryState(11);
    expect(blow(hp11, { location: 'torso', damage: 6, type: 'cutting' }).stunned).toBe(true);
    expect(blow(hp11, { location: 'torso', damage: 5, type: 'cutting' }).stunned).toBe(false);
  });
});

describe('crushing damage (001_d6872b0a781baa08.txt, "Damage Type")', () => {
  it('stuns at a third of base HP to the torso, head or groin', () => {
    const hp12 = newInjuryState(12);
    expect(blow(hp12, { location: 'torso', damage: 4, type: 'crushing' }).stunned).toBe(true);
    expect(blow(hp12, { location: 'torso', damage: 3, type: 'crushing' }).stunned).toBe(false);
    expect(blow(hp12, { location: 'torso', damage: 4, type: 'cutting' }).stunned).toBe(false);
    expect(blow(hp12, { location: 'face', damage: 4, type: 'crushing' }).stunned).toBe(false);
  });

  it('a stunning crushing blow to the head or groin calls for a WP roll against a knockout', () => {
    const hp12 = newInjuryState(12);
    // 1 to the head is 4 after x4: a third of 12.
    const kept = blow(hp12, { location: 'head', damage: 1, type: 'crushing' }, [3, 3, 4]);
    expect(kept).toMatchObject({ injury: 4, stunned: true, unconscious: false });
    expect(kept.knockoutRoll?.target).toBe(10);
    const out = blow(hp12, { location: 'groin', damage: 4, type: 'crushing' }, [4, 4, 3]);
    expect(out.unconscious).toBe(true);
    expect(out.unconsciousReason).toContain('knocked out');
    expect(out.rolls.map((r) => r.label)).toEqual(['WP roll against a knockout: stunning blow to the groin']);
  });

  it('a cutting blow that stuns the head needs no WP roll', () => {
    const r = blow(newInjuryState(12), { location: 'head', damage: 2, type: 'cutting' });
    expect(r).toMatchObject({ injury: 8, stunned: true, knockoutRoll: null });
  });

  it('stun damage counts toward unconsciousness but not death, and clears after the fight', () => {
    let state = newInjuryState(10);
    const knocked = blow(state, { location: 'torso', damage: 10, type: 'crushing', nonLethal: true });
    expect(knocked.status).toMatchObject({ lethal: 0, stun: 10, total: 10, unconscious: true, dead: false });
    state = blow(knocked.state, { location: 'torso', damage: 15, type: 'cutting' }).state;
    expect(injuryStatus(state)).toMatchObject({ lethal: 15, total: 25, dead: false });
    state = blow(state, { location: 'torso', damage: 5, type: 'cutting' }).state;
    expect(injuryStatus(state).dead).toBe(true);
    expect(injuryStatus(clearStunDamage(knocked.state))).toMatchObject({ stun: 0, unconscious: false });
  });

  it('non-lethal damage is only for crushing blows to the torso or head', () => {
    expect(() => blow(newInjuryState(10), { location: 'torso', damage: 3, type: 'cutting', nonLethal: true })).toThrow(/nonLethal/);
    expect(() => blow(newInjuryState(10), { location: 'left-arm', damage: 3, type: 'crushing', nonLethal: true })).toThrow(/nonLethal/);
  });
});

describe('unconsciousness and death (001_d6872b0a781baa08.txt, "Damage")', () => {
  it('total damage at HP knocks out; lethal damage at twice HP kills', () => {
    const hp10 = newInjuryState(10);
    expect(blow(hp10, { location: 'torso', damage: 9, type: 'cutting' }).unconscious).toBe(false);
    expect(blow(hp10, { location: 'torso', damage: 10, type: 'cutting' })).toMatchObject({ unconscious: true, dead: false });
    expect(blow(hp10, { location: 'torso', damage: 19, type: 'cutting' }).dead).toBe(false);
    expect(blow(hp10, { location: 'torso', damage: 20, type: 'cutting' }).dead).toBe(true);
  });

  it('makes no WP roll for someone the damage has already knocked out', () => {
    const r = blow(newInjuryState(10), { location: 'head', damage: 3, type: 'crushing' });
    expect(r).toMatchObject({ injury: 12, unconscious: true, knockoutRoll: null, rolls: [] });
  });
});

describe('hit locations and crippling (001_d6872b0a781baa08.txt, "Hit Location")', () => {
  it('head and neck damage is quadrupled', () => {
    expect(blow(newInjuryState(20), { location: 'head', damage: 2, type: 'cutting' }).injury).toBe(8);
    expect(blow(newInjuryState(20), { location: 'neck', damage: 2, type: 'cutting' }).injury).toBe(8);
  });

  it('an arm crippled over several blows is temporary, its excess left out of the total, and permanent at double', () => {
    let state = newInjuryState(10);
    state = blow(state, { location: 'left-arm', damage: 3, type: 'cutting' }).state;
    expect(state.crippled).toEqual({});
    const second = blow(state, { location: 'left-arm', damage: 2, type: 'cutting' });
    expect(second.crippling.map((c) => [c.location, c.outcome, c.htRoll])).toEqual([['left-arm', 'temporary', null]]);
    expect(second.stunned).toBe(true);
    expect(second.status.total).toBe(4);
    const third = blow(second.state, { location: 'left-arm', damage: 3, type: 'cutting' }, [6, 6, 6]);
    expect(third.crippling[0]).toMatchObject({ outcome: 'permanent' });
    expect(third.crippling[0].wpRoll?.success).toBe(false);
    expect(third.unconscious).toBe(true);
    expect(third.state.crippled['left-arm']).toBe('permanent');
  });

  it('a limb crippled by one blow rolls HT+2: made, temporary; failed, permanent and a WP roll', () => {
    const hp10 = newInjuryState(10);
    const made = blow(hp10, { location: 'right-leg', damage: 5, type: 'cutting' }, [4, 4, 4]);
    expect(made.crippling[0]).toMatchObject({ outcome: 'temporary', wpRoll: null });
    expect(made.crippling[0].htRoll?.target).toBe(12);
    const failed = blow(hp10, { location: 'right-leg', damage: 5, type: 'cutting' }, [5, 4, 4, 3, 3, 3]);
    expect(failed.crippling[0]).toMatchObject({ outcome: 'permanent' });
    expect(failed.rolls.map((r) => r.label)).toEqual([
      'HT+2 roll: is the crippled right-leg temporary?',
      'WP roll to stay conscious: right-leg crippled for good',
    ]);
    expect(failed.unconscious).toBe(false);
  });

  it('a hand counts toward its arm only up to its own threshold, and its excess not at all toward the total', () => {
    const hand = blow(newInjuryState(10), { location: 'right-hand', damage: 5, type: 'cutting' }, [3, 3, 3]);
    expect(hand.crippling.map((c) => [c.location, c.outcome])).toEqual([['right-hand', 'permanent']]);
    expect(hand.status.total).toBe(2);
    const arm = blow(hand.state, { location: 'right-arm', damage: 2, type: 'cutting' });
    expect(arm.crippling.map((c) => [c.location, c.outcome])).toEqual([['right-arm', 'temporary']]);
    expect(arm.status.total).toBe(4);
  });

  it('damage past an eye threshold is quadrupled as a brain hit', () => {
    const r = blow(newInjuryState(10), { location: 'left-eye', damage: 3, type: 'cutting' }, [3, 3, 3]);
    // 1 blinds the eye; the other 2 go to the brain at x4.
    expect(r.injury).toBe(9);
    expect(r.crippling[0]).toMatchObject({ location: 'left-eye', outcome: 'permanent' });
    expect(r.status.total).toBe(9);
  });

  it('an eye hit twice counts only the new excess at x4', () => {
    const first = blow(newInjuryState(30), { location: 'right-eye', damage: 2, type: 'cutting' });
    expect(first.crippling).toEqual([]);
    const second = blow(first.state, { location: 'right-eye', damage: 2, type: 'cutting' });
    expect(second.injury).toBe(5);
    expect(second.crippling[0]).toMatchObject({ outcome: 'temporary', htRoll: null });
  });
});
