import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes, 1 lane): the OWASP baseline, so no options here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, never as a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Costs what a real verification costs, for accounts that do not exist: a login for an unknown user
 * then takes as long as one with a wrong password, so timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}
