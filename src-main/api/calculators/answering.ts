import { ruleErrorsAt } from '../../services/errors';

export type Path = (string | number)[];

/**
 * Runs a rule. A rule's RangeError names the rule's own field first ("fp must be
 * at most fpMax ..."); `fields` maps that name to the input field it came from,
 * so the error envelope points at what the caller typed.
 */
export function answering<T>(fields: Readonly<Record<string, Path>>, fallback: Path, fn: () => T): T {
  return ruleErrorsAt(fn, (message) => {
    const head = message.split(' ')[0];
    const path = fields[head] ?? fallback;
    const reason = head === path.join('.') || head === String(path[path.length - 1]) ? message.slice(head.length + 1) : message;
    return { path, reason };
  });
}
