import type { HaulerKind, HaulerRules, Movement } from '../ruleset';
import { vehiclesByTable } from '../world/haulers-by-table';
import { basicLift } from './characteristics';
import { encumbrance } from './encumbrance';
import { num } from './format';
import { SECONDS_PER_TURN } from '../../../src-shared/units';
import { movementUnderLoad } from './movement-under-load';

// A GURPS beast of burden carries by its ST like anyone: Basic Lift = ST x ST / 5, the
// encumbrance levels and their Move, and 10 x Move miles a day on the march
// (000_4b7986e803b19dcc.txt, "Encumbrance and Move", "Lifting & Moving Things", "Hiking").
// GURPS Lite lists no animals, so ST, DX, HT and Basic Move are the Basic Set's (4th
// edition, p. B459, riding and draft animals). Basic Move there is the figure before
// Enhanced Move, which raises only a sprint's top speed; a day's march starts from Basic Move.

export interface GurpsBeast {
  readonly id: string;
  readonly label: string;
  readonly st: number;
  readonly dx: number;
  readonly ht: number;
  readonly basicMove: number;
  readonly source: string;
}

const B459 = 'GURPS Basic Set p. B459';

/** Ids match Basic Fantasy's where the animal is the same, so a beast keeps its kind across systems' files. */
export const GURPS_BEASTS: readonly GurpsBeast[] = [
  { id: 'camel', label: 'Camel', st: 22, dx: 9, ht: 12, basicMove: 7, source: B459 },
  // The Basic Set has one camel; Lantern gives the Bactrian the same figures and says so.
  { id: 'bactrian-camel', label: 'Camel, Bactrian', st: 22, dx: 9, ht: 12, basicMove: 7, source: `${B459} (its camel; Lantern's figure for the Bactrian)` },
  { id: 'donkey', label: 'Donkey', st: 15, dx: 10, ht: 11, basicMove: 5, source: B459 },
  { id: 'draft-horse', label: 'Horse, draft', st: 25, dx: 9, ht: 12, basicMove: 6, source: B459 },
  { id: 'riding-horse', label: 'Horse, saddle', st: 21, dx: 9, ht: 11, basicMove: 6, source: B459 },
  { id: 'war-horse', label: 'Horse, heavy war', st: 24, dx: 9, ht: 12, basicMove: 7, source: B459 },
  { id: 'mule', label: 'Mule, large', st: 22, dx: 10, ht: 12, basicMove: 6, source: B459 },
  { id: 'small-mule', label: 'Mule, small', st: 18, dx: 10, ht: 12, basicMove: 5, source: B459 },
  { id: 'pony', label: 'Pony', st: 18, dx: 10, ht: 11, basicMove: 7, source: B459 },
];

/** Dodge before encumbrance: Basic Speed, (DX + HT) / 4, without fractions, + 3 (supplement B1). */
const dodgeOf = (beast: GurpsBeast) => Math.floor((beast.dx + beast.ht) / 4) + 3;

export function gurpsBeastMovement(beast: GurpsBeast, cargoPounds: number, exploringShare: number): Movement {
  const lift = basicLift(beast.st);
  const enc = encumbrance({ weight: cargoPounds, basicLift: lift, basicMove: beast.basicMove, dodge: dodgeOf(beast) });
  return movementUnderLoad(enc, cargoPounds, enc.move, exploringShare, () => [
    `${beast.label} (${beast.source}): ST ${beast.st}, Basic Move ${beast.basicMove}; Basic Lift = ${beast.st} x ${beast.st} / 5 = ${num(lift)} lb.`,
    enc.reason,
    enc.canMove ? `${enc.moveFormula} yd a second; a day's march is 10 x Move = ${10 * enc.move} miles.` : 'Cannot move under this load.',
  ]);
}

const kindOf = (beast: GurpsBeast): HaulerKind => ({
  id: beast.id,
  label: beast.label,
  figures: `ST ${beast.st}, Basic Lift ${num(basicLift(beast.st))} lb, Basic Move ${beast.basicMove}`,
  source: beast.source,
});

/** GURPS beasts by their ST; carts and wagons from Basic Fantasy's table, as Lantern's stated default. */
export function gurpsHaulers(exploringShare: number): HaulerRules {
  const vehicles = vehiclesByTable({
    unit: 'yd',
    // 10 x Move miles a day ("Hiking"), read backwards.
    paced: (miles) => {
      const move = Math.round((miles / 10) * 100) / 100;
      return { perRound: move, perTurn: Math.round(move * SECONDS_PER_TURN * exploringShare) };
    },
    source: "Basic Fantasy's land vehicles (supplement A7), Lantern's default: GURPS Lite's rules chapter (seed 000) has none",
  });
  return {
    beasts: GURPS_BEASTS.map(kindOf),
    ...vehicles,
    takesGmFigures: false,
    beast(id, cargoPounds) {
      const beast = GURPS_BEASTS.find((b) => b.id === id);
      if (!beast) throw new RangeError(`unknown beast of burden '${id}'`);
      return gurpsBeastMovement(beast, cargoPounds, exploringShare);
    },
  };
}
