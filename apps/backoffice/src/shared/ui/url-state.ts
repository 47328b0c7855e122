import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's paging, sorting and filters kept in the address's search params, so the view can be
 * bookmarked and shared. Values equal to their default are left out of the address.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  // The address as the last change left it. The router's own "previous" params are those of the
  // last render, so two changes made before the page draws again (a type tab, then a status, in
  // quick succession) would each start from the same old address and the second would undo the
  // first. A new address from elsewhere (back, a link) is the truth again once it is drawn.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const values = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const v = params.get(key as string);
      if (v !== null) out[key] = v as T[keyof T];
    }
    return out;
  }, [params, defaults]);
  const update = useCallback(
    (patch: Partial<T>) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '' || v === defaults[k]) next.delete(k);
        else next.set(k, v as string);
      }
      latest.current = next;
      setParams(next, { replace: false });
    },
    [setParams, defaults],
  );
  return [values, update] as const;
}
