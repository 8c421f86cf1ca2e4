import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { PRODUCT_NAME } from "./product";

// The title each mounted screen gave, by its pathname: the breadcrumb's last crumb reads it.
const titles = new Map<string, string>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Every screen names itself once: the tab reads "Inventario · Club Padel" and the breadcrumb ends with
 * the same name (an item's name rather than "#41"). `undefined` while the name is still loading.
 */
export function useScreenTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    if (!title) return;
    titles.set(pathname, title);
    changed();
    return () => {
      if (titles.get(pathname) === title) titles.delete(pathname);
      changed();
    };
  }, [title, pathname]);
}

/** The title the screen at `pathname` gave itself, if it is mounted. */
export function useTitleOf(pathname: string): string | undefined {
  return useSyncExternalStore(subscribe, () => titles.get(pathname));
}
