import { createHash, randomBytes } from "node:crypto";

/** The code of a mailed link (reset, confirmation): 32 random bytes, URL-safe. */
export const newOneTimeCode = () => randomBytes(32).toString("base64url");

// Only the digest is stored: a leaked table does not hand out working links.
export const digestOf = (code: string) => createHash("sha256").update(code).digest("hex");
