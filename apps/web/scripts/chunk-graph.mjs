// The static-import graph of a build's chunks (a Rollup/Rolldown bundle: file name → chunk).

/** Every chunk the given ones import statically, themselves included, each once, in import order. */
export function staticClosure(bundle, names) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const child of bundle[name]?.imports ?? []) visit(child);
  };
  for (const name of names) visit(name);
  return [...seen];
}
