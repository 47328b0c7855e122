// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './url-state.ts';

const DEFAULTS = { type: 'N', show: 'ALL', page: '1' };

/** What the probe last saw: the hook's setter and the address's search. */
const seen: { update?: (patch: Partial<typeof DEFAULTS>) => void; search: string } = { search: '' };

function Probe() {
  const [, set] = useUrlState(DEFAULTS);
  seen.update = set;
  seen.search = useLocation().search;
  return null;
}

const param = (key: string) => new URLSearchParams(seen.search).get(key);

describe('a list view kept in the address', () => {
  it('keeps both of two changes made before the page draws again, and drops a default value', () => {
    const router = createMemoryRouter([{ path: '/content', element: createElement(Probe) }], {
      initialEntries: ['/content'],
    });
    render(createElement(RouterProvider, { router }));
    act(() => {
      seen.update?.({ type: 'B', page: '1' });
      seen.update?.({ show: 'ACTIVE', page: '1' });
    });
    expect(param('type')).toBe('B');
    expect(param('show')).toBe('ACTIVE');
    act(() => seen.update?.({ type: 'N' }));
    expect(param('type')).toBeNull();
    expect(param('show')).toBe('ACTIVE');
  });
});
