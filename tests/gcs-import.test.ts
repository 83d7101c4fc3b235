import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gurpsCharacterSheet, memberFile } from '../src-shared/contract';
import { gurpsStatBlock } from '../src-shared/contract/combat-schemas';
import { GcsImportError, translateGcsCharacter, translateGcsMonster } from '../src-main/import/gcs';
import { createRng } from '../src-main/rules/dice/rng';
import { rulesetFor } from '../src-main/rules/registry';

// The GCS importer against hand-written GCS 5 files (tests/fixtures/gcs): every
// figure checked against values worked out by hand, and every broken file
// refused with the JSON path of what is wrong.

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'gcs', name), 'utf8');
/** The parts of a GCS file these tests edit before importing it; the rest passes through as parsed. */
interface GcsRow {
  [field: string]: unknown;
  calc?: Record<string, unknown>;
  weapons?: GcsRow[];
  children?: GcsRow[];
}
interface GcsFile {
  [field: string]: unknown;
  attributes: GcsRow[];
  skills: GcsRow[];
  traits?: GcsRow[];
  advantages?: GcsRow[];
  equipment: GcsRow[];
  profile: Record<string, unknown>;
  settings: { body_type: { locations: { calc: { dr: Record<string, number> } }[] } };
}
const json = (name: string) => JSON.parse(fixture(name)) as GcsFile;

function refusal(run: () => unknown): GcsImportError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GcsImportError);
    return error as GcsImportError;
  }
  throw new Error('the file was accepted');
}

