import { HomePage } from "../../features/bookings/routes/home-page";
import { PlayerShell } from "../layouts/player-shell/player-shell";

/** The signed-in `/`: the home inside the player shell (the landing has no shell). */
export function PlayerHome() {
  return (
    <PlayerShell>
      <HomePage />
    </PlayerShell>
  );
}
