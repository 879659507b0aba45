import { PGlite } from '@electric-sql/pglite';
import { WAREHOUSE_SEED } from '@/lib/runtime/warehouse';

/**
 * The data directory of a freshly seeded warehouse, as the gzipped tarball that
 * `PGlite.create({ loadDataDir })` reads: starting from it skips PostgreSQL's initdb, the
 * slowest part of the warehouse's start in the browser.
 */
export async function preparedWarehouseData(): Promise<Blob> {
  const db = await PGlite.create();
  try {
    await db.exec(WAREHOUSE_SEED);
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
