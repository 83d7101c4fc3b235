import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import {
  aimBonus,
  allOutAttackOptions,
  evaluateBonus,
  maneuver,
  maneuverMovement,
  MANEUVER_IDS,
  MANEUVERS,
  postureChange,
  rollStunRecovery,
  rollToKeepAim,
  rollToKeepConcentration,
  WAIT_BECOMES,
  type ManeuverId,
} from './maneuvers';

describe('the maneuver list (000_4b7986e803b19dcc.txt, "Maneuvers")', () => {
  it('has the thirteen maneuvers, each with a label and help text', () => {
    expect(MANEUVER_IDS).toHaveLength(13);
    expect(new Set(MANEUVER_IDS)).toEqual(
      new Set(['wait', 'ready', 'move', 'feint', 'evaluate', 'do-nothing', 'concentrate', 'change-posture', 'move-and-attack', 'all-out-defense', 'all-out-attack', 'attack', 'aim']),
    );
    for (const id of MANEUVER_IDS) {
      expect(MANEUVERS[id].id).toBe(id);
      expect(MANEUVERS[id].help.length).toBeGreaterThan(20);
    }
  });

  it('only Attack, All-Out Attack and Move and Attack attack', () => {
    const attacking = MANEUVER_IDS.filter((id) => MANEUVERS[id].attacks > 0);
    expect(attacking).toEqual(['attack', 'all-out-attack', 'move-and-attack']);
  });

  it('refuses an unknown maneuver by name', () => {
    expect(() => maneuver('charge' as ManeuverId)).toThrow(/maneuver must be one of/);
  });
});

describe('defenses left by each maneuver (000_4b7986e803b19dcc.txt, "All-Out Attack", "Move and Attack")', () => {
  it('All-Out Attack leaves no active defense', () => {
    expect(MANEUVERS['all-out-attack'].defenses).toEqual([]);
  });

  it('Move and Attack leaves only Dodge or Block', () => {
    expect(MANEUVERS['move-and-attack'].defenses).toEqual(['dodge', 'block']);
  });

  it('every other maneuver leaves all three', () => {
    for (const id of MANEUVER_IDS.filter((m) => m !== 'all-out-attack' && m !== 'move-and-attack')) {
      expect(MANEUVERS[id].defenses).toEqual(['dodge', 'parry', 'block']);
    }
  });
});

describe('All-Out Attack and All-Out Defense options (000_4b7986e803b19dcc.txt, "All-Out Attack", "All-Out Defense")', () => {
  it('melee: Determined +4, Double two attacks, Feint, Strong', () => {
    const melee = allOutAttackOptions('melee');
    expect(melee.map((o) => o.id)).toEqual(['determined', 'double', 'feint', 'strong']);
    expect(melee.find((o) => o.id === 'determined')?.toHit).toBe(4);
    expect(melee.find((o) => o.id === 'double')?.attacks).toBe(2);
    expect(melee.find((o) => o.id === 'strong')?.toHit).toBe(0);
  });

  it('ranged: Determined at +1 only', () => {
    expect(allOutAttackOptions('ranged')).toEqual([expect.objectContaining({ id: 'determined', toHit: 1, attacks: 1 })]);
  });

  it('All-Out Defense offers Increased Defense and Double Defense', () => {
    expect(MANEUVERS['all-out-defense'].options.map((o) => o.id)).toEqual(['increased-defense', 'double-defense']);
  });
});

describe('movement by maneuver (000_4b7986e803b19dcc.txt, "Maneuvers")', () => {
  it('Move and Move and Attack: full Move', () => {
    expect(maneuverMovement({ maneuver: 'move', move: 5 }).yards).toBe(5);
    expect(MANEUVERS['move-and-attack'].movement).toBe('full');
  });

  it('All-Out Attack: half Move, rounded up, forward only', () => {
    expect(maneuverMovement({ maneuver: 'all-out-attack', move: 5 })).toMatchObject({ yards: 3, forwardOnly: true });
    expect(maneuverMovement({ maneuver: 'all-out-attack', move: 6 }).yards).toBe(3);
  });

  it('All-Out Defense: a step, or half Move with the +2 on Dodge', () => {
    expect(maneuverMovement({ maneuver: 'all-out-defense', move: 6 }).yards).toBe(1);
    expect(maneuverMovement({ maneuver: 'all-out-defense', move: 6, increasedDodge: true }).yards).toBe(3);
  });

  it('Aim, Feint, Ready, Attack: a step; Do Nothing: none', () => {
    for (const id of ['aim', 'feint', 'ready', 'attack'] as const) expect(MANEUVERS[id].movement).toBe('step');
    expect(maneuverMovement({ maneuver: 'do-nothing', move: 5 }).yards).toBe(0);
  });

  it('refuses a negative Move', () => {
    expect(() => maneuverMovement({ maneuver: 'move', move: -1 })).toThrow('move must be 0 or more, got -1');
  });
});

