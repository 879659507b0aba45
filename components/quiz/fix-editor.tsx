'use client';

import { useEffect, useRef, useState } from 'react';
import { DiagnosticList } from '@/components/editor/diagnostic-list';
import { JsonEditor } from '@/components/editor/json-editor';
import { loadMonaco, type MonacoKit } from '@/components/editor/load-monaco';
import { useDarkScheme } from '@/components/editor/use-dark-scheme';
import type { Diagnostic } from '@/lib/editor/diagnostic';
import { definitionsJsonSchema } from '@/lib/editor/editor-schemas';
import { quizMessages } from '@/messages/quiz';

const t = quizMessages.fix;

type Loading =
  | { status: 'loading' }
  | { status: 'ready'; kit: MonacoKit }
  | { status: 'failed'; message: string };

interface FixEditorProps {
  idBase: string;
  questionId: string;
  text: string;
  onChange: (text: string) => void;
  /** Bumped when the text goes back to its start: Monaco then opens a fresh model. */
  resetCount: number;
  /** The text the diagnostics were computed on (it lags the typing a little). */
  checkedText: string;
  diagnostics: readonly Diagnostic[];
}

/**
 * The definitions being fixed, in the playground's own JSON editor. Monaco is fetched when the
 * question is shown, never with the quiz page; a plain text area stands in while it loads or if
 * it fails, and the swap never happens under the learner's fingers: if they are typing in the
 * text area, it waits until they leave it. The editor's remarks are listed under it too.
 */
export function FixEditor({
  idBase,
  questionId,
  text,
  onChange,
  resetCount,
  checkedText,
  diagnostics,
}: FixEditorProps) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [mode, setMode] = useState<'plain' | 'monaco'>('plain');
  const plainRef = useRef<HTMLTextAreaElement>(null);
  const dark = useDarkScheme();
  const editorId = `${idBase}-definitions`;
  const helpId = `${idBase}-aide-editeur`;

  useEffect(() => {
    let live = true;
    loadMonaco().then(
      (kit) => live && setLoading({ status: 'ready', kit }),
      (error: unknown) =>
        live &&
        setLoading({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (loading.status !== 'ready' || mode === 'monaco') return;
    if (document.activeElement === plainRef.current) return;
    // The editor arriving is an outside event (a chunk finished loading).
    setMode('monaco');
  }, [loading.status, mode]);

  return (
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
          uri={`inmemory://atelier-mcp/quiz/${encodeURIComponent(questionId)}/${resetCount}.json`}
          initialText={text}
          label={t.editorLabel}
          diagnostics={diagnostics}
          schema={definitionsJsonSchema}
          onChange={onChange}
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
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              if (loading.status === 'ready') setMode('monaco');
            }}
            rows={16}
            className="block w-full min-w-0 rounded border border-border bg-surface p-2 font-mono text-sm"
          />
        </>
      )}
      <DiagnosticList label={t.editorLabel} text={checkedText} diagnostics={diagnostics} />
    </div>
  );
}