describe('a GCS 5 character: Tamsin Vale', () => {
  const result = translateGcsCharacter(fixture('tamsin-vale.gcs'), 'tamsin-vale.gcs', { gulliver: false });
  const { member } = result;
  const sheet = member.sheet as ReturnType<typeof gurpsCharacterSheet.parse>;

  it('is a player character with the current HP the file stores (14 HP, 4 damage)', () => {
    expect(member.kind).toBe('pc');
    expect(member.name).toBe('Tamsin Vale');
    expect(member.hp).toEqual({ current: 10, max: 14 });
    expect(result.fp).toEqual({ current: 9, max: 12 });
  });

  it('takes ST, DX, IQ and HT as GCS shows them', () => {
    expect(sheet.species).toBe('Human');
    expect(sheet.attributes).toEqual({ st: 12, dx: 13, iq: 11, ht: 12 });
  });

  it("keeps each secondary figure as a bonus on Lantern's base: HP 14 = ST 12 + 2, Will 12 = IQ 11 + 1, Per 13 = IQ 11 + 1 bought + 1 from Keen Senses, Move 7 = 6 + 1", () => {
    expect(sheet.secondary).toEqual({ hp: 2, will: 1, per: 2, basicMove: 1 });
  });

  it('lists every skill, containers flattened, specializations in the name, each with the attribute and difficulty GCS gives it', () => {
    expect(sheet.skills).toEqual([
      { name: 'Broadsword', level: 15, attribute: 'dx', difficulty: 'A' },
      { name: 'Shield', level: 14, attribute: 'dx', difficulty: 'E' },
      { name: 'Bow', level: 14, attribute: 'dx', difficulty: 'A' },
      { name: 'Survival (Woodlands)', level: 13, attribute: 'per', difficulty: 'A' },
      { name: 'Hiking', level: 11, attribute: 'ht', difficulty: 'A' },
      { name: 'Stealth', level: 12, attribute: 'dx', difficulty: 'A' },
    ]);
  });

  it('sets Night Vision, and Load ST from Lifting ST 2 (12 + 2 = 14)', () => {
    expect(sheet.nightVision).toBe(true);
    expect(sheet.loadSt).toBe(14);
  });

  it("takes the torso's DR (4 from the mail shirt) and keeps every location that differs, less the skull's own 2", () => {
    expect(sheet.dr).toBe(4);
    // Skull 6 in GCS is the helm's 4 and the bone's 2, which Lantern's rules add again (supplement B4).
    expect(sheet.drByLocation).toEqual({ eye: 0, face: 0, 'right-leg': 0, 'right-arm': 0, groin: 0, 'left-arm': 0, 'left-leg': 0, hand: 0, foot: 0, neck: 0 });
  });

  it('gives no Linear Scale without GULLIVER, and LS 1 for SM 0 with it', () => {
    expect(sheet.size).toEqual({});
    const gulliver = translateGcsCharacter(fixture('tamsin-vale.gcs'), 'tamsin-vale.gcs', { gulliver: true });
    expect((gulliver.member.sheet as typeof sheet).size).toEqual({ linearScale: 1 });
  });

  it('keeps the HP a GCS file gives a large body under GULLIVER, marked as already counting its size (issue 40; 002 scales HP with Linear Scale)', () => {
    const big = json('tamsin-vale.gcs');
    big.profile.SM = 2;
    const made = translateGcsCharacter(JSON.stringify(big), 'big.gcs', { gulliver: true });
    const kept = made.member.sheet as typeof sheet;
    expect(kept.size).toEqual({ linearScale: 2.5, hpAtSize: true });
    const gulliver = rulesetFor('gurps', { gulliver: true });
    const hp = gulliver.characteristics(gulliver.profile(kept)).find((c) => c.key === 'hp')!;
    expect(hp.formula).toMatch(/^HP \d+ as the sheet gives them, already counting the size \(LS 2.5\)$/);
    expect(kept.notes).toContain('taken as already counting the size and not scaled again');
  });

  it('writes the weapons in Lantern shape: equipped ones, then natural attacks, 8 at most', () => {
    expect(sheet.weapons).toEqual([
      { name: 'Broadsword (Swung)', skill: 'Broadsword', damage: 'sw+1', type: 'cut', parry: 0, unbalanced: false },
      { name: 'Broadsword (Thrust)', skill: 'Broadsword', damage: 'thr+1', type: 'cr', parry: 0, unbalanced: false },
      { name: 'Medium Shield (Bash)', skill: 'Shield', damage: 'thr', type: 'cr', parry: null, unbalanced: false },
      // x15/x20 for ST 12, as GCS worked it out in calc.range: 180/240.
      { name: 'Longbow (Shoot)', skill: 'Bow', damage: 'thr+2', type: 'imp', parry: null, unbalanced: false, ranged: { acc: 3, halfDamage: 180, max: 240, bulk: -8, thrown: false } },
      // No Axe/Mace skill: GCS's level (Broadsword-3 = 12) is kept as a number; "0U" is unbalanced.
      { name: 'Throwing Axe (Swung)', skill: 12, damage: 'sw+2', type: 'cut', parry: 0, unbalanced: true },
      // x1/x1.5 without calc.range: ST 12 x 1 = 12, x 1.5 = 18.
      { name: 'Throwing Axe (Thrown)', skill: 9, damage: 'sw+2', type: 'cut', parry: null, unbalanced: false, ranged: { acc: 2, halfDamage: 12, max: 18, bulk: -3, thrown: true } },
      { name: 'Natural Attacks (Bite)', skill: 13, damage: 'thr-1', type: 'cr', parry: null, unbalanced: false },
      { name: 'Natural Attacks (Punch)', skill: 13, damage: 'thr-1', type: 'cr', parry: 0, unbalanced: false },
    ]);
    expect(result.notes).toContain("Weapon left out: Natural Attacks (Kick) (Lantern's sheet keeps 8).");
    expect(result.notes).toContain('Weapon Broadsword (Swung): reach 1.');
  });

  it('reads a parry left out by either convention of the GCS 5 series', () => {
    const data = json('tamsin-vale.gcs');
    // A weapon with a final parry score can parry, whatever its raw column says.
    delete data.equipment[0].weapons![0].parry;
    // Earlier releases wrote "No" and left +0 out.
    data.equipment[1].weapons![0].parry = 'No';
    delete data.traits![2].weapons![1].parry;
    delete data.traits![2].weapons![1].calc!.parry;
    const weapons = (translateGcsCharacter(JSON.stringify(data), 'older.gcs', { gulliver: false }).member.sheet as typeof sheet).weapons;
    expect(weapons.map((w) => [w.name, w.parry])).toEqual([
      ['Broadsword (Swung)', 0],
      ['Broadsword (Thrust)', 0],
      ['Medium Shield (Bash)', null],
      ['Longbow (Shoot)', null],
      ['Throwing Axe (Swung)', 0],
      ['Throwing Axe (Thrown)', null],
      ['Natural Attacks (Bite)', 0],
      ['Natural Attacks (Punch)', 0],
    ]);
  });

  it('flattens the equipment: containers are items, children multiplied by their containers, the same arrows merged', () => {
    const item = (key: string, name: string, category: string, weightLb: number, costGp: number, quantity: number, extra: object = {}) => ({
      key,
      name,
      category,
      weightLb,
      costGp,
      quantity,
      magical: false,
      worn: false,
      readied: false,
      ...extra,
    });
    expect(member.items).toEqual([
      item('broadsword', 'Broadsword', 'weapon', 3, 500, 1),
      // Equipped, with the "+2" Block GCS gives its bash: readied at DB 2.
      item('medium-shield', 'Medium Shield', 'shield', 15, 60, 1, { defenseBonus: 2, readied: true }),
      item('mail-shirt', 'Mail Shirt', 'armor', 16, 150, 1, { armorKind: 'metal', worn: true }),
      item('pot-helm', 'Pot-Helm', 'armor', 5, 100, 1, { armorKind: 'metal' }),
      item('backpack-small', 'Backpack, Small', 'container', 3, 60, 1),
      // 20 in the backpack + 12 in the quiver.
      item('arrow', 'Arrow', 'gear', 0.1, 2, 32),
      item('personal-basics', 'Personal Basics', 'gear', 1, 5, 1),
      // 0.2 kg at GCS's 2 lb a kilogram.
      item('pouch', 'Pouch', 'container', 0.4, 10, 2),
      // 1 oz each; 3 in each of 2 pouches.
      item('healing-herbs', 'Healing Herbs', 'gear', 0.0625, 5, 6),
      item('quiver', 'Quiver', 'container', 1, 10, 1),
      item('longbow', 'Longbow', 'weapon', 3, 200, 1),
      item('throwing-axe', 'Throwing Axe', 'weapon', 4, 60, 2),
    ]);
    expect(result.items).toHaveLength(12);
    expect(result.items[5]).toEqual({ key: 'arrow', name: 'Arrow', category: 'gear', weightLb: 0.1, costGp: 2 });
    expect(result.notes).toContain('Torch: quantity 0 in GCS, not carried.');
    expect(result.notes).toContain('Owned but not carried: Wagon.');
  });

  it('keeps the traits, the spells and what the sheet cannot hold in the notes, and leaves out disabled traits', () => {
    expect(result.notes).toEqual(
      expect.arrayContaining([
        'Trait: High Pain Threshold [10]',
        'Trait: Night Vision 3 [3]',
        "Trait: Code of Honor [-10] (Soldier's)",
        'Apply by hand (Lantern does not work these out): Code of Honor, Dislikes rats.',
        'Per 13: 1 bought, +1 from traits.',
        'Lifting ST +2: Load ST 14 sets Basic Lift.',
        'Spell: Light 10',
      ]),
    );
    expect(result.notes.join('\n')).not.toContain('Magery');
    expect(sheet.notes.split('\n')).toEqual(result.notes);
  });

  it('applies Combat Reflexes (B43) and Striking ST (B88): Dodge 10, thrust 1d and swing 2d-1 as the file has them, so no figure differs', () => {
    expect(result.differences).toEqual([]);
    expect(sheet.traits).toEqual({ combatReflexes: true, painThreshold: 'high', fitness: 'fit', strikingSt: 1 });
    expect(sheet.nightVision).toBe(true);
  });

  it('buys Basic Speed in quarter steps and says so when the file holds another fraction', () => {
    const data = json('tamsin-vale.gcs');
    data.attributes[8].calc!.value = 6.4;
    const odd = translateGcsCharacter(JSON.stringify(data), 'odd.gcs', { gulliver: false });
    expect((odd.member.sheet as typeof sheet).secondary.basicSpeed).toBe(0.25);
    expect(odd.differences.map((d) => d.message)).toContain("Basic Speed: the file says 6.4, Lantern's rules give 6.5 (Basic Speed = (HT 12 + DX 13) / 4 + 0.25 = 6.5)");
  });

  it('is a whole member file the contract accepts, and a hireling when asked', () => {
    expect(memberFile.safeParse(result.file).success).toBe(true);
    expect(result.file.member).toBe(member);
    expect(gurpsCharacterSheet.parse(sheet)).toEqual(sheet);
    expect(translateGcsCharacter(fixture('tamsin-vale.gcs'), 't.gcs', { gulliver: false, kind: 'hireling' }).member.kind).toBe('hireling');
  });

  it('reads the figures of recent GCS 5 releases: base_value and base_weight, with the modified ones in calc', () => {
    const data = json('tamsin-vale.gcs');
    const sword = data.equipment[0];
    delete sword.value;
    delete sword.weight;
    Object.assign(sword, { base_value: '500', base_weight: '3 lb', calc: { value: 550, weight: '3.3 lb', extended_value: 550, extended_weight: '3.3 lb' } });
    const pack = data.equipment[4].children![0];
    delete pack.value;
    delete pack.weight;
    Object.assign(pack, { base_value: '2', base_weight: '0.1 lb' });
    delete pack.calc;
    const items = translateGcsCharacter(JSON.stringify(data), 'recent.gcs', { gulliver: false }).member.items!;
    expect(items[0]).toMatchObject({ key: 'broadsword', weightLb: 3.3, costGp: 550 });
    expect(items[5]).toMatchObject({ key: 'arrow', weightLb: 0.1, costGp: 2, quantity: 32 });
  });

  it('works current HP out from the damage when calc.current is missing, and leaves HP out at full health', () => {
    const data = json('tamsin-vale.gcs');
    delete data.attributes[11].calc!.current;
    expect(translateGcsCharacter(JSON.stringify(data), 't.gcs', { gulliver: false }).member.hp).toEqual({ current: 10, max: 14 });
    data.attributes[11].damage = 0;
    expect(translateGcsCharacter(JSON.stringify(data), 't.gcs', { gulliver: false }).member.hp).toBeUndefined();
  });

  it('falls back to base + adj without calc, and to the file name without a profile name', () => {
    const data = json('tamsin-vale.gcs');
    for (const a of data.attributes) delete a.calc;
    delete data.profile.name;
    const bare = translateGcsCharacter(JSON.stringify(data), 'Bare Bones.gcs', { gulliver: false });
    expect(bare.member.name).toBe('Bare Bones');
    // ST 10+2, DX 10+3, IQ 10+1, HT 10+2; Per is IQ + its adj 1 alone without calc.
    expect((bare.member.sheet as typeof sheet).attributes).toEqual({ st: 12, dx: 13, iq: 11, ht: 12 });
    expect((bare.member.sheet as typeof sheet).secondary).toEqual({ hp: 2, will: 1, per: 1, basicMove: 1 });
  });
});

