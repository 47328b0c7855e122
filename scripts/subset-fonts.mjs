// Cuts the script fonts the first screen waits for down to what the page uses, into
// apps/web/src/shared/theme/fonts/files/ (the files fonts.css names): each @fontsource-variable
// file keeps only its face's unicode-range and the weights the styles use (400 to 800 of the
// variable axis). Khmer's file falls from 58.8 to 30.5 KB, and on a phone the font is a fifth of
// what the lottery hall downloads before its heading can draw. Run after changing a face's
// unicode-range or weights in fonts.css, or after updating @fontsource-variable:
// `node scripts/subset-fonts.mjs`; with `--check` (npm run lint) it fails when the files are not
// what the script makes from today's packages and fonts.css.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const fontsDir = path.resolve(import.meta.dirname, '../apps/web/src/shared/theme/fonts');
const packagesDir = path.resolve(import.meta.dirname, '../node_modules/@fontsource-variable');
const check = process.argv.includes('--check');

/** Every code point of a CSS unicode-range, as a string (the text the subset must draw). */
function rangeText(range) {
  let text = '';
  for (const part of range.split(',')) {
    const m = part.trim().match(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i);
    if (!m) throw new Error(`fonts.css: cannot read unicode-range part "${part.trim()}"`);
    const from = Number.parseInt(m[1], 16);
    const to = m[2] ? Number.parseInt(m[2], 16) : from;
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** The @fontsource-variable file of this name (the packages keep their files under files/). */
function sourceOf(file) {
  for (const pkg of fs.readdirSync(packagesDir)) {
    const candidate = path.join(packagesDir, pkg, 'files', file);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`no @fontsource-variable package has ${file}`);
}

const css = fs.readFileSync(path.join(fontsDir, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]);
let stale = 0;
for (const face of faces) {
  const file = face.match(/url\("\.\/files\/([^"]+\.woff2)"\)/)?.[1];
  if (!file) continue;
  const [min, max] = (face.match(/font-weight:\s*(\d+)\s+(\d+);/) ?? []).slice(1).map(Number);
  const range = face.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!min || !max || !range) throw new Error(`fonts.css: ${file} needs a weight range and a unicode-range`);
  const source = fs.readFileSync(sourceOf(file));
  const out = await subsetFont(source, rangeText(range), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max } },
  });
  const target = path.join(fontsDir, 'files', file);
  if (check) {
    const same = fs.existsSync(target) && fs.readFileSync(target).equals(out);
    if (!same) {
      stale += 1;
      console.error(`${path.relative(process.cwd(), target)} is not what scripts/subset-fonts.mjs makes: run it`);
    }
    continue;
  }
  fs.writeFileSync(target, out);
  console.log(path.relative(process.cwd(), target), source.length, '->', out.length, 'bytes');
}
if (stale) process.exit(1);
if (check) console.log('fonts: every subset file is up to date');
