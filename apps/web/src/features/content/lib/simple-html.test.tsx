import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simpleHtml } from './simple-html.tsx';

const html = (nodes: ReturnType<typeof simpleHtml>) => render(<div>{nodes}</div>).container.innerHTML;

describe('simpleHtml', () => {
  it('renders plain paragraphs and emphasis as elements', () => {
    expect(html(simpleHtml('<p>New <strong>members</strong></p><p>18+ only.<br>Play well</p>'))).toBe(
      '<div><p>New <strong>members</strong></p><p>18+ only.<br>Play well</p></div>',
    );
  });

  it.each([
    '<p onclick="x()">a</p>',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<p>a &lt;b&gt;</p>',
    '<p>a</b>',
    '<p>open',
    'a < b',
    '<a href="javascript:x">x</a>',
    '<p/>',
  ])('leaves %s to the sanitizer', (input) => {
    expect(simpleHtml(input)).toBeNull();
  });
});
