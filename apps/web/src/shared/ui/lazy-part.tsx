import { type ComponentType, lazy, useState } from 'react';

/**
 * One named export of a module as a React.lazy component: parts the first screen does not show
 * (dialogs, menus, carousels) load when they are first wanted, not with the page.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * True from the first render in which `wanted` holds, and for good after: a part loaded once
 * stays mounted, so its closing animation and its state survive.
 */
export function useLatch(wanted: boolean) {
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  return seen || wanted;
}
