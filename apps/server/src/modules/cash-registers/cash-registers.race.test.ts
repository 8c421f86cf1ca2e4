import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCashRegister, createClub, createUser } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { AppError } from "../../http/app-error";
import { insertOpeningOrConflict } from "./cash-registers.service";

const N = 10;

describe(`cash registers under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  async function operators(clubId: number, n: number) {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const user = await createUser(t.ctx.db, {
          clubId,
          role: "club_administrator",
          name: `Operador${i}`,
          lastname: `Apellido${i}`,
        });
        return { ...user, token: await t.ctx.tokens.sign(user.id) };
      }),
    );
  }

  async function put(action: "open" | "close", registerId: number, token: string) {
    const field = `cash_register_record_${action}_cash_user_amount`;
    const res = await t.send("PUT", `/api/admin/cash_register/${action}_cash_register/${registerId}`, token, {
      [field]: 1000,
    });
    const body = res.body as { message?: string; error?: { message: string } };
    return { status: res.status, message: body.message ?? body.error?.message ?? "" };
  }

  /** The club's sessions still open, with who opened them on which register. */
  const openRecords = (clubId: number) =>
    stored<{ userId: number; cashRegisterId: number }>(t.ctx.db)`
      select user_id as "userId", cash_register_id as "cashRegisterId" from cash_register_records
      where club_id = ${clubId} and closed_at is null`;

  it("lets one operator open exactly one of N registers requested at once", async () => {
    const club = await createClub(t.ctx.db);
    const [me] = await operators(club.id, 1);
    if (!me) throw new Error("no operator");
    const registers = await Promise.all(
      Array.from({ length: N }, (_, i) => createCashRegister(t.ctx.db, club.id, `Caja ${i}`)),
    );
    const results = await Promise.all(registers.map((r) => put("open", r.id, me.token)));

    const winners = results.flatMap((r, i) => (r.status === 200 ? [registers[i]] : []));
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array(N - 1).fill(409));
    for (const l of losers) {
      expect(l.message).toBe(
        `Ya tienes una caja abierta: ${winners[0]?.name}. Ciérrala antes de abrir otra.`,
      );
    }
    expect((await openRecords(club.id)).filter((r) => r.userId === me.id)).toHaveLength(1);
  });

  it("lets exactly one of N operators open the same register at once", async () => {
    const club = await createClub(t.ctx.db);
    const register = await createCashRegister(t.ctx.db, club.id);
    const ops = await operators(club.id, N);
    const results = await Promise.all(ops.map((op) => put("open", register.id, op.token)));

    const winners = ops.filter((_, i) => results[i]?.status === 200);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array(N - 1).fill(409));
    for (const l of losers) {
      expect(l.message).toBe(`La caja está abierta por ${winners[0]?.name} ${winners[0]?.lastname}`);
    }
    const open = (await openRecords(club.id)).filter((r) => r.cashRegisterId === register.id);
    expect(open.map((r) => r.userId)).toEqual([winners[0]?.id]);
  });

  it("keeps one open session per register and per operator through a storm of opens and closes", async () => {
    const club = await createClub(t.ctx.db);
    const registers = await Promise.all(
      Array.from({ length: 3 }, () => createCashRegister(t.ctx.db, club.id)),
    );
    const ops = await operators(club.id, N);
    let seed = 20240601;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let opened = 0;
    let closed = 0;
    const statuses: number[] = [];
    // Each round every operator fires at once at a random register, so requests collide on purpose.
    for (let round = 0; round < 15; round++) {
      const steps = ops.map((op) => ({
        op,
        action: random() < 0.6 ? ("open" as const) : ("close" as const),
        registerId: registers[Math.floor(random() * registers.length)]?.id ?? 0,
      }));
      const results = await Promise.all(steps.map((s) => put(s.action, s.registerId, s.op.token)));
      results.forEach((res, i) => {
        statuses.push(res.status);
        if (res.status === 200) steps[i]?.action === "open" ? opened++ : closed++;
      });
    }
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(opened).toBeGreaterThan(0);

    const perRegister = await stored(t.ctx.db)`
      select cash_register_id as id, count(*)::int as n from cash_register_records
      where club_id = ${club.id} and closed_at is null group by cash_register_id having count(*) > 1`;
    expect(perRegister).toEqual([]);
    const perOperator = await stored(t.ctx.db)`
      select user_id as id, count(*)::int as n from cash_register_records
      where club_id = ${club.id} and closed_at is null group by user_id having count(*) > 1`;
    expect(perOperator).toEqual([]);
    // Every answered success really happened: what was opened and not closed is still open.
    const stillOpen = await openRecords(club.id);
    expect(stillOpen).toHaveLength(opened - closed);
  });

  it("holds both rules with the database alone, when the code's pre-check is skipped", async () => {
    const club = await createClub(t.ctx.db);
    const [me] = await operators(club.id, 1);
    if (!me) throw new Error("no operator");
    const registers = await Promise.all(
      Array.from({ length: N }, () => createCashRegister(t.ctx.db, club.id)),
    );
    const sameOperator = await Promise.allSettled(
      registers.map((r) =>
        insertOpeningOrConflict(t.ctx.db, {
          clubId: club.id,
          registerId: r.id,
          userId: me.id,
          openAmount: 0,
          openedAt: t.ctx.now(),
        }),
      ),
    );
    const won = sameOperator.findIndex((r) => r.status === "fulfilled");
    expect(sameOperator.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of sameOperator.filter((r) => r.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({
        status: 409,
        message: `Ya tienes una caja abierta: ${registers[won]?.name}. Ciérrala antes de abrir otra.`,
      });
    }

    const ops = await operators(club.id, N);
    const target = registers[(won + 1) % N];
    if (!target) throw new Error("no register");
    const sameRegister = await Promise.allSettled(
      ops.map((op) =>
        insertOpeningOrConflict(t.ctx.db, {
          clubId: club.id,
          registerId: target.id,
          userId: op.id,
          openAmount: 0,
          openedAt: t.ctx.now(),
        }),
      ),
    );
    const winner = ops[sameRegister.findIndex((r) => r.status === "fulfilled")];
    expect(sameRegister.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of sameRegister.filter((r) => r.status === "rejected")) {
      expect(r.reason).toMatchObject({
        status: 409,
        message: `La caja está abierta por ${winner?.name} ${winner?.lastname}`,
      });
    }
    expect(await openRecords(club.id)).toHaveLength(2);
  });
});
