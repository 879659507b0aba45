'use client';

import { Button } from '@/components/ui/button';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DiagnosticList } from '@/components/editor/diagnostic-list';
import { JsonEditor } from '@/components/editor/json-editor';
import { loadMonaco, type MonacoKit } from '@/components/editor/load-monaco';
import { useDarkScheme } from '@/components/editor/use-dark-scheme';
import { useDebounced } from '@/components/editor/use-debounced';
import { definitionsJsonSchema } from '@/lib/editor/editor-schemas';
import { checkFixRules } from '@/lib/quiz/fix-check';
import type { FixCallOutcome, FixCheck } from '@/lib/quiz/fix-run';
import type { Answer } from '@/lib/quiz/grade';
import type { FixQuestion } from '@/lib/quiz/schema';
import type { SessionAnswer } from '@/lib/quiz/session';
import { quizMessages } from '@/messages/quiz';
import { CodeText } from '@/components/ui/code-text';
import { StatusBadge } from '@/components/ui/status-badge';

const t = quizMessages.fix;

export type FixAnswerValue = Extract<Answer, { type: 'fix' }>;

export interface FixAnswerProps {
  idBase: string;
  question: FixQuestion;
  /** The recorded answer, once the question ended. */
  result?: SessionAnswer;
  /** Solved by a check, or « Voir la correction »: the card records it. */
  onEnd: (answer: FixAnswerValue) => void;
  /** Filled with « Vérifier », so that the card's Entrée runs the check. */
  checkRef: RefObject<(() => void) | null>;
  /** The level of this card's sub-headings. */
  headingLevel: 3 | 4;
}

type Loading =
  | { status: 'loading' }
  | { status: 'ready'; kit: MonacoKit }
  | { status: 'failed'; message: string };

// JSON wraps instead of scrolling sideways: on a phone, a long description stays readable.
const PRE =
  'max-h-80 overflow-auto rounded-md border border-border bg-surface-2 p-3 text-[0.8rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere]';

/** Where the text being fixed waits if the page is reloaded before the question ends. */
const draftKey = (id: string) => `atelier-mcp:quiz-corriger:${id}`;

