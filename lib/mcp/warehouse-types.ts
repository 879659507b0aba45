import type { QueryRows } from '@/lib/runtime/database';

export { DatabaseError, type QueryRows, type Warehouse } from '@/lib/runtime/database';

/** What the page asks the warehouse's worker, and what it answers. */
export type WarehouseRequest =
  { id: number; op: 'listTables' } | { id: number; op: 'describeTable' | 'select'; arg: string };

export type WarehouseReply =
  | { id: number; ok: true; value: QueryRows }
  | { id: number; ok: false; error: { message: string; code: string | undefined } }
  | { id: 0; ok: false; failed: string };

/**
 * Where the built site serves the warehouse's prepared data directory (written by
 * scripts/prepare-warehouse.ts). Without it (the development server), the worker seeds a fresh
 * database instead.
 */
export const PREPARED_WAREHOUSE_PATH = '/pglite/entrepot.tar.gz';
