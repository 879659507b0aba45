// The warehouse lives with the exported server's runtime, which the simulation shares.
export {
  DatabaseError,
  openWarehouse,
  type QueryRows,
  type Warehouse,
} from '@/lib/export/runtime/warehouse';
