// Run by the build after `next build`: writes the warehouse's prepared data directory into out/,
// where the simulation's worker (lib/mcp/warehouse.worker.ts) starts PostgreSQL from it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PREPARED_WAREHOUSE_PATH } from '@/lib/mcp/warehouse-types';
import { preparedWarehouseData } from './lib/prepared-warehouse';

const target = resolve(import.meta.dirname, '..', 'out', `.${PREPARED_WAREHOUSE_PATH}`);
const data = await preparedWarehouseData();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, Buffer.from(await data.arrayBuffer()));
console.log(`Entrepôt préparé : ${(data.size / 1e6).toFixed(1)} Mo (${PREPARED_WAREHOUSE_PATH}).`);