describe('Aim bonus (000_4b7986e803b19dcc.txt, "Aim")', () => {
  it('one second adds Acc; two add one more; three or more add two more', () => {
    expect(aimBonus({ acc: 2, seconds: 0 }).total).toBe(0);
    expect(aimBonus({ acc: 2, seconds: 1 }).total).toBe(2);
    expect(aimBonus({ acc: 2, seconds: 2 }).total).toBe(3);
    expect(aimBonus({ acc: 2, seconds: 3 }).total).toBe(4);
    expect(aimBonus({ acc: 2, seconds: 7 }).total).toBe(4);
  });

  it('a wounded aimer rolls Will to keep the aim', () => {
    const kept = rollToKeepAim(11, scriptedRng([4, 4, 3]));
    expect(kept.kept).toBe(true);
    expect(kept.roll).toMatchObject({ label: 'Will roll to keep aim', target: 11, success: true });
    expect(rollToKeepAim(11, scriptedRng([4, 4, 4])).kept).toBe(false);
  });
});

describe('Evaluate bonus (000_4b7986e803b19dcc.txt, "Evaluate")', () => {
  it('+1 per consecutive Evaluate, three at most', () => {
    expect([0, 1, 2, 3, 4].map(evaluateBonus)).toEqual([0, 1, 2, 3, 3]);
  });
});

describe('Concentrate (000_4b7986e803b19dcc.txt, "Concentrate")', () => {
  it('a distraction calls for Will-3', () => {
    const r = rollToKeepConcentration(12, scriptedRng([3, 3, 3]));
    expect(r.roll).toMatchObject({ label: 'Will-3 roll to keep concentration', target: 9, success: true });
    expect(r.roll.chance).toBeCloseTo(81 / 216, 12);
    expect(rollToKeepConcentration(12, scriptedRng([4, 3, 3])).kept).toBe(false);
  });
});

describe('Do Nothing while stunned (000_4b7986e803b19dcc.txt, "Do Nothing")', () => {
  it('HT for physical stun, IQ for mental, at the end of the turn', () => {
    expect(rollStunRecovery({ kind: 'physical', score: 10 }, scriptedRng([4, 3, 3]))).toMatchObject({ recovered: true, roll: { label: 'HT roll to recover from stun', target: 10 } });
    expect(rollStunRecovery({ kind: 'mental', score: 9 }, scriptedRng([4, 3, 3]))).toMatchObject({ recovered: false, roll: { label: 'IQ roll to recover from stun' } });
  });
});

describe('Change Posture (000_4b7986e803b19dcc.txt, "Change Posture")', () => {
  it('lying to standing takes two maneuvers', () => {
    expect(postureChange('lying-prone', 'standing').maneuvers).toBe(2);
    expect(postureChange('lying-face-up', 'standing').maneuvers).toBe(2);
  });

  it('kneeling and standing can swap as a step', () => {
    expect(postureChange('kneeling', 'standing')).toMatchObject({ maneuvers: 1, canBeStep: true });
    expect(postureChange('standing', 'kneeling').canBeStep).toBe(true);
    expect(postureChange('sitting', 'standing')).toMatchObject({ maneuvers: 1, canBeStep: false });
  });

  it('other changes take one maneuver; no change takes none', () => {
    expect(postureChange('lying-prone', 'kneeling').maneuvers).toBe(1);
    expect(postureChange('crawling', 'crawling').maneuvers).toBe(0);
  });
});

describe('Wait (000_4b7986e803b19dcc.txt, "Wait")', () => {
  it('can turn into Attack, Feint, All-Out Attack or Ready', () => {
    expect(WAIT_BECOMES).toEqual(['attack', 'feint', 'all-out-attack', 'ready']);
  });
});
