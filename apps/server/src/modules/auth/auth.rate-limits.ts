// Requests a minute per address on the auth routes (only app.ts imports the routes; the tests read these).
export const FORGOT_PASSWORD_RATE_LIMIT = 5;
export const RESET_PASSWORD_RATE_LIMIT = 10;
// Sign-up requests, valid or not (accounts made per address have their own limit, REGISTER_RATE_LIMIT).
export const REGISTER_REQUESTS_PER_MINUTE = 10;
export const CONFIRM_EMAIL_RATE_LIMIT = 10;
export const RESEND_CONFIRMATION_RATE_LIMIT = 5;
