import type { Plugin } from 'vite';

/** The stylesheet of the app's first modules (the `app` chunk's), as the build names it. */
export const APP_CSS = /^assets\/app-[\w-]+\.css$/;

/**
 * Writes the app's own stylesheet into index.html instead of linking it: the page's outline and
 * the shell paint as soon as the page has arrived, without a further request that blocks the
 * first paint. Page chunks keep their stylesheets. The link stays, disabled, which the browser
 * does not fetch: a page chunk's import looks for it before it adds the stylesheets the chunk
 * depends on, so it never adds this one a second time, after the page's own.
 */
export function inlineAppCss(): Plugin {
  return {
    name: 'mekong-inline-app-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      let source = String(html.source);
      for (const [file, asset] of Object.entries(bundle)) {
        if (asset.type !== 'asset' || !APP_CSS.test(file)) continue;
        const link = new RegExp(`<link rel="stylesheet" crossorigin href="/${file.replace(/[.-]/g, '\\$&')}">`);
        if (!link.test(source)) throw new Error(`inline-css: index.html does not link ${file}`);
        // A closing style tag inside the stylesheet would end the element early.
        const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
        source = source.replace(
          link,
          () => `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`,
        );
      }
      html.source = source;
    },
  };
}
