import { Progress } from "@mantine/core";
import { Outlet, useNavigation } from "react-router";
import { ScrollToTop } from "./scroll-to-top";

/** Wraps every page: scroll reset, and a thin bar while the next page's code is loading. */
export function RootLayout() {
  const loading = useNavigation().state === "loading";
  return (
    <>
      <ScrollToTop />
      {loading && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          aria-label="Cargando página"
          style={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      )}
      <Outlet />
    </>
  );
}
