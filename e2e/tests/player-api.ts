import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { loginViaApi, registerViaApi, uniqueName } from './accounts.ts';

/**
 * A new player of the demo brand, registered and signed in straight through the API (sealed, as
 * the site sends it), for back-office tests that need a player's own calls: its `authorization`.
 */
export async function apiPlayer(request: APIRequestContext, prefix: string) {
  const username = uniqueName(prefix);
  const ip = `10.248.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await registerViaApi(request, { username, payeeName: 'Sok Dara' }, ip);
  const { token } = await loginViaApi(request, { username, password: 'abc12345' }, ip);
  return { username, auth: { authorization: token } };
}

/** A real PNG of one colour, built here byte by byte (signature, header, deflated rows, end). */
export function solidPng(width: number, height: number, rgb: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 4 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The row of a paged back-office table holding `text`, paging forward from the first page: specs
 * beside this one add rows on the same brand, so it may not be on the first page. Null when no
 * page has it.
 */
export async function rowOnSomePage(table: Locator, text: string): Promise<Locator | null> {
  const pager = table.locator('xpath=..').getByRole('navigation');
  for (;;) {
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = table.locator('tbody tr').filter({ hasText: text });
    if ((await row.count()) > 0) return row;
    const next = pager.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) return null;
    const shown = await pager.locator('span').textContent();
    await next.click();
    await expect(pager.locator('span')).not.toHaveText(shown ?? '');
  }
}
