import { describe, expect, it } from 'vitest';
import { annotationRevision } from './message-era';

const DISCOVER = { jsonrpc: '2.0', id: 1, method: 'server/discover', params: {} };

describe('the revision a message is annotated in', () => {
  it('keeps the session’s revision for its own messages', () => {
    expect(annotationRevision({ method: 'tools/list', message: {} }, '2025-11-25')).toBe(
      '2025-11-25',
    );
    expect(annotationRevision({ method: 'initialize', message: {} }, '2026-07-28')).toBe(
      '2026-07-28',
    );
  });

  it('explains a 2026-07-28 message written into a 2025 session, and the error answering it, in 2026-07-28', () => {
    expect(annotationRevision({ method: 'server/discover', message: DISCOVER }, '2025-06-18')).toBe(
      '2026-07-28',
    );
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32022, message: 'Unsupported' } };
    expect(annotationRevision({ method: 'server/discover', message: error }, '2025-11-25')).toBe(
      '2026-07-28',
    );
    const modernCall = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
    };
    expect(annotationRevision({ method: 'tools/call', message: modernCall }, '2025-11-25')).toBe(
      '2026-07-28',
    );
  });
});
