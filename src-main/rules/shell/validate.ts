// Shared input checks: malformed input throws a RangeError naming the field, as the house style asks.

export function requireWhole(value: number, field: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${field} must be a whole number, got ${value}`);
}

export function requireWholeAtLeast(value: number, field: string, min: number): void {
  requireWhole(value, field);
  if (value < min) throw new RangeError(`${field} must be ${min} or more, got ${value}`);
}

export function requireFiniteAtLeast(value: number, field: string, min: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${field} must be a finite number, got ${value}`);
  if (value < min) throw new RangeError(`${field} must be ${min} or more, got ${value}`);
}

