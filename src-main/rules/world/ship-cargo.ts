import { ratio, scale } from './ratio';

// World default from the BFRPG seed, supplement A7: cargo space aboard a ship sailing day and night.
export const TONS_PER_PASSENGER = 1;
export const TONS_PER_PERSON_MONTH_OF_PROVISIONS = ratio(1, 10);

export function dayAndNightCargoTons(passengers: number, personMonthsOfProvisions: number): number {
  return passengers * TONS_PER_PASSENGER + scale(personMonthsOfProvisions, [TONS_PER_PERSON_MONTH_OF_PROVISIONS]);
}
