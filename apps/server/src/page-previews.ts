import type { AppContext } from "./context";
import { matchPreview } from "./modules/matches/match-preview";
import type { PageMetaFor } from "./spa-meta";

const MATCH = /^\/match\/([^/]+)$/;

/** The addresses whose link preview the server draws from the database: a shared match. */
export const pagePreviews =
  (ctx: AppContext): PageMetaFor =>
  async (address) => {
    const match = MATCH.exec(address);
    return match?.[1] ? matchPreview(ctx, match[1]) : null;
  };
