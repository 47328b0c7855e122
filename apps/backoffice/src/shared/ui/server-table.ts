import { useMemo } from 'react';
import { useUrlState } from './url-state.ts';

type Order = 'asc' | 'desc';

type Options<F extends Record<string, string>, S extends string> = {
  /** Each filter's value when the address does not name it ('' for none): a constant of the page's module. */
  filters: F;
  /** The columns the server sorts by; none: the list has one fixed order. */
  sorts?: readonly S[];
  sort?: S;
  order?: Order;
  size?: number;
};

/**
 * The page, sort column and direction an address asks for: a hand-edited or stale address (page
 * 0 or "x", a column the list no longer sorts by) falls back to the first page and the defaults
 * rather than sending the server a query it would refuse.
 */
export function readPaging<S extends string>(
  state: { page?: string | undefined; sort?: string | undefined; order?: string | undefined },
  defaults: { sorts: readonly S[]; sort: S | undefined; order: Order },
) {
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(state.page)) || 1));
  const sort =
    state.sort !== undefined && (defaults.sorts as readonly string[]).includes(state.sort)
      ? (state.sort as S)
      : defaults.sort;
  const order: Order = state.order === 'asc' || state.order === 'desc' ? state.order : defaults.order;
  return { page, sort, order };
}

/**
 * A list paged, sorted and filtered on the server, with all three kept in the address so any
 * view can be bookmarked: `filters` are the page's own values (strings, as in the address),
 * `query` the paging and sorting to send, and `table` what DataTable takes to show and change
 * them. A new filter or sort goes back to the first page.
 */
export function useServerTable<F extends Record<string, string>, S extends string = never>(options: Options<F, S>) {
  const { filters: filterDefaults, sorts = [], sort: defaultSort, order: defaultOrder = 'desc', size = 20 } = options;
  const defaults = useMemo(
    () => ({ ...filterDefaults, page: '1', sort: defaultSort ?? '', order: defaultOrder }),
    [filterDefaults, defaultSort, defaultOrder],
  );
  const [state, setState] = useUrlState(defaults as F & { page: string; sort: string; order: string });
  const { page, sort, order } = readPaging(state, { sorts, sort: defaultSort, order: defaultOrder });
  const filters = Object.fromEntries(Object.keys(filterDefaults).map((k) => [k, state[k] ?? ''])) as F;
  const sortable = sorts.length > 0 && sort !== undefined;
  return {
    filters,
    setFilters: (patch: Partial<F>) => setState({ ...patch, page: '1' } as Partial<typeof state>),
    query: { page, size, ...(sortable ? { sort: sort as S, order } : {}) },
    table: {
      page,
      size,
      onPage: (p: number) => setState({ page: String(p) } as Partial<typeof state>),
      ...(sortable
        ? {
            sort: { id: sort as string, desc: order === 'desc' },
            onSort: (s: { id: string; desc: boolean }) =>
              setState({ sort: s.id, order: s.desc ? 'desc' : 'asc', page: '1' } as Partial<typeof state>),
          }
        : {}),
    },
  };
}
