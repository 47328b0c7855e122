/**
 * Encrypted request bodies: a fresh AES-256-GCM key seals the JSON, and the key is
 * wrapped with the server's RSA-OAEP (SHA-256) public key. The body is `{ value }` (base64 of
 * iv + ciphertext) and the wrapped key travels in the `Encryption` header, the way the original's
 * clients sent theirs. WebCrypto only, so the browser and Node run the same code.
 */
export const ENCRYPTION_HEADER = 'encryption';
export const SEALED_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;

/** WebCrypto's key type, named without needing the DOM library. */
export type SealKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

export const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of view) s += String.fromCharCode(b);
  return btoa(s);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const s = atob(text);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export type SealedBody = { body: { value: string }; encryption: string };

export async function importPublicKey(spkiBase64: string): Promise<SealKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA, false, ['encrypt']);
}

export async function seal(publicKey: SealKey, payload: unknown): Promise<SealedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const raw = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt(RSA, publicKey, raw);
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return { body: { value: toBase64(joined) }, encryption: toBase64(wrapped) };
}

/** Opens a sealed body; throws on any tampering (GCM checks integrity). */
export async function unseal(privateKey: SealKey, value: string, encryption: string): Promise<unknown> {
  const raw = await crypto.subtle.decrypt(RSA, privateKey, fromBase64(encryption));
  const aesKey = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const joined = fromBase64(value);
  const iv = joined.slice(0, IV_BYTES);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, joined.slice(IV_BYTES));
  return JSON.parse(new TextDecoder().decode(plain));
}

export async function generateSealKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', pair.privateKey);
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

export async function importPrivateKey(pkcs8Base64: string): Promise<SealKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA, false, ['decrypt']);
}