describe('a GCS 5 monster: the Cave Troll', () => {
  const troll = translateGcsMonster(fixture('cave-troll.gcs'), 'cave-troll.gcs');
  const expected = {
    attributes: { st: 20, dx: 11, iq: 7, ht: 13 },
    hp: 24,
    fp: 13,
    basicSpeed: 6,
    dodge: 9,
    // Damage Resistance 3 (1 a level) on the torso, summed from the trait: the file has no body-type figures.
    dr: 3,
    will: 10,
    per: 10,
    basicMove: 7,
    basicLift: 80,
    encumbrance: 0,
    points: 120,
    sm: 1,
    weapons: [
      { name: 'Large Club (Swung)', skill: 13, damage: 'sw+3', type: 'cr', parry: 0, unbalanced: true },
      { name: 'Claws, Sharp (Claw)', skill: 14, damage: 'thr', type: 'cut', parry: 0, unbalanced: false },
      { name: 'Teeth, Sharp (Bite)', skill: 14, damage: 'thr-1', type: 'cut', parry: null, unbalanced: false },
    ],
    nightVision: true,
    // Damage Resistance is in the DR above; Bad Temper is for the GM.
    traits: {},
    notes: 'Skills: Brawling 14, Tracking 9.',
  };

  it('is a stat block with the figures GCS worked out', () => {
    expect(troll.name).toBe('Cave Troll');
    expect(troll.statBlock).toEqual(expected);
    expect(gurpsStatBlock.parse(troll.statBlock)).toEqual(troll.statBlock);
  });

  it('gets Linear Scale 1.5 for SM +1 under GULLIVER (the SM +1 row is 3 yd, a human 2 yd)', () => {
    expect(translateGcsMonster(fixture('cave-troll.gcs'), 'cave-troll.gcs', { gulliver: true }).statBlock).toEqual({ ...expected, linearScale: 1.5 });
  });

  it('keeps traits, reach and gear in the notes, ready for the bestiary', () => {
    expect(troll.notes).toEqual(
      expect.arrayContaining(['Trait: Damage Resistance 3 [9]', 'Trait: Bad Temper [-10]', 'Weapon Large Club (Swung): reach 1,2.', 'Carries: Large Club, Sack of Bones.']),
    );
    expect(troll.entry).toEqual({ name: 'Cave Troll', statBlock: troll.statBlock, notes: troll.notes.join('\n') });
  });

  it("takes Block from a shield's weapon, as GCS worked it out", () => {
    const data = json('cave-troll.gcs');
    data.equipment.push({
      id: 'eshield',
      description: 'Large Shield',
      quantity: 1,
      weight: '25 lb',
      equipped: true,
      weapons: [{ id: 'wbash', damage: { type: 'cr', st: 'thr', base: '1' }, usage: 'Bash', reach: '1', block: '+3', calc: { level: 11, block: '9' } }],
    });
    const shielded = translateGcsMonster(JSON.stringify(data), 'shielded.gcs');
    expect(shielded.statBlock.block).toBe(9);
    expect(shielded.statBlock.weapons[1]).toEqual({ name: 'Large Shield (Bash)', skill: 11, damage: 'thr+1', type: 'cr', parry: null, unbalanced: false });
  });

  it('reads a file of data version 4 with "advantages" and typed weapons the same way', () => {
    const data = json('cave-troll.gcs');
    data.version = 4;
    const traits = data.traits!;
    data.advantages = traits;
    delete data.traits;
    for (const owner of [...traits, ...data.equipment]) {
      for (const w of owner.weapons ?? []) {
        w.id = '3f1c2a44-9a0e-4f6b-8d7e-0c1d2e3f4a5b';
        w.type = 'melee_weapon';
      }
    }
    expect(translateGcsMonster(JSON.stringify(data), 'old-troll.gcs').statBlock).toEqual(expected);
  });
});

