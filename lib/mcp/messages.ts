import type { BehaviourMessages } from '@/lib/runtime/behaviour';
import type { Message } from '@/messages/message';

/** What the stand-in model knows when it explains an argument: each sentence picks its holes. */
export type ChooserExplanation = Message<'name' | 'value' | 'text' | 'values'>;

/** How the stand-in model explains each argument it fills (or leaves empty). */
export interface ChooserExplanations {
  enum: ChooserExplanation;
  enumMissing: ChooserExplanation;
  number: ChooserExplanation;
  numberMissing: ChooserExplanation;
  date: ChooserExplanation;
  dateMissing: ChooserExplanation;
  quoted: ChooserExplanation;
  file: ChooserExplanation;
  stringMissing: ChooserExplanation;
  unsupported: ChooserExplanation;
}

/** What the host says: its answers in the conversation, and its refusals. */
export interface HostAnswerMessages {
  answer: Message<'tool' | 'server' | 'result'>;
  answerError: Message<'tool' | 'server' | 'result'>;
  protocolError: Message<'tool' | 'code' | 'message'>;
  refused: Message<'tool'>;
  noTool: string;
  noQuestion: string;
  samplingRefused: string;
  /** The stand-in model's answer to a sampling request. */
  standInAnswer: Message<'sentence'>;
  chooser: ChooserExplanations;
}

/** What the script runner says when an action cannot run. */
export interface RunnerMessages {
  sessionOver: string;
  unknownServer: Message<'server'>;
  notConnected: Message<'server'>;
  rawNeedsFraming: string;
  /** A « next page » asked before any page, or after the last one. */
  noNextPage: string;
  httpNeedsHttpLink: string;
  /** An OAuth step on a server that is not protected, or not reached over HTTP. */
  notProtected: Message<'server'>;
  /** An answer to a consent page that no one opened. */
  noAuthorizationPending: Message<'server'>;
  /** The redirect's `state` is not the one the host handed out: discarded. */
  stateMismatch: string;
  /** A passthrough asked of a server that has not accepted any token yet. */
  noTokenReceived: Message<'server'>;
  /** The downstream API refused the forwarded token. */
  relayRefused: Message<'status'>;
  /** The authorization server did not send the browser back to the client. */
  noRedirect: Message<'status'>;
}

/** What the HTTP link's server answers in French (the exported server's own sentences). */
export interface HttpLinkMessages {
  /** The body of the 404 for an unknown or ended 2025 session. */
  unknownSession: string;
}

/**
 * Every French sentence the engine writes into a trace or an outcome. The engine holds none of
 * them: the application passes its catalogue (messages/simulation.ts) when it builds a session.
 */
export interface EngineMessages extends HostAnswerMessages, RunnerMessages {
  /** What the simulated servers answer with (tool results, errors). */
  server: BehaviourMessages;
  http: HttpLinkMessages;
}
