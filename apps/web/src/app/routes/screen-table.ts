import type { Params } from "react-router";

export interface ScreenHandle {
  title: string | ((params: Params) => string);
  description: string;
}

export interface ScreenRoute {
  path: string;
  handle: ScreenHandle;
}

const screen = (path: string, title: ScreenHandle["title"], description: string): ScreenRoute => ({
  path,
  handle: { title, description },
});

/** Admin screens whose content comes with later issues: each shows its title inside the shell. */
export const ADMIN_SCREENS: readonly ScreenRoute[] = [
  screen(
    "admin/IA",
    "Asistente IA",
    "Aquí podrás consultar tus ventas, reservas e inventario en lenguaje natural (beta).",
  ),
];
