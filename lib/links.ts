import { formatAddress } from '@/lib/address/format';
import type { Revision } from '@/lib/mcp/revisions';

/** Where a link into the playground lands: a scenario, a revision and, optionally, a step. */
export interface PlaygroundTarget {
  scenario: string;
  version?: Revision;
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

/**
 * A link into the playground written in content: it names the message to land on rather than
 * its number, so that content survives changes to the scenarios. `at` is a step key:
 * - `tools/call` (a request or notification, by its method),
 * - `result:tools/call` / `error:tools/call` (the answer to a request of that method),
 * - `host:<action>` (a host step, e.g. `host:choose-tool`, `host:approve`).
 * `occurrence` (1-based, default 1) picks among repeated keys.
 */
export interface StepLink {
  scenario: string;
  version?: Revision;
  at?: string;
  occurrence?: number;
}
