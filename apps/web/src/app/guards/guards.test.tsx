import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_EXPIRED_EVENT, TOKEN_KEY } from "../../lib/session";
import { forbidden, stubFetch } from "../../test/fetch-stub";
import { globalState, storeToken, tokenFor } from "../../test/fixtures";
import { renderRoutes } from "../../test/render";
import { routes } from "../routes";

const loginHeading = () =>
  screen.findByRole("heading", { name: "Ingreso administradores" }, { timeout: 3000 });
const playerLoginHeading = () => screen.findByRole("heading", { name: "Ingresar" }, { timeout: 3000 });
const errorHeading = () =>
  screen.findByRole("heading", { name: "¡Whoops! Territorio inexplorado" }, { timeout: 3000 });

beforeEach(() => {
  window.scrollTo = vi.fn();
});

/** Signs a player in through /login's form, the server answering with their token. */
async function signInAsPlayer() {
  const user = { id: 7, username: "pedro", email: "p@club.cl", name: "Pedro", lastname: "Soto" };
  stubFetch({
    "/api/auth/local": { body: { jwt: tokenFor("7", "1h"), user: { ...user, role: "authenticated" } } },
  });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Usuario o correo/), "pedro");
  await u.type(screen.getByLabelText(/Contraseña/), "demo12345");
  await u.click(screen.getByRole("button", { name: "Ingresar" }));
}
afterEach(() => vi.unstubAllGlobals());

describe("token guard", () => {
  it("sends a visitor without a token from an admin page to /admin_login", async () => {
    const fetchMock = stubFetch({});
    const { router } = renderRoutes(routes, "/admin_dashboard");
    await loginHeading();
    expect(router.state.location.pathname).toBe("/admin_login");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears an expired token and sends the user to /admin_login", async () => {
    stubFetch({});
    storeToken(Math.floor(Date.now() / 1000) - 60);
    localStorage.setItem("enabledServices", "[1,2]");
    renderRoutes(routes, "/admin/ventas");
    await loginHeading();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem("enabledServices")).toBeNull();
  });

  it("treats an undecodable token as expired: a player's page goes to the players' /login", async () => {
    stubFetch({});
    localStorage.setItem(TOKEN_KEY, "not-a-jwt");
    const { router } = renderRoutes(routes, "/feed");
    await playerLoginHeading();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("sends a signed-out player from /reservas to /login and back to /reservas after signing in", async () => {
    const { router } = renderRoutes(routes, "/reservas?vista=pasadas");
    await playerLoginHeading();
    expect(router.state.location.pathname).toBe("/login");
    await signInAsPlayer();
    await waitFor(() => expect(router.state.location.pathname).toBe("/reservas"), { timeout: 3000 });
    expect(router.state.location.search).toBe("?vista=pasadas");
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)"])(
    "after signing in, a return target that leaves the site (%s) is ignored: the player goes home",
    async (from) => {
      const { router } = renderRoutes(routes, "/login");
      await playerLoginHeading();
      await act(() => router.navigate("/login", { replace: true, state: { from } }));
      await signInAsPlayer();
      await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 3000 });
    },
  );

  it("a player whose session ends on an open page goes to /login", async () => {
    stubFetch({});
    storeToken();
    const { router } = renderRoutes(routes, "/rank");
    await screen.findByRole("heading", { name: "Ranking" }, { timeout: 3000 });
    act(() => {
      localStorage.removeItem(TOKEN_KEY);
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    });
    await playerLoginHeading();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("lets a player with a token into the player area", async () => {
    stubFetch({});
    storeToken();
    renderRoutes(routes, "/rank");
    expect(await screen.findByRole("heading", { name: "Ranking" }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("leaves for /admin_login when the session expires while a page is open", async () => {
    stubFetch({ "/api/admin/global_state": { body: globalState() } });
    storeToken();
    const { router } = renderRoutes(routes, "/admin/IA");
    await screen.findByRole("heading", { name: "Asistente", level: 1 }, { timeout: 3000 });
    act(() => {
      localStorage.removeItem(TOKEN_KEY);
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    });
    await loginHeading();
    expect(router.state.location.pathname).toBe("/admin_login");
  });
});

describe("admin guard", () => {
  it("shows a spinner while the role is unknown", async () => {
    stubFetch({ "/api/admin/global_state": "hang" });
    storeToken();
    renderRoutes(routes, "/admin_dashboard");
    expect(
      await screen.findByRole("status", { name: "Verificando acceso" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Menú principal" })).toBeNull();
  });

  it("sends a signed-in player to /error", async () => {
    stubFetch({ "/api/admin/global_state": { body: globalState({ user_role_type: "authenticated" }) } });
    storeToken();
    const { router } = renderRoutes(routes, "/admin/inventario");
    await errorHeading();
    expect(router.state.location.pathname).toBe("/error");
  });

  it("sends the user to /error when the global state call is refused ('unauthorized')", async () => {
    stubFetch({ "/api/admin/global_state": forbidden() });
    storeToken();
    renderRoutes(routes, "/admin_dashboard");
    await errorHeading();
  });

  it("lets an administrator in", async () => {
    stubFetch({ "/api/admin/global_state": { body: globalState() } });
    storeToken();
    renderRoutes(routes, "/admin_dashboard");
    expect(await screen.findByRole("heading", { name: /, Ana$/ }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("sends a signed-in administrator from /admin_login to the dashboard", async () => {
    stubFetch({ "/api/admin/global_state": { body: globalState() } });
    storeToken();
    const { router } = renderRoutes(routes, "/admin_login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin_dashboard"), { timeout: 3000 });
  });
});

describe("unknown paths", () => {
  it.each(["/no/existe/aqui", "/cualquier-cosa"])("%s ends on /error", async (path) => {
    stubFetch({});
    const { router } = renderRoutes(routes, path);
    await errorHeading();
    expect(router.state.location.pathname).toBe("/error");
  });

  it("/gomarket is a product page", async () => {
    stubFetch({});
    renderRoutes(routes, "/GoMarket");
    expect(await screen.findByRole("heading", { name: "GoMarket" }, { timeout: 3000 })).toBeInTheDocument();
  });
});
