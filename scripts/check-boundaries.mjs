#!/usr/bin/env node
// Module boundaries (docs/architecture.md, "Module boundaries"). On the server, a module is a
// folder of apps/server/src/modules, and the rest of the server reaches it only through its
// public entry, modules/<name>/index.ts; platform/ is below every module and imports none of them
// (nor the house, the seeds or the app). In the web app, a feature is a folder of
// apps/web/src/features, reached by other features only through features/<name>/index.ts, and no
// feature imports app/. A deep import fails CI here, before it becomes a habit.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The module a path (relative to src) belongs to, or null outside modules/<name>/. */
const moduleOf = (rel) => {
  const parts = rel.split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null;
};

/** Every boundary broken under `src` (the server's source folder), as "file: import" lines. */
export function boundaryViolations(src) {
  const found = [];
  const edges = new Set();
  for (const file of sourceFiles(src)) {
    const rel = path.relative(src, file);
    const from = moduleOf(rel);
    const inPlatform = rel.startsWith(`platform${path.sep}`);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.relative(src, path.resolve(path.dirname(file), m[1]));
      if (target.startsWith('..')) continue;
      const to = moduleOf(target);
      if (inPlatform && !target.startsWith(`platform${path.sep}`)) {
        found.push(`${rel}: ${m[1]} (platform/ imports nothing above it)`);
      } else if (to && to !== from && target !== path.join('modules', to, 'index.ts')) {
        found.push(`${rel}: ${m[1]} (import modules/${to}/index.ts instead)`);
      }
      if (from && to && to !== from) edges.add(`${from} ${to}`);
    }
  }
  // Two modules that import each other are one module in two folders: the shared part belongs
  // in one of them, or in a third that both stand on.
  for (const edge of [...edges].sort()) {
    const [a, b] = edge.split(' ');
    if (a < b && edges.has(`${b} ${a}`)) found.push(`modules/${a} <-> modules/${b} (two modules import each other)`);
  }
  return found;
}

/** Static imports, re-exports and dynamic `import('...')` of a relative path. */
const WEB_IMPORT = /(?:(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature a path (relative to the web app's src) belongs to, or null outside features/<name>/. */
const featureOf = (rel) => {
  const parts = rel.split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
};

/**
 * Every boundary broken under `src` (the web app's source folder), as "file: import" lines. A
 * feature (features/<name>/) reaches another feature only through its public entry,
 * features/<name>/index.ts, and never imports app/ (the router, the shell, the centres): code
 * flows shared -> features -> app.
 */
export function webBoundaryViolations(src) {
  const found = [];
  for (const file of sourceFiles(src)) {
    const rel = path.relative(src, file);
    const from = featureOf(rel);
    if (!from) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(WEB_IMPORT)) {
      const target = path.relative(src, path.resolve(path.dirname(file), m[1]));
      if (target.startsWith('..')) continue;
      const to = featureOf(target);
      if (target.startsWith(`app${path.sep}`)) {
        found.push(`${rel}: ${m[1]} (a feature imports nothing from app/)`);
      } else if (to && to !== from && target !== path.join('features', to, 'index.ts')) {
        found.push(`${rel}: ${m[1]} (import features/${to}/index.ts instead)`);
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const found = boundaryViolations(path.join(root, 'apps/server/src'));
  if (found.length > 0) {
    console.error(`Module boundaries broken:\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log('server: every cross-module import goes through a module index');
  const web = webBoundaryViolations(path.join(root, 'apps/web/src'));
  if (web.length > 0) {
    console.error(`Feature boundaries broken:\n  ${web.join('\n  ')}`);
    process.exit(1);
  }
  console.log('web: every cross-feature import goes through a feature index, and no feature imports app/');
  // The back office (apps/backoffice) is laid out like the web app and keeps the same rule.
  const backoffice = webBoundaryViolations(path.join(root, 'apps/backoffice/src'));
  if (backoffice.length > 0) {
    console.error(`Back-office feature boundaries broken:\n  ${backoffice.join('\n  ')}`);
    process.exit(1);
  }
  console.log('backoffice: every cross-feature import goes through a feature index, and no feature imports app/');
}
