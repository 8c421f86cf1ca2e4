import { SERVICE_IDS } from "@club/contract";
import { AppShell } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MountOnceOpened } from "../../../components/mount-once-opened";
import { UnsavedChangesPrompt } from "../../../components/unsaved-changes-prompt";
import { useTodayUnpaidBookings } from "../../../features/point-of-sale/api/get-today-bookings";
import { useClubContext } from "../../../lib/global-state";
import { HEADER_HEIGHT } from "../../../lib/header-height";
import { AdminHeader } from "./admin-header";
import { AdminNavbar } from "./admin-navbar";
import { adminNavItems } from "./nav-items";
import { RequireService } from "./require-service";
import { useLiveUpdates } from "./use-live-updates";

/** Spec section 9: the sidebar starts closed on screens 768px wide or narrower. */
export const MOBILE_QUERY = "(max-width: 768px)";

const startsMobile = () => typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;

export function AdminShell() {
  const isMobile = useMediaQuery(MOBILE_QUERY, startsMobile(), { getInitialValueInEffect: false });
  const [navOpened, nav] = useDisclosure(!startsMobile());
  const { pathname } = useLocation();
  const { enabledServices, currentDailyBookings, currentPendingOrders } = useClubContext();
  useLiveUpdates();
  const toCharge = useTodayUnpaidBookings(enabledServices.includes(SERVICE_IDS.GoMarket));

  // Crossing the breakpoint (a tablet turned, a window narrowed) leaves the sidebar as that width starts it:
  // open beside the page, or closed where it would cover it.
  useEffect(() => {
    if (isMobile) nav.close();
    else nav.open();
  }, [isMobile, nav.close, nav.open]);

  // On a phone the open sidebar covers the page: close it once a link has taken the user somewhere.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (isMobile) nav.close();
  }, [pathname, isMobile, nav.close]);

  const items = adminNavItems({
    enabledServices,
    dailyBookings: currentDailyBookings,
    pendingOrders: currentPendingOrders,
    bookingsToCharge: toCharge.data?.length ?? 0,
  });

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened, desktop: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <AdminHeader navOpened={navOpened} onToggleNav={nav.toggle} enabledServices={enabledServices} />
      </AppShell.Header>
      {/* Collapsed, it only slides off screen: inert keeps its links out of the tab order and screen readers.
          A phone opens on it closed: its links are drawn the first time it opens, not with the first page. */}
      <AppShell.Navbar p="sm" aria-label="Menú principal" inert={!navOpened}>
        <MountOnceOpened opened={navOpened}>
          <AdminNavbar items={items} />
        </MountOnceOpened>
      </AppShell.Navbar>
      <AppShell.Main>
        <UnsavedChangesPrompt />
        <RequireService />
      </AppShell.Main>
    </AppShell>
  );
}
