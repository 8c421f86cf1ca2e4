import { type EndpointInput, login } from "@club/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type LoginInput = EndpointInput<typeof login>["body"];

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginInput) => apiRequest(login, { body }) });
}
