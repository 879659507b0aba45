import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import '@/lib/content/parse';
import { toContentIssues } from '@/lib/content/parse';
import { REVISIONS } from '@/lib/mcp/revisions';
import { ToolSpecSchema } from '@/lib/mcp/scenario';

/** The query parameter that carries a whole shared state. */
export const SHARE_PARAM = 'partage';
/** Longer links are refused: browsers and chat tools cut them anyway. */
export const MAX_SHARE_LENGTH = 16_000;

/** Everything a shared link restores: nothing in it is ever executed. */
export const ShareStateSchema = z
  .object({
    v: z.literal(1),
    scenario: z.string().regex(/^[a-z][a-z0-9-]*$/),
    version: z.enum(REVISIONS),
    step: z.number().int().min(0).max(1_000_000),
    tools: z.record(z.string(), z.array(ToolSpecSchema)).optional(),
    panels: z.array(z.string().max(40)).max(20).optional(),
  })
  .strict();
export type ShareState = z.infer<typeof ShareStateSchema>;

export type ShareReadOutcome = { ok: true; state: ShareState } | { ok: false; notice: string };

/** Encodes a state into the value of the `partage` parameter (lz-string, URL-safe). */
export function encodeShareState(state: ShareState): string {
  return compressToEncodedURIComponent(JSON.stringify(ShareStateSchema.parse(state)));
}

/** The full URL of a shared state, on the given origin. */
export function shareUrl(origin: string, state: ShareState): string {
  return `${origin}/bac-a-sable?${SHARE_PARAM}=${encodeShareState(state)}`;
}

/**
 * Reads a shared state from a link. A damaged, tampered or too long link gives a French notice
 * naming what was wrong, and the caller opens the default state instead.
 */
export function decodeShareState(encoded: string): ShareReadOutcome {
  if (encoded.length > MAX_SHARE_LENGTH) {
    return {
      ok: false,
      notice: `Ce lien de partage est trop long (${encoded.length} caractères, ${MAX_SHARE_LENGTH} au plus)\u00A0: l’état par défaut est ouvert.`,
    };
  }
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(encoded);
  } catch {
    text = null;
  }
  if (!text) {
    return {
      ok: false,
      notice:
        'Ce lien de partage est abîmé (il a sans doute été coupé)\u00A0: l’état par défaut est ouvert.',
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      notice:
        'Ce lien de partage ne contient pas un état lisible\u00A0: l’état par défaut est ouvert.',
    };
  }
  const parsed = ShareStateSchema.safeParse(data);
  if (!parsed.success) {
    const issue = toContentIssues(parsed.error)[0];
    return {
      ok: false,
      notice: `Ce lien de partage a été modifié\u00A0: le champ «\u00A0${issue?.path ?? '?'}\u00A0» est invalide (${issue?.message ?? ''}). L’état par défaut est ouvert.`,
    };
  }
  return { ok: true, state: parsed.data };
}
