import type { GcsDifference } from '../../../src-shared/contract';
import type { Characteristics } from '../../rules/gurps/characteristics';
import { formatGurpsDice } from '../../rules/dice/gurps-notation';
import { num } from '../../rules/gurps/format';
import type { Attributes } from './attributes';
import type { GcsCharacterFile } from './parse';
import { poundsFrom } from './units';

// Lantern works a character's figures out by its own rules (GURPS Lite, B1) and
// shows the formula; GCS may have arrived elsewhere: Combat Reflexes or Enhanced
// Dodge raise Dodge, Striking ST raises damage, a campaign may use another damage
// table, and Basic Speed is bought in quarter steps in Lantern. Each figure the
// file stored that Lantern's rules do not reproduce is reported, never silently
// changed, so the GM can decide.

export type Difference = GcsDifference;

const sameDice = (a: string, b: string) => a.replace(/\s/g, '').replace(/\+0$/, '') === b.replace(/\s/g, '');

export function differences(file: GcsCharacterFile, read: Attributes, stats: Characteristics): Difference[] {
  const out: Difference[] = [];
  const add = (key: string, label: string, shown: number | string, lantern: number | string, formula: string) =>
    out.push({ key, label, file: shown, lantern, formula, message: `${label}: the file says ${shown}, Lantern's rules give ${lantern} (${formula})` });
  const compare = (key: string, label: string, shown: number | undefined, figure: { value: number; formula: string }) => {
    if (shown !== undefined && Math.abs(shown - figure.value) > 1e-9) add(key, label, Number(num(shown)), Number(num(figure.value)), figure.formula);
  };

  compare('hp', 'HP', read.file.hp?.value, stats.hp);
  compare('fp', 'FP', read.file.fp?.value, stats.fp);
  compare('will', 'Will', read.file.will?.value, stats.will);
  compare('per', 'Per', read.file.per?.value, stats.per);
  compare('basicSpeed', 'Basic Speed', read.file.basic_speed?.value, stats.basicSpeed);
  compare('basicMove', 'Basic Move', read.file.basic_move?.value, stats.basicMove);
  compare('dodge', 'Dodge', file.calc?.dodge?.[0], stats.dodge);
  const lift = file.calc?.basic_lift === undefined ? null : poundsFrom(file.calc.basic_lift, file.settings?.default_weight_units);
  if (lift !== null) compare('basicLift', 'Basic Lift', lift, stats.basicLift);
  for (const [key, label, shown, figure] of [
    ['thrust', 'Thrust', file.calc?.thrust, stats.thrust],
    ['swing', 'Swing', file.calc?.swing, stats.swing],
  ] as const) {
    const lantern = formatGurpsDice(figure.value);
    if (shown !== undefined && !sameDice(shown, lantern)) add(key, label, shown, lantern, figure.formula);
  }
  return out;
}
