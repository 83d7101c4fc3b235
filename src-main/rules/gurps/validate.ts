// Input checks shared by the GURPS rule modules; every message names the field and the reason.

export function requireWhole(field: string, value: number, min = 0): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${field} must be a whole number of ${min} or more, got ${value}`);
  }
}

export function requireInteger(field: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`${field} must be a whole number, got ${value}`);
}

export function requireWholeBetween(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${field} must be a whole number from ${min} to ${max}, got ${value}`);
  }
}

export function requireAtLeast(field: string, value: number, min = 0): void {
  if (!Number.isFinite(value) || value < min) throw new RangeError(`${field} must be ${min} or more, got ${value}`);
}

export function requirePositive(field: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${field} must be more than 0, got ${value}`);
}
