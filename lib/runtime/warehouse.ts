import type { PGlite } from '@electric-sql/pglite';
import { DatabaseError, openOnce, type QueryRows, type Warehouse } from './database';

export { DatabaseError, type QueryRows, type Warehouse };

/** The warehouse's tables and rows; the last order is always dated today. */
export const WAREHOUSE_SEED = `
CREATE SCHEMA ventes;
CREATE TABLE ventes.clients (
  id integer PRIMARY KEY,
  nom text NOT NULL,
  ville text NOT NULL
);
CREATE TABLE ventes.commandes (
  id integer PRIMARY KEY,
  client_id integer NOT NULL REFERENCES ventes.clients(id),
  montant numeric(10, 2) NOT NULL,
  statut text NOT NULL CHECK (statut IN ('payee', 'expediee', 'annulee')),
  date_commande date NOT NULL
);
INSERT INTO ventes.clients VALUES
  (1, 'Boulangerie Martin', 'Lyon'),
  (2, 'Atelier Dubois', 'Nantes'),
  (3, 'Librairie des Quais', 'Bordeaux'),
  (4, 'Fromagerie Leroy', 'Lille'),
  (5, 'Café du Port', 'Marseille');
INSERT INTO ventes.commandes VALUES
  (101, 1, 42.50, 'expediee', current_date - 3),
  (102, 2, 129.00, 'payee', current_date - 2),
  (103, 3, 18.90, 'annulee', current_date - 2),
  (104, 4, 75.00, 'payee', current_date - 1),
  (105, 1, 12.40, 'payee', current_date - 1),
  (106, 5, 230.10, 'expediee', current_date - 1),
  (107, 2, 64.00, 'payee', current_date - 1),
  (108, 3, 9.90, 'annulee', current_date - 1),
  (109, 4, 88.80, 'payee', current_date),
  (110, 5, 15.00, 'payee', current_date);
`;

/** Per connection, not stored in the data directory: set on every start. */
const SEARCH_PATH = 'SET search_path TO ventes, public;';

/**
 * A data directory prepared earlier (at build time) holds the dates of the day it was prepared:
 * moving every order by the same number of days keeps « hier » meaning yesterday.
 */
const BRING_DATES_TO_TODAY = `
UPDATE ventes.commandes
SET date_commande = date_commande + (current_date - (SELECT max(date_commande) FROM ventes.commandes));
`;

/** Opens the warehouse once per page (start-up takes about two seconds); later calls share it. */
export const openWarehouse = openOnce(createWarehouse);

async function createWarehouse(): Promise<Warehouse> {
  // Loaded on demand: PGlite and its WebAssembly only reach the pages that run this scenario.
  const { PGlite } = await import('@electric-sql/pglite');
  return warehouseOn(await PGlite.create());
}

/**
 * Wraps a PGlite in the warehouse's read-only queries: a fresh database is seeded first; one
 * started from a prepared data directory (`PGlite.create({ loadDataDir })`, see
 * scripts/prepare-warehouse.ts) already has its rows, and only has its dates brought to today.
 */
export async function warehouseOn(
  db: PGlite,
  origin: 'fresh' | 'prepared' = 'fresh',
): Promise<Warehouse> {
  await db.exec(origin === 'fresh' ? WAREHOUSE_SEED : BRING_DATES_TO_TODAY);
  await db.exec(SEARCH_PATH);

  // One query at a time: a READ ONLY transaction must not interleave with another.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const readOnly = (sql: string, params: unknown[] = []) =>
    serial(async () => {
      await db.exec('BEGIN TRANSACTION READ ONLY');
      try {
        // query() uses the extended protocol: one statement only, no « ; COMMIT ; … » smuggling.
        const result = await db.query<Record<string, unknown>>(sql, params);
        return { fields: result.fields.map((f) => f.name), rows: result.rows.map(plainRow) };
      } catch (error) {
        const e = error as { message?: string; code?: string };
        throw new DatabaseError(e.message ?? String(error), e.code);
      } finally {
        await db.exec('ROLLBACK');
      }
    });

  return {
    listTables: () =>
      readOnly(
        `SELECT table_name AS "table" FROM information_schema.tables
         WHERE table_schema = 'ventes' ORDER BY table_name`,
      ),
    describeTable: (table) =>
      readOnly(
        `SELECT column_name AS "colonne", data_type AS "type", is_nullable AS "nullable"
         FROM information_schema.columns
         WHERE table_schema = 'ventes' AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      ),
    select: (sql) => readOnly(sql),
  };
}

function plainRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString().slice(0, 10);
    else if (typeof value === 'bigint') out[key] = Number(value);
    else out[key] = value;
  }
  return out;
}