describe("what Lantern's GURPS rules make of the imports", () => {
  const ruleset = rulesetFor('gurps', { gulliver: true });
  const { member } = translateGcsCharacter(fixture('tamsin-vale.gcs'), 'tamsin-vale.gcs', { gulliver: true });

  it('takes the sheet as it is, and works Basic Lift out from Load ST 14', () => {
    expect(ruleset.completeSheet(ruleset.sheetSchema.parse(member.sheet) as Record<string, unknown>)).toEqual(member.sheet);
    const profile = ruleset.profile(member.sheet);
    expect(profile.linearScale).toBe(1);
    const figures = Object.fromEntries(ruleset.characteristics(profile).map((f) => [f.key, f.value]));
    expect(figures).toMatchObject({ basicLift: '39 lb', hp: 14, will: 12, per: 13, basicSpeed: '6.25', basicMove: 7, dodge: 10, thrust: '1d', swing: '2d-1' });
  });

  it('fights with the imported weapons, parrying with Broadsword 15 at 15 / 2 + 3 = 10, +1 for Combat Reflexes (B43)', () => {
    const stats = ruleset.combat.memberStats(ruleset.profile(member.sheet), { encumbrance: 0 }) as { weapons: { name: string; parry: number | null }[]; dr: number };
    expect(stats.dr).toBe(4);
    expect(stats.weapons).toHaveLength(8);
    expect(stats.weapons[0]).toMatchObject({ name: 'Broadsword (Swung)', parry: 11 });
  });

  it("meets the Cave Troll as a foe from the bestiary's stat block", () => {
    const { statBlock } = translateGcsMonster(fixture('cave-troll.gcs'), 'cave-troll.gcs', { gulliver: true });
    const foe = ruleset.combat.foe(ruleset.combat.statBlockSchema.parse(statBlock) as Record<string, unknown>, createRng(1));
    expect(foe.hpMax).toBe(24);
    expect((foe.stats as { sm: number }).sm).toBe(1);
  });
});

