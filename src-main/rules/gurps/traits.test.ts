import { describe, expect, it } from 'vitest';
import { gurpsAttack, gurpsOptions, gurpsStatBlock, type GurpsTraits } from '../../../src-shared/contract';
import type { CarriedItem, Fighter } from '../ruleset';
import { afterChanges as after } from '../testing/fighters';
import { scriptedRng } from '../testing/scripted-rng';
import { gulliverBodyRules } from '../registry';
import { HUMAN_SCALE } from './body-rules';
import { gurpsCombat, type GurpsFighter, type GurpsStats } from './combat-rules';
import { GURPS_INJURY } from './combat';
import { bodyOf, shockPenaltyOf } from './fight/state';
import { darknessSeen, defenseBonuses, htRollModifiers, naturalDr, shockAfterTraits, traitLines } from './traits';

// Traits that change numbers. Seed 000 (GURPS Lite, "Game Mechanics") gives the rules
// they change (Shock, Blocking, active defenses, HT rolls for major wounds, staying
// conscious and death checks, FP recovery); the traits are the Basic Set's, page with each.

const lite = gurpsCombat(gurpsOptions.parse({}), HUMAN_SCALE);
type Attack = ReturnType<typeof gurpsAttack.parse>;

function fighter(id: number, name: string, stats: GurpsStats, hp: number, side: Fighter['side'] = 'foes'): GurpsFighter {
  return { id, name, side, stats, state: {}, pools: { hp: { current: hp, max: hp }, fp: { current: 10, max: 10 } }, out: false };
}

function foe(id: number, name: string, block: Record<string, unknown>, side: Fighter['side'] = 'foes'): GurpsFighter {
  const made = lite.foe(gurpsStatBlock.parse(block), scriptedRng([]));
  return fighter(id, name, made.stats, made.hpMax, side);
}

/** The existing test's knight: ST 13 DX 12 HT 12, Broadsword 14, Shield 13 (Dodge 9, Parry 10, Block 9 with nothing added). */
const knightSheet = (traits: GurpsTraits = {}) => ({
  attributes: {},
  skills: { broadsword: 14, shield: 13 },
  sheet: {
    attributes: { st: 13, dx: 12, iq: 10, ht: 12 },
    secondary: {},
    dr: 2,
    traits,
    weapons: [{ name: 'Broadsword', skill: 'Broadsword', damage: 'sw+1', type: 'cut', parry: 0, unbalanced: false }],
  },
});
const item = (name: string, category: string, shield: Pick<CarriedItem, 'readied' | 'defenseBonus'> = { readied: false, defenseBonus: null }): CarriedItem => ({
  key: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  category,
  worn: false,
  magical: false,
  armorKind: null,
  ...shield,
});
/** The GURPS catalogue's medium shield, DB 2 (Basic Set p. B287), readied on the arm. */
const mediumShield = item('Medium shield', 'shield', { readied: true, defenseBonus: 2 });

const ogreBlock = (traits: GurpsTraits = {}) => ({ attributes: { st: 20, dx: 11, iq: 7, ht: 13 }, hp: 20, traits, weapons: [{ name: 'Club', skill: 13, damage: 'sw+2', type: 'cr', parry: 0 }] });
const torso = (kind: Attack['defense']['kind'] = 'none', retreat = false): Attack => gurpsAttack.parse({ weapon: 0, location: 'torso', defense: { kind, retreat } });

