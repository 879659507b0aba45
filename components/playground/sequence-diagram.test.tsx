// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { playScenario } from '@/lib/simulation/session';
import type { TraceEntry } from '@/lib/mcp/trace';
import { lanesFor } from '@/lib/playground/steps';
import { scenario } from '@/tests/fixtures/scenarios';
import { withLaidOutBoxes } from '@/tests/setup/laid-out';
import { SequenceDiagram } from './sequence-diagram';

async function recorded(revision: '2026-07-28' | '2025-11-25'): Promise<readonly TraceEntry[]> {
  const session = await playScenario(scenario('meteo'), { revision });
  const entries = session.trace.entries;
  await session.dispose();
  return entries;
}

function draw(entries: readonly TraceEntry[], legacy: boolean, onSelect = vi.fn()) {
  render(
    <SequenceDiagram
      entries={entries}
      lanes={lanesFor(['meteo'], entries)}
      step={2}
      partner={3}
      legacy={legacy}
      onSelect={onSelect}
    />,
  );
  return { onSelect, diagram: screen.getByRole('region', { name: 'Diagramme de séquence' }) };
}

describe('the playground’s sequence diagram', () => {
  // A box shorter than the trace, so that moving to its end scrolls.
  withLaidOutBoxes(1200, 300);

  it('draws a lane per actor and an arrow per step, the current one marked', async () => {
    const { diagram } = draw(await recorded('2026-07-28'), false);
    for (const lane of ['Hôte', 'Client meteo', 'Serveur meteo'])
      expect(within(diagram).getByText(lane)).toBeTruthy();
    expect(within(diagram).getByText('Découverte')).toBeTruthy();
    expect(within(diagram).getByText('→ server/discover')).toBeTruthy();
    expect(diagram.querySelector('[data-step="2"]')?.getAttribute('data-current')).toBe('true');
    expect(diagram.querySelector('[data-step="1"]')?.hasAttribute('data-current')).toBe(false);
  });

  it('names the opening band after the revision’s handshake', async () => {
    const { diagram } = draw(await recorded('2025-11-25'), true);
    expect(within(diagram).getByText('Initialisation')).toBeTruthy();
    expect(within(diagram).getByText('→ initialize')).toBeTruthy();
  });

  it('scrolls the box just enough to show the current step when it moves', async () => {
    const entries = await recorded('2026-07-28');
    const props = { entries, lanes: lanesFor(['meteo'], entries), partner: undefined };
    const { rerender } = render(
      <SequenceDiagram {...props} step={1} legacy={false} onSelect={vi.fn()} />,
    );
    const box = screen.getByRole('region', { name: 'Diagramme de séquence' });
    expect(box.scrollTop).toBe(0);
    // Far below the 300 px box: the box scrolls down to it.
    rerender(
      <SequenceDiagram {...props} step={entries.length} legacy={false} onSelect={vi.fn()} />,
    );
    const scrolled = box.scrollTop;
    expect(scrolled).toBeGreaterThan(0);
    // Back to a step already in view: nothing moves.
    rerender(
      <SequenceDiagram {...props} step={entries.length - 1} legacy={false} onSelect={vi.fn()} />,
    );
    expect(box.scrollTop).toBe(scrolled);
  });

  it('selects the step whose arrow is clicked', async () => {
    const { diagram, onSelect } = draw(await recorded('2026-07-28'), false);
    await userEvent.setup().click(within(diagram).getByText('→ server/discover'));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('offers a click to inspect only where a click does something (not in the audience window)', async () => {
    const entries = await recorded('2026-07-28');
    const props = { entries, lanes: lanesFor(['meteo'], entries), step: 2, partner: undefined };
    const { rerender, container } = render(
      <SequenceDiagram {...props} legacy={false} onSelect={vi.fn()} />,
    );
    const caption = () => container.querySelector('figcaption')?.textContent ?? '';
    expect(caption()).toContain('Cliquez sur une flèche');
    rerender(<SequenceDiagram {...props} legacy={false} />);
    expect(caption()).not.toContain('Cliquez');
    expect(container.querySelector('[data-step="2"]')?.getAttribute('style')).toBeNull();
  });
});
