import {
  addComment,
  createPost,
  getCommentReports,
  getComments,
  getFeed,
  likePost,
  removeComment,
  removePost,
  reportComment,
  unlikePost,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as feed from "./feed.service";
import { pageWire, toCommentWire, toFeedItemWire, toReportWire } from "./feed.wire";

/** The club's feed: news, likes, comments and their reports. */
export function feedRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getFeed, async ({ query, session }) => {
    const page = await feed.clubFeed(ctx.db, {
      viewer: session,
      clubId: query.club_id,
      page: query.page,
      limit: query.limit,
    });
    return {
      club: page.club,
      is_admin: page.isAdmin,
      items: page.rows.map(toFeedItemWire),
      pagination: pageWire(page),
    };
  });

  registerEndpoint(app, ctx, createPost, async ({ body, session }) =>
    toFeedItemWire(
      await feed.createPost(ctx.db, {
        clubId: session.clubId,
        userId: session.id,
        text: body.text,
        imageId: body.image_id,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, removePost, async ({ params, session }) => {
    await feed.removePost(ctx.db, { clubId: session.clubId, id: params.id, now: ctx.now() });
    return { ok: true, message: "Publicación quitada del muro" };
  });

  const setLike = async (liked: boolean, input: { itemId: number; clubId: number; userId: number }) => {
    const state = await feed.setLike(ctx.db, { ...input, liked });
    return { liked: state.liked, like_count: state.likeCount };
  };
  registerEndpoint(app, ctx, likePost, ({ params, body, session }) =>
    setLike(true, { itemId: params.id, clubId: body.club_id, userId: session.id }),
  );
  registerEndpoint(app, ctx, unlikePost, ({ params, body, session }) =>
    setLike(false, { itemId: params.id, clubId: body.club_id, userId: session.id }),
  );

  registerEndpoint(app, ctx, getComments, async ({ params, query, session }) => {
    const page = await feed.itemComments(ctx.db, {
      viewer: session,
      clubId: query.club_id,
      itemId: params.id,
      page: query.page,
      limit: query.limit,
    });
    return { comments: page.rows.map(toCommentWire), pagination: pageWire(page) };
  });

  registerEndpoint(app, ctx, addComment, async ({ params, body, session }) =>
    toCommentWire(
      await feed.addComment(ctx.db, {
        viewer: session,
        clubId: body.club_id,
        itemId: params.id,
        text: body.text,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, removeComment, async ({ params, body, session }) => {
    await feed.removeComment(ctx.db, {
      viewer: session,
      clubId: body.club_id,
      id: params.id,
      now: ctx.now(),
    });
    return { ok: true, message: "Comentario quitado" };
  });

  registerEndpoint(app, ctx, reportComment, async ({ params, body, session }) => {
    await feed.reportComment(ctx.db, {
      viewer: session,
      clubId: body.club_id,
      id: params.id,
      reason: body.reason,
      now: ctx.now(),
    });
    return { ok: true, message: "Gracias: los administradores del club revisarán el comentario" };
  });

  registerEndpoint(app, ctx, getCommentReports, async ({ query, session }) => {
    const page = await feed.commentReports(ctx.db, {
      viewer: session,
      clubId: session.clubId,
      page: query.page,
      limit: query.limit,
    });
    return { reports: page.rows.map(toReportWire), pagination: pageWire(page) };
  });
}