describe('Combat Reflexes (Basic Set p. B43) and Enhanced Dodge, Parry and Block (p. B51) on the active defenses of 000, "Defending"', () => {
  it('Combat Reflexes: Dodge 9 -> 10, Broadsword Parry 10 -> 11, Block 9 -> 10', () => {
    const plain = lite.memberStats(knightSheet(), { encumbrance: 0 });
    const reflexes = lite.memberStats(knightSheet({ combatReflexes: true }), { encumbrance: 0 });
    expect([plain.dodge, plain.weapons[0].parry, plain.block]).toEqual([9, 10, 9]);
    expect([reflexes.dodge, reflexes.weapons[0].parry, reflexes.block]).toEqual([10, 11, 10]);
    expect(reflexes.defenseNotes).toEqual({ dodge: '+1 Combat Reflexes', parry: '+1 Combat Reflexes', block: '+1 Combat Reflexes' });
  });

  it('Enhanced Dodge 2, Enhanced Parry 1 and Enhanced Block 1 each raise their own defense only', () => {
    const s = lite.memberStats(knightSheet({ enhancedDodge: 2, enhancedParry: 1, enhancedBlock: 1 }), { encumbrance: 0 });
    expect([s.dodge, s.weapons[0].parry, s.block]).toEqual([11, 11, 10]);
    expect(defenseBonuses({ combatReflexes: true, enhancedDodge: 1 }, 'dodge')).toEqual([
      { label: 'Combat Reflexes', value: 1 },
      { label: 'Enhanced Dodge 1', value: 1 },
    ]);
  });

  it('a bare-handed fighter parries with the punch at DX 12: 3 + 6 = 9, 10 with Combat Reflexes', () => {
    const bare = { ...knightSheet({ combatReflexes: true }), sheet: { ...knightSheet({ combatReflexes: true }).sheet, weapons: [] } };
    expect(lite.memberStats(bare, { encumbrance: 0 }).weapons[0]).toMatchObject({ name: 'Punch', parry: 10 });
  });
});

describe('shields: Block is 3 + half Shield skill (000, "Blocking"), the Defense Bonus on every defense (Basic Set p. B287)', () => {
  it('a medium shield (DB 2) readied: Dodge 9 + 2, Parry 10 + 2, Block 3 + 13/2 = 9 + 2', () => {
    const s = lite.memberStats(knightSheet(), { encumbrance: 0, items: [mediumShield] });
    expect([s.dodge, s.weapons[0].parry, s.block]).toEqual([11, 12, 11]);
    expect(s.shield).toEqual({ name: 'Medium shield', defenseBonus: 2 });
  });

  it('no shield among what is carried: no Block, whatever the Shield skill (a ready shield is needed)', () => {
    const s = lite.memberStats(knightSheet(), { encumbrance: 0, items: [item('Broadsword', 'weapon')] });
    expect(s.block).toBeNull();
  });

  it('a shield carried but not readied gives no DB and no Block (000, "Blocking": a ready shield is needed)', () => {
    const slung = lite.memberStats(knightSheet(), { encumbrance: 0, items: [{ ...mediumShield, readied: false }] });
    expect([slung.dodge, slung.weapons[0].parry, slung.block, slung.shield]).toEqual([9, 10, null, null]);
  });

  it('the DB comes from the catalogue item, not its name: a "Tower shield" of DB 3 readied gives +3', () => {
    const s = lite.memberStats(knightSheet(), { encumbrance: 0, items: [item('Tower shield', 'shield', { readied: true, defenseBonus: 3 })] });
    expect([s.dodge, s.weapons[0].parry, s.block]).toEqual([12, 13, 12]);
    expect(s.defenseNotes).toEqual({ dodge: '+3 Tower shield DB', parry: '+3 Tower shield DB', block: '+3 Tower shield DB' });
  });

  it('a readied shield the catalogue gives no DB still allows Block, and adds nothing', () => {
    const s = lite.memberStats(knightSheet(), { encumbrance: 0, items: [item('Buckler', 'shield', { readied: true, defenseBonus: null })] });
    expect([s.dodge, s.weapons[0].parry, s.block, s.defenseNotes]).toEqual([9, 10, 9, {}]);
  });

  it('a shield without Shield skill blocks at its DX-4 default: DX 12 - 4 = 8, Block 3 + 4 = 7, + DB 1', () => {
    const unskilled = { ...knightSheet(), skills: { broadsword: 14 } };
    expect(lite.memberStats(unskilled, { encumbrance: 0, items: [item('Small shield', 'shield', { readied: true, defenseBonus: 1 })] }).block).toBe(8);
  });

  it('retreating adds +1 to a block (Basic Set p. B377), and a second block in the same turn is refused (000: one block per turn)', () => {
    const knight = fighter(1, 'Knight', lite.memberStats(knightSheet(), { encumbrance: 0, items: [mediumShield] }), 13, 'party');
    const ogre = foe(2, 'Ogre', ogreBlock());
    const preview = lite.preview(ogre, knight, torso('block', true));
    expect(preview.figures.find((f) => f.label === 'Block')).toMatchObject({ value: '12', detail: '11 (Block) +1 (retreat) = 12 (the 11 counts +2 Medium shield DB)' });
    // Club 13: rolled 10, a hit; block 12 rolled 9: blocked.
    const blocked = lite.attack(ogre, knight, torso('block'), scriptedRng([3, 3, 4, 3, 3, 3]));
    expect(blocked.summary).toBe("Knight blocks Ogre's attack");
    const afterBlock = after(knight, blocked.changes);
    expect(lite.preview(ogre, afterBlock, torso('block')).reason).toBe('Block is not possible: only one block is allowed per turn');
  });

  it('a monster with a shield: the stat block\'s Block 9 and the Dodge it works out (8) take the DB 2', () => {
    const orc = foe(3, 'Orc', { attributes: { st: 12, dx: 11, iq: 9, ht: 11 }, block: 9, shield: { name: 'Medium shield', defenseBonus: 2 } });
    expect([orc.stats.dodge, orc.stats.block]).toEqual([10, 11]);
    expect(orc.stats.weapons[0]).toMatchObject({ name: 'Punch', parry: 10 });
  });
});

