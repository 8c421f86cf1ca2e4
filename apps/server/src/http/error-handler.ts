import type { ErrorEnvelope, FieldError } from "@club/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";

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

function validationFields(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  return error.validation.map<FieldError>((v) => ({
    field: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "body"),
    message: v.message ?? "Valor inválido",
  }));
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
      error = new AppError("INTERNAL_ERROR", "Ocurrió un error inesperado. Intenta de nuevo.");
    }
    if (error.status >= 500) reply.header("cache-control", "no-store");
    return reply.status(error.status).send(envelope(request.id, error));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new AppError("NOT_FOUND", "La ruta solicitada no existe.");
    return reply.status(404).send(envelope(request.id, error));
  });
}
