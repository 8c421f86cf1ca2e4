import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { PasswordResetPage } from "./password-reset";

const renderAt = (path: string) =>
  renderRoutes([{ path: "/password_reset", Component: PasswordResetPage }], path);

afterEach(() => vi.unstubAllGlobals());

describe("password reset", () => {
  it("asks for the e-mail and answers neutrally", async () => {
    const fetchMock = stubFetch({ "/api/auth/forgot-password": { body: { ok: true, message: "Enviado" } } });
    const u = userEvent.setup();
    renderAt("/password_reset");
    await u.type(screen.getByLabelText(/^Correo/), "ana@club.cl");
    await u.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(await screen.findByText(/Si existe una cuenta asociada a ese correo/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: "ana@club.cl" });
  });

  it("shows why a guessable new password is refused beside the field and sends nothing", async () => {
    const fetchMock = stubFetch({});
    const u = userEvent.setup();
    renderAt("/password_reset?code=abcdefghij123");
    const password = screen.getByLabelText(/^Nueva contraseña/);
    await u.type(password, "qwertyuiop");
    await u.type(screen.getByLabelText(/^Repite la nueva contraseña/), "qwertyuiop");
    await u.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    const reason = await screen.findByText(/^Es una contraseña usada con mucha frecuencia\. Usa una frase/);
    expect(password.getAttribute("aria-describedby")).toContain(reason.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sets the new password with the code from the link", async () => {
    const fetchMock = stubFetch({ "/api/auth/reset-password": { body: { ok: true, message: "Listo" } } });
    const u = userEvent.setup();
    renderAt("/password_reset?code=abcdefghij123");
    await u.type(screen.getByLabelText(/^Nueva contraseña/), "nueva-clave-1");
    await u.type(screen.getByLabelText(/^Repite la nueva contraseña/), "otra-clave-22");
    await u.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(await screen.findByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await u.clear(screen.getByLabelText(/^Repite la nueva contraseña/));
    await u.type(screen.getByLabelText(/^Repite la nueva contraseña/), "nueva-clave-1");
    await u.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(await screen.findByText("Contraseña actualizada")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ingresar" })).toHaveAttribute("href", "/login");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      code: "abcdefghij123",
      password: "nueva-clave-1",
      passwordConfirmation: "nueva-clave-1",
    });
  });
});
