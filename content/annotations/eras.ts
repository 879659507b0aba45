import type { Revision } from '@/lib/mcp/revisions';

/** The stateless revision (`server/discover`, `_meta` on every request). */
export const MODERN: Revision[] = ['2026-07-28'];
/** The two revisions with the `initialize` handshake. */
export const LEGACY: Revision[] = ['2025-11-25', '2025-06-18'];

/** A check against a type declared by the schema of each revision the rule is shown on. */
export const schemaType = (section: string) => ({ page: 'schema', section });

/** The `initialize` handshake: its 2025 schema type, and how 2026-07-28 dual-era servers keep it. */
export const handshakeChecked = (type: string) => [
  { revisions: LEGACY, page: 'schema', section: type },
  { revisions: MODERN, section: 'Backward Compatibility with Initialization-Based Versions' },
];
