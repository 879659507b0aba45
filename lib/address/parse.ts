// Full zod: the playground loads it anyway, and lesson pages never load this module (the
// zod/mini they share would grow with every function used here).
import { z } from 'zod';
import { REVISIONS } from '@/lib/mcp/revisions';
import {
  ADDRESS_PARAMS,
  hashOf,
  MAX_SCENARIO_ID_LENGTH,
  SCENARIO_ID_PATTERN,
  valuesOf,
  type AddressPart,
  type AddressParts,
} from './format';

// The playground's own side of its address (format.ts writes links to it): reading it with
// one zod schema, and rewriting it in the address bar. Only the playground loads this.

/** A challenge id longer than this is cut: the panel still says it does not exist. */
const MAX_CHALLENGE_ID_LENGTH = 100;
const STEP_HASH = /^#?etape-(\d{1,6})$/;

/** A part of the wrong shape reads as absent: an address is never refused as a whole. */
function dropped<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}
const flag = z
  .string()
  .optional()
  .transform((value) => value === '1');

/** The whole address, from its raw parts (query values and the hash). */
export const AddressSchema = z.object({
  scenario: dropped(z.string().max(MAX_SCENARIO_ID_LENGTH).regex(SCENARIO_ID_PATTERN)),
  version: dropped(z.enum(REVISIONS)),
  /** `transport=http`: the scenario plays over Streamable HTTP. */
  transport: dropped(z.literal('http')),
  /** `couche=http`: the HTTP layer is on screen. */
  layer: dropped(z.literal('http')),
  step: dropped(
    z
      .string()
      .regex(STEP_HASH)
      .transform((hash) => Number(STEP_HASH.exec(hash)?.[1]))
      // `#etape-0` names no step: steps count from 1.
      .refine((step) => step >= 1),
  ),
  /** `outils`: tool definitions, lz-string compressed (decoded by `readToolsParam`). */
  tools: dropped(z.string().min(1)),
  /** `partage`: a whole shared state, compressed (decoded by `decodeShareState`). */
  share: z.string().optional(),
  presentation: flag,
  audience: flag,
  challenge: z
    .string()
    .transform((id) => cut(id, MAX_CHALLENGE_ID_LENGTH))
    .optional(),
});

/** The parts whose refused value the playground names in its notice. */
const REPORTED_PARTS = ['scenario', 'version'] as const;
type ReportedPart = (typeof REPORTED_PARTS)[number];
/** A refused value is quoted back to the learner, cut to this length. */
const MAX_REPORTED_LENGTH = 40;

export type PlaygroundAddress = z.output<typeof AddressSchema> & {
  /**
   * What the address carried for a scenario or a version but could not be one (the wrong
   * shape, an unknown revision), cut short: the playground says what it opened instead.
   */
  rejected?: Partial<Record<ReportedPart, string>>;
};

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** What the address bar says: `location`, a `URL`, or any `{ search, hash }`. */
export interface AddressSource {
  search: string;
  hash: string;
}

/** Reads the address. Never throws: a bad part is absent. */
export function parseAddress(source: AddressSource): PlaygroundAddress {
  const params = new URLSearchParams(source.search);
  const raw: Partial<Record<AddressPart, string>> & { step?: string } = {};
  for (const [part, name] of Object.entries(ADDRESS_PARAMS) as [AddressPart, string][]) {
    const value = params.get(name);
    if (value !== null) raw[part] = value;
  }
  if (source.hash !== '') raw.step = source.hash;
  const address: PlaygroundAddress = AddressSchema.parse(raw);
  const rejected: Partial<Record<ReportedPart, string>> = {};
  for (const part of REPORTED_PARTS) {
    const value = raw[part];
    if (value && address[part] === undefined) rejected[part] = cut(value, MAX_REPORTED_LENGTH);
  }
  return Object.keys(rejected).length > 0 ? { ...address, rejected } : address;
}

/** Reads the step from a `#etape-N` fragment; anything else gives undefined. */
export function stepFromHash(hash: string): number | undefined {
  return parseAddress({ search: '', hash }).step;
}

/**
 * The same URL with some parts changed: a part set to a value replaces it, a part set to
 * `undefined` (or `false`) is removed, a part not named is kept, as are foreign parameters.
 */
export function updateAddress(href: string, changes: AddressParts): string {
  const url = new URL(href);
  const values = valuesOf(changes);
  for (const part of Object.keys(changes) as (AddressPart | 'step')[]) {
    if (part === 'step') continue;
    const value = values[part];
    if (value === undefined) url.searchParams.delete(ADDRESS_PARAMS[part]);
    else url.searchParams.set(ADDRESS_PARAMS[part], value);
  }
  if ('step' in changes) url.hash = hashOf(changes.step);
  return url.href;
}
