import { useMutation } from "@tanstack/react-query";
import type { LoginInput } from "./login-request";

export type { LoginInput };

export function useLogin() {
  return useMutation({
    // The API client and the login schema load on submit: the login page itself needs neither.
    mutationFn: async (body: LoginInput) => (await import("./login-request")).requestLogin(body),
  });
}
