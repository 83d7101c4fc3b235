import { HUMAN_HEIGHT_YARDS, sizeRowYards } from '../../rules/gulliver/size';
import type { Check } from './errors';
import type { GcsCharacterFile } from './parse';
import { featureAmount, traitFeatures, traitRows } from './traits';

// GCS keeps the Size Modifier in the profile (`SM`) and adds the bonuses of traits
// that change it (an attribute_bonus on "sm"). GULLIVER measures size as a Linear
// Scale instead: a human is 2 yd tall (SM 0) and a body's SM is the size-table row
// of its height, 2 yd x Linear Scale (src-main/rules/gulliver/size.ts). Read
// backwards, a Size Modifier gives the height of its row, so LS = row height / 2 yd:
// SM +1 -> 1.5, SM +2 -> 2.5, SM -2 -> 0.5.

export interface Size {
  readonly sm: number;
  readonly linearScale: number;
}

export function linearScaleForSm(sm: number): number {
  return sizeRowYards(sm) / HUMAN_HEIGHT_YARDS;
}

export function readSize(file: GcsCharacterFile, check: Check): Size {
  let sm = file.profile?.SM ?? 0;
  for (const { row } of traitRows(file, check).rows) {
    for (const { feature, levels } of traitFeatures(row)) {
      if (feature.type === 'attribute_bonus' && feature.attribute === 'sm') sm += featureAmount(feature, levels);
    }
  }
  check(Number.isInteger(sm) && sm >= -15 && sm <= 15, ['profile', 'SM'], `a Size Modifier of ${sm} cannot be imported: Lantern keeps -15 to +15`);
  return { sm, linearScale: linearScaleForSm(sm) };
}
