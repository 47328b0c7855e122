import type { Plugin, Rolldown } from 'vite';
import { PAGE_CHUNKS } from '../src/app/page-chunks.ts';
import { FIRST_REQUESTS, HOME_ANNOUNCEMENTS, STATUS_REQUEST } from '../src/shared/api/first-requests.ts';

/** The file each language's first screen draws with (names as @fontsource ships them). */
const FIRST_FONTS: Record<string, RegExp[]> = {
  KM: [/^assets\/noto-sans-khmer-khmer-wght-normal-[\w-]+\.woff2$/],
  TH: [/^assets\/noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/],
  VI: [
    /^assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/,
    /^assets\/noto-sans-vietnamese-wght-normal-[\w-]+\.woff2$/,
  ],
};

/** <html lang> per stored language, as src/shared/theme/fonts/fonts.ts sets it. */
const LANGUAGE_TAGS: Record<string, string> = { KM: 'km', EN: 'en', CN: 'zh-CN', TH: 'th', VI: 'vi' };

const PAGE_CHUNK = /[\\/]src[\\/]chunks[\\/](\w+)\.tsx$/;
const CORE_LOCALE = /[\\/]locales[\\/](\w+)\.json\?core$/;

type ChunkMeta = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, the files it imports (recursively) and their stylesheets. */
function closure(bundle: Rolldown.OutputBundle, file: string, out = new Set<string>()) {
  if (out.has(file)) return out;
  out.add(file);
  const chunk = bundle[file] as ChunkMeta | undefined;
  if (chunk?.type !== 'chunk') return out;
  for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
  for (const dep of chunk.imports) closure(bundle, dep, out);
  return out;
}

/**
 * A tiny classic script at the top of <head>. It puts the stored theme and language on <html>
 * (as src/shared/theme/theme.ts and fonts.ts do once the app runs), so the page's outline is
 * drawn in the visitor's theme, and it starts, while the app's own modules download, what the
 * first screen will ask for next: the stored language's script font (local storage `lang`, Khmer
 * by default), that language's locale and the page chunk of the address (with its imports and
 * stylesheets), each for this visit's language and page only, and the first screen's calls to
 * the server (src/shared/api/first-requests.ts: the status, and the page's data), whose answers
 * the app's api() takes (window.__mekongBoot, src/shared/api/boot-answers.ts), unless the app
 * has started first (an async script can run after the modules) and asked itself. Without it
 * each waited for the app to start. On the home, the announcements' first banner goes into the
 * outline's banner place if the server did not draw that one there already (again if the app
 * draws the outline anew, until the home itself is drawn). A file, not inline code, because the
 * server's content policy allows scripts from 'self' only.
 */
export function bootPreload(): Plugin {
  return {
    name: 'mekong-boot-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const source = String(html.source);
      const files = Object.keys(bundle);
      const inPage = (file: string) => source.includes(`/${file}"`);
      const fonts: Record<string, string[]> = {};
      for (const [lang, patterns] of Object.entries(FIRST_FONTS))
        fonts[lang] = patterns.flatMap((p) => files.filter((f) => p.test(f)));

      const locales: Record<string, string> = {};
      const pageFiles: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const locale = chunk.facadeModuleId.match(CORE_LOCALE)?.[1];
        if (locale) locales[locale.toUpperCase()] = chunk.fileName;
        const page = chunk.facadeModuleId.match(PAGE_CHUNK)?.[1];
        if (page) pageFiles[page] = [...closure(bundle, chunk.fileName)].filter((f) => !inPage(f));
      }
      // Files are listed once and named by their index, so the script stays small.
      const table: string[] = [];
      const at = (file: string) => (table.includes(file) ? table.indexOf(file) : table.push(file) - 1);
      const pages: Record<string, number[]> = {};
      for (const [path, name] of Object.entries(PAGE_CHUNKS)) {
        const list = pageFiles[name];
        if (!list) throw new Error(`boot-preload: no chunk src/chunks/${name}.tsx for ${path}`);
        pages[path.toLowerCase()] = list.map(at);
      }
      const data = {
        f: table,
        p: pages,
        l: Object.fromEntries(Object.entries(locales).map(([k, v]) => [k, at(v)])),
        t: Object.fromEntries(Object.entries(fonts).map(([k, v]) => [k, v.map(at)])),
        g: LANGUAGE_TAGS,
        s: STATUS_REQUEST,
        a: HOME_ANNOUNCEMENTS,
        r: FIRST_REQUESTS,
      };
      const code = `(function(d){var l,m,r=document.documentElement,h=document.head;try{l=localStorage.getItem('lang');m=localStorage.getItem('theme')}catch(e){}l=l||'KM';
if(m!=='dark'&&m!=='light')m=window.matchMedia&&matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';
r.setAttribute('data-theme',m);if(d.g[l])r.lang=d.g[l];
function add(i,font){var f=d.f[i],k=document.createElement('link');k.href='/'+f;
if(font){k.rel='preload';k.as='font';k.type='font/woff2';k.crossOrigin='anonymous'}
else if(/\\.css$/.test(f)){k.rel='preload';k.as='style';k.crossOrigin='anonymous'}
else{k.rel='modulepreload';k.crossOrigin='anonymous'}h.appendChild(k)}
(d.t[l]||[]).forEach(function(i){add(i,1)});if(d.l[l]!=null)add(d.l[l]);
(d.p[location.pathname.replace(/\\/+$/,'').toLowerCase()]||[]).forEach(function(i){add(i)});
if(window.fetch&&!window.__mekongAppStarted){var q=document.querySelector('meta[name="mekong-merchant"]'),v=window.matchMedia&&matchMedia('(max-width: 900px)').matches?'MOBILE':'PC',k,p=location.pathname.replace(/\\/+$/,'').toLowerCase()||'/index';
try{k=sessionStorage.getItem('token')}catch(x){}var e={Language:l,Device:v};if(q&&q.content)e.Merchant=q.content;if(k)e.Authorization='Bearer '+k;
var b={language:l,token:k||'',device:v,answers:{}};window.__mekongBoot=b;function g(u){b.answers[u]=fetch(u,{headers:e})}
g(d.s);if(!/[?&]vassalage=/.test(location.search))(d.r[p]||[]).forEach(g);
var a=b.answers[d.a];if(p==='/index'&&a&&window.MutationObserver){var u,w;
function put(){if(document.querySelector('#root [data-testid="page-index"]'))return w.disconnect();var o=document.querySelector('#root .boot-banner'),i;if(!u||!o)return;
i=o.querySelector('img');if(i){if(i.getAttribute('src')!==u)i.src=u;return}
i=new Image(1200,400);i.alt='';i.fetchPriority='high';i.src=u;o.className='boot-banner boot-banner-image';o.appendChild(i)}
w=new MutationObserver(put);w.observe(document.documentElement,{childList:true,subtree:true});setTimeout(function(){w.disconnect()},20000);
a.then(function(s){return s.clone().json()}).then(function(j){var c=j&&j.value&&j.value.banners&&j.value.banners[0];u=c&&c.imageUrl;put()}).catch(function(){})}}})(${JSON.stringify(data)});\n`;
      const ref = this.emitFile({ type: 'asset', name: 'boot-preload.js', source: code });
      const script = `/${this.getFileName(ref)}`;
      html.source = source.replace('<title>', `<script src="${script}" async></script>\n    <title>`);
    },
  };
}