function readDraft(id: string): string | undefined {
  try {
    return window.sessionStorage.getItem(draftKey(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(id: string, text: string | undefined): void {
  try {
    if (text === undefined) window.sessionStorage.removeItem(draftKey(id));
    else window.sessionStorage.setItem(draftKey(id), text);
  } catch {
    // No storage (private mode, quota): the text stays in the card, only a reload would lose it.
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * « Corriger une définition »: the broken tool definitions in the playground's own JSON editor
 * (Monaco, loaded here only; a plain text area stands in while it loads or if it fails), the
 * editor's French diagnostics, and « Vérifier », which runs the real simulation (loaded on the
 * first check). The learner's text lives in this card's state: nothing ever replaces it but the
 * learner, or « Revenir au texte de départ » after a confirmation.
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
  const [text, setText] = useState(() => ended?.text ?? readDraft(question.id) ?? question.broken);
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  const [resetCount, setResetCount] = useState(0);
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [mode, setMode] = useState<'plain' | 'monaco'>('plain');
  const plainRef = useRef<HTMLTextAreaElement>(null);
  const dark = useDarkScheme();
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState(0);
  const [last, setLast] = useState<{ check: FixCheck; n: number } | undefined>();
  const [crash, setCrash] = useState<string | undefined>();
  const Heading = `h${headingLevel}` as const;

  // Monaco is fetched when the question is shown, never with the quiz page.
  useEffect(() => {
    if (ended) return;
    let live = true;
    loadMonaco().then(
      (kit) => live && setLoading({ status: 'ready', kit }),
      (error: unknown) => live && setLoading({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [ended]);

  // Swap the plain text area for Monaco, but never under the learner's fingers: if they are
  // typing in it, the swap waits until they leave it.
  useEffect(() => {
    if (loading.status !== 'ready' || mode === 'monaco') return;
    if (document.activeElement === plainRef.current) return;
    // The editor arriving is an outside event (a chunk finished loading).
    setMode('monaco');
  }, [loading.status, mode]);

  const settled = useDebounced(text, 200);
  useEffect(() => {
    if (ended) writeDraft(question.id, undefined);
    else writeDraft(question.id, settled === question.broken ? undefined : settled);
  }, [ended, settled, question.id, question.broken]);
  const rules = useMemo(() => checkFixRules(question, settled), [question, settled]);

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

  const reveal = () => {
    if (ended) return;
    onEnd({ type: 'fix', text: textRef.current, outcome: 'revealed', checks });
  };

  const restart = () => {
    if (!window.confirm(t.restartConfirm)) return;
    setText(question.broken);
    setResetCount((n) => n + 1);
    setLast(undefined);
  };

  const editorId = `${idBase}-definitions`;
  const helpId = `${idBase}-aide-editeur`;

  return (
    <div className="min-w-0 space-y-4">
      <div className="min-w-0 space-y-2 rounded-lg border border-border bg-surface p-3">
        <Heading className="font-semibold">{t.callHeading}</Heading>
        <p className="break-words">
          <CodeText text={t.callIntro(question.call.tool)} />
        </p>
        <pre className={PRE}>{JSON.stringify(question.call.arguments, null, 2)}</pre>
      </div>

      {ended ? (
        <div className="min-w-0 space-y-2">
          <Heading className="font-semibold">{t.yourText}</Heading>
          <pre tabIndex={0} role="region" aria-label={t.yourText} className={PRE}>
            {ended.text}
          </pre>
          <p>
            <StatusBadge tone={ended.outcome === 'solved' ? 'right' : 'wrong'}>
              {ended.outcome === 'solved' ? t.solvedIn(ended.checks) : t.revealed}
            </StatusBadge>
          </p>
        </div>
      ) : (
        <div className="min-w-0 space-y-2">
          <label htmlFor={mode === 'plain' ? editorId : undefined} className="block font-semibold">
            {t.editorLabel}
          </label>
          <p id={helpId} className="text-sm text-muted">
            {t.editorHelp}
          </p>
          {mode === 'monaco' && loading.status === 'ready' ? (
            <JsonEditor
              kit={loading.kit}
              uri={`inmemory://atelier-mcp/quiz/${encodeURIComponent(question.id)}/${resetCount}.json`}
              initialText={text}
              label={t.editorLabel}
              diagnostics={rules.diagnostics}
              schema={definitionsJsonSchema}
              onChange={setText}
              height={340}
              dark={dark}
            />
          ) : (
            <>
              {loading.status === 'loading' ? (
                <p role="status" className="text-sm text-muted">
                  {t.editorLoading}
                </p>
              ) : null}
              {loading.status === 'failed' ? (
                <p role="alert" className="text-sm text-kind-error">
                  {t.editorFailed(loading.message)}
                </p>
              ) : null}
              <textarea
                id={editorId}
                ref={plainRef}
                aria-describedby={helpId}
                value={text}
                spellCheck={false}
                onChange={(event) => setText(event.target.value)}
                onBlur={() => {
                  if (loading.status === 'ready') setMode('monaco');
                }}
                rows={16}
                className="block w-full min-w-0 rounded border border-border bg-surface p-2 font-mono text-sm"
              />
            </>
          )}
          <DiagnosticList label={t.editorLabel} text={settled} diagnostics={rules.diagnostics} />
        </div>
      )}

      {ended ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void check()} disabled={busy} variant="primary" size="large">
            {busy ? t.checking : t.check}
          </Button>
          <Button onClick={reveal} disabled={busy} variant="outline" size="large">
            {t.reveal}
          </Button>
          <Button onClick={restart} disabled={busy} variant="quiet">
            {t.restart}
          </Button>
          <p className="w-full text-sm text-muted">{t.revealNote}</p>
        </div>
      )}

      {crash ? (
        <p role="alert" className="font-medium text-kind-error">
          {t.checkCrashed(crash)}
        </p>
      ) : null}

      {last ? <CheckResult check={last.check} n={last.n} Heading={Heading} /> : null}
    </div>
  );
}

function rulesLine(check: FixCheck): { ok: boolean; text: string } {
  switch (check.rules.verdict) {
    case 'ok':
      return { ok: true, text: t.rulesOk };
    case 'syntax':
      return { ok: false, text: t.rulesSyntax };
    case 'shape':
      return { ok: false, text: t.rulesShape };
    case 'errors':
    case 'defects':
      return { ok: false, text: t.rulesErrors(check.rules.blocking.length) };
  }
}

function callLine(call: FixCallOutcome): { ok: boolean | undefined; text: string } {
  switch (call.status) {
    case 'not-run':
      return { ok: undefined, text: t.callNotRun };
    case 'failed':
      return { ok: false, text: t.callFailed(call.message) };
    case 'protocol-error':
      return { ok: false, text: t.callProtocolError(call.message) };
    case 'is-error':
      return { ok: false, text: t.callIsError };
    case 'result':
      return { ok: true, text: t.callOk };
  }
}

/** What the last « Vérifier » found: the rules, the call, and the exact messages on the wire. */
function CheckResult({ check, n, Heading }: { check: FixCheck; n: number; Heading: 'h3' | 'h4' }) {
  const rules = rulesLine(check);
  const call = callLine(check.call);
  const wire = check.call.status === 'not-run' || check.call.status === 'failed' ? {} : check.call;
  return (
    <section className="min-w-0 space-y-3 rounded-lg border-2 border-border bg-surface p-3">
      <Heading className="font-semibold">
        {t.resultHeading} <span className="font-normal text-muted">({t.checkCount(n)})</span>
      </Heading>
      <ul aria-live="polite" className="space-y-1">
        <li className="break-words">
          <StatusBadge tone={rules.ok ? 'right' : 'wrong'}>
            <CodeText text={rules.text} />
          </StatusBadge>
        </li>
        <li className="break-words">
          <StatusBadge tone={call.ok === undefined ? 'neutral' : call.ok ? 'right' : 'wrong'}>
            <CodeText text={call.text} />
          </StatusBadge>
        </li>
      </ul>
      {'request' in wire && wire.request !== undefined ? (
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold">{t.requestLabel}</p>
          <pre tabIndex={0} role="region" aria-label={t.requestLabel} className={PRE}>
            {JSON.stringify(wire.request, null, 2)}
          </pre>
        </div>
      ) : null}
      {'answer' in wire && wire.answer !== undefined ? (
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold">{t.answerLabel}</p>
          <pre tabIndex={0} role="region" aria-label={t.answerLabel} className={PRE}>
            {JSON.stringify(wire.answer, null, 2)}
          </pre>
        </div>
      ) : null}
    </section>
  );
}
