import { z } from 'zod';
import { REVISIONS } from '@/lib/mcp/revisions';
import { MAX_SCENARIO_ID_LENGTH, SCENARIO_ID_PATTERN } from './format';
import type { PlaygroundAddress } from './parse';

/** Where `/bac-a-sable` remembers the learner's last place (one small entry). */
export const LAST_POSITION_KEY = 'atelier-mcp:bac-a-sable:position:v1';
/** A stored entry longer than this is not even parsed. */
const MAX_STORED_LENGTH = 300;

export const LastPositionSchema = z.strictObject({
  scenario: z.string().max(MAX_SCENARIO_ID_LENGTH).regex(SCENARIO_ID_PATTERN),
  version: z.enum(REVISIONS),
  step: z.number().int().min(1).max(999_999),
});
export type LastPosition = z.infer<typeof LastPositionSchema>;

/** The stored place, or undefined for anything missing, too long, unreadable or invalid. */
export function parseLastPosition(text: string | null | undefined): LastPosition | undefined {
  if (!text || text.length > MAX_STORED_LENGTH) return undefined;
  try {
    const parsed = LastPositionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the address asks for nothing of its own (a bare `/bac-a-sable`). */
function asksNothing(address: PlaygroundAddress): boolean {
  return (
    address.scenario === undefined &&
    address.version === undefined &&
    address.step === undefined &&
    address.tools === undefined &&
    address.share === undefined &&
    address.challenge === undefined &&
    address.rejected === undefined
  );
}

/**
 * The address to open: the one given whenever it asks for anything (a link, a share link, a
 * challenge always win), else the remembered place.
 */
export function withLastPosition(
  address: PlaygroundAddress,
  remembered: LastPosition | undefined,
): PlaygroundAddress {
  if (!remembered || address.audience || !asksNothing(address)) return address;
  return {
    ...address,
    scenario: remembered.scenario,
    version: remembered.version,
    step: remembered.step,
  };
}
