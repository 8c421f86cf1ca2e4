import { confirmEmail } from "@club/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function useConfirmEmail() {
  return useMutation({ mutationFn: (code: string) => apiRequest(confirmEmail, { body: { code } }) });
}
