import { z } from "zod";
import { idParams } from "./common";
import { courtSchema, createCourtDataSchema, updateCourtDataSchema } from "./court-schemas";
import { endpoint } from "./endpoint";

const courtAnswer = z.object({ ok: z.literal(true), message: z.string(), data: courtSchema });

export const getCourts = endpoint({
  method: "GET",
  path: "/api/admin/court/get_courts",
  summary: "Canchas del club (también las desactivadas) con sus horarios y precios",
  tag: "court",
  access: "admin",
  response: z.object({ data: z.array(courtSchema) }),
});

export const createCourt = endpoint({
  method: "POST",
  path: "/api/admin/court/create_court",
  summary: "Crear una cancha con sus horarios por día y sus precios por franja y duración",
  tag: "court",
  access: "admin",
  body: z.object({ data: createCourtDataSchema }),
  response: courtAnswer,
});

export const updateCourt = endpoint({
  method: "PUT",
  path: "/api/admin/court/update_court/:id",
  summary:
    "Modificar una cancha; los horarios o precios enviados reemplazan los anteriores (las canchas no se borran: se desactivan)",
  tag: "court",
  access: "admin",
  params: idParams,
  body: z.object({ data: updateCourtDataSchema }),
  response: courtAnswer,
});
