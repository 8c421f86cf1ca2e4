import { MAX_ORDER_AMOUNT } from "@club/domain";
import { z } from "zod";
import { dateTimeParts, idParams, requiredClpAmount } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

export const CASH_MOVEMENT_TYPES = ["in", "out"] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];

/** Cash put into (`in`) or taken out of (`out`) the drawer during the operator's open session. */
export const cashMovementSchema = z.object({
  id: z.number().int(),
  cash_movement_type: z.enum(CASH_MOVEMENT_TYPES),
  cash_movement_amount: z.number().int(),
  cash_movement_reason: z.string(),
  cash_movement_datetime: dateTimeParts,
  user: z.object({ id: z.number().int(), name: z.string(), lastname: z.string() }),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

export const addCashMovement = endpoint({
  method: "POST",
  path: "/api/admin/cash_register/add_cash_movement/:id",
  summary: "Ingresar o retirar efectivo de la caja abierta del operador, con el motivo",
  tag: "cash_register",
  access: "admin",
  params: idParams,
  body: z.object({
    data: z.object({
      cash_movement_type: z.enum(CASH_MOVEMENT_TYPES, { error: "El tipo debe ser in u out" }),
      cash_movement_amount: requiredClpAmount("El monto es obligatorio")
        .refine((v) => v > 0, "El monto debe ser mayor que cero")
        .refine((v) => v <= MAX_ORDER_AMOUNT, "El monto es demasiado grande"),
      cash_movement_reason: text("El motivo es obligatorio")
        .trim()
        .min(1, "El motivo es obligatorio")
        .max(200, "El motivo puede tener hasta 200 caracteres"),
    }),
  }),
  response: z.object({ ok: z.literal(true), message: z.string(), cash_movement: cashMovementSchema }),
});
