import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gurpsStatBlock } from '../src-shared/contract';
import { figureLines, translateGcsCharacter, translateGcsMonster, type FigureCount } from '../src-main/import/gcs';

// Every figure a GCS 5 file stores, counted as it comes into Lantern: the same
// figure, a different one with the reason, or none with the reason. The first
// three files are real GCS 5 sheets from richardwilkes/gcs_master_library
// (Dungeon Fantasy RPG/Monsters/Bear.gcs and Ogre.gcs, Dungeon Fantasy Adventure
// 1/Henchthings/Basic Warrior.gcs), copied unchanged; the others are Lantern's
// hand-written ones.

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'gcs', name), 'utf8');
const tally = (f: FigureCount) => ({ matched: f.matched, differs: f.differs, notKept: f.notKept });

describe('the figures of real GCS 5 files, counted', () => {
  const bear = translateGcsMonster(fixture('dfrpg-bear.gcs'), 'Bear.gcs');
  const ogre = translateGcsMonster(fixture('dfrpg-ogre.gcs'), 'Ogre.gcs');
  const warrior = translateGcsCharacter(fixture('dfa-basic-warrior.gcs'), 'Basic Warrior.gcs', { gulliver: false });
  const warriorFoe = translateGcsMonster(fixture('dfa-basic-warrior.gcs'), 'Basic Warrior.gcs');

  it('the bear as a foe: 35 of 36 as stored; the grapple is not kept, and the summary says why', () => {
    expect(tally(bear.figures)).toEqual({ matched: 35, differs: 0, notKept: 1 });
    expect(figureLines(bear.figures)).toEqual([
      'Figures: 35 of 36 as GCS stored them, 0 different, 1 not kept.',
      `Not kept: Natural Attacks (Grapple) damage 2d-1 ctrl (damage type "ctrl" is not one Lantern's combat knows).`,
    ]);
  });

  it('the ogre as a foe: all 40 as stored', () => {
    expect(tally(ogre.figures)).toEqual({ matched: 40, differs: 0, notKept: 0 });
  });

  it("the warrior as a party member: 47 of 60; Dodge, parries and Block differ by the shield's DB (a fight's figure in Lantern), the mail's lower DR against crushing is one DR; the points are kept", () => {
    expect(tally(warrior.figures)).toEqual({ matched: 47, differs: 13, notKept: 0 });
    expect(figureLines(warrior.figures)).toContain('Differs: Torso DR against crushing is 4 in Lantern, 2 in GCS (Lantern keeps one DR per location for every damage type).');
    const lines = figureLines(warrior.figures);
    // Combat Reflexes is counted on both sides (B43); the shield's DB only in a fight, where Lantern adds it to every defense.
    expect(lines).toContain('Differs: Dodge is 10 in Lantern, 11 in GCS (GCS adds Small Shield +1, which Lantern adds in a fight while it is carried).');
    expect(lines).toContain('Differs: Broadsword (Swung) parry is 11 in Lantern, 12 in GCS (GCS adds Small Shield +1, which Lantern adds in a fight while it is carried).');
    expect(lines.some((l) => l.includes('Points'))).toBe(false);
  });

  it('the warrior as a foe: 47 of 58, the three parries and the eight DRs against crushing differing', () => {
    expect(tally(warriorFoe.figures)).toEqual({ matched: 47, differs: 11, notKept: 0 });
  });

  it('the hand-written files: counted the same way', () => {
    const count = (name: string, as: 'monster' | 'character') =>
      tally(as === 'monster' ? translateGcsMonster(fixture(name), name).figures : translateGcsCharacter(fixture(name), name, { gulliver: false }).figures);
    // Tamsin's hand-written parries leave out her Combat Reflexes; Lantern counts it and says so.
    expect(count('tamsin-vale.gcs', 'character')).toEqual({ matched: 49, differs: 7, notKept: 1 });
    expect(count('cave-troll.gcs', 'monster')).toEqual({ matched: 24, differs: 0, notKept: 0 });
    expect(count('brother-oak.gcs', 'character')).toEqual({ matched: 26, differs: 0, notKept: 0 });
  });
});

