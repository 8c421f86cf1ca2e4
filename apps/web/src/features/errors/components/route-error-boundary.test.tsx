import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "../../../app/lazy-route";
import { renderRoutes } from "../../../test/render";
import { RouteErrorBoundary } from "./route-error-boundary";

function Broken(): never {
  throw new Error("No se pudo leer la caja");
}

describe("RouteErrorBoundary", () => {
  it("offers a reload when a route's code cannot be fetched", async () => {
    const failingImport = () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/ventas-abc.js"));
    renderRoutes(
      [{ path: "/", errorElement: <RouteErrorBoundary />, lazy: lazyPage(failingImport, () => () => null) }],
      "/",
    );
    expect(await screen.findByText("No pudimos cargar esta parte de la aplicación")).toBeInTheDocument();
    expect(screen.getByText(/versión nueva/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recargar" })).toBeInTheDocument();
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });

  it("shows any other error with its text", async () => {
    // React reports the caught render error on the console; expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderRoutes([{ path: "/", errorElement: <RouteErrorBoundary />, Component: Broken }], "/");
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("No se pudo leer la caja")).toBeInTheDocument();
  });
});
