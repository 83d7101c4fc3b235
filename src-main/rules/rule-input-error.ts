/** Where an input sits in a rule's arguments: ["bonuses", "hp"], ["members", 1, "move"]. */
export type RulePath = readonly (string | number)[];

/**
 * A rule refusing an input it cannot use. `path` locates the input in the rule's
 * own arguments (a bare name stands for a one-step path), so a caller that took
 * those values from a request can point at the request's field without reading
 * the message. A RangeError still, so a plain `catch` keeps working.
 */
export class RuleInputError extends RangeError {
  readonly path: RulePath;

  constructor(
    at: string | RulePath,
    readonly reason: string,
  ) {
    const path = typeof at === 'string' ? [at] : at;
    super(`${path.join('.')}: ${reason}`);
    this.name = 'RuleInputError';
    this.path = path;
  }
}

/** Throws from an expression position: `weapons[i] ?? refuse('weapon', 'no such weapon')`. */
export function refuse(at: string | RulePath, reason: string): never {
  throw new RuleInputError(at, reason);
}
