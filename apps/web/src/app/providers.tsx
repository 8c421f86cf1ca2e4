import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import dayjs from "dayjs";
import "dayjs/locale/es";
import type { ReactNode } from "react";
import { PwaSupport } from "../features/pwa/pwa-support";
import { queryClient } from "./query-client";
import { colorSchemeManager, theme } from "./theme";

dayjs.locale("es");

/** Toasts: top-right, closing after 5 s (spec section 9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <PwaSupport />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
