// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { playgroundMessages } from '@/messages/playground';
import { compareRevisions } from '@/lib/playground/compare';
import { scenario } from '@/tests/fixtures/scenarios';
import { CompareView } from './compare-view';

const t = playgroundMessages.compare;

describe('the compare view', () => {
  it('says the comparison is playing, or that the scenario cannot be compared', () => {
    const { rerender } = render(<CompareView comparison={undefined} onOpen={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(t.running);
    rerender(<CompareView comparison={{ status: 'unavailable' }} onOpen={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(t.unavailable);
  });

  it('faces the handshake with discovery, and opens a step in its revision', async () => {
    const rows = (await compareRevisions(scenario('meteo')))!;
    const onOpen = vi.fn();
    render(
      <CompareView comparison={{ status: 'ready', rows, legacy: '2025-11-25' }} onOpen={onOpen} />,
    );
    const table = screen.getByRole('table', { name: t.heading });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('initialize');
    expect(first.textContent).toContain('server/discover');
    await userEvent.setup().click(within(first).getByRole('button', { name: /en 2026-07-28/ }));
    expect(onOpen).toHaveBeenCalledWith('2026-07-28', 1);
  });

  it('heads its left column with 2025-06-18 when that is the revision compared', async () => {
    const rows = (await compareRevisions(scenario('meteo'), undefined, '2025-06-18'))!;
    const onOpen = vi.fn();
    render(
      <CompareView comparison={{ status: 'ready', rows, legacy: '2025-06-18' }} onOpen={onOpen} />,
    );
    const table = screen.getByRole('table', { name: t.heading });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['2025-06-18', '2026-07-28']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('initialize');
    await userEvent.setup().click(within(first).getByRole('button', { name: /en 2025-06-18/ }));
    expect(onOpen).toHaveBeenCalledWith('2025-06-18', 1);
  });

  it('names a repeated difference in words (no « 〃 », which many fonts lack), never for identical rows', async () => {
    const rows = (await compareRevisions(scenario('meteo')))!;
    render(
      <CompareView comparison={{ status: 'ready', rows, legacy: '2025-11-25' }} onOpen={vi.fn()} />,
    );
    const table = screen.getByRole('table', { name: t.heading });
    expect(table.textContent).not.toContain('〃');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      if (row.textContent?.includes(t.differences.same)) {
        expect(row.textContent).not.toContain(t.sameAsAbove);
      }
    }
  });
});
