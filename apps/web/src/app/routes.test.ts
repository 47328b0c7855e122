import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS } from './page-chunks.ts';
import { routes } from './routes.tsx';

/** Every path of the route table with the chunk its page element loads, if it loads one. */
function chunkOfPaths(list: RouteObject[], out = new Map<string, string | null>()) {
  for (const route of list) {
    if (route.path && route.path !== '*') {
      const element = route.element as ReactElement<{ name?: string }> | undefined;
      out.set(route.path, isValidElement(element) ? (element.props.name ?? null) : null);
    }
    if (route.children) chunkOfPaths(route.children, out);
  }
  return out;
}

describe('page chunks', () => {
  it('name, for every path, the chunk its route loads', () => {
    const fromRoutes = Object.fromEntries([...chunkOfPaths(routes)].filter(([, name]) => name !== null));
    expect(PAGE_CHUNKS).toEqual(fromRoutes);
  });
});
