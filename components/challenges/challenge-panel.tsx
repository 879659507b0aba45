'use client';

import { Button } from '@/components/ui/button';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import type { ChallengePort, PanelProps } from '@/lib/playground/ports';
import { StatusBadge } from '@/components/ui/status-badge';
import { CodeText } from '@/components/ui/code-text';
import { getChallenge, nextChallenge } from '@/content/challenges';
import { challengesMessages } from '@/messages/challenges';
import { markSolved, recordPrediction, revealHint } from '@/lib/challenges/progress';
import { challengeProgressStore } from '@/lib/challenges/progress-store';
import { judge, startChallenge } from '@/lib/challenges/run';
import type { Challenge } from '@/lib/challenges/schema';
import { challengeHref } from './links';
import { Prediction } from './prediction';
import { useChallengeProgress } from './use-challenge-progress';

const tp = challengesMessages.panel;

/**
 * The playground's challenge panel when the address says `?defi=<id>`; nothing otherwise.
 * The playground renders it with its port and state, once its address is opened.
 */
export function ChallengePanelFromUrl({
  controller,
  state,
  id,
}: PanelProps<ChallengePort> & {
  /** The address's `defi`, as the playground opened it. */ id?: string | undefined;
}) {
  if (id === undefined) return null;
  const challenge = getChallenge(id);
  if (!challenge) {
    return (
      <p role="alert" className="rounded border border-kind-error p-3 text-kind-error">
        {tp.unknown(id)} <Link href="/defis">{tp.allChallenges}</Link>
      </p>
    );
  }
  return <ChallengePanel key={id} challenge={challenge} controller={controller} state={state} />;
}

/** Goal, prediction, live criteria, hints and reset of one challenge, beside the simulation. */
export function ChallengePanel({
  challenge,
  controller,
  state,
}: PanelProps<ChallengePort> & { challenge: Challenge }) {
  const snapshot = useChallengeProgress();
  const record = snapshot?.value.challenges[challenge.id];
  // Judged only once the challenge's own starting state is loading or loaded: the playground
  // first plays whatever its address says, which must not count.
  const [started, setStarted] = useState(false);

  const start = async () => {
    setStarted(false);
    controller.pause();
    const loading = startChallenge(controller, challenge);
    setStarted(true);
    await loading;
  };

  useEffect(() => {
    // In a task of its own: the playground's first load (started when it opened its address)
    // must not land after this one.
    const timer = setTimeout(() => void start(), 0);
    return () => clearTimeout(timer);
    // Once per challenge (the component is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { entries, scripted, scenarioId, revision, overHttp, toolOverrides, status, imported } =
    state;
  const results = useMemo(
    () =>
      started
        ? judge(
            challenge,
            { entries, scripted, scenarioId, revision, overHttp, toolOverrides, status, imported },
            controller.catalogue,
          )
        : challenge.criteria.map(({ label }) => ({ label, passed: false })),
    [
      challenge,
      started,
      entries,
      scripted,
      scenarioId,
      revision,
      overHttp,
      toolOverrides,
      status,
      imported,
      controller,
    ],
  );
  const done = results.filter((r) => r.passed).length;
  const passed = done === results.length;
  const solved = record?.solvedAt !== undefined;

  useEffect(() => {
    if (passed) challengeProgressStore.update((p) => markSolved(p, challenge.id, Date.now()));
  }, [passed, challenge.id]);

  const hintsShown = Math.min(record?.hints ?? 0, challenge.hints.length);
  const next = nextChallenge(challenge.id);
  const [folded, setFolded] = useState(false);

  const criteria = (
    <section aria-labelledby="defi-criteres" className="space-y-2">
      <h3 id="defi-criteres" className="text-lg font-semibold">
        {tp.criteriaHeading}
      </h3>
      <ul className="space-y-1">
        {results.map((result) => (
          <li key={result.label} className="flex items-start gap-2">
            <StatusBadge tone={result.passed ? 'right' : 'neutral'}>
              {result.passed ? tp.criterionDone : tp.criterionPending}
            </StatusBadge>
            <span className="min-w-0 break-words">
              <CodeText text={result.label} />
            </span>
          </li>
        ))}
      </ul>
      <div role="status" className="font-medium">
        {imported ? (
          <p>{tp.imported}</p>
        ) : passed ? (
          <p className="text-kind-result">{tp.success}</p>
        ) : (
          <p>{tp.status(done, results.length)}</p>
        )}
      </div>
      {passed && next ? (
        <p>
          {/* A full load: the playground reads its challenge once, on arrival. */}
          <a href={challengeHref(next.id)}>{tp.next(next.title)}</a>
        </p>
      ) : null}
    </section>
  );

  return (
    <section
      aria-labelledby="defi-titre"
      className="space-y-4 rounded-lg border-2 border-accent bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="defi-titre" className="text-xl font-semibold">
          {tp.heading(challenge.title)}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {/* Folded, only the goal and the criteria stay: the learner still sees the verdict. */}
          <Button
            size="control"
            aria-expanded={!folded}
            aria-controls="defi-corps"
            onClick={() => setFolded((f) => !f)}
          >
            {folded ? tp.unfold : tp.fold}
          </Button>
          <Link href="/defis">{tp.allChallenges}</Link>
        </div>
      </div>

      <div className="space-y-1">
        <h3 className="text-lg font-semibold">{tp.goal}</h3>
        <p className="break-words">
          <CodeText text={challenge.goal} />
        </p>
        <p className="text-sm text-muted">
          {tp.where} <CodeText text={challenge.where} />
        </p>
      </div>

      {criteria}

      <div id="defi-corps" hidden={folded} className="space-y-4">
        {passed ? (
          <p className="break-words">
            <CodeText text={challenge.debrief} />
          </p>
        ) : solved ? (
          <p className="text-sm text-muted">{tp.alreadySolved}</p>
        ) : null}

        <Prediction
          challenge={challenge}
          saved={record?.prediction}
          revealed={passed || solved}
          onSave={(picked) =>
            challengeProgressStore.update((p) => recordPrediction(p, challenge.id, picked))
          }
        />

        <section aria-labelledby="defi-indices" className="space-y-2">
          <h3 id="defi-indices" className="text-lg font-semibold">
            {tp.hintsHeading}
          </h3>
          {hintsShown > 0 ? (
            <ol className="list-decimal space-y-1 pl-6">
              {challenge.hints.slice(0, hintsShown).map((hint) => (
                <li key={hint}>
                  <CodeText text={hint} />
                </li>
              ))}
            </ol>
          ) : null}
          {hintsShown < challenge.hints.length ? (
            <Button
              size="control"
              onClick={() =>
                challengeProgressStore.update((p) =>
                  revealHint(p, challenge.id, challenge.hints.length),
                )
              }
            >
              {tp.nextHint(hintsShown + 1, challenge.hints.length)}
            </Button>
          ) : (
            <p className="text-sm text-muted">{tp.noMoreHints}</p>
          )}
        </section>

        {/* Never disabled: a keyboard user keeps the focus while the challenge restarts. */}
        <Button size="control" onClick={() => void start()}>
          {tp.reset}
        </Button>
      </div>
    </section>
  );
}
