import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair draws. Before a round the house publishes `seedHash` = sha256(serverSeed); after it,
 * the server seed. Every random number of the round comes from HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${block}`), read four bytes at a time, so anyone holding the revealed seed
 * can recompute the outcome and check it against the hash published before betting closed.
 */
export type FairSeed = { serverSeed: string; seedHash: string };

export function newServerSeed(): FairSeed {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, seedHash: hashSeed(serverSeed) };
}

export const hashSeed = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

const UINT32 = 2 ** 32;

/** What a game engine draws from: the provably fair stream in play, a fast generator in simulations. */
export interface Rng {
  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number;
  /** A uniform float in [0, 1). */
  float(): number;
  /** An index drawn with probability proportional to its (integer) weight. */
  weighted(weights: readonly number[]): number;
  /** A uniformly shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** The shared maths of every Rng, on top of a source of unsigned 32-bit integers. */
abstract class Uint32Rng implements Rng {
  abstract uint32(): number;

  /**
   * Values from the incomplete last stretch of the 32-bit range are thrown away and drawn again
   * (rejection sampling), so no outcome is favoured as a plain modulo would favour the low ones.
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > UINT32) throw new RangeError(`int(${n})`);
    const limit = UINT32 - (UINT32 % n);
    for (;;) {
      const v = this.uint32();
      if (v < limit) return v % n;
    }
  }

  /** 53 random bits from two draws. */
  float(): number {
    const hi = this.uint32() >>> 6; // 26 bits
    const lo = this.uint32() >>> 5; // 27 bits
    return (hi * 2 ** 27 + lo) / 2 ** 53;
  }

  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.int(total);
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Fisher–Yates with unbiased indices. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

/** A deterministic stream of random numbers for one round; the same inputs give the same stream. */
export class FairStream extends Uint32Rng {
  private block = 0;
  private buffer = Buffer.alloc(0);
  private offset = 0;
  private readonly serverSeed: string;
  private readonly clientSeed: string;
  private readonly nonce: number;

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    super();
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  /** The next unsigned 32-bit integer. */
  uint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = createHmac('sha256', this.serverSeed)
        .update(`${this.clientSeed}:${this.nonce}:${this.block++}`)
        .digest();
      this.offset = 0;
    }
    const v = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return v;
  }
}

/**
 * sfc32, seeded from a number: fast enough for the million-round simulations of every game's return
 * to player. Never used for a real round.
 */
export class SimulationRng extends Uint32Rng {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    super();
    this.a = seed >>> 0;
    this.b = (seed * 2654435761) >>> 0;
    this.c = 0x9e3779b9;
    for (let i = 0; i < 15; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }
}
