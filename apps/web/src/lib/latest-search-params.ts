import { useCallback, useRef } from "react";
import { createSearchParams, type SetURLSearchParams, useSearchParams } from "react-router";

/**
 * React Router's `useSearchParams`, whose changes build on the last change asked for. Its own updater
 * starts from the address of the last render: two changes made before the next render (a day typed right
 * after the other, on a slow phone) would keep only the second, and «Desde» would be lost.
 */
export function useLatestSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // What the last change asked for, and over which rendered parameters (React Router makes a new object
  // for each address it renders, going back included): stale once another address has rendered.
  const asked = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);
  const update = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const base = asked.current?.over === params ? asked.current.params : params;
      const next = createSearchParams(
        typeof nextInit === "function" ? nextInit(new URLSearchParams(base)) : nextInit,
      );
      asked.current = { over: params, params: next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, update];
}
