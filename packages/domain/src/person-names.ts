/**
 * First name and the initial of the last name ("Sofía Z."): what a public page or a public list (a match,
 * the ranking) shows of a player.
 */
export const shortName = (name: string, lastname: string) => {
  const initial = lastname.trim().charAt(0);
  return initial ? `${name} ${initial.toUpperCase()}.` : name;
};
