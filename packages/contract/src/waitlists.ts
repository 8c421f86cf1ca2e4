import { z } from "zod";
import { bookingDate, bookingDuration, bookingStartTime } from "./booking-schemas";
import { idParam, idParams } from "./common";
import { endpoint } from "./endpoint";
import { matchSlugParams } from "./matches";
import { matchWaitlistSchema, slotWaitSchema } from "./waitlist-schemas";

export const joinMatchWaitlist = endpoint({
  method: "POST",
  path: "/api/match/join_waitlist/:slug",
  summary:
    "Entrar a la lista de espera de un partido completo; al liberarse un cupo se guarda para el primero de la lista",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  response: matchWaitlistSchema,
});

export const leaveMatchWaitlist = endpoint({
  method: "PUT",
  path: "/api/match/leave_waitlist/:slug",
  summary: "Salir de la lista de espera de un partido (un cupo guardado pasa al siguiente)",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  response: matchWaitlistSchema,
});

export const joinSlotWaitlist = endpoint({
  method: "POST",
  path: "/api/booking/join_slot_waitlist",
  summary:
    "Esperar un horario ocupado (en una cancha o en cualquiera): si se libera, se avisa por orden de llegada",
  tag: "booking",
  access: "user",
  body: z.object({
    club_id: idParam,
    court_id: idParam.optional(),
    date: bookingDate,
    start_time: bookingStartTime,
    duration_int: bookingDuration,
  }),
  response: slotWaitSchema,
});

export const getMySlotWaits = endpoint({
  method: "GET",
  path: "/api/booking/get_my_slot_waitlists/:club_id/:date",
  summary: "Los horarios ocupados que espero en un club y un día",
  tag: "booking",
  access: "user",
  params: z.object({ club_id: idParam, date: bookingDate }),
  response: z.object({ waits: z.array(slotWaitSchema) }),
});

export const leaveSlotWaitlist = endpoint({
  method: "PUT",
  path: "/api/booking/leave_slot_waitlist/:id",
  summary: "Dejar de esperar un horario",
  tag: "booking",
  access: "user",
  params: idParams,
  response: z.object({ ok: z.literal(true), message: z.string() }),
});
