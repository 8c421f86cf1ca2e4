import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every route change starts at the top of the page (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The pathname is the trigger: each new page scrolls up once.
    void pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
