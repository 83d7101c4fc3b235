// Facts of the world that belong to no one rules system: light sources and how they burn,
// Basic Fantasy's beasts of burden and vehicles (which a system without its own reads
// through its Ruleset's haulers), vessels, the weather at sea, the overland day, the
// wandering schedule. Most are world defaults from the BFRPG seed, the only text that
// gives them; every system and service reads them from here.

export * from './air-travel';
export * from './beasts-of-burden';
export * from './chance-in-six';
export * from './compass';
export * from './land-vehicles';
export * from './light-in-yards';
export * from './light-sources';
export * from './load-level';
export * from './overland-day';
export * from './ratio';
export * from './sea-weather';
export * from './ship-cargo';
export * from './ship-repair';
export * from './vessels';
export * from './voyage-day';
export * from './wandering-schedule';
export * from './daylight';
export * from './haulers-by-table';
export * from './land-weather';
export * from './ship-fate';
/** Weights in sentences, written the same way in every layer. */
export { lb } from '../../../src-shared/figures';
export * from './sight';
