import {
  confirmResult,
  createMatch,
  findMatch,
  getDisputedResults,
  getMatchPayments,
  getMyMatches,
  getOpenMatches,
  joinMatch,
  leaveMatch,
  payShare,
  reportResult,
  settleResult,
} from "@club/contract";
import type { PadelSet } from "@club/domain";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { resolvePaymentGateway } from "../payments/payment-gateways";
import { signedInViewer } from "../waitlists/page-viewer";
import * as results from "./match-results.service";
import * as shares from "./match-shares.service";
import { toMatchPaymentsWire } from "./match-shares.wire";
import * as matches from "./matches.service";
import { toMatchWire } from "./matches.wire";
import { myMatches } from "./my-matches.service";

/** GoMatch: players open their bookings as matches, and others find them and join. */
export function matchesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, createMatch, async ({ body, session }) =>
    toMatchWire(
      await matches.createMatch(ctx.db, {
        userId: session.id,
        bookingSlug: body.booking_slug,
        openPlaces: body.open_places,
        visibility: body.visibility,
        strongestCode: body.strongest_category,
        weakestCode: body.weakest_category,
        side: body.side,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, findMatch, async ({ params, request }) => {
    const viewer = await signedInViewer(request, ctx);
    return toMatchWire(await matches.findMatch(ctx.db, params.slug, ctx.now(), viewer?.id ?? null));
  });

  registerEndpoint(app, ctx, getOpenMatches, async ({ query }) => {
    const found = await matches.openMatchesOn(ctx.db, {
      clubId: query.club_id,
      date: query.date,
      categoryCode: query.category,
      page: query.page,
      limit: query.limit,
      now: ctx.now(),
    });
    return { matches: found.matches.map(toMatchWire), pagination: found.pagination };
  });

  registerEndpoint(app, ctx, getMyMatches, async ({ query, session }) => {
    const mine = await myMatches(ctx.db, {
      userId: session.id,
      scope: query.scope,
      page: query.page,
      limit: query.limit,
      now: ctx.now(),
    });
    return { matches: mine.matches.map(toMatchWire), pagination: mine.pagination };
  });

  registerEndpoint(app, ctx, joinMatch, async ({ params, body, session }) =>
    toMatchWire(
      await matches.joinMatch(ctx.db, {
        userId: session.id,
        slug: params.slug,
        side: body.side,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, leaveMatch, async ({ params, session }) =>
    toMatchWire(await matches.leaveMatch(ctx.db, { userId: session.id, slug: params.slug, now: ctx.now() })),
  );

  registerEndpoint(app, ctx, getMatchPayments, async ({ params, session }) =>
    toMatchPaymentsWire(
      await shares.matchPayments(ctx.db, { userId: session.id, slug: params.slug, now: ctx.now() }),
    ),
  );

  registerEndpoint(app, ctx, payShare, async ({ params, session }) => {
    const { gateway } = resolvePaymentGateway(ctx.config);
    const redirect = await shares.startSharePayment(ctx.db, gateway, {
      userId: session.id,
      slug: params.slug,
      now: ctx.now(),
    });
    return { redirect_url: redirect.redirectUrl, post_fields: redirect.postFields };
  });

  registerEndpoint(app, ctx, reportResult, async ({ params, body, session }) =>
    toMatchWire(
      await results.reportResult(ctx.db, {
        userId: session.id,
        slug: params.slug,
        // Two numbers each: the contract checked the length.
        sets: body.sets.map((set) => [set[0], set[1]] as PadelSet),
        pair1: body.pair_1,
        pair2: body.pair_2,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, confirmResult, async ({ params, body, session }) =>
    toMatchWire(
      await results.answerReportedResult(ctx.db, {
        userId: session.id,
        slug: params.slug,
        agree: body.agree,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, getDisputedResults, async ({ session }) => ({
    matches: (await results.disputedResults(ctx.db, session.clubId, ctx.now())).map(toMatchWire),
  }));

  registerEndpoint(app, ctx, settleResult, async ({ params, body, session }) =>
    toMatchWire(
      await results.settleResult(ctx.db, {
        clubId: session.clubId,
        adminId: session.id,
        slug: params.slug,
        decision: body.decision,
        sets: body.sets as PadelSet[] | undefined,
        now: ctx.now(),
      }),
    ),
  );
}
