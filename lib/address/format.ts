// No zod here: lesson and quiz pages write playground links with this module, and only the
// playground reads them (parse.ts).
import { compressToEncodedURIComponent } from 'lz-string';

/**
 * The playground's address, read and written in one place:
 * `/bac-a-sable?scenario=…&version=…&transport=http&couche=http&outils=…&partage=…&presentation=1&public=1&defi=…#etape-N`.
 * Every part is untrusted (anyone can send a link): a bad part is dropped, never thrown, and the
 * payloads (`outils`, `partage`) stay encoded here; their decoders give the French notices.
 */
export const PLAYGROUND_PATH = '/bac-a-sable';

/** The query parameter of each part of the address. */
export const ADDRESS_PARAMS = {
  scenario: 'scenario',
  version: 'version',
  transport: 'transport',
  layer: 'couche',
  tools: 'outils',
  share: 'partage',
  presentation: 'presentation',
  audience: 'public',
  challenge: 'defi',
} as const;
export type AddressPart = keyof typeof ADDRESS_PARAMS;

/** Scenario ids are slugs (`meteo`, `mon-serveur`). */
export const SCENARIO_ID_PATTERN = /^[a-z][a-z0-9-]*$/;
export const MAX_SCENARIO_ID_LENGTH = 64;

/** The parts an address is written from; `tools` are encoded here. */
export interface AddressParts {
  scenario?: string;
  version?: string;
  /** `http`: played over Streamable HTTP (the scenario's own link otherwise). */
  transport?: string;
  /** `http`: the diagram and the inspector show the HTTP layer (JSON-RPC otherwise). */
  layer?: string;
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
export function valuesOf(parts: AddressParts): Record<AddressPart, string | undefined> {
  return {
    scenario: parts.scenario,
    version: parts.version,
    transport: parts.transport,
    layer: parts.layer,
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
  for (const [part, name] of Object.entries(ADDRESS_PARAMS) as [AddressPart, string][]) {
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

export function hashOf(step: number | undefined): string {
  return step !== undefined && step > 0 ? `#etape-${step}` : '';
}

/** The playground URL of these parts (path, query, hash), relative to the site. */
export function formatAddress(parts: AddressParts): string {
  const query = queryOf(parts);
  return `${PLAYGROUND_PATH}${query ? `?${query}` : ''}${hashOf(parts.step)}`;
}
