import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { simpleHtml } from '../lib/simple-html.tsx';

let purifier: DOMPurify | null = null;
/** DOMPurify loads with the first piece of server HTML that needs it, not with the page. */
const loadPurifier = () =>
  import('dompurify').then((module) => {
    purifier = module.default;
    return purifier;
  });

/**
 * Server HTML (announcements, help articles) made safe. Plain paragraphs and emphasis, the
 * usual announcement, become React elements without a sanitizer; anything richer goes through
 * DOMPurify (no script, handlers or frames), loaded for it.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const simple = useMemo(() => simpleHtml(html), [html]);
  const [purify, setPurify] = useState(purifier);
  useEffect(() => {
    if (!simple && !purify) void loadPurifier().then(setPurify);
  }, [simple, purify]);
  // Nothing is drawn until the sanitizer is there: unsanitized HTML never reaches the page.
  const clean = useMemo(
    () => (simple ? '' : (purify?.sanitize(html, { FORBID_TAGS: ['style', 'form'] }) ?? '')),
    [simple, purify, html],
  );
  if (simple)
    return (
      <div className={className} data-testid={testId}>
        {simple}
      </div>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
