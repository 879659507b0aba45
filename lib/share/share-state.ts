import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import { inFrench, toContentIssues } from '@/lib/content/parse';
import { presentationMessages } from '@/messages/presentation';
import { hasRefCycle } from '@/lib/editor/ref-cycle';
import { REVISIONS } from '@/lib/mcp/revisions';
import { LAYER_VIEWS } from '@/lib/address/layer-view';
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
  /** Played over Streamable HTTP. */
  transport: z.literal('http').optional(),
  /** The layer on screen. */
  layer: z.enum(LAYER_VIEWS).optional(),
});

export const ShareStateSchema = SharedPlaceSchema.extend({
  v: z.literal(1),
  tools: ToolOverridesSchema.optional(),
  panels: z.array(z.string().max(40)).max(20).optional(),
  /** The fingerprint of everything else (`fingerprint`), written by « Partager ». */
  h: z.string().max(20).optional(),
}).strict();
export type ShareState = z.infer<typeof ShareStateSchema>;

/**
 * Whether the link is the one « Partager » wrote: `verified` when its fingerprint matches,
 * `changed` when it does not (a character was altered, by hand or by a tool that cut or
 * rewrote the link), `unsigned` when it has none (written by hand, or before fingerprints).
 */
export type ShareIntegrity = 'verified' | 'changed' | 'unsigned';

export type ShareReadOutcome =
  { ok: true; state: ShareState; integrity: ShareIntegrity } | { ok: false; notice: string };

/** The JSON text of a value with every object's keys sorted: one text per state. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A short fingerprint of a state (cyrb53, 53 bits, in base 36): not a signature (anyone can
 * recompute it), but an edit by accident or a damaged link no longer opens a different state
 * without a word. One damaged character in 9 × 10^15 would go unnoticed.
 */
export function fingerprint(state: Omit<ShareState, 'h'> & { h?: string }): string {
  // The fingerprint covers everything but itself.
  const text = canonical({ ...state, h: undefined });
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Encodes a state into the value of the `partage` parameter (lz-string, URL-safe). */
export function encodeShareState(state: ShareState): string {
  const valid: Omit<ShareState, 'h'> = { ...ShareStateSchema.parse(state) };
  delete (valid as ShareState).h;
  return compressToEncodedURIComponent(JSON.stringify({ ...valid, h: fingerprint(valid) }));
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
  const parsed = ShareStateSchema.safeParse(data, inFrench);
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
  // A schema whose `$ref` loops overflows the SDK's validator (« Maximum call stack size
  // exceeded » in English): the editor refuses it, and so does a link that bypasses the editor.
  for (const tools of Object.values(parsed.data.tools ?? {})) {
    for (const { definition } of tools) {
      if (hasRefCycle(definition.inputSchema) || hasRefCycle(definition.outputSchema)) {
        return { ok: false, notice: say.refCycle({ tool: definition.name }) };
      }
    }
  }
  const h = parsed.data.h;
  const integrity: ShareIntegrity =
    h === undefined ? 'unsigned' : h === fingerprint(parsed.data) ? 'verified' : 'changed';
  return { ok: true, state: parsed.data, integrity };
}
