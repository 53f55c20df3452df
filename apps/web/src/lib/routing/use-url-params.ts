import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The page's query string, and a setter whose changes build on each other: React Router's own
 * functional update reads the params of the last render, so two changes before the navigation lands
 * (a filter, then the debounced search text) would drop the first.
 */
export function useUrlParams(): [
  URLSearchParams,
  (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
