import type { EndpointInput, login } from "@club/contract";
import { useMutation } from "@tanstack/react-query";

export type LoginInput = EndpointInput<typeof login>["body"];

export function useLogin() {
  return useMutation({
    // The API client and the contract's schemas load on submit: the login page itself needs neither.
    mutationFn: async (body: LoginInput) => {
      const [{ apiRequest }, contract] = await Promise.all([
        import("../../../lib/api-client"),
        import("@club/contract"),
      ]);
      return apiRequest(contract.login, { body });
    },
  });
}
