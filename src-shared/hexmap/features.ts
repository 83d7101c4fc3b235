/**
 * One bit per feature in a hex's feature byte. Like terrain codes, the bits are
 * stored in the database: add new features on unused bits, never move one.
 */
export const FEATURE = {
  road: 1 << 0,
  trail: 1 << 1,
  /** A river running through a land hex; a river too wide to wade is the 'river' terrain. */
  river: 1 << 2,
  /** A ford or bridge that lets walkers over a 'river' hex. */
  crossing: 1 << 3,
  settlement: 1 << 4,
  port: 1 << 5,
  landmark: 1 << 6,
} as const;

export type FeatureId = keyof typeof FEATURE;

export const FEATURE_IDS = Object.keys(FEATURE) as FeatureId[];

export const KNOWN_FEATURE_BITS = FEATURE_IDS.reduce((bits, id) => bits | FEATURE[id], 0);

export const featureMask = (ids: readonly FeatureId[]): number => ids.reduce((bits, id) => bits | FEATURE[id], 0);

export const featureIds = (mask: number): FeatureId[] => FEATURE_IDS.filter((id) => (mask & FEATURE[id]) !== 0);

