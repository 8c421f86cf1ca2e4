import { TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { useUnsavedChanges } from "../lib/unsaved-changes";
import { renderRoutes } from "../test/render";
import { UnsavedChangesPrompt } from "./unsaved-changes-prompt";

function EditScreen() {
  const [name, setName] = useState("");
  useUnsavedChanges(() => name !== "");
  return (
    <>
      <TextInput label="Nombre" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Link to="/otra">Ir a otra pantalla</Link>
    </>
  );
}

const routes = [
  {
    element: (
      <>
        <UnsavedChangesPrompt />
        <Outlet />
      </>
    ),
    children: [
      { path: "/editar", element: <EditScreen /> },
      { path: "/otra", element: <p>Otra pantalla</p> },
    ],
  },
];

describe("UnsavedChangesPrompt", () => {
  it("lets a form without edits go at once", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/editar");
    await user.click(screen.getByRole("link", { name: "Ir a otra pantalla" }));
    expect(await screen.findByText("Otra pantalla")).toBeInTheDocument();
  });

  it("asks before leaving unsaved changes: stay keeps them, leave goes", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/editar");
    await user.type(screen.getByRole("textbox", { name: "Nombre" }), "Grip");
    await user.click(screen.getByRole("link", { name: "Ir a otra pantalla" }));

    const dialog = await screen.findByRole("dialog", { name: "¿Salir sin guardar?" });
    expect(dialog).toHaveTextContent("Tienes cambios sin guardar");
    await user.click(screen.getByRole("button", { name: "Seguir editando" }));
    expect(router.state.location.pathname).toBe("/editar");
    expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveValue("Grip");

    await user.click(screen.getByRole("link", { name: "Ir a otra pantalla" }));
    await user.click(await screen.findByRole("button", { name: "Salir sin guardar" }));
    expect(await screen.findByText("Otra pantalla")).toBeInTheDocument();
  });
});
