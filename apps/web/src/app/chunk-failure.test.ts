import { describe, expect, it } from 'vitest';
import { ChunkTimeoutError, chunkUrlOf, classifyChunkFailure, withTimeout } from './chunk-failure.ts';

const failedImport = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:4310/assets/lottery-Br5AT-ss.js',
);

describe('chunk failure types', () => {
  it('reads the chunk URL out of the browser message', () => {
    expect(chunkUrlOf(failedImport)).toBe('http://localhost:4310/assets/lottery-Br5AT-ss.js');
    expect(chunkUrlOf(new Error('something else'))).toBeNull();
  });

  it('a chunk the server answers 404 for is missing', async () => {
    expect(await classifyChunkFailure(failedImport, async () => new Response('', { status: 404 }))).toBe('missing');
  });

  it('a chunk that fails on the network or loads but breaks is an error', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await classifyChunkFailure(failedImport, offline)).toBe('error');
    expect(await classifyChunkFailure(failedImport, async () => new Response('', { status: 200 }))).toBe('error');
    expect(await classifyChunkFailure(new Error('no url here'))).toBe('error');
  });

  it('a load slower than its limit is a timeout', async () => {
    const never = new Promise<never>(() => {});
    const error = await withTimeout(never, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(await classifyChunkFailure(error)).toBe('timeout');
    expect(await withTimeout(Promise.resolve(7), 1000)).toBe(7);
  });
});
