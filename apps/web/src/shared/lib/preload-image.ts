/**
 * Starts fetching an image the page is about to draw large (a banner), at high priority, as soon
 * as its address is known rather than when the element is drawn.
 */
export function preloadImage(href: string | null | undefined) {
  if (!href) return;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'))
    if (link.getAttribute('href') === href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
