import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorEnvelope, FieldError } from "@club/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, badRequest } from "./app-error";

function envelope(requestId: string, error: AppError): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      requestId,
    },
  };
}

/** Each field's problems, each said once (1e20 fails both "whole number" and "at most" in the same words). */
function validationFields(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const fields = error.validation.map<FieldError>((v) => ({
    field: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "body"),
    message: v.message ?? "Valor inválido",
  }));
  return fields.filter(
    (f, i) => fields.findIndex((g) => g.field === f.field && g.message === f.message) === i,
  );
}

const unexpected = () => new AppError("INTERNAL_ERROR", "Ocurrió un error inesperado. Intenta de nuevo.");

function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.status >= 500) reply.header("cache-control", "no-store");
  return reply.status(error.status).send(envelope(request.id, error));
}

const URL_TOO_LONG = "La dirección es demasiado larga.";

/**
 * The router's own refusals, before any route or session: a percent-escape that does not decode, a path
 * parameter past the router's limit. Given to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === "FST_ERR_BAD_URL") {
    return send(request, reply, badRequest("url", "La dirección tiene un carácter mal codificado."));
  }
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") {
    const tooLong = new AppError("URI_TOO_LONG", URL_TOO_LONG, [{ field: "url", message: URL_TOO_LONG }]);
    return send(request, reply, tooLong);
  }
  request.log.error({ err }, "router error");
  return send(request, reply, unexpected());
}

const CLIENT_ERRORS: Record<string, AppError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new AppError("REQUEST_TIMEOUT", "La solicitud tardó demasiado en llegar."),
  HPE_HEADER_OVERFLOW: new AppError(
    "HEADERS_TOO_LARGE",
    "Los encabezados de la solicitud son demasiado grandes.",
  ),
};

/**
 * A request Node cannot parse (broken HTTP, headers past the limit, too slow to arrive) never reaches
 * Fastify: the answer is written on the socket, still as the one envelope. Given as `clientErrorHandler`.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const error = CLIENT_ERRORS[err.code ?? ""] ?? badRequest("request", "La solicitud no es válida.");
  const body = JSON.stringify(envelope(randomUUID(), error));
  // A route may have answered already (a 401 before reading the body): a second answer would corrupt it.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    socket.write(
      [
        `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
        `content-length: ${Buffer.byteLength(body)}`,
        "content-type: application/json; charset=utf-8",
        "connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  }
  socket.destroy(err);
}

/** Every failure leaves as one envelope; nothing internal (stack, SQL) reaches the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let error: AppError;
    if (err instanceof AppError) {
      error = err;
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const details = validationFields(err);
      error = new AppError("VALIDATION_ERROR", details[0]?.message ?? "Datos inválidos", details);
    } else if (err.statusCode === 429) {
      error = new AppError("RATE_LIMITED", "Demasiados intentos. Espera un momento y vuelve a intentar.");
    } else if (err.statusCode === 413 || err.code === "FST_REQ_FILE_TOO_LARGE") {
      error = new AppError("PAYLOAD_TOO_LARGE", "El archivo o la solicitud es demasiado grande.");
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said in Spanish.
      error = new AppError("VALIDATION_ERROR", "La solicitud no es válida.", [
        { field: "body", message: "La solicitud no es válida." },
      ]);
    } else {
      request.log.error({ err }, "unhandled error");
      error = unexpected();
    }
    return send(request, reply, error);
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, new AppError("NOT_FOUND", "La ruta solicitada no existe.")),
  );
}
