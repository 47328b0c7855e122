/**
 * A first pass over promotion HTML before it is stored: elements that run or embed code, event
 * handler attributes and script URLs are dropped. The web sanitizes again (DOMPurify) before it
 * renders, so this is defence in depth for other clients, not the only guard.
 */
const NAMES = 'script|style|iframe|object|embed|link|meta|base|form';
/** The element with its content, then any lone opening or closing tag left over. */
const DANGEROUS_ELEMENTS = new RegExp(`<(${NAMES})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const DANGEROUS_TAGS = new RegExp(`<\\/?(${NAMES})\\b[^>]*>`, 'gi');
const HANDLERS = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URLS = /(href|src|xlink:href)\s*=\s*("|')?\s*(javascript|vbscript|data):[^"'\s>]*\2?/gi;

export function cleanHtml(html: string): string {
  let out = html;
  // Repeated until stable, so nested tricks like <scr<script>ipt> do not reassemble.
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out
      .replace(DANGEROUS_ELEMENTS, '')
      .replace(DANGEROUS_TAGS, '')
      .replace(HANDLERS, '')
      .replace(SCRIPT_URLS, '$1="#"');
  }
  return out;
}
