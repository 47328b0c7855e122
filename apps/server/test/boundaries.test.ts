/**
 * The module boundary rule (scripts/check-boundaries.mjs, run by `npm run lint`): it passes on the
 * server as it is, and fails on a deep import into another module, on two modules importing each
 * other and on platform/ importing a module, in a small tree made for the purpose.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without type declarations.
import { boundaryViolations } from '../../../scripts/check-boundaries.mjs';

const check = boundaryViolations as (src: string) => string[];

function tree(files: Record<string, string>) {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), text);
  }
  return src;
}

describe('the module boundary rule', () => {
  it('holds on the server today', () => {
    expect(check(path.resolve(import.meta.dirname, '../src'))).toEqual([]);
  });

  it('fails on a deep import from one module into another, on two modules importing each other, and on platform/ importing a module', () => {
    const src = tree({
      'modules/wallet/index.ts': "export { pay } from './pay.ts';\n",
      'modules/wallet/pay.ts': 'export const pay = 1;\n',
      'modules/points/ok.ts': "import { pay } from '../wallet/index.ts';\nimport { x } from './own.ts';\n",
      'modules/points/own.ts': 'export const x = 1;\n',
      'modules/points/deep.ts': "import { pay } from '../wallet/pay.ts';\n",
      'platform/up.ts': "import type { pay } from '../modules/wallet/index.ts';\n",
      'app.ts': "export { pay } from './modules/wallet/pay.ts';\n",
      'modules/wallet/points.ts': "import { x } from '../points/index.ts';\n",
      'modules/points/index.ts': "export { x } from './own.ts';\n",
    });
    expect(check(src).sort()).toEqual([
      'app.ts: ./modules/wallet/pay.ts (import modules/wallet/index.ts instead)',
      'modules/points <-> modules/wallet (two modules import each other)',
      'modules/points/deep.ts: ../wallet/pay.ts (import modules/wallet/index.ts instead)',
      'platform/up.ts: ../modules/wallet/index.ts (platform/ imports nothing above it)',
    ]);
  });
});
