import { uploadFiles } from "@club/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { notFound } from "../../http/app-error";
import { registerEndpoint } from "../../http/route";
import { UPLOAD_FORM_LIMITS, withUploadForm } from "./upload-form";
import { parseUploadFolder } from "./upload-names";
import { findFileContent } from "./uploads.repository";
import { storeImages } from "./uploads.service";
import { toUploadedFile } from "./uploads.wire";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A key names one file forever (a new image gets a new key), so browsers and proxies may keep it a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

function ifNoneMatchHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

async function sendFile(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { key: string } }>,
  reply: FastifyReply,
  variant: "original" | "thumbnail",
) {
  const key = request.params.key.toLowerCase();
  if (!UUID.test(key)) throw notFound("Archivo no encontrado");
  const etag = `"${key}${variant === "thumbnail" ? "-t" : ""}"`;
  const cacheHeaders = { "cache-control": IMMUTABLE, etag, "x-content-type-options": "nosniff" };
  // The bytes behind a key never change, so a revalidation is answered without touching the database.
  if (ifNoneMatchHas(request, etag)) return reply.status(304).headers(cacheHeaders).send();
  const file = await findFileContent(ctx.db, key, variant);
  if (!file) throw notFound("Archivo no encontrado");
  return reply
    .headers(cacheHeaders)
    .type(file.mime)
    .header("content-length", file.bytes.length)
    .send(file.bytes);
}

export function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart parsing only where it is used: every other route keeps accepting JSON alone.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_FORM_LIMITS });
    registerEndpoint(scope, ctx, uploadFiles, async ({ request, session }) => {
      // The request's files wait on disk, in a folder of their own that goes with the answer.
      return withUploadForm(request, async (form) => {
        const folder = parseUploadFolder(form.path);
        const stored = await storeImages(ctx.db, {
          clubId: session.clubId,
          userId: session.id,
          folder,
          files: form.files,
        });
        return stored.map(toUploadedFile);
      });
    });
  });

  // Public on purpose: <img> tags send no bearer token, and a uuid key cannot be guessed.
  const serving = { schema: { hide: true } } as const;
  app.get<{ Params: { key: string } }>("/api/files/:key", serving, (request, reply) =>
    sendFile(ctx, request, reply, "original"),
  );
  app.get<{ Params: { key: string } }>("/api/files/:key/thumbnail", serving, (request, reply) =>
    sendFile(ctx, request, reply, "thumbnail"),
  );
}
