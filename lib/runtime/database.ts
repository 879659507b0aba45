// What the tools know of a database, without the database itself: warehouse.ts (PGlite) is
// shipped only in the exported projects whose server has one.

/** One query's answer, as plain JSON-friendly rows. */
export interface QueryRows {
  fields: string[];
  rows: Record<string, unknown>[];
}

/** The error PostgreSQL itself raised, with its SQLSTATE (25006 for a write in read-only). */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

/**
 * The warehouse: a real PostgreSQL (PGlite, compiled to WebAssembly) with a `ventes` schema
 * holding `commandes` and `clients`. Dates are relative to today, so « hier » always has rows.
 * Every learner query runs in a READ ONLY transaction: the database refuses writes itself.
 */
export interface Warehouse {
  listTables(): Promise<QueryRows>;
  describeTable(table: string): Promise<QueryRows>;
  select(sql: string): Promise<QueryRows>;
}

/**
 * Opens something slow once (a database takes seconds to start): later calls share the same
 * promise, and a failed start is forgotten so that the next call tries again.
 */
export function openOnce<T>(create: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | undefined;
  return () => {
    shared ??= create().catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
    return shared;
  };
}
