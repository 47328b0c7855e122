/** Why a page chunk did not load: the spec's three types. */
export type ChunkFailureType = 'missing' | 'timeout' | 'error';

export class ChunkTimeoutError extends Error {}

/** Browsers name the module URL in the failed-import message; retries load that URL afresh. */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = message.match(/(https?:\/\/[^\s'"]+\.js)/);
  return match?.[1] ?? null;
}

/** Asks the server for the chunk itself: a 404 means the build no longer has it. */
export async function classifyChunkFailure(
  error: unknown,
  probe: (url: string) => Promise<Response> = (url) => fetch(url, { method: 'HEAD', cache: 'no-store' }),
): Promise<ChunkFailureType> {
  if (error instanceof ChunkTimeoutError) return 'timeout';
  const url = chunkUrlOf(error);
  if (!url) return 'error';
  try {
    const res = await probe(url);
    return res.status === 404 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(`chunk load took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
