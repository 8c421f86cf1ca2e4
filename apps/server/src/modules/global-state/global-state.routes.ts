import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export function globalStateRoutes(_app: FastifyInstance, _ctx: AppContext) {
  // TODO(placeholder while the module is written)
}
