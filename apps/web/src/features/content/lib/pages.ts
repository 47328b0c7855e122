/** A page button, or a gap (…) between runs of them. */
export type PageItem = number | 'gap';

/**
 * Pagination with range 3 and margin 1, as the original product pages: up to 3 pages around the current one,
 * 1 page kept at each end, gaps between: 1 … 4 5 6 … 10.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push('gap');
    items.push(p);
  });
  return items;
}
