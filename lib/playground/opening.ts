import { playgroundMessages } from '@/messages/playground';
import { presentationMessages } from '@/messages/presentation';
import type { PlaygroundAddress } from '@/lib/address/parse';
import { DEFAULT_REVISION, REVISIONS, type Revision } from '@/lib/mcp/revisions';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { decodeShareState, type ShareIntegrity } from '@/lib/share/share-state';
import type { ScenarioCatalogue } from './catalogue';
import type { LayerView } from './layers';
import { playableRevision } from './playable-revision';

const say = playgroundMessages.opening;

/**
 * What the playground opens on arrival, every part of its address checked once, whether it
 * was typed, followed from a lesson or restored from a share link.
 */
export interface Opening {
  /** A scenario of the catalogue. */
  scenarioId: string;
  /** A revision that scenario plays in. */
  revision: Revision;
  /** The step to land on (kept within the timeline once the script has played). */
  step?: number;
  /** The tool definitions a share link restores, per server: they replace the scenario's own. */
  toolOverrides?: Record<string, ToolSpec[]>;
  /** `transport=http`: plays over Streamable HTTP (where the scenario can). */
  overHttp: boolean;
  /** `couche=http`: the HTTP layer on screen (JSON-RPC where the trace has none). */
  layer: LayerView;
  /**
   * `outils`: definitions for the editor of the scenario's first server, still encoded; the
   * editor decodes them and says what is wrong with them.
   */
  editorTools?: string;
  /** `defi`: the challenge set up beside the simulation (its panel says if it does not exist). */
  challenge?: string;
  /** `presentation`: opens in presentation mode. */
  presentation: boolean;
  /** `public`: the audience's window, which loads nothing and follows the presenter's. */
  audience: boolean;
  /** The address carried a share link (`partage`), read now: the page may forget it. */
  shared: boolean;
  /** What a readable share link brought for a scenario of the catalogue (see LinkTools). */
  linkTools?: LinkTools;
  /** In French, what the address asked for that could not be opened, and what opened instead. */
  notices: readonly string[];
}

/**
 * The tools a share link serves instead of the scenario's own, and whether the link is the one
 * « Partager » wrote: the page says what they change (and that an altered or unsigned link
 * could not be checked) until the learner goes back to the scenario's tools.
 */
export interface LinkTools {
  scenario: string;
  tools: Readonly<Record<string, ToolSpec[]>>;
  integrity: ShareIntegrity;
}

/** The place an address asks for: a scenario in a revision, at a step, with its tools. */
interface WantedPlace {
  scenario?: string;
  version?: Revision;
  step?: number;
  toolOverrides?: Record<string, ToolSpec[]>;
  overHttp?: boolean;
  layer?: LayerView;
  /** Values the address carried for these parts that cannot be a scenario id or a revision. */
  refused?: PlaygroundAddress['rejected'];
}

type Place = Pick<
  Opening,
  | 'scenarioId'
  | 'revision'
  | 'step'
  | 'toolOverrides'
  | 'notices'
  | 'linkTools'
  | 'overHttp'
  | 'layer'
>;

/**
 * Checks every part of an address against the catalogue, once: an unknown scenario opens the
 * first one, a revision the scenario does not play in opens its own first revision, a damaged
 * share link opens the default state; each replacement gets its French notice. A share link's
 * place goes through the same checks as a typed one. Nothing is loaded here.
 */
export function openingOf(address: PlaygroundAddress, catalogue: ScenarioCatalogue): Opening {
  const place =
    address.share === undefined
      ? placeOf(
          {
            ...(address.scenario !== undefined && { scenario: address.scenario }),
            ...(address.version !== undefined && { version: address.version }),
            ...(address.step !== undefined && { step: address.step }),
            overHttp: address.transport === 'http',
            layer: address.layer ?? 'jsonrpc',
            ...(address.rejected !== undefined && { refused: address.rejected }),
          },
          catalogue,
        )
      : sharedPlace(address.share, catalogue);
  return {
    ...place,
    ...(address.tools !== undefined && { editorTools: address.tools }),
    ...(address.challenge !== undefined && { challenge: address.challenge }),
    presentation: address.presentation,
    audience: address.audience,
    shared: address.share !== undefined,
  };
}

/**
 * A share link's place. A link that cannot be read, or names a scenario this site does not
 * have, opens the default state and says why; a readable one keeps its tools and its integrity
 * for the banner that says what they change.
 */
function sharedPlace(encoded: string, catalogue: ScenarioCatalogue): Place {
  const read = decodeShareState(encoded);
  if (!read.ok) return defaultPlace(read.notice, catalogue);
  const { scenario, version, step, tools, transport, layer } = read.state;
  if (catalogue.get(scenario) === undefined) {
    return defaultPlace(presentationMessages.share.unknownScenario({ scenario }), catalogue);
  }
  return {
    ...placeOf(
      {
        scenario,
        version,
        step,
        toolOverrides: tools ?? {},
        overHttp: transport === 'http',
        layer: layer ?? 'jsonrpc',
      },
      catalogue,
    ),
    linkTools: { scenario, tools: tools ?? {}, integrity: read.integrity },
  };
}

/** The default state, opened in place of a share link that cannot be, with the reason. */
function defaultPlace(notice: string, catalogue: ScenarioCatalogue): Place {
  const fallback = placeOf({}, catalogue);
  return { ...fallback, notices: [notice, ...fallback.notices] };
}

/**
 * The place opened for the one asked: the step and the tools are kept while the scenario is;
 * a scenario replaced by another lands on its first step, with its own tools.
 */
function placeOf(wanted: WantedPlace, catalogue: ScenarioCatalogue): Place {
  const notices: string[] = [];
  const asked = wanted.scenario ?? wanted.refused?.scenario;
  const found = wanted.scenario === undefined ? undefined : catalogue.get(wanted.scenario);
  const scenario = found ?? catalogue.get(catalogue.ids[0] ?? '');
  if (asked !== undefined && !found && scenario) {
    notices.push(say.unknownScenario({ scenario: asked, fallback: scenario.title }));
  }
  const revision = playableRevision(scenario, wanted.version ?? DEFAULT_REVISION);
  if (wanted.refused?.version !== undefined) {
    notices.push(
      say.unknownRevision({
        revision: wanted.refused.version,
        list: REVISIONS.join(', '),
        fallback: revision,
      }),
    );
  } else if (scenario && wanted.version !== undefined && revision !== wanted.version) {
    notices.push(
      say.unsupportedRevision({
        scenario: scenario.title,
        revision: wanted.version,
        fallback: revision,
      }),
    );
  }
  const kept = found !== undefined;
  return {
    scenarioId: scenario?.id ?? asked ?? '',
    revision,
    ...(kept && wanted.step !== undefined && { step: wanted.step }),
    ...(kept && wanted.toolOverrides !== undefined && { toolOverrides: wanted.toolOverrides }),
    overHttp: kept && wanted.overHttp === true,
    layer: kept ? (wanted.layer ?? 'jsonrpc') : 'jsonrpc',
    notices,
  };
}
