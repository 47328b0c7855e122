import { expect, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { fundedPlayer } from './players.ts';
import { openSlot, shown, spinOnce } from './slots.ts';

// The reels land one by one, with the skip, as most players see them (the config asks every other
// spec for reduced motion); the phone test here asks for reduced motion itself.
test.use({ reducedMotion: 'no-preference' });

test('a player spins Mekong Fortune: the balance moves by the win less the stake, and the bet is on record (EN)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const { auth } = await fundedPlayer(page, request, '10000');
  await openSlot(page, request, auth, 'mekong-fortune');
  await expect(page.getByTestId('house-balance')).toContainText('100.00');
  await expect(page.getByTestId('slot-stake')).toHaveText('1.00');
  await page.getByRole('button', { name: 'Raise the stake' }).click();
  await expect(page.getByTestId('slot-stake')).toHaveText('2.00');

  const reply = await spinOnce(page);
  expect(reply.stake).toBe('200');
  expect(BigInt(reply.balance)).toBe(10000n - 200n + BigInt(reply.payout));
  await expect(page.getByTestId('slot-win')).toHaveText(shown(reply.payout));
  // The grid shows the reels at rest: five reels of three cells.
  await expect(page.getByTestId('slot-grid').locator('li.slot-cell')).toHaveCount(15);

  const record = await request.get('/wps/report/bets?page=1&size=20', { headers: auth });
  const rows = (await record.json()).value.list as {
    roundId: string;
    gameCode: string;
    stake: string;
    payout: string;
  }[];
  expect(rows.find((r) => r.roundId === `HR${reply.roundId}`)).toMatchObject({
    gameCode: 'mekong-fortune',
    stake: '200',
    payout: reply.payout,
  });
});

test('Golden Dragon plays from the keyboard, shows its pay table and fits a phone @phone', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { auth } = await fundedPlayer(page, request, '10000');
  await openSlot(page, request, auth, 'golden-dragon');
  await page.getByTestId('slot-spin').focus();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/house/api/slots/golden-dragon/spin');
  await page.keyboard.press('Enter');
  const reply = (await (await answer).json()).value;
  await expect(async () => {
    const skip = page.getByTestId('slot-skip');
    if (await skip.isVisible()) await skip.click();
    await expect(page.getByTestId('house-balance')).toContainText(shown(reply.balance), { timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.getByTestId('slot-paytable-open').click();
  const dialog = page.getByTestId('slot-paytable');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(11);
  const scan = await axeScan(page).include('[data-testid="house-window"]').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
