import type { Plugin } from "vite";

export function mantineCssPerComponent(): Plugin;
