import { errorCodeMeaning } from '@/messages/error-codes';
import { terminalMessages as t } from '@/messages/terminal';
import type { Message } from '@/messages/message';
import { readLine } from '@/lib/mcp/link';
import type { MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { oneLine } from './wire';

export type Tone = 'info' | 'ok' | 'error' | 'warn' | 'dim';

/** One line the terminal prints, with its colour. */
export interface OutLine {
  tone: Tone;
  text: string;
}

export interface Explained {
  kind: 'reply' | 'explained' | 'no-reply';
  lines: OutLine[];
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function namesOf(list: unknown, key: string): string[] {
  return Array.isArray(list)
    ? list.map((item) => asText((item as Record<string, unknown> | null)?.[key] ?? '?'))
    : [];
}

/** True when the SDK's stdio reader drops the line without a word (it is not JSON at all). */
function skippedByReader(line: string): boolean {
  const outcome = readLine(line);
  return !outcome.ok && outcome.skipped;
}

/** A line that starts with a word was perhaps meant as a command: say that it is not one. */
function commandHint(text: string): OutLine[] {
  const word = /^\s*([\p{L}_-]+)/u.exec(text)?.[1];
  return word ? [{ tone: 'dim', text: t.commandHint({ word }) }] : [];
}

/** Describes an answer the server sent to one of the terminal's requests. */
export function describeReply(entry: MessageEntry): OutLine[] {
  const message = entry.message as {
    id?: unknown;
    result?: Record<string, unknown>;
    error?: { code?: unknown; message?: unknown; data?: unknown };
  };
  const values = { step: entry.seq, id: JSON.stringify(message.id ?? null) };
  if (message.error) {
    const code = message.error.code;
    const lines: OutLine[] = [
      {
        tone: 'error',
        text: t.replyError({
          ...values,
          code: String(code),
          meaning: errorCodeMeaning(code),
        }),
      },
      {
        tone: 'dim',
        text: t.replyErrorMessage({ message: asText(message.error.message ?? '') }),
      },
    ];
    const data = message.error.data as Record<string, unknown> | undefined;
    const aboutEnvelope =
      (data !== null && typeof data === 'object' && 'envelope' in data) ||
      /_meta/.test(asText(message.error.message ?? ''));
    if (code === -32602 && aboutEnvelope) {
      lines.push({ tone: 'info', text: t.envelopeHint });
    }
    return lines;
  }
  const result = message.result ?? {};
  const lines: OutLine[] = [{ tone: 'ok', text: t.replyResult(values) }];
  const list = (key: string, line: Message<'count' | 'names'>) => {
    const names = namesOf(result[key], 'name');
    lines.push({ tone: 'ok', text: line({ count: names.length, names: names.join(', ') || '—' }) });
  };
  if (Array.isArray(result.tools)) list('tools', t.replyTools);
  if (Array.isArray(result.resources)) list('resources', t.replyResources);
  if (Array.isArray(result.prompts)) list('prompts', t.replyPrompts);
  if (typeof result.nextCursor === 'string') {
    lines.push({ tone: 'info', text: t.replyNextPage({ cursor: result.nextCursor }) });
  }
  const completion = result.completion as { values?: unknown } | undefined;
  if (completion && Array.isArray(completion.values)) {
    const values = completion.values.map(String);
    lines.push({
      tone: 'ok',
      text: t.replyCompletion({ count: values.length, values: values.join(', ') || '—' }),
    });
  }
  if (result.isError === true) lines.push({ tone: 'warn', text: t.replyIsError });
  return lines;
}

function readSubscriptionId(entry: MessageEntry): unknown {
  const params = (entry.message as { params?: { _meta?: Record<string, unknown> } }).params;
  return params?._meta?.['io.modelcontextprotocol/subscriptionId'];
}

/**
 * Explains what one line set off, from the trace entries recorded after it was written:
 * the server's answer, a line the SDK's stdio reader skipped or rejected, or silence.
 */
export function explainExchange(
  text: string,
  after: readonly TraceEntry[],
  expected: { request: boolean; id?: string | number },
): Explained {
  const parseError = after.find(
    (e) => e.type === 'transport' && e.event === 'parse-error' && e.to.startsWith('server:'),
  );
  if (parseError?.type === 'transport') {
    return {
      kind: 'explained',
      lines: [
        { tone: 'error', text: t.parseErrorServer({ step: parseError.seq }) },
        {
          tone: 'dim',
          text: t.parseErrorDetail({ detail: oneLine(parseError.detail ?? '') }),
        },
        { tone: 'info', text: t.parseErrorRule },
        {
          tone: 'info',
          text: skippedByReader(parseError.text ?? text) ? t.parseErrorNotJson : t.parseErrorNotRpc,
        },
        ...commandHint(text),
      ],
    };
  }
  const sent = after.find(
    (e): e is MessageEntry => e.type === 'message' && e.direction === 'client-to-server',
  );
  const reply = after.find(
    (e): e is MessageEntry =>
      e.type === 'message' &&
      e.direction === 'server-to-client' &&
      (e.kind === 'result' || e.kind === 'error') &&
      expected.id !== undefined &&
      e.id === expected.id,
  );
  if (reply) return { kind: 'reply', lines: describeReply(reply) };
  // A 2026-07-28 listen stream is answered by its acknowledgment, then stays open.
  const ack = after.find(
    (e): e is MessageEntry =>
      e.type === 'message' &&
      e.method === 'notifications/subscriptions/acknowledged' &&
      expected.id !== undefined &&
      readSubscriptionId(e) === expected.id,
  );
  if (ack) {
    return {
      kind: 'reply',
      lines: [
        { tone: 'ok', text: t.listenOpen({ step: ack.seq, id: String(expected.id) }) },
        { tone: 'info', text: t.listenStaysOpen({ id: String(expected.id) }) },
      ],
    };
  }
  const step = sent?.seq ?? after.at(-1)?.seq ?? 0;
  if (sent && sent.kind === 'notification') {
    return {
      kind: 'explained',
      lines: [{ tone: 'dim', text: t.noReplyNotification({ step }) }],
    };
  }
  if (sent && (sent.kind === 'result' || sent.kind === 'error')) {
    return {
      kind: 'explained',
      lines: [{ tone: 'dim', text: t.noReplyResponse({ step }) }],
    };
  }
  return { kind: 'no-reply', lines: [{ tone: 'warn', text: t.noReply({ step }) }] };
}
