import { engineMessages } from '@/messages/simulation';
import {
  playScenario as playWith,
  replaySession as replayWith,
  Session,
  type SessionOptions,
} from '@/lib/mcp/session';
import type { Action, Scenario } from '@/lib/mcp/scenario';

/*
 * The engine (lib/mcp) holds no French: it writes the sentences it is given. These are the
 * application's sessions, built with its French catalogue (messages/simulation.ts).
 */

export type FrenchSessionOptions = Omit<SessionOptions, 'messages'>;

export function createSession(scenario: Scenario, options: FrenchSessionOptions): Session {
  return new Session(scenario, { ...options, messages: engineMessages });
}

/** Builds a session and plays its scenario's script: the trace a learner steps through. */
export function playScenario(scenario: Scenario, options: FrenchSessionOptions): Promise<Session> {
  return playWith(scenario, { ...options, messages: engineMessages });
}

/** Rebuilds a session from the actions another one performed. */
export function replaySession(
  scenario: Scenario,
  options: FrenchSessionOptions,
  actions: readonly Action[],
): Promise<Session> {
  return replayWith(scenario, { ...options, messages: engineMessages }, actions);
}
