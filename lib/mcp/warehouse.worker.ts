// The warehouse's PostgreSQL in a Web Worker: PGlite's start-up (compiling and initialising
// PostgreSQL, seconds of work) and every query run here, never on the page's thread.
import { PGlite } from '@electric-sql/pglite';
import { warehouseOn } from '@/lib/runtime/warehouse';
import {
  DatabaseError,
  PREPARED_WAREHOUSE_PATH,
  type WarehouseReply,
  type WarehouseRequest,
} from './warehouse-types';

const scope = self as unknown as {
  postMessage: (reply: WarehouseReply) => void;
  onmessage: ((event: MessageEvent<WarehouseRequest>) => void) | null;
};

const ready = startPrepared().catch(async () => warehouseOn(await PGlite.create()));

/** Starts from the data directory the build prepared: no initdb, no seeding. */
async function startPrepared() {
  const response = await fetch(PREPARED_WAREHOUSE_PATH);
  if (!response.ok) throw new Error(`${PREPARED_WAREHOUSE_PATH}: ${response.status}`);
  const db = await PGlite.create({ loadDataDir: await response.blob() });
  return warehouseOn(db, 'prepared');
}
ready.catch((error: unknown) => {
  scope.postMessage({
    id: 0,
    ok: false,
    failed: error instanceof Error ? error.message : String(error),
  });
});

scope.onmessage = (event) => {
  const request = event.data;
  void ready
    .then((warehouse) =>
      request.op === 'listTables'
        ? warehouse.listTables()
        : request.op === 'describeTable'
          ? warehouse.describeTable(request.arg)
          : warehouse.select(request.arg),
    )
    .then(
      (value) => scope.postMessage({ id: request.id, ok: true, value }),
      (error: unknown) =>
        scope.postMessage({
          id: request.id,
          ok: false,
          error: {
            message: error instanceof Error ? error.message : String(error),
            code: error instanceof DatabaseError ? error.code : undefined,
          },
        }),
    );
};
