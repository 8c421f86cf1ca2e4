import { MIN_PASSWORD_LENGTH } from "@club/domain";

/** Under every field that sets a password: what the policy asks, said before it refuses. */
export const PASSWORD_HINT = `Al menos ${MIN_PASSWORD_LENGTH} caracteres; mejor una frase de varias palabras`;
