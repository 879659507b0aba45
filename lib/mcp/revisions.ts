/**
 * The protocol revisions a session can speak. 2026-07-28 is stateless (`server/discover`);
 * the 2025-era ones open with the `initialize` handshake.
 */
export const REVISIONS = ['2026-07-28', '2025-11-25', '2025-06-18'] as const;
export type Revision = (typeof REVISIONS)[number];
export const DEFAULT_REVISION: Revision = '2026-07-28';
export const MODERN_REVISION = '2026-07-28' satisfies Revision;

export function isRevision(value: unknown): value is Revision {
  return typeof value === 'string' && (REVISIONS as readonly string[]).includes(value);
}

/** True for the 2025-era revisions, which use the `initialize` handshake. */
export function isLegacyRevision(revision: Revision): boolean {
  return revision !== MODERN_REVISION;
}
