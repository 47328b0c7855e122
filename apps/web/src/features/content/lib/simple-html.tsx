import { createElement, type ReactNode } from 'react';

/** Tags without attributes that plain announcements use; `br` stands alone. */
const TAG = /<(\/?)(p|br|strong|em|b|i|u|ul|ol|li|h3|h4)\s*(\/?)>/g;

type Open = { tag: string; children: ReactNode[] };

/**
 * React elements for HTML made only of attribute-free paragraph, list and emphasis tags and
 * plain text, or null for anything else (any other tag, an attribute, an entity, a stray angle
 * bracket, unbalanced tags), which then goes to DOMPurify. Text is rendered as React text, so
 * nothing here is ever parsed as markup by the browser.
 */
export function simpleHtml(html: string): ReactNode[] | null {
  if (html.includes('&')) return null;
  const stack: Open[] = [{ tag: '', children: [] }];
  let last = 0;
  let key = 0;
  const text = (s: string) => {
    if (s.includes('<') || s.includes('>')) return false;
    if (s) stack[stack.length - 1]?.children.push(s);
    return true;
  };
  for (const m of html.matchAll(TAG)) {
    if (!text(html.slice(last, m.index))) return null;
    last = m.index + m[0].length;
    const [, closing, tag = '', selfClosing] = m;
    if (tag === 'br') {
      if (closing) return null;
      stack[stack.length - 1]?.children.push(createElement('br', { key: key++ }));
    } else if (selfClosing) {
      return null;
    } else if (!closing) {
      stack.push({ tag, children: [] });
    } else {
      const open = stack.pop();
      const parent = stack[stack.length - 1];
      if (!open || !parent || open.tag !== tag) return null;
      parent.children.push(createElement(tag, { key: key++ }, ...open.children));
    }
  }
  if (!text(html.slice(last)) || stack.length !== 1) return null;
  return stack[0]?.children ?? null;
}
