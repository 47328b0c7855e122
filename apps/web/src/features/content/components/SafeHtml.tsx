import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (announcements, help articles) after DOMPurify: no script, handlers or frames. */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'] }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
