import { expect, type Page, test } from '@playwright/test';
import { ownAddress } from './accounts.ts';
import { axeScan, expectAccessibleInBothThemes, openingTheme } from './axe.ts';
import { pickLanguage } from './helpers.ts';
import { operatorHeaders, signedInPlayer } from './players.ts';

/** A 1x1 PNG and a tiny JPEG: real bytes, as the server checks them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 JPEG, drawn by the browser itself. */
const jpegOf = async (page: Page) =>
  Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      return canvas.toDataURL('image/jpeg').split(',')[1] as string;
    }),
    'base64',
  );

/** Serious findings inside one part of the page. */
const seriousOf = async (page: Page, part: string) => {
  const results = await axeScan(page).include(`[data-testid="${part}"]`).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const unreadBadge = async (page: Page) => Number((await page.getByTestId('unread-badge').textContent()) ?? 0);

test('the home popup shows once per session, not again after going home @phone', async ({ page }) => {
  await page.goto('/index');
  const popup = page.getByTestId('home-popup');
  await expect(popup).toBeVisible();
  // A backdrop dims the page behind the card.
  await expect(page.getByTestId('home-popup-backdrop')).toBeVisible();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('index_notice'))).not.toBeNull();
  await popup.getByTestId('home-popup-close').click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('home-popup-backdrop')).toHaveCount(0);
  // Away and back through the app, then a reload: the same session never sees it again.
  await page.goto('/help');
  await expect(page.getByTestId('page-help')).toBeVisible();
  await page.locator('a.logo').click();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('the notice list pages by seven, numbered from 01, with a sanitized detail', async ({ page }) => {
  await page.goto('/index');
  await expect(page.getByTestId('home-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  await page.getByTestId('notice-marquee').click();
  const modal = page.getByTestId('notice-modal');
  await expect(modal).toBeVisible();
  const items = modal.getByTestId('notice-item');
  await expect(items).toHaveCount(7);
  await expect(items.first().locator('.notice-no')).toHaveText('01');
  await expect(items.nth(6).locator('.notice-no')).toHaveText('07');
  // The marquee opened the newest notice.
  await expect(modal.getByTestId('notice-date')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const pages = modal.getByTestId('notice-pages');
  await pages.getByRole('button', { name: /2/ }).first().click();
  await expect(items.first().locator('.notice-no')).toHaveText('08');
  const title = (await items.first().locator('.notice-title').textContent()) ?? '';
  await items.first().click();
  await expect(modal.getByTestId('notice-detail').locator('h3')).toHaveText(title);
  await expect(modal.getByTestId('notice-content')).not.toBeEmpty();
  await expect(modal.locator('script')).toHaveCount(0);
});

test('a player sends feedback with two images; markup stays text; the reply shows', async ({ page, request }) => {
  const username = await signedInPlayer(page, request, 'fb');
  await page.goto('/help?topic=feedback');
  const form = page.getByTestId('feedback-form');
  const text = `<b>Deposit</b> page for ${username} loads slowly on my phone`;
  await form.getByTestId('feedback-content').fill(text);
  await form.getByTestId('feedback-files').setInputFiles([
    { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page) },
  ]);
  await expect(form.locator('.feedback-images img')).toHaveCount(2);
  await form.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  const item = page.getByTestId('feedback-item').first();
  await expect(item.getByTestId('feedback-text')).toHaveText(text);
  await expect(item.locator('b')).toHaveCount(0);
  await expect(item.getByTestId('feedback-image')).toHaveCount(2);
  // Both images come back from the server as real pictures.
  await expect
    .poll(() =>
      item.getByTestId('feedback-image').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
    )
    .toEqual([1, 1]);

  const op = await operatorHeaders(request);
  const open = (await (await request.get('/wps/operator/feedback', { headers: op })).json()).value as {
    id: number;
    content: string;
  }[];
  const mine = open.find((f) => f.content === text);
  expect(mine).toBeDefined();
  const reply = await request.post(`/wps/operator/feedback/${mine?.id}/reply`, {
    headers: op,
    data: { content: 'Thank you, we are looking into it.' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('feedback-item').first()).toContainText('Thank you, we are looking into it.');
});

test('reading a message drops the unread badge', async ({ page, request }) => {
  const username = await signedInPlayer(page, request, 'msg');
  const sent = await request.post('/wps/operator/messages', {
    headers: await operatorHeaders(request),
    data: { account: username, title: `Hello ${username}`, content: 'Your withdrawal was paid.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.reload();
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toBeVisible();
  const before = await unreadBadge(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await pickLanguage(page, 'EN');
  await page.getByTestId('open-messages').click();
  const inbox = page.getByTestId('messages-page');
  await inbox.getByRole('button', { name: new RegExp(`Hello ${username}`) }).click();
  await expect(inbox.getByTestId('message-body')).toContainText('Your withdrawal was paid.');
  if (before === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(before - 1));
  expect(await seriousOf(page, 'member-centre')).toEqual([]);
});

test('the help centre, its content page, app download and join us render @phone', async ({ page }) => {
  await page.goto('/help');
  const help = page.getByTestId('page-help');
  for (const code of ['deposit', 'withdraw', 'security', 'responsible'])
    await expect(help.getByTestId(`help-topic-${code}`)).toBeVisible();
  await help.getByRole('navigation').getByRole('link').nth(3).click();
  await expect(page).toHaveURL(/topic=responsible/);
  await expect(help.getByTestId('help-topic-deposit')).toHaveCount(0);
  await expect(help.getByTestId('help-topic-responsible')).toContainText('18');

  await page.goto('/helpmc?topic=livechat&desk=vip');
  await expect(page.getByTestId('page-helpmc').locator('.vip-desk')).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);

  await page.goto('/down');
  const down = page.getByTestId('page-down');
  for (const app of ['IOS', 'ANDROID', 'IOS_LITE']) {
    const card = down.getByTestId(`app-${app}`);
    await expect(card.locator('svg[role="img"]')).toBeVisible();
    await expect(card.locator('.install-steps li').first()).toBeVisible();
  }
  await page.goto('/join');
  await expect(page.getByTestId('page-join').getByRole('link', { name: /./ }).first()).toBeVisible();
});

test('live chat opens the customer-service window, and closes it when its fetch fails', async ({ page }) => {
  await page.goto('/help');
  const chat = page.getByTestId('right-bar').getByTestId('cs-livechat');
  const [win] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
  await expect.poll(() => win.url()).toContain('/helpmc?topic=livechat');
  await win.close();
  await page.route('**/wps/system/domainRoute', (route) => route.abort());
  const [failed] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
  await expect.poll(() => failed.isClosed()).toBe(true);
  await expect(page.getByTestId('right-bar').getByRole('alert')).toBeVisible();
});

test('an agent reads the agent-only notices in the agent centre', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/login');
  const form = page.getByTestId('page-login');
  await form.getByTestId('login-username').fill('agent01');
  await form.getByTestId('login-password').fill('agent1234');
  await form.getByTestId('login-submit').click();
  const newIp = page.getByTestId('new-ip-dialog');
  await expect(page.getByTestId('after-login-ok').or(newIp)).toBeVisible();
  if (await newIp.isVisible()) {
    await newIp.getByTestId('new-ip-method-REALNAME').check();
    await newIp.locator('input[data-testid="new-ip-code"][autocomplete="name"]').fill('Chan Sophea');
    await newIp.getByTestId('new-ip-submit').click();
  }
  await page.getByTestId('after-login-ok').click();
  await pickLanguage(page, 'EN');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-agent-centre').click();
  await page.getByTestId('centre-tab-announcement').click();
  const list = page.getByTestId('agent-announcements');
  await expect(list.locator('li')).toHaveCount(2);
  await expect(list).toContainText('Commission payment schedule');
});

// Each language opens in one theme, the other theme's colours scanned in the same test (axe.ts).
for (const [lang, swap] of [
  ['EN', false],
  ['KM', true],
] as const) {
  test(`content screens have no serious accessibility violations in either theme (${lang})`, async ({
    page,
  }, testInfo) => {
    // Six screens, each scanned in both themes, beside another worker on two cores: a full run
    // took past two minutes.
    test.setTimeout(240_000);
    const theme = openingTheme(testInfo, swap);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/index');
    if (lang !== 'KM') await pickLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('home-popup')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'home popup', 'home-popup');
    await page.keyboard.press('Escape');
    await page.getByTestId('notice-marquee').click();
    await expect(page.getByTestId('notice-detail').locator('h3')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'notice modal', 'notice-modal');
    await page.keyboard.press('Escape');
    for (const [path, part] of [
      ['/help?topic=feedback', 'page-help'],
      ['/help', 'page-help'],
      ['/down', 'page-down'],
      ['/join', 'page-join'],
    ]) {
      await page.goto(path as string);
      await expect(page.getByTestId(part as string)).toBeVisible();
      await expectAccessibleInBothThemes(page, path as string, part as string);
    }
  });
}
