import { type EndpointInput, register } from "@club/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type RegisterInput = EndpointInput<typeof register>["body"];

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterInput) => apiRequest(register, { body }) });
}
