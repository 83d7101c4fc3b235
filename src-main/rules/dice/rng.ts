/**
 * Seedable random numbers for rolls that must be reproducible: the app stores a
 * session's seed or state, and replaying from it yields the same faces.
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit
 * state, passes PractRand), seeded by hashing the seed text with cyrb128. A number
 * seed is hashed as its decimal text, so `42` and `"42"` start the same session.
 */
export interface Rng {
  /** Next raw output, a uniformly distributed integer in [0, 2^32). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive, without modulo bias. */
  intBetween(min: number, max: number): number;
  /** Snapshot to persist; `restoreRng` continues the exact same sequence. */
  state(): RngState;
}

export interface RngState {
  readonly algorithm: 'sfc32';
  /** The four 32-bit state words a, b, c, d as unsigned integers. */
  readonly words: readonly [number, number, number, number];
}

const UINT32_RANGE = 2 ** 32;

/**
 * Outputs discarded after seeding: cyrb128 words are well mixed already, but
 * sfc32's reference seeding runs the generator a dozen or so times first.
 */
const WARM_UP_OUTPUTS = 15;

export function createRng(seed: string | number): Rng {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw new RangeError(`an RNG seed must be a finite number, got ${seed}`);
  }
  const rng = new Sfc32(cyrb128(String(seed)));
  for (let i = 0; i < WARM_UP_OUTPUTS; i++) rng.next();
  return rng;
}

/** Validates at run time too, because the state usually comes back from storage. */
export function restoreRng(state: RngState): Rng {
  const candidate = state as { algorithm?: unknown; words?: unknown } | null;
  const words = candidate?.words;
  const valid =
    candidate?.algorithm === 'sfc32' &&
    Array.isArray(words) &&
    words.length === 4 &&
    words.every((w) => Number.isInteger(w) && w >= 0 && w < UINT32_RANGE);
  if (!valid) throw new TypeError('not an sfc32 RNG state: expected { algorithm: "sfc32", words: [4 uint32] }');
  return new Sfc32(state.words);
}

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(words: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = words.map((w) => w | 0) as [number, number, number, number];
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  intBetween(min: number, max: number): number {
    return uniformInt(() => this.next(), min, max);
  }

  state(): RngState {
    return { algorithm: 'sfc32', words: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }
}

/**
 * Maps uint32 draws onto [min, max] without bias: outputs at or above the largest
 * multiple of the span would favour low results (x % span), so they are redrawn.
 */
export function uniformInt(nextUint32: () => number, min: number, max: number): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new RangeError(`intBetween needs integers with min <= max, got ${min} and ${max}`);
  }
  const span = max - min + 1;
  if (span > UINT32_RANGE) throw new RangeError(`intBetween spans at most 2^32 values, got ${span}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % span);
  let x = nextUint32();
  while (x >= limit) x = nextUint32();
  return min + (x % span);
}

/** bryc's cyrb128: a fast 128-bit string hash, used only to spread a seed over sfc32's state. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