describe('High and Low Pain Threshold on shock (000, "Shock"; Basic Set pp. B59, B142)', () => {
  it('a 5-HP club blow on HP 20: -2 shock next turn for a plain ogre, none for an ogre with High Pain Threshold', () => {
    const knight = fighter(1, 'Knight', lite.memberStats(knightSheet(), { encumbrance: 0 }), 13, 'party');
    const blow = gurpsAttack.parse({ weapon: 0, location: 'torso', defense: { kind: 'none' }, modifiers: [] });
    // Broadsword 14 rolled 10; damage sw+1 at ST 13 = 2d: 4 + 3 = 7, DR 0, cutting x1.5 = 10 injury.
    const hit = (ogre: GurpsFighter) => {
      const r = lite.attack(knight, ogre, blow, scriptedRng([3, 3, 4, 4, 3]));
      const hurt = after(ogre, r.changes);
      return { r, next: after(hurt, lite.startTurn(hurt, scriptedRng([])).changes) };
    };
    const plain = hit(foe(2, 'Ogre', ogreBlock()));
    expect(plain.next.pools.hp.current).toBe(10);
    // HP 20: -1 per 2 HP lost, 10 lost = -5, capped at -4.
    expect(shockPenaltyOf(plain.next, GURPS_INJURY)).toBe(-4);
    const tough = hit(foe(2, 'Ogre', ogreBlock({ painThreshold: 'high' })));
    expect(shockPenaltyOf(tough.next, GURPS_INJURY)).toBe(0);
    expect(tough.r.notes).toContain('Ogre: High Pain Threshold: no shock (-4 ignored).');
    expect(lite.summary(tough.next).conditions.map((c) => c.label)).toContain('No shock (High Pain Threshold)');
    expect(lite.preview(tough.next, knight, torso()).figures[0]).toMatchObject({ label: 'Effective skill', value: '13' });
    expect(lite.preview(plain.next, knight, torso()).figures[0]).toMatchObject({ label: 'Effective skill', value: '9' });
  });

  it('Low Pain Threshold doubles shock to at most -8', () => {
    expect(shockAfterTraits({ painThreshold: 'low' }, -2).value).toBe(-4);
    expect(shockAfterTraits({ painThreshold: 'low' }, -4).value).toBe(-8);
    expect(shockAfterTraits({}, -3).value).toBe(-3);
  });

  it('High Pain Threshold: +3 to the major wound\'s HT roll: HT 13 + 3 = 16 makes a roll of 15 (000, "Major Wounds")', () => {
    const ogre = foe(2, 'Ogre', ogreBlock({ painThreshold: 'high' }));
    const body = { ...bodyOf(ogre, GURPS_INJURY), currentHp: 20 };
    const w = GURPS_INJURY.woundEffects({ target: body, location: 'torso', damageType: 'cr', injury: 11, hpBefore: 20, hpAfter: 9, shockPoints: 11, totalShockPoints: 11, crippled: false, severed: false }, scriptedRng([5, 5, 5]));
    expect(w.stunned).toBe(false);
    expect(w.steps[0]).toBe('11 injury is over HP 20/2, a major wound: HT 13 (+3 High Pain Threshold) = 16 rolled 15, made: no further effect.');
    expect(htRollModifiers({ painThreshold: 'low' }, 'knockdown')).toEqual([{ label: 'Low Pain Threshold', value: -4 }]);
  });
});

