import { terminalMessages as t } from '@/messages/terminal';
import type { TraceEntry } from '@/lib/mcp/trace';
import { stepLabel } from '@/lib/playground/steps';

/** How a wire line is coloured: by message kind, or as a transport incident. */
export type WireKind = 'request' | 'result' | 'error' | 'notification' | 'transport';

/** One line of the wire view: the step number, the direction, and the text as it travelled. */
export interface WireLine {
  seq: number;
  kind: WireKind;
  /** « client → serveur », « serveur → client » or « transport ». */
  direction: string;
  /** The server whose link carried it. */
  link: string;
  text: string;
}

/**
 * Formats a trace entry as it travelled on stdio: one JSON message per line (the framed line
 * when the text layer is on, the same serialisation otherwise). Host decisions never touch the
 * wire and give nothing.
 */
export function wireLine(entry: TraceEntry): WireLine | undefined {
  // Host decisions never touch the wire; HTTP steps carry the messages shown on their own lines.
  if (entry.type === 'host' || entry.type === 'http') return undefined;
  if (entry.type === 'message') {
    return {
      seq: entry.seq,
      kind: entry.kind,
      direction: entry.direction === 'client-to-server' ? t.toServer : t.toClient,
      link: entry.link,
      text: entry.line ?? JSON.stringify(entry.message),
    };
  }
  if (entry.event === 'raw-line' && entry.text !== undefined) {
    return {
      seq: entry.seq,
      kind: 'transport',
      direction: entry.from.startsWith('client:') ? t.toServer : t.toClient,
      link: entry.link,
      text: entry.text,
    };
  }
  // The event in French (« aucune réponse »), never its internal name (`no-reply`).
  const parts = [stepLabel(entry), entry.text, entry.detail && oneLine(entry.detail)].filter(
    Boolean,
  );
  return {
    seq: entry.seq,
    kind: 'transport',
    direction: t.transport,
    link: entry.link,
    text: parts.join(' — '),
  };
}

/** The SDK's messages can be pretty-printed JSON: the terminal shows them on one line. */
export function oneLine(text: string, max = 400): string {
  let flat = text;
  try {
    flat = JSON.stringify(JSON.parse(text));
  } catch {
    flat = text.replace(/\s*\n\s*/g, ' ');
  }
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
