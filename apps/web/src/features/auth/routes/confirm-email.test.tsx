import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { ConfirmEmailPage } from "./confirm-email";

const CONFIRM = "/api/auth/confirm-email";
const RESEND = "/api/auth/resend-confirmation";
const renderAt = (path: string) =>
  renderRoutes([{ path: "/confirmar-correo", Component: ConfirmEmailPage }], path);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("/confirmar-correo", () => {
  it("confirms the address with the link's code, once, and offers to book", async () => {
    const fetchMock = stubFetch({
      [CONFIRM]: {
        body: { ok: true, message: "¡Listo! Tu correo quedó confirmado. Ya puedes reservar canchas." },
      },
    });
    renderAt("/confirmar-correo?code=abcdefghij123");
    expect(
      await screen.findByText("¡Listo! Tu correo quedó confirmado. Ya puedes reservar canchas."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Reservar una cancha" })).toHaveAttribute("href", "/court");
    expect(callsTo(fetchMock, CONFIRM)).toEqual([["POST", { code: "abcdefghij123" }]]);
  });

  it("says why a used or expired link fails and sends a new one to a signed-in player", async () => {
    storeToken();
    const expired = "Este enlace de confirmación venció. Pide uno nuevo desde la pantalla de reservas.";
    const fetchMock = stubFetch({
      [CONFIRM]: errorReply(400, "VALIDATION_ERROR", expired),
      [RESEND]: {
        body: { ok: true, message: "Te enviamos un correo nuevo con el enlace para confirmar tu cuenta." },
      },
    });
    renderAt("/confirmar-correo?code=abcdefghij123");
    expect(await screen.findByRole("alert")).toHaveTextContent(expired);
    await userEvent.click(screen.getByRole("button", { name: "Enviarme un enlace nuevo" }));
    expect(
      await screen.findByText("Te enviamos un correo nuevo con el enlace para confirmar tu cuenta."),
    ).toBeVisible();
    expect(callsTo(fetchMock, RESEND)).toHaveLength(1);
  });

  it("sends a signed-out visitor with a bad link to sign in for a new one", async () => {
    stubFetch({ [CONFIRM]: errorReply(404, "NOT_FOUND", "Este enlace de confirmación no existe.") });
    renderAt("/confirmar-correo?code=abcdefghij123");
    expect(await screen.findByRole("alert")).toHaveTextContent("Este enlace de confirmación no existe.");
    expect(screen.getByRole("link", { name: "ingresa a tu cuenta" })).toHaveAttribute("href", "/login");
  });
});