describe('Hard to Subdue (Basic Set p. B59) on a major wound\'s roll (000, "Major Wounds": failure stuns, failure by 5+ knocks out)', () => {
  const wound = (traits: GurpsTraits, faces: number[]) => {
    const ogre = foe(2, 'Ogre', ogreBlock(traits));
    const body = { ...bodyOf(ogre, GURPS_INJURY), currentHp: 20 };
    return GURPS_INJURY.woundEffects({ target: body, location: 'torso', damageType: 'cr', injury: 11, hpBefore: 20, hpAfter: 9, shockPoints: 11, totalShockPoints: 11, crippled: false, severed: false }, scriptedRng(faces));
  };

  it('HT 13 rolls 18, missed by 5: knocked out; Hard to Subdue 2 keeps the ogre conscious (18 - 15 = 3), still stunned and down', () => {
    const plain = wound({}, [6, 6, 6]);
    expect([plain.stunned, plain.knockedDown, plain.knockedOut]).toEqual([true, true, true]);
    const subdued = wound({ hardToSubdue: 2 }, [6, 6, 6]);
    expect([subdued.stunned, subdued.knockedDown, subdued.knockedOut]).toEqual([true, true, false]);
    expect(subdued.steps[0]).toBe('11 injury is over HP 20/2, a major wound: HT 13 rolled 18, missed by 5: stunned and knocked down, but HT 13 (+2 Hard to Subdue 2) = 15 keeps them conscious.');
  });

  it('the stun is not Hard to Subdue\'s to prevent: HT 13 + 10 levels still fails against a roll of 14', () => {
    const w = wound({ hardToSubdue: 10 }, [5, 5, 4]);
    expect([w.stunned, w.knockedDown, w.knockedOut]).toEqual([true, true, false]);
    expect(htRollModifiers({ hardToSubdue: 2 }, 'knockdown')).toEqual([]);
    expect(htRollModifiers({ hardToSubdue: 2, painThreshold: 'high' }, 'knockout')).toEqual([
      { label: 'High Pain Threshold', value: 3 },
      { label: 'Hard to Subdue 2', value: 2 },
    ]);
  });

  it('GULLIVER rolls knockout on its own: 25 shock on HP 20, HT 13 fails on 15 without, makes it at 13 + 3 = 16 with Hard to Subdue 3', () => {
    const model = gulliverBodyRules(gurpsOptions.parse({ gulliver: true })).injury;
    const hit = (traits: GurpsTraits) => {
      const ogre = foe(2, 'Ogre', ogreBlock(traits));
      return model.woundEffects(
        { target: bodyOf(ogre, model), location: 'torso', damageType: 'cr', injury: 25, hpBefore: 20, hpAfter: -5, shockPoints: 25, totalShockPoints: 25, crippled: false, severed: false },
        scriptedRng([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]),
      );
    };
    expect(hit({}).knockedOut).toBe(true);
    const tough = hit({ hardToSubdue: 3 });
    expect(tough.knockedOut).toBe(false);
    expect(tough.stunned).toBe(true);
  });
});

describe('High Pain Threshold under GULLIVER\'s shock rules (002, "Damage and Shock Meta-system")', () => {
  it('11 damage on HP 20: stun over HP/2 comes without a roll, but the knockdown HT roll is at 13 + 3 = 16 and a 15 resists it', () => {
    const options = gurpsOptions.parse({ gulliver: true });
    const model = gulliverBodyRules(options).injury;
    const wound = (traits: GurpsTraits) => {
      const ogre = foe(2, 'Ogre', ogreBlock(traits));
      return model.woundEffects(
        { target: bodyOf(ogre, model), location: 'torso', damageType: 'cr', injury: 11, hpBefore: 20, hpAfter: 9, shockPoints: 11, totalShockPoints: 11, crippled: false, severed: false },
        scriptedRng([5, 5, 5, 5, 5, 5]),
      );
    };
    expect([wound({}).stunned, wound({}).knockedDown]).toEqual([true, true]);
    const tough = wound({ painThreshold: 'high' });
    expect([tough.stunned, tough.knockedDown]).toEqual([true, false]);
    expect(tough.steps.join(' ')).toContain('HT 16 rolled 15');
  });
});

