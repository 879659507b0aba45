import packageJson from '@/package.json';

/** The official SDK version the simulation runs (pinned in package.json). */
export const SDK_VERSION: string = packageJson.dependencies['@modelcontextprotocol/server'];
