import { gurpsHitLocationIds, type GurpsBodyPlan, type GurpsHitLocationId } from '../../../src-shared/contract/combat-schemas';
import type { Check } from './errors';
import type { GcsCharacterFile, GcsLocation } from './parse';
import { compared, type FigureCheck } from './figures';
import { hitLocation } from '../../rules/gurps/combat/hit-locations';

// GCS writes the body type a sheet uses (`settings.body_type`): its name and, for
// each hit location, the 3d totals that land there (`calc.roll_range`), the to-hit
// penalty and the DR it worked out with armour and natural DR (`calc.dr.all`).
// Lantern's combat knows the humanoid locations of GURPS (supplement B4) and their
// wounding rules; another body (a quadruped's forelegs, hind legs and tail) keeps
// its own table, each place read by the Lantern location whose rules it follows:
// a leg as a leg, a wing as an arm, a tail as an extremity (Basic Set p. 552 treats
// a tail as an extremity unless it strikes). DR is kept per location, less the
// location's own DR that Lantern's rules add again (the skull's 2).

export interface BodyReading {
  /** Null for a humanoid body, which is Lantern's own table. */
  readonly plan: GurpsBodyPlan | null;
  /** The DR GCS worked out for each location, without the location's own DR. */
  readonly dr: ReadonlyMap<GurpsHitLocationId, number>;
  /** Locations whose DR against one damage type differs (mail's crushing -2). */
  readonly special: readonly { readonly id: GurpsHitLocationId; readonly label: string; readonly kind: string; readonly dr: number; readonly all: number }[];
  /** Each location's DR as GCS stored it, with the Lantern location that stands for it. */
  readonly stored: readonly { readonly id: GurpsHitLocationId; readonly label: string; readonly all: number }[];
}

const LIMBS: readonly GurpsHitLocationId[] = ['right-arm', 'left-arm', 'right-leg', 'left-leg'];
const ENDS: readonly GurpsHitLocationId[] = ['hand', 'foot'];

/** The Lantern locations a GCS location can stand for, best first. */
function candidates(location: GcsLocation): readonly GurpsHitLocationId[] {
  const side = /left|hind/i.test(location.table_name ?? '') ? 'left' : /right|fore/i.test(location.table_name ?? '') ? 'right' : null;
  const sided = (kind: 'arm' | 'leg') => (side === 'left' ? [`left-${kind}`, `right-${kind}`] : [`right-${kind}`, `left-${kind}`]) as GurpsHitLocationId[];
  const id = location.id.toLowerCase();
  if ((gurpsHitLocationIds as readonly string[]).includes(id)) return [id as GurpsHitLocationId];
  if (id === 'brain') return ['skull'];
  if (id === 'arm' || id === 'wing') return [...sided('arm'), ...sided('leg')];
  if (id === 'leg') return [...sided('leg'), ...sided('arm')];
  if (id === 'tail' || id === 'fin') return [...ENDS, ...LIMBS];
  return [...LIMBS, ...ENDS];
}

function rollsOf(range: string | undefined): number[] {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(range ?? '');
  if (!m) return [];
  const from = Number(m[1]);
  const to = Number(m[2] ?? m[1]);
  const out: number[] = [];
  for (let n = Math.max(3, from); n <= Math.min(18, to); n++) out.push(n);
  return out;
}

const titled = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function readBody(file: GcsCharacterFile, check: Check): BodyReading {
  const body = file.settings?.body_type;
  const locations = body?.locations ?? [];
  const dr = new Map<GurpsHitLocationId, number>();
  const special: { id: GurpsHitLocationId; label: string; kind: string; dr: number; all: number }[] = [];
  const stored: { id: GurpsHitLocationId; label: string; all: number }[] = [];
  const entries = new Map<GurpsHitLocationId, GurpsBodyPlan['locations'][number]>();
  locations.forEach((location, i) => {
    const id = candidates(location).find((c) => !entries.has(c)) ?? candidates(location)[0];
    const label = titled((location.table_name ?? location.id).slice(0, 60));
    const rolls = rollsOf(location.calc?.roll_range);
    const there = entries.get(id);
    if (there) entries.set(id, { ...there, label: `${there.label} or ${label.toLowerCase()}`.slice(0, 60), rolls: [...there.rolls, ...rolls] });
    else entries.set(id, { id, label, rolls, toHit: Math.max(-20, Math.min(0, Math.trunc(location.hit_penalty ?? 0))) });
    const figures = location.calc?.dr;
    if (figures === undefined) return;
    const all = figures.all ?? 0;
    const path = ['settings', 'body_type', 'locations', i, 'calc', 'dr', 'all'];
    check(Number.isFinite(all) && all >= 0, path, `DR ${all} on the ${location.table_name ?? location.id} must not be negative`);
    check(all <= 200, path, `DR ${all} on the ${location.table_name ?? location.id} cannot be imported: Lantern keeps DR from 0 to 200`);
    stored.push({ id, label, all });
    const own = Math.floor(all - (location.dr_bonus ?? 0));
    dr.set(id, Math.max(dr.get(id) ?? 0, Math.max(0, own)));
    for (const [kind, amount] of Object.entries(figures)) {
      if (kind !== 'all' && amount !== 0) special.push({ id, label, kind, dr: all + amount, all });
    }
  });
  const name = (body?.name ?? 'Humanoid').trim() || 'Humanoid';
  const plan: GurpsBodyPlan | null = /^humanoid$/i.test(name) || entries.size === 0 ? null : { name: name.slice(0, 40), locations: [...entries.values()] };
  return { plan, dr, special, stored };
}

/** Each location's DR GCS stored against what a blow there meets in Lantern: the location's DR and its own (the skull's bone). */
export function drChecks(body: BodyReading, dr: number, drByLocation: Partial<Record<GurpsHitLocationId, number>>): FigureCheck[] {
  const at = (id: GurpsHitLocationId) => (drByLocation[id] ?? dr) + hitLocation(id).extraDr;
  return [
    ...body.stored.map(({ id, label, all }) => compared(`${label} DR`, all, at(id), `Lantern adds the ${hitLocation(id).label.toLowerCase()}'s own DR ${hitLocation(id).extraDr} to the armour's`)),
    ...body.special.map(({ id, label, kind, dr: against }) => compared(`${label} DR against ${kind}`, against, at(id), 'Lantern keeps one DR per location for every damage type')),
  ];
}
