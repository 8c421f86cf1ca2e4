/** A record's id from a route segment: decimal digits naming a positive safe integer, else null. */
export function routeId(param: string | undefined): number | null {
  const id = Number(param);
  return param && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
