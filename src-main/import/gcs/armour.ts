import type { GurpsBodyPlan, GurpsHitLocationId } from '../../../src-shared/contract/combat-schemas';
import { drChecks, readBody } from './body-plan';
import type { FigureCheck } from './figures';
import type { Check } from './errors';
import type { CarriedItem } from './equipment';
import type { GcsCharacterFile } from './parse';
import { featureAmount, traitFeatures, traitRows } from './traits';

// GURPS armour protects by hit location. GCS writes the DR it worked out for each
// location of the body type (`settings.body_type.locations[].calc.dr.all`, with
// worn armour and natural DR); Lantern keeps the torso's as the body's DR (where
// most blows land) and every location that differs from it by location, so a
// helmet protects the skull and a bare face takes the blow unarmoured. A file
// without those figures gets them summed from the dr_bonus features of equipped
// items and traits.

export interface Armour {
  readonly dr: number;
  /** Locations whose DR is not the torso's. */
  readonly drByLocation: Partial<Record<GurpsHitLocationId, number>>;
  /** Null for a humanoid. */
  readonly plan: GurpsBodyPlan | null;
  /** The equipped armour piece with the most torso DR: the one Lantern marks as worn. */
  readonly worn: CarriedItem | null;
  readonly note: string | null;
  /** Each location's DR as GCS stored it against Lantern's. */
  readonly checks: readonly FigureCheck[];
}

const MAX_DR = 200;

/** GCS's location ids as Lantern's: an "arm" feature covers both arms. */
const SPREAD: Record<string, readonly GurpsHitLocationId[]> = { arm: ['right-arm', 'left-arm'], leg: ['right-leg', 'left-leg'], brain: ['skull'] };
const LANTERN_IDS = new Set<string>(['eye', 'skull', 'face', 'neck', 'torso', 'groin', 'vitals', 'hand', 'foot']);

function fromFeatures(file: GcsCharacterFile, items: readonly CarriedItem[], check: Check): Map<GurpsHitLocationId, number> {
  const dr = new Map<GurpsHitLocationId, number>();
  const add = (where: string, amount: number) => {
    const ids = SPREAD[where] ?? (LANTERN_IDS.has(where) ? [where as GurpsHitLocationId] : []);
    for (const id of ids) dr.set(id, (dr.get(id) ?? 0) + amount);
  };
  for (const item of items) if (item.equipped) for (const [where, amount] of item.dr) add(where, amount);
  for (const { row } of traitRows(file, check).rows) {
    for (const { feature, levels } of traitFeatures(row)) {
      if (feature.type !== 'dr_bonus') continue;
      for (const where of feature.locations ?? (feature.location ? [feature.location] : [])) add(where, featureAmount(feature, levels));
    }
  }
  return dr;
}

export function readArmour(file: GcsCharacterFile, items: readonly CarriedItem[], check: Check): Armour {
  const shown = (file.settings?.body_type?.locations ?? []).some((l) => l.calc?.dr !== undefined);
  const body = readBody(file, check);
  const byLocation = shown ? body.dr : fromFeatures(file, items, check);
  const torso = byLocation.get('torso') ?? Math.max(0, ...byLocation.values());
  const dr = Math.floor(torso);
  const where = shown ? ['settings', 'body_type', 'locations'] : ['equipment'];
  check(dr <= MAX_DR, where, `torso DR ${dr} cannot be imported: Lantern keeps DR from 0 to ${MAX_DR}`);
  const drByLocation: Partial<Record<GurpsHitLocationId, number>> = {};
  for (const [id, amount] of byLocation) {
    const whole = Math.min(MAX_DR, Math.max(0, Math.floor(amount)));
    if (whole !== dr) drByLocation[id] = whole;
  }
  const armour = items.filter((i) => i.equipped && i.definition.category === 'armor');
  const worn = armour.reduce<CarriedItem | null>((best, i) => ((i.dr.get('torso') ?? 0) > (best?.dr.get('torso') ?? -1) ? i : best), null);
  const note = body.special.length > 0 ? `DR by damage type is not kept (Lantern keeps one DR per location): ${body.special.map((s) => `${s.label} DR ${s.dr} against ${s.kind} (${s.all} otherwise)`).join('; ')}.` : null;
  return { dr, drByLocation, plan: body.plan, worn, note, checks: drChecks(body, dr, drByLocation) };
}
