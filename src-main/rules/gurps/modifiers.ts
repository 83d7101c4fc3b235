import { num, signed } from './format';
import { requireInteger } from './validate';

/** A named bonus or penalty to a success roll, so the journal can say where each point came from. */
export interface RollModifier {
  readonly label: string;
  readonly value: number;
}

/** The number to roll against, with the arithmetic that produced it. */
export interface RollTarget {
  readonly base: number;
  readonly modifiers: readonly RollModifier[];
  readonly effective: number;
  /** e.g. "Per 12 - 2 (darkness) = 10". */
  readonly formula: string;
}

export interface RollBase {
  readonly label: string;
  readonly value: number;
  /** Shown in brackets after the value, e.g. "default DX-5". */
  readonly note?: string;
}

/** Zero modifiers are kept in the list but left out of the formula, which stays short. */
export function rollTarget(base: RollBase, modifiers: readonly RollModifier[] = []): RollTarget {
  modifiers.forEach((m, i) => requireInteger(['modifiers', i, 'value'], m.value));
  const effective = modifiers.reduce((sum, m) => sum + m.value, base.value);
  const shown = modifiers.filter((m) => m.value !== 0);
  const head = `${base.label} ${num(base.value)}${base.note ? ` (${base.note})` : ''}`;
  const formula = shown.length === 0 ? head : `${head}${shown.map((m) => `${signed(m.value)} (${m.label})`).join('')} = ${effective}`;
  return { base: base.value, modifiers, effective, formula };
}

/**
 * A skill level, or its attribute default when the character never learned it. When
 * both are known the better one counts, since anyone may fall back on the default.
 */
export function skillOrDefault(input: {
  readonly skillName: string;
  readonly skill?: number;
  readonly attributeName: string;
  readonly attribute?: number;
  readonly defaultPenalty: number;
}): RollBase {
  const { skillName, skill, attributeName, attribute, defaultPenalty } = input;
  if (skill !== undefined) requireInteger(skillName, skill);
  if (attribute !== undefined) requireInteger(attributeName, attribute);
  const fallback = attribute === undefined ? undefined : attribute - defaultPenalty;
  if (skill === undefined && fallback === undefined) {
    throw new RangeError(`${skillName} or ${attributeName} is needed to find the roll`);
  }
  if (fallback !== undefined && (skill === undefined || fallback > skill)) {
    return { label: skillName, value: fallback, note: `default ${attributeName}-${defaultPenalty}` };
  }
  return { label: skillName, value: skill! };
}
