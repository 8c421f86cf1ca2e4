import type { DbOrTx, Tx } from "./client";

const byDatabase = new WeakMap<object, Map<string, unknown>>();

function cachedIn<Q>(owner: object, name: string, build: () => Q): Q {
  let statements = byDatabase.get(owner);
  if (!statements) {
    statements = new Map();
    byDatabase.set(owner, statements);
  }
  if (!statements.has(name)) statements.set(name, build());
  return statements.get(name) as Q;
}

/**
 * A prepared statement built once per database and reused: neither Drizzle nor PostgreSQL builds and
 * plans it again per call. `name` identifies it (also to PostgreSQL); `build` must prepare it under
 * that name and give the same statement for the same name.
 */
export function preparedOnce<Q>(db: DbOrTx, name: string, build: (name: string) => Q): Q {
  return cachedIn(db, name, () => build(name));
}

/** What Drizzle keeps of a database or transaction: its session, which runs queries on `client`. */
type Session = { client: unknown; dialect: object };
const sessionOf = (tx: Tx) => tx._.session as unknown as Session;

/**
 * A prepared statement for a query that runs inside transactions, built once per database and run on
 * the connection of the transaction `tx` (PostgreSQL parses it once per connection). Drizzle binds a
 * prepared statement to the connection it was built on, so each call answers a copy bound to `tx`'s
 * connection; the statements are kept per database by its dialect, which its transactions share. The
 * binding is Drizzle's own field: if a Drizzle release stops keeping the connection there, the first
 * call fails loudly instead of running a statement outside its transaction.
 */
export function preparedInTransaction<Q extends object>(
  tx: Tx,
  name: string,
  build: (tx: Tx, name: string) => Q,
): Q {
  const session = sessionOf(tx);
  const statement = cachedIn(session.dialect, name, () => {
    const built = build(tx, name);
    if (!Object.hasOwn(built, "client") || (built as { client: unknown }).client !== session.client) {
      throw new Error(`prepared statement ${name}: Drizzle no longer binds it to its connection as expected`);
    }
    return built;
  });
  return Object.create(statement, { client: { value: session.client } }) as Q;
}
