// The templates live with the exported server's runtime, which the simulation shares.
export { asText, fillStructured, fillTemplate } from '@/lib/export/runtime/template';
