// zod/mini: lesson and quiz pages build playground links with this module.
import { compressToEncodedURIComponent } from 'lz-string';
import * as z from 'zod/mini';
import { REVISIONS } from '@/lib/mcp/revisions';

/**
 * The playground's address, read and written in one place:
 * `/bac-a-sable?scenario=…&version=…&outils=…&partage=…&presentation=1&public=1&defi=…#etape-N`.
 * Every part is untrusted (anyone can send a link): a bad part is dropped, never thrown, and the
 * payloads (`outils`, `partage`) stay encoded here; their decoders give the French notices.
 */
export const PLAYGROUND_PATH = '/bac-a-sable';

/** The query parameter of each part of the address. */
export const ADDRESS_PARAMS = {
  scenario: 'scenario',
  version: 'version',
  tools: 'outils',
  share: 'partage',
  presentation: 'presentation',
  audience: 'public',
  challenge: 'defi',
} as const;
type Part = keyof typeof ADDRESS_PARAMS;

/** Scenario ids are slugs (`meteo`, `mon-serveur`). */
export const SCENARIO_ID_PATTERN = /^[a-z][a-z0-9-]*$/;
export const MAX_SCENARIO_ID_LENGTH = 64;
/** A challenge id longer than this is cut: the panel still says it does not exist. */
const MAX_CHALLENGE_ID_LENGTH = 100;
const STEP_HASH = /^#?etape-(\d{1,6})$/;

/** A dropped part reads as absent, as the playground always treated a bad one. */
function dropped<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}
const flag = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === '1'),
);

/** The whole address, from its raw parts (query values and the hash). */
export const AddressSchema = z.object({
  scenario: dropped(
    z.string().check(z.maxLength(MAX_SCENARIO_ID_LENGTH), z.regex(SCENARIO_ID_PATTERN)),
  ),
  version: dropped(z.enum(REVISIONS)),
  step: dropped(
    z
      .pipe(
        z.string().check(z.regex(STEP_HASH)),
        z.transform((hash) => Number(STEP_HASH.exec(hash)?.[1])),
        // `#etape-0` names no step: steps count from 1.
      )
      .check(z.refine((step) => step >= 1)),
  ),
  /** `outils`: tool definitions, lz-string compressed (decoded by `readToolsParam`). */
  tools: dropped(z.string().check(z.minLength(1))),
  /** `partage`: a whole shared state, compressed (decoded by `decodeShareState`). */
  share: z.optional(z.string()),
  presentation: flag,
  audience: flag,
  challenge: z.optional(
    z.pipe(
      z.string(),
      z.transform((id) =>
        id.length > MAX_CHALLENGE_ID_LENGTH ? `${id.slice(0, MAX_CHALLENGE_ID_LENGTH)}…` : id,
      ),
    ),
  ),
});
export type PlaygroundAddress = z.output<typeof AddressSchema>;

/** What the address bar says: `location`, a `URL`, or any `{ search, hash }`. */
export interface AddressSource {
  search: string;
  hash: string;
}

/** Reads the address. Never throws: a bad part is absent. */
export function parseAddress(source: AddressSource): PlaygroundAddress {
  const params = new URLSearchParams(source.search);
  const raw: Partial<Record<Part, string>> & { step?: string } = {};
  for (const [part, name] of Object.entries(ADDRESS_PARAMS) as [Part, string][]) {
    const value = params.get(name);
    if (value !== null) raw[part] = value;
  }
  if (source.hash !== '') raw.step = source.hash;
  return AddressSchema.parse(raw);
}

/** Reads the step from a `#etape-N` fragment; anything else gives undefined. */
export function stepFromHash(hash: string): number | undefined {
  return parseAddress({ search: '', hash }).step;
}

/** The parts an address is written from; `tools` are encoded here. */
export interface AddressParts {
  scenario?: string;
  version?: string;
  step?: number;
  /** Tool definitions (as `tools/list` returns them), or an already encoded `outils` value. */
  tools?: unknown[] | string;
  share?: string;
  presentation?: boolean;
  audience?: boolean;
  challenge?: string;
}

/** Encodes tool definitions into an `outils` value. */
function encodeToolsParam(tools: unknown[]): string {
  return compressToEncodedURIComponent(JSON.stringify(tools));
}

/** The values of the named parts, as the address writes them. */
function valuesOf(parts: AddressParts): Record<Part, string | undefined> {
  return {
    scenario: parts.scenario,
    version: parts.version,
    tools:
      parts.tools === undefined
        ? undefined
        : typeof parts.tools === 'string'
          ? parts.tools
          : encodeToolsParam(parts.tools),
    share: parts.share,
    presentation: parts.presentation ? '1' : undefined,
    audience: parts.audience ? '1' : undefined,
    challenge: parts.challenge,
  };
}

/**
 * `partage` is written as it is encoded (lz-string's URL-safe alphabet; a `+` read back as a
 * space is undone by lz-string), which keeps shared links as short as they can be.
 */
function queryOf(parts: AddressParts): string {
  const values = valuesOf(parts);
  const pairs: string[] = [];
  for (const [part, name] of Object.entries(ADDRESS_PARAMS) as [Part, string][]) {
    const value = values[part];
    if (value === undefined) continue;
    pairs.push(
      part === 'share' && /^[A-Za-z0-9+$-]*$/.test(value)
        ? `${name}=${value}`
        : new URLSearchParams({ [name]: value }).toString(),
    );
  }
  return pairs.join('&');
}

function hashOf(step: number | undefined): string {
  return step !== undefined && step > 0 ? `#etape-${step}` : '';
}

/** The playground URL of these parts (path, query, hash), relative to the site. */
export function formatAddress(parts: AddressParts): string {
  const query = queryOf(parts);
  return `${PLAYGROUND_PATH}${query ? `?${query}` : ''}${hashOf(parts.step)}`;
}

/**
 * The same URL with some parts changed: a part set to a value replaces it, a part set to
 * `undefined` (or `false`) is removed, a part not named is kept, as are foreign parameters.
 */
export function updateAddress(href: string, changes: AddressParts): string {
  const url = new URL(href);
  const values = valuesOf(changes);
  for (const part of Object.keys(changes) as (Part | 'step')[]) {
    if (part === 'step') continue;
    const value = values[part];
    if (value === undefined) url.searchParams.delete(ADDRESS_PARAMS[part]);
    else url.searchParams.set(ADDRESS_PARAMS[part], value);
  }
  if ('step' in changes) url.hash = hashOf(changes.step);
  return url.href;
}
