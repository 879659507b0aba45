'use client';

import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useDebounced } from '@/components/editor/use-debounced';
import { checkFixRules } from '@/lib/quiz/fix-check';
import { readFixDraft, saveFixDraft } from '@/lib/quiz/fix-draft';
import type { RunAnswer } from '@/lib/quiz/run';
import type { FixQuestion } from '@/lib/quiz/schema';
import { quizMessages } from '@/messages/quiz';
import { CodeText } from '@/components/ui/code-text';
import { StatusBadge } from '@/components/ui/status-badge';
import { FixCheckResult, WRAPPED_JSON } from './fix-check-result';
import { FixEditor } from './fix-editor';
import { useFixCheck, type FixAnswerValue } from './use-fix-check';

const t = quizMessages.fix;

export interface FixAnswerProps {
  idBase: string;
  question: FixQuestion;
  /** The recorded answer, once the question ended. */
  result?: RunAnswer;
  /** Solved by a check, or « Voir la correction »: the card records it. */
  onEnd: (answer: FixAnswerValue) => void;
  /** Filled with « Vérifier », so that the card's Entrée runs the check. */
  checkRef: RefObject<(() => void) | null>;
  /** The level of this card's sub-headings. */
  headingLevel: 3 | 4;
}

/** How long the text must rest before the rules run on it and a reload would find it again. */
const SETTLE_MS = 200;

/**
 * « Corriger une définition »: the broken tool definitions in the playground's own JSON editor,
 * the editor's French diagnostics, and « Vérifier », which runs the real simulation. The
 * learner's text lives in this card's state: nothing ever replaces it but the learner, or
 * « Revenir au texte de départ » after a confirmation.
 */
export function FixAnswer({
  idBase,
  question,
  result,
  onEnd,
  checkRef,
  headingLevel,
}: FixAnswerProps) {
  const ended = result?.answer.type === 'fix' ? result.answer : undefined;
  const [text, setText] = useState(
    () => ended?.text ?? readFixDraft(question.id) ?? question.broken,
  );
  const [resetCount, setResetCount] = useState(0);
  const settled = useDebounced(text, SETTLE_MS);
  const rules = useMemo(() => checkFixRules(question, settled), [question, settled]);
  const checker = useFixCheck({ question, text, ended: ended !== undefined, onEnd, checkRef });
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    saveFixDraft(question, ended ? undefined : settled);
  }, [ended, settled, question]);

  const restart = () => {
    if (!window.confirm(t.restartConfirm)) return;
    setText(question.broken);
    setResetCount((n) => n + 1);
    checker.forget();
  };

  return (
    <div className="min-w-0 space-y-4">
      <div className="min-w-0 space-y-2 rounded-lg border border-border bg-surface p-3">
        <Heading className="font-semibold">{t.callHeading}</Heading>
        <p className="break-words">
          <CodeText text={t.callIntro(question.call.tool)} />
        </p>
        <pre className={WRAPPED_JSON}>{JSON.stringify(question.call.arguments, null, 2)}</pre>
      </div>

      {ended ? (
        <div className="min-w-0 space-y-2">
          <Heading className="font-semibold">{t.yourText}</Heading>
          <pre tabIndex={0} role="region" aria-label={t.yourText} className={WRAPPED_JSON}>
            {ended.text}
          </pre>
          <p>
            <StatusBadge tone={ended.outcome === 'solved' ? 'right' : 'wrong'}>
              {ended.outcome === 'solved' ? t.solvedIn(ended.checks) : t.revealed}
            </StatusBadge>
          </p>
        </div>
      ) : (
        <>
          <FixEditor
            idBase={idBase}
            questionId={question.id}
            text={text}
            onChange={setText}
            resetCount={resetCount}
            checkedText={settled}
            diagnostics={rules.diagnostics}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => void checker.check()}
              disabled={checker.busy}
              variant="primary"
              size="large"
            >
              {checker.busy ? t.checking : t.check}
            </Button>
            <Button onClick={checker.reveal} disabled={checker.busy} variant="outline" size="large">
              {t.reveal}
            </Button>
            <Button onClick={restart} disabled={checker.busy} variant="quiet">
              {t.restart}
            </Button>
            <p className="w-full text-sm text-muted">{t.revealNote}</p>
          </div>
        </>
      )}

      {checker.crash ? (
        <p role="alert" className="font-medium text-kind-error">
          {t.checkCrashed(checker.crash)}
        </p>
      ) : null}

      {checker.last ? (
        <FixCheckResult check={checker.last.check} n={checker.last.n} Heading={Heading} />
      ) : null}
    </div>
  );
}
