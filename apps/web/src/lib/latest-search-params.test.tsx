import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useLatestSearchParams } from "./latest-search-params";

let setDay: (key: string, value: string) => void = () => {};

function RangeFilter() {
  const [, setParams] = useLatestSearchParams();
  setDay = (key, value) =>
    setParams((current) => {
      current.set(key, value);
      return current;
    });
  return null;
}

/** The filter on a memory router opened at /estadisticas with these parameters. */
function renderAt(search: string) {
  const router = createMemoryRouter([{ path: "/estadisticas", element: <RangeFilter /> }], {
    initialEntries: [`/estadisticas?${search}`],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const shownSearch = (router: ReturnType<typeof renderAt>) =>
  new URLSearchParams(router.state.location.search).toString();

describe("useLatestSearchParams", () => {
  it("keeps both of two changes made before the next render", async () => {
    const router = renderAt("periodo=rango");
    await act(async () => {
      setDay("desde", "2026-01-01");
      setDay("hasta", "2026-01-31");
    });
    expect(shownSearch(router)).toBe("periodo=rango&desde=2026-01-01&hasta=2026-01-31");
  });

  it("builds on the address shown once a change has rendered, as after going back", async () => {
    const router = renderAt("periodo=mes");
    await act(async () => setDay("periodo", "rango"));
    await act(async () => router.navigate(-1));
    await act(async () => setDay("pagina", "2"));
    expect(shownSearch(router)).toBe("periodo=mes&pagina=2");
  });

  it("builds on the address shown when a link to the same address overtook a change", async () => {
    const router = renderAt("periodo=mes");
    await act(async () => {
      setDay("desde", "2026-01-01");
      await router.navigate("/estadisticas?periodo=mes");
    });
    await act(async () => setDay("pagina", "2"));
    expect(shownSearch(router)).toBe("periodo=mes&pagina=2");
  });
});
