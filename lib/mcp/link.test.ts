import { ReadBuffer, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { createLink } from './link';
import { Trace } from './trace';

const ping: JSONRPCMessage = { jsonrpc: '2.0', id: 1, method: 'ping' };
const line = (message: unknown) => `${JSON.stringify(message)}\n`;

/** What the SDK's stdio transports see: its `ReadBuffer`, drained as `processReadBuffer` does. */
function throughReadBuffer(chunks: string[]) {
  const buffer = new ReadBuffer();
  const messages: JSONRPCMessage[] = [];
  let errors = 0;
  for (const chunk of chunks) {
    buffer.append(Buffer.from(chunk, 'utf8'));
    for (;;) {
      try {
        const message = buffer.readMessage();
        if (message === null) break;
        messages.push(message);
      } catch {
        errors += 1;
      }
    }
  }
  return { messages, errors };
}

/** What the client end of the simulated stdio link delivers for the same bytes. */
async function throughLink(chunks: string[]) {
  const trace = new Trace(() => 0);
  const link = createLink('meteo', trace, { framed: true });
  const messages: JSONRPCMessage[] = [];
  let errors = 0;
  link.clientEnd.onmessage = (message) => messages.push(message);
  link.clientEnd.onerror = () => {
    errors += 1;
  };
  for (const chunk of chunks) link.writeRaw('client', chunk, { newline: false });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const rejected = trace.entries.filter((e) => e.type === 'transport' && e.event === 'parse-error');
  return {
    messages,
    errors,
    rejected: rejected.map((e) => (e.type === 'transport' ? e.text : '')),
  };
}

describe('the framed (stdio) link reads like the SDK’s ReadBuffer', () => {
  const cases: [string, string[], { messages: number; errors: number }][] = [
    [
      'a log line that is not JSON is skipped silently',
      ['[info] démarré\n', line(ping)],
      { messages: 1, errors: 0 },
    ],
    [
      'a JSON line that is not JSON-RPC goes to onerror',
      [line({ hello: 'monde' }), line(ping)],
      { messages: 1, errors: 1 },
    ],
    [
      'text without a newline glues onto the next message, which is lost',
      ['[info] démarré', line(ping), line({ ...ping, id: 2 })],
      { messages: 1, errors: 0 },
    ],
    [
      'a message split across chunks waits for its newline',
      ['{"jsonrpc":"2.0",', '"id":1,"method":"ping"}\r\n'],
      { messages: 1, errors: 0 },
    ],
  ];
  for (const [name, chunks, expected] of cases) {
    it(name, async () => {
      const sdk = throughReadBuffer(chunks);
      const ours = await throughLink(chunks);
      expect({ messages: sdk.messages.length, errors: sdk.errors }).toEqual(expected);
      expect(ours.messages).toEqual(sdk.messages);
      expect(ours.errors).toBe(sdk.errors);
    });
  }

  it('still shows the learner every line the reader rejected or skipped', async () => {
    const ours = await throughLink(['[info] démarré', line(ping), line({ hello: 'monde' })]);
    expect(ours.rejected).toEqual([`[info] démarré${JSON.stringify(ping)}`, '{"hello":"monde"}']);
  });

  it('ends a raw write with a newline unless told not to', async () => {
    const trace = new Trace(() => 0);
    const link = createLink('meteo', trace, { framed: true });
    const messages: JSONRPCMessage[] = [];
    link.clientEnd.onmessage = (message) => messages.push(message);
    link.writeRaw('client', JSON.stringify(ping));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(messages).toEqual([ping]);
  });
});
