// Draws the lottery families' icons (apps/web/public/games/lottery/*.svg, the sources to edit) as
// WebP pictures beside them, 192 px square (a 64 px icon on a 3x phone screen): the pages show
// the WebP. The browser builds each SVG picture as a document of its own, styled and laid out on
// the main thread when it first paints it, about 2 ms each; a dozen of them held up the lottery
// hall's and the home's first paint. Run after editing an icon: `node scripts/raster-icons.mjs`
// (Chromium from scripts/ensure-chromium.sh).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const SIZE = 192;
const dir = path.resolve(import.meta.dirname, '../apps/web/public/games/lottery');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const svg = fs.readFileSync(path.join(dir, file), 'utf8');
    const webp = await page.evaluate(
      async ({ svg, size }) => {
        const image = new Image(size, size);
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        canvas.getContext('2d').drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/webp', 0.9);
      },
      { svg, size: SIZE },
    );
    if (!webp.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this browser did not write WebP`);
    const out = path.join(dir, file.replace(/\.svg$/, '.webp'));
    fs.writeFileSync(out, Buffer.from(webp.split(',')[1], 'base64'));
    console.log(path.relative(process.cwd(), out), fs.statSync(out).size, 'bytes');
  }
} finally {
  await browser.close();
}
