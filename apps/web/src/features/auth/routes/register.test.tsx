import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "../../../lib/session";
import { stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { RegisterPage } from "./register";

/** A field by its exact label (Mantine appends " *" to required ones). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderRegister() {
  return renderRoutes(
    [
      { path: "/register", Component: RegisterPage },
      { path: "/", element: <p>Inicio del jugador</p> },
    ],
    "/register",
  );
}

async function fillForm(u: ReturnType<typeof userEvent.setup>, rut: string, password = "remo-cancha-lluvia") {
  await u.type(field("Nombre"), "Pedro");
  await u.type(field("Apellido"), "Soto");
  await u.type(field("Nombre de usuario"), "psoto");
  await u.type(field("Correo"), "pedro@correo.cl");
  await u.type(field("RUT"), rut);
  await u.type(field("Teléfono"), "+56 9 1234 5678");
  await u.click(screen.getByPlaceholderText("Elige tu categoría"));
  await u.click(await screen.findByRole("option", { name: "3ra (varones)" }));
  await u.type(field("Contraseña"), password);
  await u.type(field("Repite la contraseña"), password);
  await u.click(screen.getByRole("checkbox", { name: /^Acepto los términos y condiciones/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe("register", { timeout: 20_000 }, () => {
  it("checks the RUT while it is typed", async () => {
    stubFetch({});
    const u = userEvent.setup({ delay: null });
    renderRegister();
    const rut = field("RUT");
    await u.type(rut, "12.345.678-9");
    expect(await screen.findByText(/RUT inválido/)).toBeInTheDocument();
    await u.clear(rut);
    await u.type(rut, "12.345.678-5");
    expect(screen.queryByText(/RUT inválido/)).toBeNull();
  });

  it.each([
    ["a common password", "qwertyuiop", /^Es una contraseña usada con mucha frecuencia\. Usa una frase/],
    [
      "the player's own name",
      "pedro-soto-2024",
      /^No uses tu nombre, usuario, correo ni RUT en la contraseña$/,
    ],
    ["too few characters", "pedrosoto", /^La contraseña debe tener al menos 10 caracteres$/],
  ])("shows why %s is refused beside the field and sends nothing", async (_what, password, reason) => {
    const fetchMock = stubFetch({});
    const u = userEvent.setup({ delay: null });
    renderRegister();
    await fillForm(u, "12.345.678-5", password);
    await u.click(screen.getByRole("button", { name: "Crear cuenta" }));
    // Beside the field: the text the password input is described by.
    const passwordField = field("Contraseña");
    const describedBy = () =>
      (passwordField.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "");
    await waitFor(() => expect(describedBy().some((text) => reason.test(text))).toBe(true));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors next to the fields", async () => {
    const fetchMock = stubFetch({
      "/api/auth/register": {
        status: 409,
        body: {
          error: {
            code: "CONFLICT",
            message: "Datos en uso",
            details: [{ field: "username", message: "Ese nombre de usuario ya está en uso" }],
            requestId: "r2",
          },
        },
      },
    });
    const u = userEvent.setup({ delay: null });
    renderRegister();
    await fillForm(u, "12.345.678-5");
    await u.click(screen.getByRole("button", { name: "Crear cuenta" }));
    const username = field("Nombre de usuario");
    expect(await screen.findByText("Ese nombre de usuario ya está en uso")).toBeInTheDocument();
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ username: "psoto", rut: "12345678-5", category: "3ra" });
    expect(sent).not.toHaveProperty("passwordConfirmation");
    expect(sent.accept_terms).toBe(true);
  });

  it("asks to accept the terms, linked from the form, before sending anything", async () => {
    const fetchMock = stubFetch({});
    const u = userEvent.setup({ delay: null });
    renderRegister();
    await fillForm(u, "12.345.678-5");
    const terms = screen.getByRole("checkbox", { name: /^Acepto los términos y condiciones/ });
    await u.click(terms);
    await u.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(
      await screen.findByText(
        "Para crear tu cuenta debes aceptar los términos y condiciones y la política de privacidad",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /términos y condiciones y la política de privacidad/ }),
    ).toHaveAttribute("href", "/terms_and_conditions");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs the new player in, says a confirmation mail went to their address, then opens their home", async () => {
    stubFetch({
      "/api/auth/register": {
        body: {
          jwt: "h.p.s",
          user: {
            id: 9,
            username: "psoto",
            email: "pedro@correo.cl",
            name: "Pedro",
            lastname: "Soto",
            role: "authenticated",
          },
        },
      },
    });
    const u = userEvent.setup({ delay: null });
    renderRegister();
    await fillForm(u, "12345678-5");
    await u.click(screen.getByRole("button", { name: "Crear cuenta" }));
    const sent = await screen.findByRole("status");
    expect(sent).toHaveTextContent("Te enviamos un enlace a pedro@correo.cl para confirmar tu correo.");
    expect(localStorage.getItem(TOKEN_KEY)).toBe("h.p.s");
    await u.click(screen.getByRole("link", { name: "Continuar" }));
    expect(await screen.findByText("Inicio del jugador")).toBeInTheDocument();
    expect(within(document.body).queryByText(/RUT inválido/)).toBeNull();
  });
});
