// Basic Fantasy's combat tables as data (supplement A11-A13, A16, A17), read by the
// combat rules and by the party's derived figures.

/** Upper bounds of each attack-bonus band, +1 first (supplement A11). */
const CLASS_AB_BANDS: Readonly<Record<'fighter' | 'cleric' | 'thief' | 'magic-user', readonly number[]>> = {
  fighter: [1, 3, 4, 6, 7, 10, 12, 15, 17, 20],
  cleric: [2, 4, 6, 8, 11, 14, 17, 20],
  thief: [2, 4, 6, 8, 11, 14, 17, 20],
  'magic-user': [3, 5, 8, 12, 15, 18, 20],
};
const MONSTER_AB_BANDS = [1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 15, 19, 23, 27, 31];

type ClassId = keyof typeof CLASS_AB_BANDS;

/** The classes a sheet names ("Fighter", "fighter/magic-user"); unknown names fight as normal men. */
export function classesOf(name: string): ClassId[] {
  return name
    .toLowerCase()
    .split('/')
    .map((part) => part.trim().replace(/\s+/g, '-'))
    .filter((part): part is ClassId => part in CLASS_AB_BANDS);
}

const band = (bands: readonly number[], n: number) => {
  const i = bands.findIndex((top) => n <= top);
  return i < 0 ? bands.length : i + 1;
};

/** Supplement A11: a character's attack bonus; combination classes take the better column, level 0 is a normal man. */
export function characterAttackBonus(className: string, level: number): number {
  if (level < 1) return 0;
  return Math.max(0, ...classesOf(className).map((c) => band(CLASS_AB_BANDS[c], level)));
}

/** Supplement A11: a monster's attack bonus by whole Hit Dice; under 1 HD is +0. */
export function monsterAttackBonus(hitDice: number): number {
  return hitDice < 1 ? 0 : band(MONSTER_AB_BANDS, Math.floor(hitDice));
}

export interface WeaponSpec {
  readonly name: string;
  readonly damage: string;
  /** Usable hand to hand. */
  readonly melee: boolean;
  /** Short, medium and long range in feet (yards outdoors); null for melee-only weapons. */
  readonly ranges: readonly [number, number, number] | null;
  /** Thrown weapons and slings add STR to damage at range; bows and crossbows do not (A13). */
  readonly strengthAtRange: boolean;
}

const melee = (name: string, damage: string): WeaponSpec => ({ name, damage, melee: true, ranges: null, strengthAtRange: false });
const thrown = (name: string, damage: string): WeaponSpec => ({ name, damage, melee: true, ranges: [10, 20, 30], strengthAtRange: true });
const shot = (name: string, damage: string, short: number, strengthAtRange = false): WeaponSpec => ({
  name,
  damage,
  melee: false,
  ranges: [short, short * 2, short * 3],
  strengthAtRange,
});

/** Supplement A13, keyed as the Basic Fantasy catalogue keys its weapons. */
export const WEAPONS: Readonly<Record<string, WeaponSpec>> = {
  'hand-axe': thrown('Hand axe', '1d6'),
  'battle-axe': melee('Battle axe', '1d8'),
  'great-axe': melee('Great axe', '1d10'),
  shortbow: shot('Shortbow', '1d6', 50),
  longbow: shot('Longbow', '1d8', 70),
  'light-crossbow': shot('Crossbow, light', '1d6', 60),
  'heavy-crossbow': shot('Crossbow, heavy', '1d8', 80),
  dagger: thrown('Dagger', '1d4'),
  shortsword: melee('Shortsword', '1d6'),
  longsword: melee('Longsword', '1d8'),
  scimitar: melee('Scimitar', '1d8'),
  'two-handed-sword': melee('Two-handed sword', '1d10'),
  warhammer: thrown('Warhammer', '1d6'),
  mace: melee('Mace', '1d8'),
  maul: melee('Maul', '1d10'),
  club: melee('Club', '1d4'),
  quarterstaff: melee('Quarterstaff', '1d6'),
  'pole-arm': melee('Pole arm', '1d10'),
  sling: shot('Sling', '1d4', 30, true),
  spear: thrown('Spear', '1d6'),
};

/** Bare hands when nothing else is carried (A13, brawling: a punch). */
export const PUNCH: WeaponSpec = { name: 'Punch', damage: '1d3', melee: true, ranges: null, strengthAtRange: false };

const byName = new Map(Object.values(WEAPONS).map((w) => [w.name.toLowerCase(), w]));

/** A weapon by its catalogue key, or by its name for items the GM added. */
export const weaponOf = (key: string, name: string): WeaponSpec | undefined => WEAPONS[key] ?? byName.get(name.trim().toLowerCase());

/** Supplement A12: armour class by the armour worn; a shield adds 1 and DEX adds its bonus. */
export const ARMOR_AC: Readonly<Record<string, number>> = { none: 11, 'leather-armor': 13, 'chain-mail': 15, 'plate-mail': 17 };
const ARMOR_BY_KIND: Readonly<Record<string, number>> = { leather: 13, metal: 15 };

/** An unknown suit counts as its kind's plainest (metal as chain); the GM can still set the sheet's AC. */
export const armorBase = (key: string | null, kind: string | null): number =>
  key === null ? ARMOR_AC.none : (ARMOR_AC[key] ?? ARMOR_BY_KIND[kind ?? ''] ?? ARMOR_AC.none);

/** Supplement A17: XP and the per-asterisk bonus by Hit Dice, index 0 for under 1 HD. */
const XP_ROWS: readonly (readonly [number, number])[] = [
  [10, 3], [25, 12], [75, 25], [145, 30], [240, 40], [360, 45], [500, 55], [670, 65], [875, 70], [1075, 75], [1300, 90],
  [1575, 95], [1875, 100], [2175, 110], [2500, 115], [2850, 125], [3250, 135], [3600, 145], [4000, 160], [4500, 175],
  [5250, 200], [6000, 225], [6750, 250], [7500, 275], [8250, 300], [9000, 325],
];

/** Supplement A17: experience for one monster; above 25 HD each die adds 750 and 25 per asterisk. */
export function monsterXp(hitDice: number, asterisks = 0): number {
  const hd = hitDice < 1 ? 0 : Math.floor(hitDice);
  const [xp, bonus] = XP_ROWS[Math.min(hd, 25)];
  const over = Math.max(0, hd - 25);
  return xp + over * 750 + asterisks * (bonus + over * 25);
}
