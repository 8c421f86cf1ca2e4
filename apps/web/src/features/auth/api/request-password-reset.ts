import { forgotPassword } from "@club/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => apiRequest(forgotPassword, { body: { email } }) });
}
