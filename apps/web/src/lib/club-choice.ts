/** The club the player last booked at, so /court (and the ranking) open there next time. */
const CLUB_KEY = "bookingClubId";

export function savedClubId(): number | null {
  const value = Number(localStorage.getItem(CLUB_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function saveClubId(id: number) {
  localStorage.setItem(CLUB_KEY, String(id));
}

/** The club to show: the one asked for (a "book again" link), else the remembered one, else the first. */
export function chooseClub(clubIds: readonly number[], asked: number | null, saved = savedClubId()) {
  for (const id of [asked, saved]) if (id !== null && clubIds.includes(id)) return id;
  return clubIds[0] ?? null;
}
