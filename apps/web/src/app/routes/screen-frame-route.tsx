import { useMatches, useParams } from "react-router";
import { ScreenFrame } from "../../components/screen-frame";
import type { ScreenHandle } from "./screen-table";

/** Renders the title and description kept in the route's handle (see screen-table.ts). */
export function ScreenFrameRoute() {
  const params = useParams();
  const handle = useMatches().at(-1)?.handle as ScreenHandle | undefined;
  if (!handle) return null;
  const title = typeof handle.title === "function" ? handle.title(params) : handle.title;
  return <ScreenFrame title={title} description={handle.description} />;
}
