import { describe, expect, it } from 'vitest';
import { errorCodeMeaning } from '@/messages/error-codes';

describe('error code meanings', () => {
  it('names every code MCP defines, with the revision it belongs to', () => {
    expect(errorCodeMeaning(-32020)).toMatch(/^HeaderMismatch.*2026-07-28/);
    expect(errorCodeMeaning(-32021)).toMatch(/2026-07-28/);
    expect(errorCodeMeaning(-32022)).toMatch(/2026-07-28/);
    expect(errorCodeMeaning(-32002)).toMatch(/2025.*-32602/);
    expect(errorCodeMeaning(-32042)).toMatch(/2025-11-25 seulement/);
  });

  it('tells the legacy range from the range only the specification may allocate', () => {
    expect(errorCodeMeaning(-32001)).toMatch(/-32000 à -32019.*aucun sens/);
    expect(errorCodeMeaning(-32050)).toMatch(/réserve à la spécification MCP/);
    expect(errorCodeMeaning(-32050)).not.toMatch(/implémentation/);
    expect(errorCodeMeaning(-32500)).toMatch(/réservé par JSON-RPC/);
    expect(errorCodeMeaning(42)).toMatch(/propre à l’application/);
  });
});
