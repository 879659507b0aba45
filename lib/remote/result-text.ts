import type {
  CallToolResult,
  GetPromptResult,
  ReadResourceResult,
} from '@modelcontextprotocol/client';
import { remoteMessages as say } from '@/messages/remote';

/** The server is untrusted: the panel shows this much of a result, the trace keeps it all. */
const MAX_RESULT_CHARS = 4_000;

type Part = { type?: unknown; text?: unknown; mimeType?: unknown };

function partText(part: Part): string {
  if (typeof part.text === 'string') return part.text;
  const type =
    typeof part.mimeType === 'string'
      ? part.mimeType
      : typeof part.type === 'string'
        ? part.type
        : '?';
  return say.resultNonText({ type });
}

/**
 * The text a learner reads of what the server answered: a tool's content blocks, a resource's
 * contents, a prompt's messages (each with its role), one after the other, bounded.
 */
export function resultText(result: CallToolResult | ReadResourceResult | GetPromptResult): string {
  const parts: string[] = [];
  if ('contents' in result && Array.isArray(result.contents)) {
    for (const content of result.contents as Part[]) parts.push(partText(content));
  } else if ('messages' in result && Array.isArray(result.messages)) {
    for (const message of result.messages as { role?: unknown; content?: Part }[]) {
      const role = typeof message.role === 'string' ? message.role : '?';
      parts.push(`${role}\u00A0: ${partText(message.content ?? {})}`);
    }
  } else if ('content' in result && Array.isArray(result.content)) {
    for (const block of result.content as Part[]) parts.push(partText(block));
  }
  const text = parts.join('\n\n');
  return text.length > MAX_RESULT_CHARS
    ? `${text.slice(0, MAX_RESULT_CHARS)}${say.resultCut}`
    : text;
}
