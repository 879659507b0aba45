// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { playgroundMessages } from '@/messages/playground';
import { playScenario } from '@/lib/simulation/session';
import { stepKey, type TraceEntry } from '@/lib/mcp/trace';
import { answerIndex, partnerStep } from '@/lib/playground/steps';
import { scenario } from '@/tests/fixtures/scenarios';
import { Inspector, type ChosenField } from './inspector';

let entries: readonly TraceEntry[];
beforeAll(async () => {
  const session = await playScenario(scenario('meteo'), { revision: '2026-07-28' });
  entries = session.trace.entries;
  await session.dispose();
});
const at = (key: string) => entries.find((e) => stepKey(e) === key)!;

/** The inspector as the page holds it: the chosen field lives in the page. */
function Page({
  entry,
  onSelect = vi.fn(),
  audience = false,
}: {
  entry: TraceEntry;
  onSelect?: (step: number) => void;
  audience?: boolean;
}) {
  const [field, setField] = useState<ChosenField | undefined>();
  return (
    <Inspector
      entry={entry}
      partner={partnerStep(entry, answerIndex(entries))}
      revision="2026-07-28"
      onSelect={onSelect}
      field={field}
      onField={audience ? undefined : setField}
    />
  );
}

describe('the inspector', () => {
  it('explains the field the learner reaches with the keyboard', async () => {
    const call = at('tools/call');
    render(<Page entry={call} />);
    expect(screen.getByText(`Étape ${call.seq} : tools/call`)).toBeTruthy();
    const annotation = screen.getByRole('region', { name: 'Annotation du champ' });
    expect(annotation.textContent).toBe('Choisissez un champ du message pour lire son annotation.');

    const user = userEvent.setup();
    const name = screen.getAllByRole('button', { name: '"name"' })[0]!;
    while (document.activeElement !== name) await user.tab();
    expect(within(annotation).getByText('Outil appelé')).toBeTruthy();
    expect(annotation.textContent).toContain('Un nom inconnu donne l’erreur -32602');
    expect(name.getAttribute('aria-pressed')).toBe('true');
  });

  it('announces a chosen field, but not the box a new step brings (the step is announced once)', async () => {
    const call = at('tools/call');
    const answer = at('result:tools/call');
    const { rerender } = render(<Page entry={call} />);
    const box = () => screen.getByRole('region', { name: 'Annotation du champ' });
    const first = box();
    expect(first.getAttribute('aria-live')).toBe('polite');
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '"name"' })[0]!);
    // Same live box, new words: a screen reader says them.
    expect(box()).toBe(first);
    rerender(<Page entry={answer} />);
    // A new box: inserted with its text, it is not announced over the step's announcement.
    expect(box()).not.toBe(first);
  });

  it('goes from a request to its answer and back, and links to its own step', async () => {
    const call = at('tools/call');
    const answer = at('result:tools/call');
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Page entry={call} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: `Réponse\u00A0: étape ${answer.seq}` }));
    expect(onSelect).toHaveBeenLastCalledWith(answer.seq);
    expect(screen.getByRole('link', { name: 'Lien vers cette étape' }).getAttribute('href')).toBe(
      `#etape-${call.seq}`,
    );
    rerender(<Page entry={answer} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: `Répond à l’étape ${call.seq}` }));
    expect(onSelect).toHaveBeenLastCalledWith(call.seq);
  });

  it('says a subscriptions/listen stream is open, not that its answer is still to come', () => {
    const listen = at('subscriptions/listen');
    // The run ends with the stream open: the request has no answer in the trace.
    expect(partnerStep(listen, answerIndex(entries))).toBeUndefined();
    render(<Page entry={listen} />);
    expect(document.body.textContent).toContain(playgroundMessages.streamOpen);
    expect(document.body.textContent).not.toContain(playgroundMessages.noAnswer);
  });

  it('shows the stand-in model’s scores on the host’s choice', () => {
    render(<Page entry={at('host:choose-tool')} />);
    const scores = screen.getByRole('table', { name: /Scores du modèle simulé/ });
    expect(within(scores).getByText(/get_weather/)).toBeTruthy();
    // A host step is no JSON-RPC, and its data reads in French.
    expect(screen.queryByText('données JSON-RPC')).toBeNull();
    expect(screen.getByText(playgroundMessages.hostLayer)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/questionWords|argumentNotes|"chosen"/);
    expect(document.body.textContent).toContain('"mots de la question"');
  });

  it('only reads in the audience’s window: no field to choose, no buttons', () => {
    render(<Page entry={at('tools/call')} audience />);
    expect(screen.queryAllByRole('button', { name: '"name"' })).toEqual([]);
    expect(screen.queryByRole('button', { name: /Réponse/ })).toBeNull();
  });
});
