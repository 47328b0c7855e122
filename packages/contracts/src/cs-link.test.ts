import { describe, expect, it } from 'vitest';
import { CS_KEY_LENGTH, openCsLink, sealCsLink } from './cs-link.ts';

describe('customer-service links', () => {
  it('carry their key in the last 8 characters and open to the URL sealed', async () => {
    const url = 'https://chat.example.com/desk?lang=km&vip=1';
    const path = await sealCsLink(url, 'Ab3dEf7h');
    expect(path.endsWith('Ab3dEf7h')).toBe(true);
    expect(path).not.toContain('chat.example.com');
    expect(await openCsLink(path)).toBe(url);
    // A fresh key and IV each time: the same URL never reads the same twice.
    const again = await sealCsLink(url);
    expect(again).not.toBe(path);
    expect(again.slice(-CS_KEY_LENGTH)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await openCsLink(again)).toBe(url);
  });

  it('refuse a path that was altered or keyed otherwise', async () => {
    const path = await sealCsLink('/helpmc?topic=livechat', 'Ab3dEf7h');
    const flipped = `${path.slice(0, 5)}${path[5] === 'A' ? 'B' : 'A'}${path.slice(6)}`;
    await expect(openCsLink(flipped)).rejects.toThrow();
    await expect(openCsLink(`${path.slice(0, -CS_KEY_LENGTH)}Zz9yXw8v`)).rejects.toThrow();
    await expect(openCsLink('short')).rejects.toThrow();
  });
});
