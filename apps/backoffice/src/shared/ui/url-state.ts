import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's paging, sorting and filters kept in the address's search params, so the view can be
 * bookmarked and shared. Values equal to their default are left out of the address.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
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
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === '' || v === defaults[k]) next.delete(k);
            else next.set(k, v as string);
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams, defaults],
  );
  return [values, update] as const;
}
