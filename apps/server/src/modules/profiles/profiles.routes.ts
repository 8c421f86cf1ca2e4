import { findUser, updateProfile, uploadProfilePhoto } from "@club/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { UPLOAD_FORM_LIMITS, withUploadForm } from "../uploads/upload-form";
import * as profiles from "./profiles.service";
import { toProfileWire } from "./profiles.wire";

const viewerOf = (session: { id: number; role: string; clubId: number | null }): profiles.Viewer => ({
  id: session.id,
  adminOf: session.role === "club_administrator" ? session.clubId : null,
});

/** Players' profiles: anyone signed in reads the public part, the owner edits theirs. */
export function profilesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, findUser, async ({ params, session }) =>
    toProfileWire(await profiles.findProfile(ctx.db, params.username, viewerOf(session))),
  );

  registerEndpoint(app, ctx, updateProfile, async ({ params, body, session }) =>
    toProfileWire(
      await profiles.updateProfile(ctx.db, params.username, viewerOf(session), {
        name: body.name,
        lastname: body.lastname,
        phone: body.phone,
        categoryCode: body.category,
        side: body.side,
        hidePhone: body.hide_phone,
        hideFromRanking: body.hide_from_ranking,
      }),
    ),
  );

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_FORM_LIMITS });
    registerEndpoint(scope, ctx, uploadProfilePhoto, async ({ request, params, session }) =>
      withUploadForm(request, async (form) =>
        toProfileWire(await profiles.changePhoto(ctx.db, params.username, viewerOf(session), form.files)),
      ),
    );
  });
}
