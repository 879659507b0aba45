import { describe, expect, it } from 'vitest';
import { parseLinkKey, stepKeyIssue } from './step-keys';

describe('step keys of « Essayer » links', () => {
  it('reads messages, answers and host steps', () => {
    expect(parseLinkKey('tools/call')).toEqual({ kind: 'message', method: 'tools/call' });
    expect(parseLinkKey('result:tools/list')).toEqual({ kind: 'result', method: 'tools/list' });
    expect(parseLinkKey('error:server/discover')).toEqual({
      kind: 'error',
      method: 'server/discover',
    });
    expect(parseLinkKey('host:approve')).toEqual({ kind: 'host', action: 'approve' });
  });

  it('refuses what cannot be a step', () => {
    expect(parseLinkKey('tools/calll')).toBeUndefined();
    expect(parseLinkKey('host:dance')).toBeUndefined();
    expect(parseLinkKey('result:notifications/initialized')).toBeUndefined();
  });

  it('knows which messages exist in which era', () => {
    expect(stepKeyIssue('initialize', '2026-07-28')).toMatch(/n’existe pas en 2026-07-28/);
    expect(stepKeyIssue('server/discover', '2025-11-25')).toMatch(/qu’en 2026-07-28/);
    expect(stepKeyIssue('elicitation/create', '2026-07-28')).toBeDefined();
    expect(stepKeyIssue('initialize', '2025-06-18')).toBeUndefined();
    expect(stepKeyIssue('subscriptions/listen', '2026-07-28')).toBeUndefined();
    expect(stepKeyIssue('host:merge-registry', '2025-11-25')).toBeUndefined();
  });
});
