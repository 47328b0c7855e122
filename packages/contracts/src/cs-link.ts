/**
 * A customer-service link travels in the domain route as ciphertext followed by
 * the 8-character key that opens it, and the client uses the path of type '3' (the web). The
 * original sealed it with DES; here it is AES-GCM under the SHA-256 of the key, through
 * WebCrypto, so the server and the browser run this same file.
 */
export const CS_KEY_LENGTH = 8;
/** The client type whose customer-service path the web portal opens. */
export const CS_WEB_TYPE = '3';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const IV_BYTES = 12;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function aesKey(key: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** A fresh random key of the link's alphabet. */
export function newCsKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CS_KEY_LENGTH));
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/** Seals a customer-service URL: base64url(iv, ciphertext) then the key. */
export async function sealCsLink(url: string, key = newCsKey()): Promise<string> {
  if (key.length !== CS_KEY_LENGTH) throw new Error(`a customer-service key has ${CS_KEY_LENGTH} characters`);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(key), new TextEncoder().encode(url)),
  );
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return toBase64Url(joined) + key;
}

/** Opens a sealed path: the last 8 characters are the key. Throws when it was altered. */
export async function openCsLink(path: string): Promise<string> {
  if (path.length <= CS_KEY_LENGTH + IV_BYTES) throw new Error('not a sealed customer-service path');
  const key = path.slice(-CS_KEY_LENGTH);
  const bytes = fromBase64Url(path.slice(0, -CS_KEY_LENGTH));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
    await aesKey(key),
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
