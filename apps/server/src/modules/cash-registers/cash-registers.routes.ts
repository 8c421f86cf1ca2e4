import {
  addCashMovement,
  closeCashRegister,
  createCashRegister,
  findCashRegisterRecord,
  findCashRegisterRecordsByUserId,
  getCashRegisterRecords,
  getCashRegisters,
  openCashRegister,
  updateCashRegister,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as movements from "./cash-movements.service";
import { findCashRegisterRecord as findRecordDetail } from "./cash-register-record-detail.service";
import * as setup from "./cash-register-setup.service";
import * as service from "./cash-registers.service";
import {
  toCashMovementWire,
  toCashRegisterRecordDetailWire,
  toCashRegisterRecordWire,
  toCashRegisterSetupWire,
  toCashRegisterWire,
} from "./cash-registers.wire";

export function cashRegistersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, openCashRegister, async ({ params, body, session }) => {
    const register = await service.openCashRegister(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      registerId: params.id,
      amount: body.cash_register_record_open_cash_user_amount,
      now: ctx.now(),
    });
    return {
      ok: true as const,
      message: "Caja abierta con éxito.",
      cash_register: toCashRegisterWire(register),
    };
  });

  registerEndpoint(app, ctx, closeCashRegister, async ({ params, body, session }) => {
    const register = await service.closeCashRegister(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      registerId: params.id,
      amount: body.cash_register_record_close_cash_user_amount,
      now: ctx.now(),
    });
    return {
      ok: true as const,
      message: "Caja cerrada con éxito.",
      cash_register: toCashRegisterWire(register),
    };
  });

  registerEndpoint(app, ctx, addCashMovement, async ({ params, body, session }) => {
    const movement = await movements.addCashMovement(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      registerId: params.id,
      type: body.data.cash_movement_type,
      amount: body.data.cash_movement_amount,
      reason: body.data.cash_movement_reason,
      now: ctx.now(),
    });
    return {
      ok: true as const,
      message: movement.type === "in" ? "Ingreso de efectivo registrado." : "Retiro de efectivo registrado.",
      cash_movement: toCashMovementWire(movement),
    };
  });

  registerEndpoint(app, ctx, getCashRegisterRecords, async ({ query, session }) => {
    const { records, pagination } = await service.listCashRegisterRecords(ctx.db, {
      clubId: session.clubId,
      page: query.page,
      limit: query.limit,
      status: query.status,
      startDate: query.start_date,
      endDate: query.end_date,
    });
    return { cash_register_records: records.map(toCashRegisterRecordWire), pagination };
  });

  // A user who is neither a member of the caller's club nor one of its past operators is 404, like a
  // missing one; a member with no sessions gets an empty page.
  registerEndpoint(app, ctx, findCashRegisterRecordsByUserId, async ({ params, query, session }) => {
    const { records, pagination } = await service.listCashRegisterRecords(ctx.db, {
      clubId: session.clubId,
      userId: params.userId,
      page: query.page,
      limit: query.limit,
    });
    return { cash_register_records: records.map(toCashRegisterRecordWire), pagination };
  });

  registerEndpoint(app, ctx, findCashRegisterRecord, async ({ params, session }) =>
    toCashRegisterRecordDetailWire(
      await findRecordDetail(ctx.db, { clubId: session.clubId, id: params.id, now: ctx.now() }),
    ),
  );

  registerEndpoint(app, ctx, getCashRegisters, async ({ session }) => ({
    data: (await service.listClubCashRegisters(ctx.db, session.clubId)).map(toCashRegisterSetupWire),
  }));

  registerEndpoint(app, ctx, createCashRegister, async ({ body, session }) => {
    const register = await setup.createCashRegister(ctx.db, {
      clubId: session.clubId,
      name: body.data.cash_register_name,
    });
    return { ok: true as const, message: "Caja creada", data: toCashRegisterSetupWire(register) };
  });

  registerEndpoint(app, ctx, updateCashRegister, async ({ params, body, session }) => {
    const register = await setup.updateCashRegister(ctx.db, {
      clubId: session.clubId,
      registerId: params.id,
      name: body.data.cash_register_name,
      active: body.data.active,
    });
    return { ok: true as const, message: "Caja actualizada", data: toCashRegisterSetupWire(register) };
  });
}
