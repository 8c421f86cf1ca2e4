import type { Plugin } from "vite";

export const CHUNK_PLAN_MODE: string;

export function recordChunkLoaders(): Plugin;
export function chunkGroupOf(id: string): string | null;
export function refuseChunkCycles(): Plugin;
