import { useCallback, useRef } from "react";
import { createSearchParams, type SetURLSearchParams, useLocation, useSearchParams } from "react-router";

/**
 * React Router's `useSearchParams`, whose changes build on the last change asked for. Its own updater
 * starts from the address of the last render: two changes made before the next render (a day typed right
 * after the other, on a slow phone) would keep only the second, and «Desde» would be lost.
 */
export function useLatestSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  // What the last change asked for, and over which rendered entry: stale once another has rendered. Both
  // are compared: going back returns to an entry's old key (with new parameters), and a link to the same
  // address keeps the parameters' object (with a new key).
  const asked = useRef<{ over: URLSearchParams; key: string; params: URLSearchParams } | null>(null);
  const update = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const pending = asked.current?.over === params && asked.current.key === key;
      const base = pending && asked.current ? asked.current.params : params;
      const next = createSearchParams(
        typeof nextInit === "function" ? nextInit(new URLSearchParams(base)) : nextInit,
      );
      asked.current = { over: params, key, params: next };
      setParams(next, options);
    },
    [params, key, setParams],
  );
  return [params, update];
}

/**
 * The address's parameters, and a way to set one (null removes it) in place of the current entry: for a
 * screen's choices (club, day, category) that back and a shared link keep, without a history entry each.
 */
export function useReplaceSearchParam(): [URLSearchParams, (key: string, value: string | null) => void] {
  const [params, setParams] = useLatestSearchParams();
  const set = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set];
}
