import { isValidRut, MIN_PASSWORD_LENGTH, PLAYER_CATEGORIES } from "@club/domain";
import { z } from "zod";
import { messageResponse } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

export const ROLE_TYPES = ["public", "authenticated", "club_administrator"] as const;
export const roleTypeSchema = z.enum(ROLE_TYPES);
export type RoleType = z.infer<typeof roleTypeSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  role: roleTypeSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ jwt: z.string(), user: sessionUserSchema });

const password = text("La contraseña es obligatoria")
  .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .max(200, "La contraseña es demasiado larga");

// Trimmed before the format check, so a pasted address with a trailing space is accepted.
const email = text("El correo es obligatorio")
  .trim()
  .max(200, "El correo es demasiado largo")
  .pipe(z.email("Ingresa un correo válido"));

export const login = endpoint({
  method: "POST",
  path: "/api/auth/local",
  summary: "Iniciar sesión con nombre de usuario o correo",
  tag: "auth",
  access: "public",
  body: z.object({
    identifier: text("Ingresa tu usuario o correo").trim().min(1, "Ingresa tu usuario o correo"),
    password: text("Ingresa tu contraseña")
      .min(1, "Ingresa tu contraseña")
      .max(200, "La contraseña puede tener hasta 200 caracteres"),
  }),
  response: authResponseSchema,
});

export const registerBodySchema = z.object({
  name: text("El nombre es obligatorio")
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(80, "El nombre puede tener hasta 80 caracteres"),
  lastname: text("El apellido es obligatorio")
    .trim()
    .min(1, "El apellido es obligatorio")
    .max(80, "El apellido puede tener hasta 80 caracteres"),
  username: text("El nombre de usuario es obligatorio")
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{3,30}$/, "Usa de 3 a 30 letras, números, punto, guion o guion bajo"),
  email,
  rut: text("El RUT es obligatorio")
    .trim()
    .refine(isValidRut, "RUT inválido: revisa el formato 12345678-5 y el dígito verificador"),
  phone: text("El teléfono es obligatorio")
    .trim()
    .regex(/^\+?[0-9 ]{8,15}$/, "Ingresa un teléfono válido, por ejemplo +56 9 1234 5678"),
  category: z.enum(PLAYER_CATEGORIES, { error: "Elige una categoría" }),
  password,
  accept_terms: z.literal(true, {
    error: "Para crear tu cuenta debes aceptar los términos y condiciones y la política de privacidad",
  }),
});

export const register = endpoint({
  method: "POST",
  path: "/api/auth/register",
  summary: "Registro de jugadores",
  tag: "auth",
  access: "public",
  body: registerBodySchema,
  response: authResponseSchema,
});

export const forgotPassword = endpoint({
  method: "POST",
  path: "/api/auth/forgot-password",
  summary: "Pedir un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)",
  tag: "auth",
  access: "public",
  body: z.object({ email }),
  response: messageResponse,
});

export const resetPassword = endpoint({
  method: "POST",
  path: "/api/auth/reset-password",
  summary: "Fijar una contraseña nueva con el código recibido por correo",
  tag: "auth",
  access: "public",
  body: z
    .object({
      code: text("Falta el código").min(10, "Código inválido").max(200, "Código inválido"),
      password,
      passwordConfirmation: text("Repite la contraseña"),
    })
    .refine((b) => b.password === b.passwordConfirmation, {
      path: ["passwordConfirmation"],
      message: "Las contraseñas no coinciden",
    }),
  response: messageResponse,
});

export const confirmEmail = endpoint({
  method: "POST",
  path: "/api/auth/confirm-email",
  summary: "Confirmar el correo con el código del enlace enviado al registrarse",
  tag: "auth",
  access: "public",
  body: z.object({ code: text("Falta el código").min(10, "Código inválido").max(200, "Código inválido") }),
  response: messageResponse,
});

export const resendConfirmation = endpoint({
  method: "POST",
  path: "/api/auth/resend-confirmation",
  summary: "Pedir otro correo para confirmar el correo de la cuenta",
  tag: "auth",
  access: "user",
  response: messageResponse,
});

export const me = endpoint({
  method: "GET",
  path: "/api/users/me",
  summary: "El usuario de la sesión",
  tag: "auth",
  access: "user",
  response: sessionUserSchema,
});
