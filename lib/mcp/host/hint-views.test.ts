import { describe, expect, it } from 'vitest';
import { hintViews } from './hint-views';

const shown = (annotations: unknown) =>
  Object.fromEntries(
    hintViews(annotations).map((v) => [v.hint, v.applies ? v.value : 'sans objet']),
  );

describe('tool hints in the host', () => {
  it('marks destructiveHint and idempotentHint « sans objet » for a read-only tool', () => {
    expect(shown({ readOnlyHint: true, destructiveHint: false, openWorldHint: false })).toEqual({
      readOnlyHint: true,
      destructiveHint: 'sans objet',
      idempotentHint: 'sans objet',
      openWorldHint: false,
    });
  });

  it('gives them their meaning (declared or default) when the tool may write', () => {
    expect(shown({ readOnlyHint: false, idempotentHint: true })).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: true,
    });
    // No annotation at all: readOnlyHint defaults to false, so every hint applies.
    expect(hintViews(undefined).every((v) => v.applies)).toBe(true);
  });
});
