import { registerBodySchema } from "@club/contract";
import { isValidRut } from "@club/domain";
import { z } from "zod";

export const RUT_FORMAT_HINT = "12.345.678-5";

/** The server's sign-up rules plus what only the form has: the repeated password. */
export const registerFormSchema = registerBodySchema
  .extend({
    rut: z
      .string()
      .trim()
      .min(1, "El RUT es obligatorio")
      .refine(isValidRut, `RUT inválido: usa el formato ${RUT_FORMAT_HINT} y revisa el dígito verificador`),
    passwordConfirmation: z.string().min(1, "Repite la contraseña"),
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "Las contraseñas no coinciden",
  });

export interface RegisterFormValues {
  name: string;
  lastname: string;
  username: string;
  email: string;
  rut: string;
  phone: string;
  category: string | null;
  password: string;
  passwordConfirmation: string;
  accept_terms: boolean;
}

export const REGISTER_FIELDS = [
  "name",
  "lastname",
  "username",
  "email",
  "rut",
  "phone",
  "category",
  "password",
  "passwordConfirmation",
  "accept_terms",
] as const;

export const emptyRegisterForm: RegisterFormValues = {
  name: "",
  lastname: "",
  username: "",
  email: "",
  rut: "",
  phone: "",
  category: null,
  password: "",
  passwordConfirmation: "",
  accept_terms: false,
};
