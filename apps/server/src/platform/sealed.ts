import { ENCRYPTION_HEADER, generateSealKeys, importPrivateKey, type SealKey, unseal } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { serverKeys } from './db/schema.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives sealed for the server's public key. */
    sealed?: boolean;
  }
}

export type SealKeys = { publicKey: string; privateKey: SealKey };

/**
 * The key pair comes from the environment in production; otherwise it is generated once and
 * kept in the database, so every process of one installation opens the same bodies.
 */
export async function loadSealKeys(db: Db, config: Config): Promise<SealKeys> {
  if (config.sealKeys) {
    return { publicKey: config.sealKeys.publicKey, privateKey: await importPrivateKey(config.sealKeys.privateKey) };
  }
  const fresh = await generateSealKeys();
  await db
    .insert(serverKeys)
    .values({ id: 'seal', publicKey: fresh.publicKey, privateKey: fresh.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys);
  if (!row) throw new Error('seal keys missing');
  return { publicKey: row.publicKey, privateKey: await importPrivateKey(row.privateKey) };
}

/** Opens sealed bodies before schema validation, so routes see the plain payload. */
export function installSealedBodies(app: FastifyInstance, keys: SealKeys) {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.sealed) return;
    const header = request.headers[ENCRYPTION_HEADER];
    const body = request.body as { value?: unknown } | undefined;
    if (typeof header !== 'string' || typeof body?.value !== 'string') {
      throw new AppError('request_body_required', 'This call takes a sealed body');
    }
    try {
      request.body = await unseal(keys.privateKey, body.value, header);
    } catch {
      throw new AppError('request.decrypt.failed', 'The sealed body could not be opened');
    }
  });
}
