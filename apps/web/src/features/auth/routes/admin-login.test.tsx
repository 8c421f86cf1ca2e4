import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "../../../lib/session";
import { stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { AdminLoginPage, NOT_ADMIN_MESSAGE } from "./admin-login";

const user = (role: "authenticated" | "club_administrator") => ({
  jwt: "header.payload.signature",
  user: { id: 7, username: "ana", email: "ana@club.cl", name: "Ana", lastname: "Rojas", role },
});

function renderLogin() {
  return renderRoutes(
    [
      { path: "/admin_login", Component: AdminLoginPage },
      { path: "/admin_dashboard", element: <p>Panel</p> },
    ],
    "/admin_login",
  );
}

async function signIn(identifier: string, password: string) {
  const u = userEvent.setup();
  if (identifier) await u.type(screen.getByLabelText(/Usuario o correo/), identifier);
  if (password) await u.type(screen.getByLabelText(/Contraseña/), password);
  await u.click(screen.getByRole("button", { name: "Ingresar" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("admin login", () => {
  it("asks for both fields before calling the server", async () => {
    const fetchMock = stubFetch({});
    renderLogin();
    await screen.findByRole("heading", { name: "Ingreso administradores" });
    await signIn("", "");
    expect(await screen.findByText("Ingresa tu usuario o correo")).toBeInTheDocument();
    expect(screen.getByText("Ingresa tu contraseña")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stores the token of an administrator and opens the dashboard", async () => {
    const fetchMock = stubFetch({ "/api/auth/local": { body: user("club_administrator") } });
    const { router } = renderLogin();
    await signIn("ana", "demo12345");
    expect(await screen.findByText("Panel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin_dashboard");
    expect(localStorage.getItem(TOKEN_KEY)).toBe("header.payload.signature");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      identifier: "ana",
      password: "demo12345",
    });
  });

  it("refuses a player account without keeping its token", async () => {
    stubFetch({ "/api/auth/local": { body: user("authenticated") } });
    renderLogin();
    await signIn("pedro", "demo12345");
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_ADMIN_MESSAGE);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("shows the server's refusal in an alert", async () => {
    stubFetch({
      "/api/auth/local": {
        status: 401,
        body: {
          error: { code: "UNAUTHORIZED", message: "Usuario o contraseña incorrectos", requestId: "r1" },
        },
      },
    });
    renderLogin();
    await signIn("ana", "mala-clave");
    expect(await screen.findByRole("alert")).toHaveTextContent("Usuario o contraseña incorrectos");
  });
});
