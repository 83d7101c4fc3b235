// Input guards shared by the GULLIVER modules: each names the field and the reason.

export function requireFinite(field: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${field} must be a finite number, got ${value}`);
}

export function requirePositive(field: string, value: number): void {
  requireFinite(field, value);
  if (value <= 0) throw new RangeError(`${field} must be more than 0, got ${value}`);
}

export function requireNonNegative(field: string, value: number): void {
  requireFinite(field, value);
  if (value < 0) throw new RangeError(`${field} must be 0 or more, got ${value}`);
}

export function requireWholeAtLeast(field: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${field} must be a whole number of at least ${min}, got ${value}`);
  }
}

export function requireOneOf<T extends string>(field: string, value: T, allowed: readonly T[]): void {
  if (!allowed.includes(value)) throw new RangeError(`${field} must be one of ${allowed.join(', ')}, got ${String(value)}`);
}
