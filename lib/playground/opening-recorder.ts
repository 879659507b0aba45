import type { HostDelegate } from '@/lib/mcp/host/delegate';
import type { Revision } from '@/lib/mcp/revisions';
import type { Scenario } from '@/lib/mcp/scenario';
import { INDEX_DAY } from '@/lib/simulation/index-day';
import { playScenario } from '@/lib/simulation/session';
import { OPENING_FORMAT, recordedViewOf, type OpeningFile } from './recorded-opening';
import { viewOf } from './session-view';

/**
 * Why a scenario's opening cannot be shown from a recording: the page would play it otherwise
 * (framed for the terminal, over HTTP), or its script asks the human something the learner
 * answers on the page.
 */
export function liveOnlyReason(scenario: Scenario): string | undefined {
  if (scenario.framed) return 'framed';
  if (scenario.httpLink === 'only') return 'http';
  return undefined;
}

/**
 * Plays a shipped scenario's script as the page would on arrival (in memory, the scenario's
 * own framing, no edited tool) and keeps what the page shows: the trace and the session view.
 * A script that asks the human (approval, elicitation, sampling, consent) is left to play live.
 */
export async function recordOpening(scenario: Scenario, revision: Revision): Promise<OpeningFile> {
  const liveOnly: OpeningFile = {
    format: OPENING_FORMAT,
    scenario: scenario.id,
    revision,
    live: true,
  };
  if (liveOnlyReason(scenario)) return liveOnly;
  let asked = false;
  // Any answer does: a script that asks at all is not recorded.
  const delegate: HostDelegate = {
    consent: () => ((asked = true), Promise.resolve({ allow: false, scopes: [] })),
    approve: () => ((asked = true), Promise.resolve(false)),
    elicit: () => ((asked = true), Promise.resolve({ action: 'decline' })),
    openUrl: () => ((asked = true), Promise.resolve({ action: 'decline', visited: false })),
    sample: () => ((asked = true), Promise.resolve(null)),
  };
  const session = await playScenario(scenario, { revision, delegate, today: () => INDEX_DAY });
  try {
    if (asked) return liveOnly;
    const view = recordedViewOf(viewOf(session, 0));
    // A JSON round trip: what the page will read, without the engine's frozen objects.
    return JSON.parse(
      JSON.stringify({
        format: OPENING_FORMAT,
        scenario: scenario.id,
        revision,
        day: INDEX_DAY,
        entries: session.trace.entries,
        view,
      }),
    ) as OpeningFile;
  } finally {
    await session.dispose();
  }
}