describe('files Lantern refuses, with the place and the reason', () => {
  const character = (text: string, name: string) => () => translateGcsCharacter(text, name, { gulliver: false });

  it('but not a byte-order mark before the JSON', () => {
    expect(translateGcsCharacter(`\uFEFF${fixture('tamsin-vale.gcs')}`, 'bom.gcs', { gulliver: false }).member.name).toBe('Tamsin Vale');
  });

  it('a file that is not JSON', () => {
    const e = refusal(character(fixture('not-json.gcs'), 'not-json.gcs'));
    expect(e.fileName).toBe('not-json.gcs');
    expect(e.path).toBe('(the whole file)');
    expect(e.reason).toMatch(/^is not JSON \(.+\); a GCS 5 file \(\.gcs\) is JSON text$/);
    expect(e.message).toBe(`not-json.gcs: (the whole file): ${e.reason}`);
  });

  it('a file from an older GCS (version 2)', () => {
    const e = refusal(character(fixture('version-2.gcs'), 'version-2.gcs'));
    expect(e.message).toBe('version-2.gcs: version: is 2: the file was written by an older GCS: open it in GCS 5 and save it again');
  });

  it('a file from a newer GCS (version 6)', () => {
    const e = refusal(character(fixture('version-6.gcs'), 'version-6.gcs'));
    expect(e.message).toBe('version-6.gcs: version: is 6: the file was written by a GCS newer than 5, whose format Lantern does not know yet');
  });

  it('a skill without its level', () => {
    const e = refusal(character(fixture('missing-skill-level.gcs'), 'missing-skill-level.gcs'));
    expect(e.path).toBe('skills[3].calc.level');
    expect(e.reason).toBe('is missing: "Stealth" has points, so GCS writes its level here; open and save the file in GCS 5');
  });

  it('but a skill without points has no level in GCS, and is only left out', () => {
    const data = json('missing-skill-level.gcs');
    delete data.skills[3].points;
    const result = translateGcsCharacter(JSON.stringify(data), 'unskilled.gcs', { gulliver: false });
    expect((result.member.sheet as { skills: unknown[] }).skills).toHaveLength(3);
    expect(result.notes).toContain('Skill "Stealth" has no level in GCS (no points, no usable default): left out.');
  });

  it('ST 0 and ST 5000', () => {
    expect(refusal(character(fixture('st-zero.gcs'), 'st-zero.gcs')).message).toBe(
      'st-zero.gcs: attributes[0].calc.value: ST 0 cannot be imported: it must be a whole number from 1 to 1,000',
    );
    const data = json('tamsin-vale.gcs');
    data.attributes[0].calc!.value = 5000;
    expect(refusal(character(JSON.stringify(data), 'strong.gcs')).message).toBe(
      'strong.gcs: attributes[0].calc.value: ST 5000 cannot be imported: it must be a whole number from 1 to 1,000',
    );
  });

  it('a negative weight inside a container', () => {
    const e = refusal(character(fixture('negative-weight.gcs'), 'negative-weight.gcs'));
    expect(e.path).toBe('equipment[1].children[0].weight');
    expect(e.reason).toBe('Hot Air weighs -3 lb; a weight must not be negative');
  });

  it('10,000 skills', () => {
    const data = json('missing-skill-level.gcs');
    data.skills = Array.from({ length: 10_000 }, (_, i) => ({ name: `Skill ${i}`, calc: { level: 10 } }));
    const e = refusal(character(JSON.stringify(data), 'busy.gcs'));
    expect(e.path).toBe('skills');
    expect(e.reason).toBe('holds more than 200 skills; Lantern reads at most that many');
  });

  it('a monster with DX 50, beyond what a stat block keeps', () => {
    const data = json('cave-troll.gcs');
    data.attributes[1].calc!.value = 50;
    expect(refusal(() => translateGcsMonster(JSON.stringify(data), 'quick.gcs')).message).toBe(
      'quick.gcs: attributes[1].calc.value: DX 50 cannot be imported: it must be a whole number from 1 to 40',
    );
  });

  it('missing or mistyped fields, named by their path', () => {
    const data = json('missing-skill-level.gcs');
    const without = { ...data, attributes: undefined };
    expect(refusal(character(JSON.stringify(without), 'a.gcs')).message).toBe('a.gcs: attributes: is missing');
    expect(refusal(character(JSON.stringify({ ...data, attributes: {} }), 'b.gcs')).message).toBe('b.gcs: attributes: must be a list, not an object');
    expect(refusal(character(JSON.stringify({ ...data, attributes: data.attributes.slice(1) }), 'c.gcs')).message).toBe(
      'c.gcs: attributes: has no ST (attr_id "st"); Lantern needs ST, DX, IQ and HT',
    );
    const nameless = { ...data, skills: [{ calc: { level: 10 } }] };
    expect(refusal(character(JSON.stringify(nameless), 'd.gcs')).message).toBe('d.gcs: skills[0].name: is missing');
    expect(refusal(character(JSON.stringify({ ...data, version: undefined }), 'e.gcs')).message).toBe('e.gcs: version: is missing; every file GCS 5 writes says its data version');
    expect(refusal(character(JSON.stringify({ version: 5, rows: [] }), 'f.eqp')).path).toBe('rows');
  });

  it('containers nested past reason, a Size Modifier of +20, torso DR 500, FP above its maximum', () => {
    const nested = json('negative-weight.gcs');
    let box: GcsRow = { description: 'Box', children: [] };
    nested.equipment = [box];
    for (let i = 0; i < 40; i++) {
      const inner: GcsRow = { description: `Box ${i}`, children: [] };
      box.children!.push(inner);
      box = inner;
    }
    expect(refusal(character(JSON.stringify(nested), 'boxes.gcs')).reason).toBe('nests containers 32 deep; GCS sheets never go that deep');

    const huge = json('cave-troll.gcs');
    huge.profile.SM = 20;
    expect(refusal(() => translateGcsMonster(JSON.stringify(huge), 'huge.gcs')).message).toBe(
      'huge.gcs: profile.SM: a Size Modifier of 20 cannot be imported: Lantern keeps -15 to +15',
    );

    const armoured = json('tamsin-vale.gcs');
    armoured.settings.body_type.locations[5].calc.dr.all = 500;
    expect(refusal(character(JSON.stringify(armoured), 'tank.gcs')).message).toBe('tank.gcs: settings.body_type.locations[5].calc.dr.all: DR 500 on the Torso cannot be imported: Lantern keeps DR from 0 to 200');

    const rested = json('tamsin-vale.gcs');
    rested.attributes[10].calc!.current = 15;
    expect(refusal(character(JSON.stringify(rested), 'rested.gcs')).message).toBe('rested.gcs: attributes[10].calc.current: current FP 15 is more than the maximum of 12');
  });

  it('JSON nested thousands deep, before its checks could overflow the stack', () => {
    const depth = 5000;
    const deep = fixture('cave-troll.gcs').replace('"equipment": [', `"equipment": [${'{"description":"Box","children":['.repeat(depth)}${']}'.repeat(depth)},`);
    for (const run of [character(deep, 'deep.gcs'), () => translateGcsMonster(deep, 'deep.gcs')]) {
      const e = refusal(run);
      expect(e.path).toBe('equipment[0].children[0].children[0].children[0]');
      expect(e.reason).toBe('from here on, lists and objects nest more than 100 deep; GCS 5 never writes that');
    }
  });

  it('weights, quantities and values that are not figures', () => {
    const data = json('negative-weight.gcs');
    data.equipment[0].weight = 'heavy';
    expect(refusal(character(JSON.stringify(data), 'w.gcs')).message).toBe('w.gcs: equipment[0].weight: "heavy" is not a weight such as "3 lb" or "0.5 kg"');
    data.equipment[0].weight = '1 lb';
    data.equipment[0].quantity = 2.5;
    expect(refusal(character(JSON.stringify(data), 'q.gcs')).path).toBe('equipment[0].quantity');
    data.equipment[0].quantity = 1;
    data.equipment[0].value = -5;
    expect(refusal(character(JSON.stringify(data), 'v.gcs')).path).toBe('equipment[0].value');
  });
});

