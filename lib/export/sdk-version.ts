import packageJson from '@/package.json';

/** The official SDK version the simulation runs (pinned in package.json). */
export const SDK_VERSION: string = packageJson.dependencies['@modelcontextprotocol/server'];

/** The zod the site runs; the exported runtime builds prompt arguments with it (`completable`). */
export const ZOD_VERSION: string = packageJson.dependencies.zod;
