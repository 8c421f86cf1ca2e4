import { type EndpointInput, login } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";

export type LoginInput = EndpointInput<typeof login>["body"];

/** Loaded on submit (see login.ts): a named import keeps the rest of the contract out of the chunk. */
export const requestLogin = (body: LoginInput) => apiRequest(login, { body });
