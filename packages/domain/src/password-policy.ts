import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as spanish from "@zxcvbn-ts/language-es-es";
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from "./password-length";

export { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT };

// zxcvbn's score 3: at least 10^8 guesses, beyond reach of online guessing behind the login throttle.
const MIN_SCORE = 3;

export const PASSWORD_HAS_PERSONAL_DATA = "No uses tu nombre, usuario, correo ni RUT en la contraseña";
const PASSWORD_GUESSABLE = "Esa contraseña es fácil de adivinar";
const ADVICE = "Usa una frase de varias palabras poco comunes.";

/** What the person typed elsewhere in the form: a password built from it is the first thing tried. */
export type PasswordOwner = {
  name?: string;
  lastname?: string;
  username?: string;
  email?: string;
  rut?: string | null;
};

// Built on first use: the dictionaries are large and most callers of the domain never need them.
let zxcvbn: ZxcvbnFactory | undefined;
const estimator = () => {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  });
  return zxcvbn;
};

function ownerWords(owner: PasswordOwner): string[] {
  const words = [owner.name, owner.lastname, owner.username, owner.email];
  const [local] = owner.email?.split("@") ?? [];
  const rutBody = owner.rut?.replace(/[^0-9kK]/g, "");
  words.push(local, rutBody, rutBody?.slice(0, -1));
  return words.map((w) => w?.trim().toLowerCase() ?? "").filter((w) => w.length >= 3);
}

// zxcvbn scores "nombre + RUT" as two rare words; what is left without the owner's data must stand alone.
// Compared on letters and digits only, so "12.345.678-5" is the RUT 123456785 and "tomas_f" is "tomasf".
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

function mostlyOwnerData(password: string, words: string[]): boolean {
  let rest = bare(password);
  for (const word of words) rest = rest.replaceAll(bare(word), "");
  return rest.length < MIN_PASSWORD_LENGTH / 2;
}

/** Why a password is refused, in Spanish, or null when it is good enough. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const words = ownerWords(owner);
  if (mostlyOwnerData(password, words)) return PASSWORD_HAS_PERSONAL_DATA;
  const result = estimator().check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const personal = result.sequence.some(
    (match) => match.pattern === "dictionary" && match.dictionaryName === "userInputs",
  );
  if (personal) return PASSWORD_HAS_PERSONAL_DATA;
  const warning = result.feedback.warning?.replace(/\.?$/, ".") ?? `${PASSWORD_GUESSABLE}.`;
  return `${warning} ${ADVICE}`;
}
