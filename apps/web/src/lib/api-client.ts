import {
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  errorEnvelopeSchema,
} from "@club/contract";
import { ApiError } from "./api-error";
import { takeEarly } from "./early-answers";
import { currentToken, expireSession } from "./session";

export { ApiError, isNetworkError } from "./api-error";

type Input<E extends Endpoint> = Partial<EndpointInput<E>>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

type Body = { contentType?: string; payload: BodyInit };

/** Sends to one endpoint with the stored bearer token; the answer is checked against the contract. */
async function send<E extends Endpoint>(
  ep: E,
  url: string,
  body?: Body,
  extraHeaders?: Record<string, string>,
): Promise<EndpointResponse<E>> {
  const headers: Record<string, string> = { ...extraHeaders, accept: "application/json" };
  let sentEarly: Promise<Response> | undefined;
  if (ep.access !== "public") {
    const token = currentToken();
    if (!token) {
      expireSession();
      throw new ApiError("UNAUTHORIZED", "Tu sesión expiró. Inicia sesión de nuevo.", 401);
    }
    headers.authorization = `Bearer ${token}`;
    if (ep.method === "GET") sentEarly = takeEarly(url, token);
  } else if (ep.method === "GET") {
    // A public read a signed-in screen sent early (the clubs and grids of /court) is taken the same way.
    const token = currentToken();
    if (token) sentEarly = takeEarly(url, token);
  }
  if (body?.contentType) headers["content-type"] = body.contentType;
  let response: Response;
  try {
    response = await (sentEarly ??
      fetch(url, {
        method: ep.method,
        headers,
        ...(body ? { body: body.payload } : {}),
      }));
  } catch {
    throw new ApiError("NETWORK_ERROR", "Sin conexión con el servidor. Revisa tu conexión a internet.", 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(payload);
    if (response.status === 401 && ep.access !== "public") expireSession();
    if (envelope.success) {
      const { code, message, details } = envelope.data.error;
      throw new ApiError(code, message, response.status, details);
    }
    throw new ApiError("INTERNAL_ERROR", "El servidor respondió con un error inesperado.", response.status);
  }
  return ep.response.parse(payload) as EndpointResponse<E>;
}

/** Calls one contract endpoint with a JSON body. */
export async function apiRequest<E extends Endpoint>(
  ep: E,
  input: Input<E> = {},
): Promise<EndpointResponse<E>> {
  const url =
    buildPath(ep.path, input.params as Record<string, unknown> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined);
  const body =
    input.body === undefined
      ? undefined
      : { contentType: "application/json", payload: JSON.stringify(input.body) };
  return send(ep, url, body, input.headers as Record<string, string> | undefined);
}

/** Sends a multipart form (the browser sets its boundary) to an endpoint that reads the body itself. */
export async function apiFormRequest<E extends Endpoint>(
  ep: E,
  form: FormData,
  params?: Input<E>["params"],
): Promise<EndpointResponse<E>> {
  return send(ep, buildPath(ep.path, params as Record<string, unknown> | undefined), { payload: form });
}
