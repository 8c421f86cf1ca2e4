import { resendConfirmation } from "@club/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** A new e-mail-confirmation link for the signed-in player (the booking screen and /confirmar-correo offer it). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => apiRequest(resendConfirmation) });
}
