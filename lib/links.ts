import { formatAddress } from '@/lib/address/format';
import type { Revision } from '@/lib/mcp/revisions';

/** Where a link into the playground lands: a scenario, a revision and, optionally, a step. */
export interface PlaygroundTarget {
  scenario: string;
  version?: Revision;
  /** Played over Streamable HTTP instead of the scenario's own link. */
  transport?: 'http';
  /** The layer the diagram and the inspector show: HTTP instead of JSON-RPC. */
  layer?: 'http';
  /** 1-based step of the scenario's timeline (wire messages and host steps, in order). */
  step?: number;
  /**
   * Tool definitions to load into the editor instead of the scenario's own (as `tools/list`
   * returns them). Carried compressed in the `outils` query parameter.
   */
  tools?: unknown[];
}

/** The URL of the playground for a target: `/bac-a-sable?scenario=…&version=…#etape-N`. */
export function playgroundHref(target: PlaygroundTarget): string {
  return formatAddress(target);
}

// A link written in content, by step key: its schema is lib/mcp/step-link.ts.
export type { StepLink } from '@/lib/mcp/step-link';
