import { z } from "zod";
import { cashRegisterSchema } from "./cash-registers";
import { idParams, updateData } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

/** A register as the set-up screen lists it: with whether it is offered for opening. */
export const cashRegisterSetupSchema = cashRegisterSchema.extend({ active: z.boolean() });
export type CashRegisterSetup = z.infer<typeof cashRegisterSetupSchema>;

const registerName = text("El nombre es obligatorio")
  .trim()
  .min(1, "El nombre es obligatorio")
  .max(60, "El nombre puede tener hasta 60 caracteres");

const registerAnswer = z.object({ ok: z.literal(true), message: z.string(), data: cashRegisterSetupSchema });

export const getCashRegisters = endpoint({
  method: "GET",
  path: "/api/admin/cash_register/get_cash_registers",
  summary: "Cajas del club, también las desactivadas, por nombre",
  tag: "cash_register",
  access: "admin",
  response: z.object({ data: z.array(cashRegisterSetupSchema) }),
});

export const createCashRegister = endpoint({
  method: "POST",
  path: "/api/admin/cash_register/create_cash_register",
  summary: "Crear una caja",
  tag: "cash_register",
  access: "admin",
  body: z.object({ data: z.object({ cash_register_name: registerName }) }),
  response: registerAnswer,
});

export const updateCashRegister = endpoint({
  method: "PUT",
  path: "/api/admin/cash_register/update_cash_register/:id",
  summary: "Renombrar, desactivar o reactivar una caja (una caja abierta no se desactiva; nunca se borra)",
  tag: "cash_register",
  access: "admin",
  params: idParams,
  body: z.object({
    data: updateData(
      z.object({
        cash_register_name: registerName.optional(),
        active: z.boolean({ error: "Indica si la caja está activa" }).optional(),
      }),
    ),
  }),
  response: registerAnswer,
});
