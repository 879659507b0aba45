import type { BehaviourMessages } from '@/lib/export/runtime/behaviour';

/**
 * How the stand-in model explains each argument it fills (or leaves empty). Templates with
 * `{{name}}`, `{{value}}`, `{{text}}` or `{{values}}` placeholders.
 */
export interface ChooserExplanations {
  enum: string;
  enumMissing: string;
  number: string;
  numberMissing: string;
  date: string;
  dateMissing: string;
  quoted: string;
  file: string;
  stringMissing: string;
  unsupported: string;
}

/** What the host says: its answers in the conversation, and its refusals. */
export interface HostAnswerMessages {
  answer: string;
  answerError: string;
  protocolError: string;
  refused: string;
  noTool: string;
  noQuestion: string;
  samplingRefused: string;
  /** The stand-in model's answer to a sampling request (`{{sentence}}`). */
  standInAnswer: string;
  chooser: ChooserExplanations;
}

/** What the script runner says when an action cannot run. */
export interface RunnerMessages {
  sessionOver: string;
  unknownServer: string;
  notConnected: string;
  rawNeedsFraming: string;
}

/**
 * Every French sentence the engine writes into a trace or an outcome. The engine holds none of
 * them: the application passes its catalogue (content/ui/simulation.ts) when it builds a session.
 */
export interface EngineMessages extends HostAnswerMessages, RunnerMessages {
  /** What the simulated servers answer with (tool results, errors). */
  server: BehaviourMessages;
}
