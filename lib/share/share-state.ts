import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import '@/lib/content/parse';
import { toContentIssues } from '@/lib/content/parse';
import { presentationMessages } from '@/messages/presentation';
import { REVISIONS } from '@/lib/mcp/revisions';
import { parseUntrustedJson } from '@/lib/untrusted/json-limits';

import { ToolSpecSchema } from '@/lib/mcp/scenario';
import { formatAddress, MAX_SCENARIO_ID_LENGTH, SCENARIO_ID_PATTERN } from '@/lib/address/format';

const say = presentationMessages.share;
/** Longer links are refused: browsers and chat tools cut them anyway. */
export const MAX_SHARE_LENGTH = 16_000;

/** Everything a shared link restores: nothing in it is ever executed. */
/** The tools that replace a scenario's own, per server. */
export const ToolOverridesSchema = z.record(z.string(), z.array(ToolSpecSchema));

/** Where a shared state (or the presenter's screen) stands: scenario, revision and step. */
export const SharedPlaceSchema = z.object({
  scenario: z.string().max(MAX_SCENARIO_ID_LENGTH).regex(SCENARIO_ID_PATTERN),
  version: z.enum(REVISIONS),
  step: z.number().int().min(0).max(1_000_000),
});

export const ShareStateSchema = SharedPlaceSchema.extend({
  v: z.literal(1),
  tools: ToolOverridesSchema.optional(),
  panels: z.array(z.string().max(40)).max(20).optional(),
}).strict();
export type ShareState = z.infer<typeof ShareStateSchema>;

export type ShareReadOutcome = { ok: true; state: ShareState } | { ok: false; notice: string };

/** Encodes a state into the value of the `partage` parameter (lz-string, URL-safe). */
export function encodeShareState(state: ShareState): string {
  return compressToEncodedURIComponent(JSON.stringify(ShareStateSchema.parse(state)));
}

/** The full URL of a shared state, on the given origin. */
export function shareUrl(origin: string, state: ShareState): string {
  return `${origin}${formatAddress({ share: encodeShareState(state) })}`;
}

/**
 * Reads a shared state from a link. A damaged, tampered or too long link gives a French notice
 * naming what was wrong, and the caller opens the default state instead.
 */
export function decodeShareState(encoded: string): ShareReadOutcome {
  if (encoded.length > MAX_SHARE_LENGTH) {
    return {
      ok: false,
      notice: say.tooLong({ length: encoded.length, max: MAX_SHARE_LENGTH }),
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
      notice: say.damaged,
    };
  }
  // A short link can expand to megabytes or a million levels: bounded before parsing.
  const read = parseUntrustedJson(text, 'share');
  if (!read.ok) {
    return { ok: false, notice: read.message ?? say.unreadable };
  }
  const data = read.value;
  const parsed = ShareStateSchema.safeParse(data);
  if (!parsed.success) {
    const issue = toContentIssues(parsed.error)[0];
    return {
      ok: false,
      notice: say.tampered({
        path: issue?.path ?? '?',
        message: issue?.message ?? '',
      }),
    };
  }
  return { ok: true, state: parsed.data };
}
