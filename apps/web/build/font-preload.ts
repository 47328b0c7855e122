import type { Plugin } from 'vite';

/** The file each language's first screen draws with (names as @fontsource ships them). */
const FIRST_FONTS: Record<string, RegExp[]> = {
  KM: [/^assets\/noto-sans-khmer-khmer-wght-normal-[\w-]+\.woff2$/],
  TH: [/^assets\/noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/],
  VI: [
    /^assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/,
    /^assets\/noto-sans-vietnamese-wght-normal-[\w-]+\.woff2$/,
  ],
};

/**
 * A tiny classic script at the top of <head> that preloads the stored language's script font
 * (local storage `lang`, Khmer by default) while the app's modules download: fetched for the
 * active language only, and early enough that text waits a moment for it instead of reflowing.
 * A file, not inline code, because the server's content policy allows scripts from 'self' only.
 */
export function fontPreload(): Plugin {
  return {
    name: 'mekong-font-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle);
      const map: Record<string, string[]> = {};
      for (const [lang, patterns] of Object.entries(FIRST_FONTS))
        map[lang] = patterns.flatMap((p) => files.filter((f) => p.test(f)).map((f) => `/${f}`));
      const code = `(function(){var m=${JSON.stringify(map)},l;try{l=localStorage.getItem('lang')}catch(e){}(m[l||'KM']||[]).forEach(function(h){var k=document.createElement('link');k.rel='preload';k.as='font';k.type='font/woff2';k.crossOrigin='anonymous';k.href=h;document.head.appendChild(k)})})();\n`;
      const ref = this.emitFile({ type: 'asset', name: 'font-preload.js', source: code });
      const script = `/${this.getFileName(ref)}`;
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = String(html.source).replace('<title>', `<script src="${script}" async></script>\n    <title>`);
    },
  };
}