describe('the species is the ancestry or race container GCS 5 writes when a template is applied (issue 27: an elf came in as "Human")', () => {
  /** Tamsin with an ancestry template in her traits, shaped as GCS 5 writes its library's races: the container's `ancestry` is only the name generator GCS uses. */
  const withTemplate = (name: string, containerType: string) => {
    const json = JSON.parse(fixture('tamsin-vale.gcs')) as { traits: unknown[] };
    json.traits.unshift({ id: 'TelfTemplate00001', name, reference: 'B316', ancestry: 'Human', container_type: containerType, children: [{ id: 'telfFeature000001', name: 'Feature: Pointed ears', calc: { points: 0 } }], calc: { points: 0 } });
    return translateGcsCharacter(JSON.stringify(json), 'tamsin-elf.gcs', { gulliver: false });
  };

  it('an Elf ancestry (GCS 5 library, Basic Set p. B316) is an Elf, not the "Human" of its name generator', () => {
    expect((withTemplate('Elf', 'ancestry').member.sheet as { species: string }).species).toBe('Elf');
  });

  it('an older file\'s race container counts the same: a Half-Ogre stays a Half-Ogre', () => {
    expect((withTemplate('Half-Ogre', 'race').member.sheet as { species: string }).species).toBe('Half-Ogre');
  });

  it('a meta-trait (Quadruped) is no species: without a template the sheet says Human', () => {
    expect((withTemplate('Quadruped', 'meta_trait').member.sheet as { species: string }).species).toBe('Human');
  });
});
