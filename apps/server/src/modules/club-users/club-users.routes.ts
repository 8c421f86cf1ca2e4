import {
  findClubUser as findEndpoint,
  getClubUsers,
  setClubAdministrator as setAdminEndpoint,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { setClubAdministrator } from "./club-admin-role.service";
import { findClubUser, listClubUsers } from "./club-users.service";
import { toClubUserDetailWire, toClubUserWire } from "./club-users.wire";

/** The club's players and administrators: the club always comes from the administrator's session. */
export function clubUsersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getClubUsers, async ({ query, session }) => {
    const { members, pagination } = await listClubUsers(ctx.db, {
      clubId: session.clubId,
      search: query.search,
      role: query.role,
      sort: query.sort,
      page: query.page,
      limit: query.limit,
      now: ctx.now(),
    });
    return { users: members.map(toClubUserWire), pagination };
  });

  registerEndpoint(app, ctx, findEndpoint, async ({ params, session }) =>
    toClubUserDetailWire(
      await findClubUser(ctx.db, { clubId: session.clubId, userId: params.id, now: ctx.now() }),
    ),
  );

  registerEndpoint(app, ctx, setAdminEndpoint, async ({ params, body, session }) => {
    const administrator = body.club_administrator;
    const { role, changed } = await setClubAdministrator(ctx, {
      clubId: session.clubId,
      userId: params.id,
      administrator,
    });
    const done = administrator ? "Ahora es administrador del club" : "Ahora es jugador del club";
    const already = administrator ? "Ya era administrador del club" : "Ya era jugador del club";
    return { ok: true, message: changed ? done : already, role };
  });
}
