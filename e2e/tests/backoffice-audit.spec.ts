import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_CONTROL_PORT } from '../fixtures.ts';
import { signInToBackoffice } from './backoffice.ts';
import { siteOf } from './helpers.ts';

/** A brand of its own: its audit log is tampered with, which no other test may meet. */
const SITE = { origin: siteOf('auditlab'), brand: 'auditlab' };

test('an audit line edited behind the log’s back breaks the chain, and the check names where', async ({
  page,
  request,
}) => {
  // Signing in writes a chained line of the operator's own.
  await signInToBackoffice(page, E2E_ADMIN, SITE);
  await page.getByTestId('nav-audit').click();
  await page.getByTestId('audit-verify').click();
  await expect(page.getByTestId('audit-verify-result')).toContainText('The chain holds');

  const tampered = await request.post(`http://127.0.0.1:${E2E_CONTROL_PORT}/tamper-audit?merchant=auditlab`);
  expect(tampered.ok()).toBe(true);
  // PGlite answers { rows }, node-postgres the rows; a bigint id comes as text from the latter.
  const body = (await tampered.json()) as { rows?: { id: number | string }[] } | { id: number | string }[];
  const [row] = Array.isArray(body) ? body : (body.rows ?? []);
  const edited = { id: Number(row?.id) };
  expect(edited.id).toBeGreaterThan(0);

  await page.getByTestId('audit-verify').click();
  await expect(page.getByTestId('audit-verify-result')).toContainText(`broken at entry ${edited.id}`);
});
