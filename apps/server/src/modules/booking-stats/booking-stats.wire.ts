import type { BookingActivityReport, BookingOccupancyReport } from "@club/contract";
import type { ActivityReport, OccupancyReport, Usage } from "./booking-stats.service";

const rangeWire = (range: OccupancyReport["range"]) => ({
  start_date: range.startDate,
  end_date: range.endDate,
  time_zone: range.timeZone,
});

const usageWire = (u: Usage) => ({
  open_minutes: u.openMinutes,
  booked_minutes: u.bookedMinutes,
  blocked_minutes: u.blockedMinutes,
  occupancy_percent: u.occupancy,
});

export function toOccupancyWire(report: OccupancyReport): BookingOccupancyReport {
  return {
    range: rangeWire(report.range),
    totals: { ...usageWire(report.totals), bookings: report.totals.bookings, revenue: report.totals.revenue },
    heatmap: report.heatmap.map((cell) => ({ weekday: cell.weekday, hour: cell.hour, ...usageWire(cell) })),
    courts: report.courts.map((c) => ({
      court_id: c.courtId,
      court_name: c.courtName,
      ...usageWire(c),
      bookings: c.bookings,
      revenue: c.revenue,
    })),
    bands: report.bands.map((b) => ({
      band: b.band,
      ...usageWire(b),
      bookings: b.bookings,
      revenue: b.revenue,
    })),
  };
}

export function toActivityWire(r: ActivityReport): BookingActivityReport {
  return {
    range: rangeWire(r.range),
    bookings: r.bookings,
    channels: [
      { channel: "online", bookings: r.onlineBookings, minutes: r.onlineMinutes },
      { channel: "reception", bookings: r.receptionBookings, minutes: r.receptionMinutes },
    ],
    cancellations: {
      total: r.byPlayer + r.byClub + r.byExpiredHold,
      by_player: r.byPlayer,
      by_club: r.byClub,
      by_expired_hold: r.byExpiredHold,
      notice: [
        { notice: "under_2h", count: r.under2h },
        { notice: "2_to_24h", count: r.from2To24h },
        { notice: "24_to_72h", count: r.from24To72h },
        { notice: "over_72h", count: r.over72h },
      ],
    },
    no_shows: r.noShows,
    players: { total: r.players, new: r.newPlayers, returning: r.players - r.newPlayers },
  };
}
