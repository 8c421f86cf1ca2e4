/**
 * Who a notice is for, told by its type: these are a player's, read in their own inbox across clubs
 * (GET /api/user/get_notifications); every other type is for the club's administrators, read in the
 * admin panel. One person can be both, so each inbox lists, counts, marks and archives only its own.
 */
export const PLAYER_NOTICE_TYPES = {
  offer: "match_waitlist_offer",
  notFull: "match_not_full",
  slotFreed: "slot_freed",
  shareRefunded: "share_refunded",
  resultReported: "match_result_reported",
  resultConfirmed: "match_result_confirmed",
  matchCancelled: "match_cancelled",
} as const;

export type PlayerNoticeType = (typeof PLAYER_NOTICE_TYPES)[keyof typeof PLAYER_NOTICE_TYPES];

export const playerNoticeTypes: PlayerNoticeType[] = Object.values(PLAYER_NOTICE_TYPES);
