import { type EndpointInput, resetPassword } from "@club/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ResetPasswordInput = EndpointInput<typeof resetPassword>["body"];

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => apiRequest(resetPassword, { body }) });
}