describe('Fit, Very Fit (Basic Set p. B55), Hard to Kill (p. B58) and Hard to Subdue (p. B59) on HT rolls (000, "Damage & Injury")', () => {
  it('at 0 HP: HT 12 fails on 13 to stay conscious; Hard to Subdue 1 makes it', () => {
    const stay = (traits: GurpsTraits) => {
      const k = fighter(1, 'Knight', lite.memberStats(knightSheet(traits), { encumbrance: 0 }), 13, 'party');
      const down = { ...k, pools: { ...k.pools, hp: { current: 0, max: 13 } } };
      return lite.startTurn(down, scriptedRng([5, 5, 3])).changes[0].out ?? false;
    };
    expect(stay({})).toBe(true);
    expect(stay({ hardToSubdue: 1 })).toBe(false);
    expect(stay({ fitness: 'fit' })).toBe(false);
  });

  it('a death check at -13 HP against HT 12 + 2 (Hard to Kill 2) survives a roll of 14', () => {
    const knight = fighter(1, 'Knight', lite.memberStats(knightSheet({ hardToKill: 2 }), { encumbrance: 0 }), 13, 'party');
    const hurt = { ...knight, pools: { ...knight.pools, hp: { current: -10, max: 13 } } };
    const r = lite.hpLostByHand!(hurt, -13, scriptedRng([5, 5, 4]));
    expect(r.changes).toEqual([]);
    expect(r.notes.join(' ')).toContain('HT 12 (+2 Hard to Kill 2) = 14');
  });

  it('every HT roll takes Very Fit +2 and Unfit -1; the death check alone takes Hard to Kill', () => {
    expect(htRollModifiers({ fitness: 'very-fit', hardToKill: 3 }, 'death')).toEqual([
      { label: 'Very Fit', value: 2 },
      { label: 'Hard to Kill 3', value: 3 },
    ]);
    expect(htRollModifiers({ fitness: 'unfit', hardToKill: 3 }, 'other')).toEqual([{ label: 'Unfit', value: -1 }]);
  });

  it('FP come back at rest twice as fast when Fit (1 FP per 10 minutes, 000 "Recovering from Fatigue"): 30 minutes give 6, not 3', () => {
    const rested = (traits: GurpsTraits) =>
      HUMAN_SCALE.fatigueRecovery(knightSheet(traits), { from: 0, to: 30 * 60, pools: { hp: { current: 13, max: 13 }, fp: { current: 2, max: 12 } }, condition: {} });
    expect(rested({})).toBe(3);
    expect(rested({ fitness: 'fit' })).toBe(6);
    expect(rested({ fitness: 'very-unfit' })).toBe(1);
  });
});

describe('Fit and Very Fit (Basic Set p. B55) under GULLIVER\'s rest (002, "Fatigue": Fatigue / 10 back per 10 minutes)', () => {
  const body = gulliverBodyRules(gurpsOptions.parse({ gulliver: true }));
  const rested = (traits: GurpsTraits) =>
    body.fatigueRecovery(knightSheet(traits), { from: 0, to: 30 * 60, pools: { hp: { current: 13, max: 13 }, fp: { current: 0, max: 12 } }, condition: {} });

  it('FP 12 rests 30 minutes: 12/10 x 3 = 3.6, so 3; Fit twice as fast, 7.2, so 7; Very Unfit half, 1.8, so 1', () => {
    expect(rested({})).toBe(3);
    expect(rested({ fitness: 'fit' })).toBe(7);
    expect(rested({ fitness: 'very-fit' })).toBe(7);
    expect(rested({ fitness: 'very-unfit' })).toBe(1);
  });
});

