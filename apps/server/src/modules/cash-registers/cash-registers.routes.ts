import {
  closeCashRegister,
  findCashRegisterRecordsByUserId,
  getCashRegisterRecords,
  openCashRegister,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as service from "./cash-registers.service";
import { toCashRegisterRecordWire, toCashRegisterWire } from "./cash-registers.wire";

export function cashRegistersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, openCashRegister, async ({ params, body, session }) => {
    const register = await service.openCashRegister(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      registerId: params.id,
      amount: body.cash_register_record_open_cash_user_amount,
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
    });
    return {
      ok: true as const,
      message: "Caja cerrada con éxito.",
      cash_register: toCashRegisterWire(register),
    };
  });

  registerEndpoint(app, ctx, getCashRegisterRecords, async ({ query, session }) => {
    const { records, pagination } = await service.listCashRegisterRecords(ctx.db, {
      clubId: session.clubId,
      page: query.page,
      limit: query.limit,
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
}
