#!/usr/bin/env node
// Every file path the docs name in backticks must exist, so docs/ cannot drift from the code:
// a renamed or deleted file fails CI until the page that names it is brought up to date.
// Pages name files from the folder they speak of (`draws/settle.ts` on the lottery page), so a
// path counts as found when a file of the repository ends with it; a bare name needs some file of
// that name. Placeholders (<name>, :id, *) and URLs are not paths.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const EXT = /\.(ts|tsx|mjs|js|json|sql|md|css|sh|yml|yaml)$/;

function pages() {
  const out = ['README.md'];
  const walk = (dir) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out;
}

const candidates = (text) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[),.;:]+$/, ''))
    .filter(
      (p) =>
        ((p.includes('/') || EXT.test(p)) && EXT.test(p.replace(/\/$/, ''))) ||
        /^(apps|packages|e2e|bench|docs|scripts)\/.+/.test(p),
    )
    .filter((p) => !/[<>*{}$:]|^\/|^https?:|^\.\.\/|^\.[a-z]+$/.test(p));

const exists = (p) => {
  const name = p.replace(/\/$/, '');
  return files.some((f) => f === name || f.endsWith(`/${name}`) || f.startsWith(`${name}/`) || f.includes(`/${name}/`));
};

const missing = [];
for (const page of pages()) {
  const text = fs.readFileSync(path.join(root, page), 'utf8');
  for (const p of new Set(candidates(text))) if (!exists(p)) missing.push(`${page}: ${p}`);
}
if (missing.length > 0) {
  console.error(`Paths named in the docs that do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs: every named path exists (${pages().length} pages)`);
