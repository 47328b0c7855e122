import { ENCRYPTION_HEADER, importPublicKey, type SealKey, seal } from '@mekong/contracts';
import { api } from './client.ts';

let key: Promise<SealKey> | null = null;

/** The server's public key (GET /wps/system/publicKey), fetched and imported once per page load. */
function publicKey(): Promise<SealKey> {
  key ??= api<{ publicKey: string }>('/wps/system/publicKey')
    .then((v) => importPublicKey(v.publicKey))
    .catch((err) => {
      key = null;
      throw err;
    });
  return key;
}

/**
 * A call docs/api.md marks sealed: the JSON body is sealed for the server's key and sent as
 * `{ value }` with the wrapped key in the `Encryption` header. Answers like `api()`.
 */
export async function sealedApi<T>(path: string, payload: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const sealed = await seal(await publicKey(), payload);
  return api<T>(path, {
    method,
    body: JSON.stringify(sealed.body),
    headers: { [ENCRYPTION_HEADER]: sealed.encryption },
  });
}
