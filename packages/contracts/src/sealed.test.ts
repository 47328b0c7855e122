import { describe, expect, it } from 'vitest';
import { generateSealKeys, importPrivateKey, importPublicKey, seal, unseal } from './sealed.ts';

describe('sealed bodies', () => {
  it('opens what was sealed for its key and nothing else', async () => {
    const keys = await generateSealKeys();
    const other = await generateSealKeys();
    const payload = { username: 'alice', password: 'pässwörd 密码', n: 1 };
    const sealed = await seal(await importPublicKey(keys.publicKey), payload);
    expect(sealed.body.value).not.toContain('alice');
    expect(await unseal(await importPrivateKey(keys.privateKey), sealed.body.value, sealed.encryption)).toEqual(
      payload,
    );
    await expect(
      unseal(await importPrivateKey(other.privateKey), sealed.body.value, sealed.encryption),
    ).rejects.toThrow();
  });

  it('refuses a body changed in transit', async () => {
    const keys = await generateSealKeys();
    const sealed = await seal(await importPublicKey(keys.publicKey), { amount: '100' });
    const bytes = atob(sealed.body.value);
    const flipped = btoa(bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 1));
    await expect(unseal(await importPrivateKey(keys.privateKey), flipped, sealed.encryption)).rejects.toThrow();
  });
});
