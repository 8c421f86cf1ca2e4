/** Prefix of every set-up query: a change to the club, a court or a register refreshes what the screens show. */
export const CLUB_SETUP_KEY = ["club-setup"] as const;

export const clubSetupKeys = {
  club: [...CLUB_SETUP_KEY, "club"] as const,
  courts: [...CLUB_SETUP_KEY, "courts"] as const,
  cashRegisters: [...CLUB_SETUP_KEY, "cash-registers"] as const,
};
