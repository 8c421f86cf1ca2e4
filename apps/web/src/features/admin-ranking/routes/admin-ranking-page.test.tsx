import type { EndpointResponse, getCategoryThresholds } from "@club/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, type Reply, stubFetch } from "../../../test/fetch-stub";
import { GLOBAL_STATE_PATH, globalState, storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { AdminRankingPage } from "./admin-ranking-page";

const GET = "/api/admin/rank/get_category_thresholds";
const SET = "/api/admin/rank/set_category_thresholds";

const saved: EndpointResponse<typeof getCategoryThresholds> = {
  thresholds: [
    { category: "M1ra", min_points: 1_600 },
    { category: "M3ra", min_points: 1_200 },
    { category: "FA", min_points: 1_300 },
  ],
  matches_before_moves: 5,
};

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name} ·`) });

/** The club's thresholds, and a save that answers `reply` (by default, what it was sent). */
function server(reply?: Reply) {
  return stubFetch({
    [GLOBAL_STATE_PATH]: {
      body: globalState({ club: { id: 4, name: "Club Norte", support_email: "a@b.cl" } }),
    },
    [GET]: { body: saved },
    [SET]: (body) => reply ?? { body: { ...(body as object), matches_before_moves: 5 } },
  });
}

beforeEach(() => {
  localStorage.clear();
  storeToken();
});

describe("AdminRankingPage", () => {
  it("shows the rule, each category's threshold as typed in Chile, and links to the club's public ranking", async () => {
    server();
    renderWithProviders(<AdminRankingPage />);
    expect(await screen.findByText(/Desde su 5\.º partido confirmado en el club/)).toBeInTheDocument();
    expect(field("M1ra")).toHaveValue("1.600");
    expect(field("M2da")).toHaveValue("");
    expect(field("M3ra")).toHaveValue("1.200");
    expect(field("FA")).toHaveValue("1.300");
    expect(screen.queryByRole("textbox", { name: /^M6ta/ })).not.toBeInTheDocument();
    expect(screen.getByText("M6ta · 6ta (varones): categoría de entrada, sin puntaje mínimo.")).toBeVisible();
    expect(screen.getByText("FD · D (damas): categoría de entrada, sin puntaje mínimo.")).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Ver el ranking público/ })).toHaveAttribute(
        "href",
        "/rank?club=4",
      ),
    );
  });

  it("saves every threshold typed, strongest first, with '1.200' read as 1200", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderWithProviders(<AdminRankingPage />);
    await user.clear(await screen.findByRole("textbox", { name: /^M1ra/ }));
    await user.type(field("M2da"), "1.450");
    await user.type(field("M5ta"), "900");
    await user.type(field("FB"), "1100");
    await user.click(screen.getByRole("button", { name: "Guardar umbrales" }));
    expect(await screen.findByText("Umbrales guardados.")).toBeInTheDocument();
    expect(callsTo(fetchMock, SET)).toEqual([
      [
        "PUT",
        {
          thresholds: [
            { category: "M2da", min_points: 1_450 },
            { category: "M3ra", min_points: 1_200 },
            { category: "M5ta", min_points: 900 },
            { category: "FA", min_points: 1_300 },
            { category: "FB", min_points: 1_100 },
          ],
        },
      ],
    ]);
    expect(field("FB")).toHaveValue("1.100");
  });

  it("says in Spanish which threshold rises the wrong way or cannot be read, and sends nothing", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderWithProviders(<AdminRankingPage />);
    await user.type(await screen.findByRole("textbox", { name: /^M2da/ }), "1.100");
    await user.type(field("FC"), "12,5");
    await user.type(field("FB"), "200000");
    await user.click(screen.getByRole("button", { name: "Guardar umbrales" }));
    expect(await screen.findByText("Debe pedir más puntos que M3ra (1.200)")).toBeInTheDocument();
    expect(screen.getByText("Los puntos son enteros, sin decimales")).toBeInTheDocument();
    expect(screen.getByText("El puntaje mínimo puede ser hasta 100.000")).toBeInTheDocument();
    expect(field("M2da")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, SET)).toEqual([]);
  });

  it("shows the server's 400: the list's problem above the form, a field's beside it", async () => {
    const problem = "M1ra debe pedir más puntos que M3ra.";
    const refusal = (details: { field: string; message: string }[]) => ({
      status: 400,
      body: { error: { code: "VALIDATION_ERROR", message: problem, details, requestId: "t" } },
    });
    server(refusal([{ field: "thresholds", message: problem }]));
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<AdminRankingPage />);
    await user.click(await screen.findByRole("button", { name: "Guardar umbrales" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("No se pudieron guardar los umbrales")).toBeInTheDocument();
    expect(within(alert).getByText(problem)).toBeInTheDocument();
    unmount();

    server(
      refusal([{ field: "thresholds.1.min_points", message: "El puntaje mínimo no puede ser negativo" }]),
    );
    renderWithProviders(<AdminRankingPage />);
    await user.click(await screen.findByRole("button", { name: "Guardar umbrales" }));
    expect(await screen.findByText("El puntaje mínimo no puede ser negativo")).toBeInTheDocument();
    expect(field("M3ra")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
