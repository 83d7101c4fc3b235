// The one list of light kinds a party can carry and light. The contract's enums, the
// database column, the rules' burn times and radii, the catalogue's light and fuel fields,
// the counters and the panels all derive from it: a kind added here is a compile error in
// every place (a `Record<LightKind, ...>`) that must say something about it.
//
// Radii and burn times are the Basic Fantasy seed's (003_8f80a070c789886f.txt, "Light");
// GURPS Lite and the Shell text give none, so every campaign's lights burn as these do.

export const lightKinds = ['torch', 'lantern', 'candle'] as const;
export type LightKind = (typeof lightKinds)[number];

/** What a light burns besides itself, carried as separate items (a lantern's flasks of oil). */
export interface LightFuel {
  /** One unit, as a sentence says it: "flask of oil". */
  readonly noun: string;
  readonly plural: string;
}

export interface LightKindSpec {
  readonly id: LightKind;
  readonly label: string;
  /** One of them, as a sentence says it. */
  readonly noun: string;
  readonly plural: string;
  /** Radius of full light, in feet. */
  readonly brightRadius: number;
  /** Outer edge of the dim fringe beyond it, in feet. */
  readonly dimRadius: number;
  /** Burn time in turns: dice for a torch or a unit of fuel, turns per inch for a taper candle. */
  readonly burn: { readonly dice: string } | { readonly turnsPerInch: number };
  /**
   * Null: the light itself is used up when lit. Otherwise lighting it burns one unit of
   * its fuel, and the emptied light is kept to be filled again.
   */
  readonly fuel: LightFuel | null;
}

const KINDS = {
  torch: { id: 'torch', label: 'Torch', noun: 'torch', plural: 'torches', brightRadius: 30, dimRadius: 50, burn: { dice: '1d4+4' }, fuel: null },
  lantern: {
    id: 'lantern',
    label: 'Lantern (per flask of oil)',
    noun: 'lantern',
    plural: 'lanterns',
    brightRadius: 30,
    dimRadius: 50,
    burn: { dice: '1d6+18' },
    fuel: { noun: 'flask of oil', plural: 'flasks of oil' },
  },
  candle: { id: 'candle', label: 'Taper candle', noun: 'candle', plural: 'candles', brightRadius: 5, dimRadius: 10, burn: { turnsPerInch: 3 }, fuel: null },
} as const satisfies Record<LightKind, LightKindSpec>;

export const LIGHT_KINDS: Readonly<Record<LightKind, LightKindSpec>> = KINDS;

/** The kinds that burn a fuel of their own: the catalogue's `fuelFor` names one of them. */
export type FuelledLightKind = { [K in LightKind]: (typeof KINDS)[K]['fuel'] extends null ? never : K }[LightKind];

/** Whether a burnt-out light of this kind can be filled and lit again (and so is kept when spent). */
export const refillable = (kind: LightKind): boolean => LIGHT_KINDS[kind].fuel !== null;

export const fuelledLightKinds = lightKinds.filter(refillable) as [FuelledLightKind, ...FuelledLightKind[]];

/** The kinds whose burn time follows their height rather than a roll. */
export const burnsByHeight = (kind: LightKind): boolean => 'turnsPerInch' in LIGHT_KINDS[kind].burn;

/** How long one lighting burns, in words: "1d6+18 turns per flask of oil". */
export function burnText(kind: LightKind): string {
  const { burn, fuel, noun } = LIGHT_KINDS[kind];
  if ('turnsPerInch' in burn) return `${burn.turnsPerInch} turns per inch of ${noun}`;
  return `${burn.dice} turns${fuel ? ` per ${fuel.noun}` : ''}`;
}

/** A tally with nothing in it, one count for each kind of `kinds`. */
export function noneOf<K extends LightKind>(kinds: readonly K[]): Record<K, number> {
  // A loop rather than Object.fromEntries, which a large party's view calls twice per member and
  // which costs several times more (an array per entry, the iterator protocol).
  const tally = {} as Record<K, number>;
  for (const k of kinds) tally[k] = 0;
  return tally;
}

/** One line of a tally of lights carried, for the panels: each kind, its fuel right after it. */
export interface LightTallyLine {
  readonly key: string;
  readonly count: number;
  readonly one: string;
  readonly many: string;
}

export function lightTally(carried: { readonly lights: Record<LightKind, number>; readonly fuel: Record<FuelledLightKind, number> }): LightTallyLine[] {
  return lightKinds.flatMap((kind) => {
    const { noun, plural, fuel } = LIGHT_KINDS[kind];
    const line = { key: kind, count: carried.lights[kind], one: noun, many: plural };
    return fuel ? [line, { key: `${kind}-fuel`, count: carried.fuel[kind as FuelledLightKind], one: fuel.noun, many: fuel.plural }] : [line];
  });
}

// Light a spell gives. It is not carried, burns no fuel and cannot be snuffed: it shines
// while the timed effect that holds it runs. Radii from supplement A21 (Light is torchlight;
// Continual Light is daylight to 30', weaker light to 60').

export const spellLightKinds = ['light-spell', 'continual-light'] as const;
export type SpellLightKind = (typeof spellLightKinds)[number];

export interface SpellLightSpec {
  readonly id: SpellLightKind;
  readonly label: string;
  readonly brightRadius: number;
  readonly dimRadius: number;
  /** Daylight, not firelight: systems that grade light put it at their daylight level. */
  readonly daylight: boolean;
}

export const SPELL_LIGHTS: Readonly<Record<SpellLightKind, SpellLightSpec>> = {
  'light-spell': { id: 'light-spell', label: 'Light (spell)', brightRadius: 30, dimRadius: 50, daylight: false },
  'continual-light': { id: 'continual-light', label: 'Continual Light (spell)', brightRadius: 30, dimRadius: 60, daylight: true },
};

/** Anything that lights a party: a carried light or a spell's. */
export type Illuminant = LightKind | SpellLightKind;

export const isSpellLight = (id: string): id is SpellLightKind => (spellLightKinds as readonly string[]).includes(id);

/** The radii, in feet, of whatever lights the party. */
export const radiiOf = (id: Illuminant): { readonly brightRadius: number; readonly dimRadius: number; readonly label: string } =>
  isSpellLight(id) ? SPELL_LIGHTS[id] : LIGHT_KINDS[id];
