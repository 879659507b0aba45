import type { CreateMessageRequest, CreateMessageResult } from '@modelcontextprotocol/client';
import type { Message } from '@/messages/message';

/** The name the stand-in model gives on the wire: it is a simulation, not an AI. */
export const STAND_IN_MODEL = 'modele-simule';

/** The text of the last user message of a sampling request. */
export function lastUserText(params: CreateMessageRequest['params']): string {
  for (const message of [...params.messages].reverse()) {
    if (message.role !== 'user') continue;
    const blocks = Array.isArray(message.content) ? message.content : [message.content];
    const text = blocks
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join(' ')
      .trim();
    if (text) return text;
  }
  return '';
}

/**
 * The stand-in model's answer to a sampling request, deterministic: it keeps the first
 * sentence of what follows the request's last colon (the text to work on), cut to 200
 * characters. Good enough to show the round trip; it never pretends to understand.
 * `answer` is the French sentence it fills with the request's first sentence.
 */
export function standInSample(
  params: CreateMessageRequest['params'],
  answer: Message<'sentence'>,
): CreateMessageResult {
  const request = lastUserText(params);
  const colon = Math.max(request.lastIndexOf(':'), request.lastIndexOf('\u00A0:'));
  const material = (colon >= 0 ? request.slice(colon + 1) : request).trim();
  const sentence = (/^[^.!?]*[.!?]?/.exec(material)?.[0] ?? material).trim().slice(0, 200);
  return {
    role: 'assistant',
    content: {
      type: 'text',
      text: answer({ sentence: sentence || '…' }),
    },
    model: STAND_IN_MODEL,
    stopReason: 'endTurn',
  };
}
