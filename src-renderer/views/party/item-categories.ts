import type { itemCategories } from '../../../src-shared/contract';

/** The catalogue's categories as the inventory and the new-item form name them. */
export const CATEGORY_LABELS: Readonly<Record<(typeof itemCategories)[number], string>> = {
  light: 'Light',
  fuel: 'Fuel',
  food: 'Food',
  water: 'Water',
  weapon: 'Weapons',
  armor: 'Armor',
  shield: 'Shields',
  gear: 'Gear',
  container: 'Containers',
};
