import type { Revision } from '@/lib/mcp/revisions';
import type { ToolSpec } from '@/lib/mcp/scenario';
import type { LayerView } from '@/lib/address/layer-view';
import { shareUrl, type ShareState } from './share-state';

/** The learner's applied tools, per server (served instead of the scenario's). */
export type ToolOverrides = Readonly<Record<string, readonly ToolSpec[]>>;

/** What of the playground a share link carries (fields of the playground's state). */
export interface SharedPart {
  scenarioId: string;
  revision: Revision;
  step: number;
  toolOverrides: ToolOverrides;
  /** The session went over Streamable HTTP (`transport: 'http'` in the link). */
  overHttp?: boolean;
  /** The layer on screen. */
  layer?: LayerView;
}

/**
 * The state a share link restores: the scenario, its revision, the step, the transport and the
 * layer on screen, the learner's tools.
 */
export function shareStateOf(state: SharedPart): ShareState {
  return {
    v: 1,
    scenario: state.scenarioId,
    version: state.revision,
    step: state.step,
    ...(state.overHttp === true && { transport: 'http' as const }),
    ...(state.layer === 'http' && { layer: 'http' as const }),
    ...(Object.keys(state.toolOverrides).length > 0 && {
      tools: Object.fromEntries(
        Object.entries(state.toolOverrides).map(([server, tools]) => [server, [...tools]]),
      ),
    }),
  };
}

/**
 * The link that reopens the playground as it is, on `origin`; empty when the state cannot be
 * written as a link (tools the share schema refuses): nothing is offered rather than a broken link.
 */
export function shareLinkOf(origin: string, state: SharedPart): string {
  try {
    return shareUrl(origin, shareStateOf(state));
  } catch {
    return '';
  }
}
