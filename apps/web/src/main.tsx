// First, so the CSS variables, reset and global rules come before any component's stylesheet (see
// scripts/mantine-css.mjs: each component's stylesheet travels with its code).
import "virtual:mantine-styles";
import "@mantine/notifications/styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

// At transition priority, React renders the first screen in slices of a few milliseconds and lets the
// browser in between, where an urgent render would hold the main thread until the screen is done.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