describe('natural attacks as GCS works them out (Basic Set p. 42 claws and teeth, p. 182 Brawling)', () => {
  const weapons = (name: string) => Object.fromEntries(translateGcsMonster(fixture(name), name).statBlock.weapons.map((w) => [w.name, w.damage]));

  it("the bear's Blunt Claws punch: thrust 2d-1 at ST 19, -1, +1 per die for the claws, +1 per die for Brawling at DX+2: 2d+2; its bite 2d", () => {
    expect(weapons('dfrpg-bear.gcs')).toEqual({ 'Blunt Claws (Punch)': '2d+2', 'Teeth, Sharp (Bite)': '2d' });
  });

  it("the ogre's punch 2d and kick 2d+1 with Brawling at DX+2; the maul keeps sw+5 and follows ST", () => {
    expect(weapons('dfrpg-ogre.gcs')).toEqual({ 'Maul (Swung)': 'sw+5', 'Natural Attacks (Punch)': '2d', 'Natural Attacks (Kick)': '2d+1' });
  });

  it('Brawling at DX+1 gives nothing (the punch stays thr-1), boots give the kick +1: 1d+1', () => {
    const sheet = translateGcsCharacter(fixture('dfa-basic-warrior.gcs'), 'w.gcs', { gulliver: false }).member.sheet as { weapons: { name: string; damage: string }[] };
    const damage = Object.fromEntries(sheet.weapons.map((w) => [w.name, w.damage]));
    expect(damage['Natural Attacks (Punch)']).toBe('thr-1');
    expect(damage['Natural Attacks (Kick)']).toBe('1d+1');
  });
});

describe('a bestiary stat block from a real file', () => {
  it("keeps the bear's body: a quadruped with forelegs, hind legs and a tail, no arms or hands", () => {
    const { statBlock } = translateGcsMonster(fixture('dfrpg-bear.gcs'), 'Bear.gcs');
    expect(statBlock.bodyPlan?.name).toBe('Quadruped');
    expect(statBlock.bodyPlan?.locations.map((l) => [l.id, l.label, l.rolls.join(',')])).toEqual([
      ['eye', 'Eyes', ''],
      ['skull', 'Skull', '3,4'],
      ['face', 'Face', '5'],
      ['neck', 'Neck', '6'],
      ['right-leg', 'Foreleg', '7,8'],
      ['torso', 'Torso', '9,10,11'],
      ['groin', 'Groin', '12'],
      ['left-leg', 'Hindleg', '13,14'],
      ['foot', 'Foot', '15,16'],
      ['hand', 'Tail', '17,18'],
      ['vitals', 'Vitals', ''],
    ]);
    expect(gurpsStatBlock.parse(statBlock)).toEqual(statBlock);
  });

  it('holds Will, Per, Move, Basic Lift, encumbrance and the points as GCS stored them', () => {
    const { statBlock } = translateGcsMonster(fixture('dfrpg-ogre.gcs'), 'Ogre.gcs');
    expect(statBlock).toMatchObject({ will: 7, per: 7, basicMove: 6, basicLift: 80, encumbrance: 0, points: 131, dr: 3, drByLocation: { eye: 0 } });
    expect(statBlock.bodyPlan).toBeUndefined();
  });

  it("keeps the warrior's DR by location: mail 4, bare face and groin 0, boots 2, and its Dodge at Light encumbrance", () => {
    const { statBlock, notes } = translateGcsMonster(fixture('dfa-basic-warrior.gcs'), 'w.gcs');
    expect(statBlock).toMatchObject({ dr: 4, drByLocation: { eye: 0, face: 0, groin: 0, foot: 2 }, encumbrance: 1, dodge: 10 });
    expect(notes).toContain('DR by damage type is not kept (Lantern keeps one DR per location): Skull DR 4 against crushing (6 otherwise); Right Leg DR 2 against crushing (4 otherwise); Right Arm DR 2 against crushing (4 otherwise); Torso DR 2 against crushing (4 otherwise); Left Arm DR 2 against crushing (4 otherwise); Left Leg DR 2 against crushing (4 otherwise); Neck DR 2 against crushing (4 otherwise); Vitals DR 2 against crushing (4 otherwise).');
  });
});
