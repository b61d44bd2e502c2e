// Deterministic randomness and ids for the demo seed.
import { createHash } from 'node:crypto';

/** mulberry32: a tiny 32-bit seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convenience draws over a seeded PRNG. */
export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** A number in [min, max] rounded to `decimals`. */
  round(min: number, max: number, decimals = 1): number {
    const f = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** `count` distinct elements (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/** A stable uuid (version 5 layout, SHA-1) derived from name parts, e.g. demoUuid('acme-tools', 'company'). */
export function demoUuid(...parts: Array<string | number>): string {
  const hash = createHash('sha1')
    .update(`curate-demo:${parts.join(':')}`)
    .digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A string hash, for deriving independent PRNG seeds per company. */
export function hashSeed(seed: number, label: string): number {
  return createHash('sha1').update(`${seed}:${label}`).digest().readUInt32BE(0);
}
