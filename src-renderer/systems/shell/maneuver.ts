import type { ManeuverPart } from '../system-ui';

/** A Shell fighter takes a stance for the round; no stance needs more than its name. */
export const shellStances: ManeuverPart = {
  label: 'Stance',
  Fields: () => null,
  aimsAtFoe: () => false,
  declaration: (choice) => ({ maneuver: choice.id }),
};
