import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconHome,
  IconTrophy,
  IconUser,
  IconUsersGroup,
} from "@tabler/icons-react";

export interface PlayerLink {
  label: string;
  to: string;
  icon: typeof IconHome;
  /** Kept off the phone's tab bar (five tabs fit a thumb); the phone header reaches it instead. */
  headerOnPhone?: boolean;
}

/** The player area's sections, in the order both bars show them. */
export const PLAYER_LINKS: readonly PlayerLink[] = [
  { label: "Inicio", to: "/", icon: IconHome },
  { label: "Reservar", to: "/court", icon: IconCalendarPlus },
  { label: "Mis reservas", to: "/reservas", icon: IconCalendarEvent },
  { label: "Partidos", to: "/feed", icon: IconUsersGroup },
  { label: "Ranking", to: "/rank", icon: IconTrophy, headerOnPhone: true },
  { label: "Perfil", to: "/profile", icon: IconUser },
];

/** Inicio only at `/`; the others also for the pages under them (`/profile` and `/edit-profile/…`). */
export function isActive(link: PlayerLink, pathname: string): boolean {
  if (link.to === "/") return pathname === "/";
  if (link.to === "/profile") return pathname === "/profile" || pathname.startsWith("/edit-profile");
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
