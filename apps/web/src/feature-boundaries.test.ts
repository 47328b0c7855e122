/**
 * The feature boundary rule (scripts/check-boundaries.mjs, run by `npm run lint`): it passes on the
 * web app as it is, and fails on a deep import into another feature and on a feature importing
 * app/, in a small tree made for the purpose.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without type declarations.
import { webBoundaryViolations } from '../../../scripts/check-boundaries.mjs';

const check = webBoundaryViolations as (src: string) => string[];

function tree(files: Record<string, string>) {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'web-boundaries-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), text);
  }
  return src;
}

describe('the feature boundary rule', () => {
  it('holds on the web app today', () => {
    expect(check(path.dirname(fileURLToPath(import.meta.url)))).toEqual([]);
  });

  it('fails on a deep import from one feature into another, and on a feature importing app/', () => {
    const src = tree({
      'features/wallet/index.ts': "export { Money } from './components/Money.tsx';\n",
      'features/wallet/components/Money.tsx': 'export const Money = 1;\n',
      'features/records/ok.ts': "import { Money } from '../wallet/index.ts';\nimport { x } from './own.ts';\n",
      'features/records/own.ts': "import { api } from '../../shared/api/client.ts';\nexport const x = api;\n",
      'features/records/deep.ts': "import { Money } from '../wallet/components/Money.tsx';\n",
      'features/records/lazy.tsx': "const Page = () => import('../wallet/components/Money.tsx');\n",
      'features/records/up.ts': "import { routes } from '../../app/routes.tsx';\n",
      'app/routes.tsx': "import { Money } from '../features/wallet/components/Money.tsx';\nexport const routes = [];\n",
    });
    expect(check(src).sort()).toEqual([
      'features/records/deep.ts: ../wallet/components/Money.tsx (import features/wallet/index.ts instead)',
      'features/records/lazy.tsx: ../wallet/components/Money.tsx (import features/wallet/index.ts instead)',
      'features/records/up.ts: ../../app/routes.tsx (a feature imports nothing from app/)',
    ]);
  });
});
