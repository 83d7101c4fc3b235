/** Named for where the wind blows from, as sailors name winds and the BFRPG seed's wind table (supplement A8) rolls them on a d12. */
export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS)[number];
