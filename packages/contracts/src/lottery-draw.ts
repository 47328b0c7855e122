/** What an e-lottery draw needs from the provably fair stream: unbiased integers in [0, n). */
export type DrawRng = { int(n: number): number };

/** The e-lottery families and the shape of their results. */
export type ElottFamily = 'SSC' | '11X5' | 'PK10' | 'K3' | 'LHC' | 'LF';

/** `count` distinct numbers from `from`..`to`, in draw order (a partial Fisher-Yates shuffle). */
export function drawDistinct(rng: DrawRng, count: number, from: number, to: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/**
 * One draw of a family: SSC five digits 0-9; 11X5 five distinct of 1-11; PK10 the finishing order
 * of cars 1-10; K3 three dice; LHC six distinct of 1-49 and a seventh, the special number; LF
 * (lucky three) three digits 0-9.
 */
export function drawElott(family: ElottFamily, rng: DrawRng): number[] {
  switch (family) {
    case 'SSC':
      return Array.from({ length: 5 }, () => rng.int(10));
    case '11X5':
      return drawDistinct(rng, 5, 1, 11);
    case 'PK10':
      return drawDistinct(rng, 10, 1, 10);
    case 'K3':
      return Array.from({ length: 3 }, () => 1 + rng.int(6));
    case 'LHC':
      return drawDistinct(rng, 7, 1, 49);
    case 'LF':
      return Array.from({ length: 3 }, () => rng.int(10));
  }
}

const UINT32 = 2 ** 32;
const BLOCKS = 32;
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

/**
 * A player's check of an e-lottery draw, in the browser or anywhere WebCrypto runs: the revealed
 * server seed hashes to the hash published before betting closed, and it gives the published
 * numbers. The stream is the server's (platform/fair.ts): HMAC-SHA256(seed, `gameCode:issueNo:0:block`)
 * read as big-endian 32-bit integers, with values from the incomplete top of the range drawn again.
 */
export async function verifyElottDraw(family: ElottFamily, serverSeed: string, gameCode: string, issueNo: string) {
  const enc = new TextEncoder();
  const seedHash = hex(await crypto.subtle.digest('SHA-256', enc.encode(serverSeed)));
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  // Enough blocks for any family's draw; the rejections that could exhaust them are vanishingly rare.
  const blocks = await Promise.all(
    Array.from({ length: BLOCKS }, (_, b) =>
      crypto.subtle.sign('HMAC', key, enc.encode(`${gameCode}:${issueNo}:0:${b}`)),
    ),
  );
  const words = blocks.flatMap((b) => {
    const view = new DataView(b);
    return Array.from({ length: b.byteLength / 4 }, (_, i) => view.getUint32(i * 4));
  });
  let next = 0;
  const rng: DrawRng = {
    int(n) {
      const limit = UINT32 - (UINT32 % n);
      for (;;) {
        const v = words[next++];
        if (v === undefined) throw new Error('the draw needed more random numbers than were made');
        if (v < limit) return v % n;
      }
    },
  };
  return { seedHash, numbers: drawElott(family, rng).map(String) };
}
