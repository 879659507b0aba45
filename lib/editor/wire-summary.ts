import { editorMessages } from '@/messages/editor';
import { stepKey, type TraceEntry } from '@/lib/mcp/trace';

/** One line of the editor's short account of the wire. */
export interface WireLine {
  seq: number;
  /** The step key: `notifications/tools/list_changed`, `result:tools/list`, `host:approve`… */
  key: string;
  /** What matters for the editor: the tools listed, an isError answer. */
  detail?: string;
}

/**
 * What crossed the wire since a point of the timeline, in the editor's terms: after « Appliquer »
 * the server's `list_changed` then the client's new `tools/list` and the names it got back;
 * after « Appeler » the call and its answer.
 */
export function summariseWire(entries: readonly TraceEntry[], since: number): WireLine[] {
  return entries
    .filter((entry) => entry.seq > since)
    .map((entry) => {
      const line: WireLine = { seq: entry.seq, key: stepKey(entry) };
      if (entry.type !== 'message' || entry.kind !== 'result') return line;
      const result = (entry.message as { result?: Record<string, unknown> }).result ?? {};
      if (entry.method === 'tools/list' && Array.isArray(result.tools)) {
        const names = result.tools.map((tool) =>
          typeof tool === 'object' && tool !== null
            ? String((tool as { name?: unknown }).name)
            : '?',
        );
        return { ...line, detail: editorMessages.wireTools({ names: names.join(', ') }) };
      }
      if (entry.method === 'tools/call' && result.isError === true) {
        return { ...line, detail: editorMessages.wireIsError };
      }
      return line;
    });
}
