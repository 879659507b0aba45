import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouseOn } from '@/lib/runtime/warehouse';
import { preparedWarehouseData } from '@/scripts/lib/prepared-warehouse';

const ORDERS =
  'SELECT id, date_commande, current_date - date_commande AS age FROM commandes ORDER BY id';

// Each PostgreSQL start costs seconds: one prepared directory serves every case.
let data: Blob;
beforeAll(async () => {
  data = await preparedWarehouseData();
}, 120_000);

describe('the warehouse started from a prepared data directory', () => {
  it('answers exactly as a freshly seeded one, and still refuses writes', async () => {
    const fresh = await warehouseOn(await PGlite.create());
    const prepared = await warehouseOn(await PGlite.create({ loadDataDir: data }), 'prepared');
    expect(await prepared.listTables()).toEqual(await fresh.listTables());
    expect(await prepared.describeTable('commandes')).toEqual(
      await fresh.describeTable('commandes'),
    );
    expect(await prepared.select(ORDERS)).toEqual(await fresh.select(ORDERS));
    await expect(prepared.select('DELETE FROM commandes')).rejects.toMatchObject({
      code: '25006',
    });
  }, 120_000);

  it('brings the dates of a directory prepared days ago to today, so « hier » is yesterday', async () => {
    const old = await PGlite.create({ loadDataDir: data });
    await old.exec('UPDATE ventes.commandes SET date_commande = date_commande - 9');
    const warehouse = await warehouseOn(
      await PGlite.create({ loadDataDir: await old.dumpDataDir('gzip') }),
      'prepared',
    );
    const { rows } = await warehouse.select(ORDERS);
    expect(rows.map((row) => row.age)).toEqual([3, 2, 2, 1, 1, 1, 1, 1, 0, 0]);
  }, 120_000);
});
