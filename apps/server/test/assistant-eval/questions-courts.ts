import type { DayRange } from "@club/domain";
import {
  days,
  type EvalQuestion,
  type EvalScope,
  firstRow,
  named,
  rowOf,
  type When,
  weekend,
} from "./eval-types";
import { netSales } from "./expected-sql";

const none: DayRange = { startDate: "", endDate: "" };
const rangeQuery = (d: DayRange | null) =>
  `start_date=${(d ?? none).startDate}&end_date=${(d ?? none).endDate}`;

type Occupancy = {
  totals: { occupancy_percent: number | null };
  heatmap: { open_minutes: number; occupancy_percent: number | null }[];
};
type Activity = {
  bookings: number;
  cancellations: { total: number };
  no_shows: number;
  players: { new: number };
};

const occupancy = (s: EvalScope, d: DayRange | null) =>
  s.api(`/api/admin/report/get_booking_occupancy_report?${rangeQuery(d)}`) as Promise<Occupancy>;
const activity = (s: EvalScope, d: DayRange | null) =>
  s.api(`/api/admin/report/get_booking_activity_report?${rangeQuery(d)}`) as Promise<Activity>;

// Occupancy and booking activity are compared with the statistics screen's own report call: plain SQL
// would be a second copy of their opening hours and booked minutes.
const totalOccupancy = (when: When): EvalQuestion["expect"] => ({
  tool: "court_occupancy",
  when,
  value: async (s, d) => (await occupancy(s, d)).totals.occupancy_percent,
});
const emptiest = (when: When): EvalQuestion["expect"] => ({
  tool: "court_occupancy",
  input: { focus: "empty_hours" },
  when,
  value: async (s, d) => {
    const open = (await occupancy(s, d)).heatmap.filter((cell) => cell.open_minutes > 0);
    return Math.min(...open.map((cell) => cell.occupancy_percent ?? 0));
  },
  pick: firstRow("occupancy"),
});
const busiest = (when: When): EvalQuestion["expect"] => ({
  tool: "court_occupancy",
  input: { focus: "busy_hours" },
  when,
  value: async (s, d) => {
    const open = (await occupancy(s, d)).heatmap.filter((cell) => cell.open_minutes > 0);
    return Math.max(...open.map((cell) => cell.occupancy_percent ?? 0));
  },
  pick: firstRow("occupancy"),
});
const bookings = (when: When): EvalQuestion["expect"] => ({
  tool: "booking_activity",
  when,
  value: async (s, d) => (await activity(s, d)).bookings,
  pick: rowOf("Reservas", "count"),
});
const cancellations = (when: When): EvalQuestion["expect"] => ({
  tool: "booking_activity",
  when,
  value: async (s, d) => (await activity(s, d)).cancellations.total,
  pick: rowOf("Cancelaciones", "count"),
});
const noShows = (when: When): EvalQuestion["expect"] => ({
  tool: "booking_activity",
  when,
  value: async (s, d) => (await activity(s, d)).no_shows,
  pick: rowOf("Inasistencias", "count"),
});
const newPlayers = (when: When): EvalQuestion["expect"] => ({
  tool: "booking_activity",
  when,
  value: async (s, d) => (await activity(s, d)).players.new,
  pick: rowOf("Jugadores nuevos", "count"),
});

type Users = { users: { bookings_count: number; spend: number }[] };
// Who plays or spends most: the players' list sorted the same way, its first line.
const topPlayer = (by: "bookings" | "spend"): EvalQuestion["expect"] => ({
  tool: "top_players",
  input: { by },
  when: null,
  value: async (s) => {
    const { users } = (await s.api(
      `/api/admin/user/get_club_users?sort=${by}&role=authenticated&page=1&limit=1`,
    )) as Users;
    return by === "bookings" ? (users[0]?.bookings_count ?? null) : (users[0]?.spend ?? null);
  },
  pick: firstRow(by),
});
const overview: EvalQuestion["expect"] = {
  tool: "today_overview",
  when: days(0),
  value: (s, d) => netSales(s, d ?? none),
};

/** Courts (occupancy, empty and busy hours), bookings, players and the day at a glance. */
export const COURT_QUESTIONS: EvalQuestion[] = [
  { q: "¿Qué horas de la semana quedan vacías?", expect: emptiest(named("this_week")) },
  { q: "¿Qué horarios están más vacíos este mes?", expect: emptiest(named("this_month")) },
  { q: "¿Cuáles son las horas más ocupadas de la semana pasada?", expect: busiest(named("last_week")) },
  { q: "¿Qué ocupación tuvieron las canchas la semana pasada?", expect: totalOccupancy(named("last_week")) },
  { q: "Ocupación de las canchas este mes", expect: totalOccupancy(named("this_month")) },
  { q: "¿Cuántas reservas tuvimos ayer?", expect: bookings(days(-1)) },
  { q: "¿Cuántas reservas hay esta semana?", expect: bookings(named("this_week")) },
  { q: "¿Cuántas reservas hubo el mes pasado?", expect: bookings(named("last_month")) },
  { q: "¿Cuántas cancelaciones hubo este mes?", expect: cancellations(named("this_month")) },
  { q: "¿Cuántos jugadores nuevos llegaron este mes?", expect: newPlayers(named("this_month")) },
  { q: "¿Quién es el que más juega?", expect: topPlayer("bookings") },
  { q: "¿Quiénes son los jugadores que más reservan?", expect: topPlayer("bookings") },
  { q: "¿Quién es el cliente que más gasta?", expect: topPlayer("spend") },
  { q: "¿Cómo vamos hoy?", expect: overview },
  { q: "Dame un resumen del día", expect: overview },
  // Loosely.
  { q: "q horas quedan vacias esta semana", loose: true, expect: emptiest(named("this_week")) },
  { q: "horas muertas del mes", loose: true, expect: emptiest(named("this_month")) },
  { q: "cuales son las horas peak", loose: true, expect: busiest(named("this_week")) },
  { q: "ocupacion de las canchas la smana pasada", loose: true, expect: totalOccupancy(named("last_week")) },
  { q: "cuantas reservas tuvimos ayer", loose: true, expect: bookings(days(-1)) },
  { q: "cuantas resevas hubo el finde", loose: true, expect: bookings(weekend) },
  { q: "kien juega mas", loose: true, expect: topPlayer("bookings") },
  { q: "quien es el q mas juega", loose: true, expect: topPlayer("bookings") },
  { q: "quien gasta mas plata", loose: true, expect: topPlayer("spend") },
  { q: "como vamos", loose: true, expect: overview },
  // A second batch, written before looking at what the engine made of it.
  { q: "¿Cuántas reservas tenemos hoy?", expect: bookings(days(0)) },
  { q: "¿Cuántas inasistencias hubo la semana pasada?", expect: noShows(named("last_week")) },
  { q: "¿Quién es el jugador con más reservas?", expect: topPlayer("bookings") },
  { q: "ocupacion de ayer", loose: true, expect: totalOccupancy(days(-1)) },
  {
    q: "cuantas cancelaciones hubo la semana pasada",
    loose: true,
    expect: cancellations(named("last_week")),
  },
];
