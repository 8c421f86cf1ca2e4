import { type ComponentType, lazy, Suspense } from "react";
import { CenteredLoader } from "../../components/centered-loader";
import { loadChunk } from "../../lib/chunk-load";
import { currentToken } from "../../lib/session";

type Kind = "landing" | "home";

// Two separate chunks: a visitor downloads the landing only, a player their home only.
const LOADERS: Record<Kind, () => Promise<ComponentType>> = {
  landing: async () => (await loadChunk(() => import("../../features/landing/routes/landing"))).LandingPage,
  home: async () => (await loadChunk(() => import("./player-home"))).PlayerHome,
};
const loaded: Partial<Record<Kind, ComponentType>> = {};

async function load(kind: Kind): Promise<ComponentType> {
  const component = loaded[kind] ?? (await LOADERS[kind]());
  loaded[kind] = component;
  return component;
}

const kindNow = (): Kind => (currentToken() !== null ? "home" : "landing");

/** Called by the route before it renders, so the first paint needs no second round trip. */
export async function preloadIndexPage() {
  await load(kindNow());
}

const LAZY: Record<Kind, ComponentType> = {
  landing: lazy(async () => ({ default: await load("landing") })),
  home: lazy(async () => ({ default: await load("home") })),
};

/** `/`: the public landing for visitors; a signed-in player's home inside the player shell. */
export function IndexPage() {
  const kind = kindNow();
  const Ready = loaded[kind];
  if (Ready) return <Ready />;
  const Later = LAZY[kind];
  return (
    <Suspense fallback={<CenteredLoader />}>
      <Later />
    </Suspense>
  );
}
