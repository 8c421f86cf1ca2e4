/** The short rule of the password policy, light enough for every form and schema to import. */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
