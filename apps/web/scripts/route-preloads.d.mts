import type { Plugin } from "vite";

export const PRELOAD_ROUTES: { path: string; modules: string[] }[];
export function routePreloads(): Plugin;
