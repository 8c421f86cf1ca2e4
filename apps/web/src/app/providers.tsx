import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import type { ReactNode } from "react";
import { PwaSupport } from "../features/pwa/pwa-support";
import { globalStatePersistOptions } from "../lib/global-state-cache";
import { queryClient } from "./query-client";
import { colorSchemeManager, cssVariablesResolver, theme } from "./theme";

/** Toasts: top-right (below the header, see theme.ts), closing after 5 s (spec section 9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" autoClose={5000} />
      {/* Restores the last known global state before queries run, so the back office opens offline. */}
      <PersistQueryClientProvider client={queryClient} persistOptions={globalStatePersistOptions}>
        <PwaSupport />
        {children}
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
