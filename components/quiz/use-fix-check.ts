'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FixCheck } from '@/lib/quiz/fix-run';
import type { Answer } from '@/lib/quiz/grade';
import type { FixQuestion } from '@/lib/quiz/schema';

export type FixAnswerValue = Extract<Answer, { type: 'fix' }>;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface FixCheckOptions {
  question: FixQuestion;
  /** The learner's text as it is now. */
  text: string;
  /** True once the question ended: nothing more is checked. */
  ended: boolean;
  /** Solved by a check, or « Voir la correction »: the card records it. */
  onEnd: (answer: FixAnswerValue) => void;
  /** Filled with « Vérifier », so that the card's Entrée runs the check. */
  checkRef: RefObject<(() => void) | null>;
}

/**
 * « Vérifier » and « Voir la correction »: the check runs the editor's rules then a real call
 * (lib/quiz/fix-run.ts and the SDK, loaded on the first check only), counts the checks, keeps
 * the last result, and says in French when the check itself could not start.
 */
export function useFixCheck({ question, text, ended, onEnd, checkRef }: FixCheckOptions) {
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState(0);
  const [last, setLast] = useState<{ check: FixCheck; n: number } | undefined>();
  const [crash, setCrash] = useState<string | undefined>();

  const check = async () => {
    if (busy || ended) return;
    const current = textRef.current;
    const n = checks + 1;
    setBusy(true);
    setCrash(undefined);
    try {
      // The SDK comes with the first check only.
      const [{ checkFix }, { learnerServer }] = await Promise.all([
        import('@/lib/quiz/fix-run'),
        import('@/content/scenarios/learner-server'),
      ]);
      const outcome = await checkFix(question, current, { server: learnerServer() });
      setChecks(n);
      setLast({ check: outcome, n });
      if (outcome.solved) onEnd({ type: 'fix', text: current, outcome: 'solved', checks: n });
    } catch (error) {
      setCrash(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    checkRef.current = () => void check();
    return () => {
      checkRef.current = null;
    };
  });

  return {
    busy,
    /** The last check's result and its number. */
    last,
    /** Why the last check could not run, in the words of the error. */
    crash,
    check,
    reveal: () => {
      if (!ended) onEnd({ type: 'fix', text: textRef.current, outcome: 'revealed', checks });
    },
    /** Forgets the last result (the text went back to its start). */
    forget: () => setLast(undefined),
  };
}