describe('Damage Resistance (Basic Set p. B46), Extra Attack (p. B53), Striking ST (p. B88), Night Vision (p. B71) and Dark Vision (p. B47)', () => {
  it('DR 3 on the torso and DR 1 everywhere: 2 + 3 + 1 = 6 on the torso, 2 + 1 = 3 on an arm, over the armour\'s DR 2', () => {
    const traits: GurpsTraits = { damageResistance: [{ dr: 3, locations: ['torso'] }, { dr: 1, locations: [] }] };
    expect(naturalDr(traits, 'torso')).toBe(4);
    const k = fighter(1, 'Knight', lite.memberStats(knightSheet(traits), { encumbrance: 0 }), 13, 'party');
    const body = bodyOf(k, GURPS_INJURY);
    expect([body.drByLocation?.torso, body.drByLocation?.['right-arm']]).toEqual([6, 3]);
  });

  it('Extra Attack 1: two attacks on an Attack turn, a third refused', () => {
    const ogre = foe(2, 'Ogre', ogreBlock({ extraAttack: 1 }));
    const knight = fighter(1, 'Knight', lite.memberStats(knightSheet(), { encumbrance: 0 }), 13, 'party');
    const miss = [6, 6, 5];
    let o = after(ogre, lite.attack(ogre, knight, torso(), scriptedRng(miss)).changes);
    o = after(o, lite.attack(o, knight, torso(), scriptedRng(miss)).changes);
    expect(() => lite.attack(o, knight, torso(), scriptedRng(miss))).toThrow('Ogre has already made all 2 attacks this turn allows');
  });

  it('Striking ST +2 swings as ST 22: sw+2 at ST 20 is 3d+2, at ST 22 4d', () => {
    expect(foe(2, 'Ogre', ogreBlock()).stats.weapons[0].damage).toMatchObject({ kind: 'swing', st: 20, adds: 2 });
    expect(foe(2, 'Ogre', ogreBlock({ strikingSt: 2 })).stats.weapons[0].damage).toMatchObject({ kind: 'swing', st: 22, adds: 2 });
  });

  it('a -5 darkness modifier: lifted by Night Vision; total darkness (-10) lifted only by Dark Vision', () => {
    expect(darknessSeen({}, true, -5)).toEqual({ value: 0, by: 'Night Vision' });
    expect(darknessSeen({}, true, -10)).toEqual({ value: -10, by: null });
    expect(darknessSeen({ darkVision: true }, false, -10)).toEqual({ value: 0, by: 'Dark Vision' });
    const knight = fighter(1, 'Knight', lite.memberStats(knightSheet(), { encumbrance: 0 }), 13, 'party');
    const seer = foe(2, 'Ogre', ogreBlock({ darkVision: true }));
    const dark = gurpsAttack.parse({ weapon: 0, location: 'torso', defense: { kind: 'none' }, modifiers: [{ label: 'Darkness', value: -10 }] });
    expect(lite.preview(seer, knight, dark).figures[0].value).toBe('13');
    // Club 13 rolled 16: a miss, but the note says why the darkness did not count.
    expect(lite.attack(seer, knight, dark, scriptedRng([6, 5, 5])).notes).toContain('Ogre: Darkness -10 lifted by Dark Vision.');
    expect(lite.preview(foe(3, 'Ogre', ogreBlock()), knight, dark).figures[0].value).toBe('3');
  });

  it('the sheet lists each trait with what it does and its page', () => {
    expect(traitLines({ combatReflexes: true, painThreshold: 'high', damageResistance: [{ dr: 2, locations: ['skull', 'torso'] }] }, true)).toEqual([
      { name: 'Combat Reflexes', effect: '+1 to Dodge, Parry and Block', source: 'Basic Set p. B43' },
      { name: 'High Pain Threshold', effect: 'no shock from wounds; +3 to HT against knockdown and stun', source: 'Basic Set p. B59' },
      { name: 'Damage Resistance 2', effect: 'DR 2 on the skull, torso, on top of armour', source: 'Basic Set p. B46' },
      { name: 'Night Vision', effect: 'no darkness penalty short of total darkness', source: 'Basic Set p. B71' },
    ]);
  });
});
