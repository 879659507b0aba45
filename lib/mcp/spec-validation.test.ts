import { describe, expect, it } from 'vitest';
import { validateAgainstSpec } from './spec-validation';
import type { MessageEntry } from './trace';

function entry(partial: Partial<MessageEntry>): MessageEntry {
  return {
    type: 'message',
    layer: 'data',
    seq: 1,
    t: 0,
    phase: 'operation',
    link: 'x',
    from: 'client:x',
    to: 'server:x',
    direction: 'client-to-server',
    kind: 'request',
    message: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    ...partial,
  };
}

describe('validation against the SDK spec schemas', () => {
  it('accepts a conforming request and result', () => {
    expect(validateAgainstSpec(entry({}))).toEqual([]);
    expect(
      validateAgainstSpec(
        entry({
          kind: 'result',
          method: 'tools/list',
          direction: 'server-to-client',
          message: { jsonrpc: '2.0', id: 1, result: { tools: [] } } as never,
        }),
      ),
    ).toEqual([]);
  });

  it('finds what is wrong in a broken message', () => {
    expect(
      validateAgainstSpec(
        entry({ message: { jsonrpc: '1.0', id: 1, method: 'tools/list' } as never }),
      ),
    ).not.toEqual([]);
    expect(
      validateAgainstSpec(
        entry({
          kind: 'result',
          method: 'tools/list',
          direction: 'server-to-client',
          message: { jsonrpc: '2.0', id: 1, result: { tools: [{ title: 'sans nom' }] } } as never,
        }),
      ).join(' '),
    ).toContain('tools');
    expect(
      validateAgainstSpec(
        entry({ message: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} } as never }),
      ),
    ).not.toEqual([]);
  });
});
