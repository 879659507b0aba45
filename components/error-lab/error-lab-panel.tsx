'use client';

import { useState } from 'react';
import type { ErrorLabPort, PanelProps } from '@/lib/playground/ports';
import { errorCodeMeaning } from '@/messages/error-codes';
import { getLabExplanation } from '@/content/error-lab/explanations';
import { getScenario, scenarioEntries } from '@/content/scenarios/shipped';
import { errorLabMessages } from '@/messages/error-lab';
import { labTexts, notableSteps, type NotableStep } from '@/lib/error-lab/lab';
import { statusLine } from '@/lib/mcp/http/status';
import { CodeText } from '@/components/ui/code-text';

const t = errorLabMessages;
// Validated when the lab opens (its panel loads on demand), not with the playground.
const lab = scenarioEntries.filter((s) => s.group === 'laboratoire').map((s) => getScenario(s.id)!);

function stepLabel(step: NotableStep): string {
  switch (step.kind) {
    case 'error':
      return t.stepError({
        step: step.seq,
        code: step.code ?? '?',
        meaning: errorCodeMeaning(step.code),
      });
    case 'is-error':
      return t.stepIsError({ step: step.seq });
    case 'transport':
      return t.stepTransport({
        step: step.seq,
        event: t.events[step.event as keyof typeof t.events] ?? step.event ?? '',
      });
    case 'cancelled':
      return t.stepCancelled({ step: step.seq });
    case 'result':
      return t.stepResult({ step: step.seq, method: step.method ?? '' });
    case 'http-status':
      return t.stepHttpStatus({ step: step.seq, status: statusLine(step.status ?? 0) });
    case 'http-abort':
      return t.stepHttpAbort({ step: step.seq });
    case 'oauth-redirect':
      return step.outcome === 'code'
        ? t.stepRedirectCode({ step: step.seq, iss: step.iss ?? '—' })
        : t.stepRedirectError({ step: step.seq, error: step.outcome ?? '?' });
    case 'oauth-token':
      return t.stepToken({ step: step.seq, status: statusLine(step.status ?? 0) });
  }
}

/** The error lab: the list of scenarios that break things, and the explanation of the one shown. */
export function ErrorLabPanel({ controller, state }: PanelProps<ErrorLabPort>) {
  const explanation = getLabExplanation(state.scenarioId);
  const scenario = lab.find((s) => s.id === state.scenarioId);
  const steps = explanation ? notableSteps(state.entries) : [];
  const overHttp = state.session?.link === 'http';
  const texts = explanation ? labTexts(explanation, overHttp) : undefined;
  // Said, not done in silence: a lab that does not play in the revision on screen moves to one
  // it plays in.
  const [moved, setMoved] = useState<{ from: string; to: string } | undefined>();

  const open = async (id: string) => {
    const from = controller.getState().revision;
    await controller.openScenario(id);
    const after = controller.getState();
    setMoved(after.revision !== from ? { from, to: after.revision } : undefined);
    // The lab opens on what goes wrong, not on the handshake.
    const notable = notableSteps(after.entries);
    const key = notable.find((step) => step.kind !== 'result') ?? notable[0];
    if (after.scenarioId === id && key) controller.showStep(key.seq);
  };

  return (
    <section aria-labelledby="laboratoire-titre" className="space-y-4">
      <h2 id="laboratoire-titre" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <p role="status" className={moved ? 'rounded border border-kind-host p-2' : 'sr-only'}>
        {moved ? t.revisionMoved(moved) : ''}
      </p>
      <ul aria-label={t.listLabel} className="grid gap-2 sm:grid-cols-2">
        {lab.map((s) => {
          const current = s.id === state.scenarioId;
          return (
            <li key={s.id}>
              <button
                type="button"
                aria-label={t.load({ title: s.title })}
                aria-current={current ? 'true' : undefined}
                className={`w-full rounded border px-3 py-2 text-left ${
                  current ? 'border-accent bg-surface-2' : 'border-border bg-surface'
                }`}
                onClick={() => void open(s.id)}
              >
                <span className="block font-medium">
                  {s.title}
                  {current ? <span className="ml-2 text-sm text-muted">({t.current})</span> : null}
                </span>
                <span className="block text-sm text-muted">{s.summary}</span>
                {s.revisions.length < 3 ? (
                  <span className="block text-sm text-muted">
                    {t.revisionsOnly({ list: s.revisions.join(', ') })}
                  </span>
                ) : null}
                {s.httpLink === 'only' ? (
                  <span className="block text-sm text-muted">{t.httpOnly}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>

      {explanation && scenario && texts ? (
        <article aria-labelledby="laboratoire-explication" className="space-y-3">
          <h3 id="laboratoire-explication" className="text-lg font-semibold">
            {t.explanationHeading({ title: scenario.title })}
          </h3>
          <dl className="space-y-3">
            <div>
              <dt className="font-medium">{t.whatGoesWrong}</dt>
              <dd>
                <CodeText text={explanation.whatGoesWrong} />
              </dd>
            </div>
            <div>
              <dt className="font-medium">{t.layer}</dt>
              <dd>
                <strong>{t.layers[explanation.layer]}</strong>.{' '}
                <CodeText text={explanation.layerWhy} />
              </dd>
            </div>
            {texts.differs ? (
              <div role="note" className="rounded border border-kind-error p-2">
                {t.differs}
              </div>
            ) : null}
            <div>
              <dt className="font-medium">{t.spec}</dt>
              <dd>
                <CodeText text={texts.spec} />
              </dd>
            </div>
            <div>
              <dt className="font-medium">
                {t.sdk}
                {overHttp && explanation.http ? ` (${t.overHttp})` : ''}
              </dt>
              <dd>
                <CodeText text={texts.sdk} />
              </dd>
            </div>
            <div>
              <dt className="font-medium">{t.advice}</dt>
              <dd>
                <CodeText text={explanation.advice} />
              </dd>
            </div>
          </dl>
          {explanation.comparison ? (
            <figure className="space-y-2">
              <figcaption className="font-medium">{explanation.comparison.caption}</figcaption>
              <div className="grid gap-3 sm:grid-cols-2">
                {[explanation.comparison.left, explanation.comparison.right].map((side) => (
                  <div key={side.title} className="rounded border border-border bg-surface p-3">
                    <p className="font-medium">
                      <CodeText text={side.title} />
                    </p>
                    <p>
                      <CodeText text={side.text} />
                    </p>
                  </div>
                ))}
              </div>
            </figure>
          ) : null}
          <div>
            <h4 className="font-medium">{t.recorded}</h4>
            {steps.length === 0 ? (
              <p className="text-muted">{state.status === 'running' ? t.recordedEmpty : '—'}</p>
            ) : (
              <ol className="mt-1 space-y-1">
                {steps.map((step) => (
                  <li key={step.seq}>
                    <button
                      type="button"
                      className={`rounded border px-2 py-1 text-left text-sm ${
                        step.kind === 'result' || step.kind === 'oauth-token'
                          ? 'border-border'
                          : 'border-kind-error text-kind-error'
                      }`}
                      aria-label={`${t.showStep({ step: step.seq })} — ${stepLabel(step).replace(/`/g, '')}`}
                      onClick={() => controller.showStep(step.seq)}
                    >
                      <CodeText text={stepLabel(step)} />
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </article>
      ) : (
        <p className="text-muted">{t.notLab}</p>
      )}
    </section>
  );
}
