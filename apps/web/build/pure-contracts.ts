import type { Plugin } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
const PURE = '/* @__PURE__ */ ';
/** Methods that derive a schema from another (`slider.optional()`, `loginValue.extend(...)`). */
const SCHEMA_METHODS =
  'optional|nullable|nullish|extend|safeExtend|merge|pick|omit|partial|required|array|refine|superRefine|default|and|or|transform|pipe|catch|brand|readonly|describe|keyof|min|max|length';

/**
 * Marks the shared contracts' schema building as pure, so the web bundle keeps only the schemas
 * it uses. Without it, every `z.object(...)` of a module the app takes one constant from stays
 * in the bundle (the bundler must assume a call has effects), and with it all of zod, on every
 * first load. Marked: each call on `z`, each call of a local schema helper, and each top-level
 * constant built by a call, and each schema derived from another (`slider.optional()`).
 */
export function pureContracts(): Plugin {
  return {
    name: 'mekong-pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS.test(id) || id.endsWith('.test.ts')) return null;
      const marked = code
        .replace(/(?<![\w$.'"`])z\.(?=[\w.]+\()/g, `${PURE}z.`)
        .replace(/(?<![\w$.'"`])(text|rule)\(/g, `${PURE}$1(`)
        .replace(
          new RegExp(`(?<![\\w$.'"\`])(?!z\\.)([A-Za-z_$][\\w$]*)\\.(${SCHEMA_METHODS})\\(`, 'g'),
          `${PURE}$1.$2(`,
        )
        .replace(/^((?:export )?const \w+(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$.]*\()/gm, `$1${PURE}`);
      return { code: marked, map: null };
    },
  };
}
