import { openOnce } from '@/lib/runtime/database';
import {
  DatabaseError,
  type QueryRows,
  type Warehouse,
  type WarehouseReply,
  type WarehouseRequest,
} from './warehouse-types';

export { DatabaseError, type QueryRows, type Warehouse } from './warehouse-types';

/**
 * Opens the simulation's warehouse once per page (start-up takes a few seconds); later calls
 * share it. In the browser it runs in a Web Worker; elsewhere, in-process.
 */
export const openWarehouse = openOnce(createWarehouse);

async function createWarehouse(): Promise<Warehouse> {
  if (typeof window !== 'undefined' && typeof Worker !== 'undefined') {
    const worker = startWorker();
    if (worker) return worker;
  }
  // Node (tests, scripts), or a browser that refused the worker: the same database, in-process.
  // Loaded on demand: PGlite and its WebAssembly only reach the pages that run this scenario.
  const { openWarehouse: openInProcess } = await import('@/lib/runtime/warehouse');
  return openInProcess();
}

/**
 * The page's side of the worker: one request, one reply, matched by id. The answers (rows, or
 * PostgreSQL's own error with its SQLSTATE) are exactly what the in-process database gives.
 */
function startWorker(): Warehouse | undefined {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./warehouse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
  const pending = new Map<
    number,
    { resolve: (rows: QueryRows) => void; reject: (e: Error) => void }
  >();
  let failure: Error | undefined;
  let next = 1;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<WarehouseReply>) => {
    const reply = event.data;
    if ('failed' in reply) {
      failAll(new DatabaseError(reply.failed, undefined));
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new DatabaseError(reply.error.message, reply.error.code));
  };
  worker.onerror = (event) => {
    failAll(new DatabaseError(event.message || 'worker', undefined));
  };
  const ask = (request: { op: 'listTables' } | { op: 'describeTable' | 'select'; arg: string }) =>
    new Promise<QueryRows>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } satisfies WarehouseRequest);
    });
  return {
    listTables: () => ask({ op: 'listTables' }),
    describeTable: (table) => ask({ op: 'describeTable', arg: table }),
    select: (sql) => ask({ op: 'select', arg: sql }),
  };
}
