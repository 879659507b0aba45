import type { TraceEntry } from '@/lib/mcp/trace';
import type { OutLine, Tone } from './explain';
import { printable } from './printable';
import { wireLine, type WireKind } from './wire';

/*
 * How the terminal's lines look on screen, as ANSI escape sequences (xterm.js draws them). The
 * text of the lines comes from the REPL, the French catalogue and the trace; only this module
 * adds escape sequences to it. Every text it is given goes through `printable` first: names and
 * messages come from links, servers and the learner, and the screen must never act on their
 * controls. So the only escape sequences the driver writes are the ones built here.
 */

export const PROMPT = 'mcp> ';

const ESC = '\x1b[';
const RESET = `${ESC}0m`;
const BOLD = `${ESC}1m`;
const GREY = `${ESC}90m`;
const CODE = `${ESC}36m`;
/** Erases the row the cursor is on, from its start. */
export const ERASE_ROW = `\r${ESC}2K`;

const TONES: Record<Tone, string> = {
  info: `${ESC}37m`,
  ok: `${ESC}32m`,
  error: `${ESC}31m`,
  warn: `${ESC}33m`,
  dim: GREY,
};
const KINDS: Record<WireKind, string> = {
  request: `${ESC}34m`,
  result: `${ESC}32m`,
  error: `${ESC}31m`,
  notification: `${ESC}33m`,
  transport: `${ESC}35m`,
};

/** A line in its tone; `code` in catalogue strings is shown in cyan, without the backticks. */
export function styled(line: OutLine): string {
  const base = TONES[line.tone];
  const text = printable(line.text).replace(/`([^`]*)`/g, `${CODE}$1${RESET}${base}`);
  return `${base}${text}${RESET}`;
}

/** Text in grey (a session banner, « ^C »). */
export function dim(text: string): string {
  return `${GREY}${printable(text)}${RESET}`;
}

/** A wire line: « #12 » in bold, the direction in the message's colour, the link in grey. */
export function formatWire(entry: TraceEntry): string | undefined {
  const line = wireLine(entry);
  if (!line) return undefined;
  return `${BOLD}#${line.seq}${RESET} ${KINDS[line.kind]}${line.direction}${RESET} ${GREY}[${printable(line.link)}]${RESET} ${printable(line.text)}`;
}

/**
 * The prompt and the line being typed, with the cursor put back where it is in the line (a
 * pasted or completed control is drawn escaped: the cursor counts what is drawn).
 */
export function promptLine(text: string, cursor: number): string {
  const back = printable(text.slice(cursor)).length;
  return `${ERASE_ROW}${BOLD}${PROMPT}${RESET}${printable(text)}${back > 0 ? `${ESC}${back}D` : ''}`;
}

/** « #12 » at the start of a wire line: the step it names, and how many characters it spans. */
export function stepLinkAt(row: string): { step: number; length: number } | undefined {
  const match = /^#(\d+)/.exec(row);
  return match ? { step: Number(match[1]), length: match[0].length } : undefined;
}
