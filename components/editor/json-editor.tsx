'use client';

import { plainText } from '@/components/ui/code-text';
import { revealInPane } from '@/components/ui/reveal-in-pane';
import { useEffect, useRef } from 'react';
import type { Diagnostic } from '@/lib/editor/diagnostic';
import type { MonacoKit } from './load-monaco';

export interface JsonEditorProps {
  kit: MonacoKit;
  /** The model's URI; a new URI means a new document (another server, a reset). */
  uri: string;
  /** The text the editor starts with; never pushed again while the learner types. */
  initialText: string;
  /** French accessible name of the editor's text area. */
  label: string;
  diagnostics: readonly Diagnostic[];
  /** JSON Schema for completion and hover (French descriptions). */
  schema?: object;
  onChange: (text: string) => void;
  /** Height in pixels. */
  /** A CSS length (pixels when a number). */
  height?: number | string;
  dark: boolean;
}

/**
 * One Monaco JSON editor. Uncontrolled on purpose: the learner's text is only ever changed by
 * the learner (the MCP Inspector's argument editor corrupts input by rewriting it while typing).
 * Our rules' diagnostics become markers on their exact ranges.
 */
export function JsonEditor({
  kit,
  uri,
  initialText,
  label,
  diagnostics,
  schema,
  onChange,
  height = 280,
  dark,
}: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const modelRef = useRef<ReturnType<MonacoKit['monaco']['editor']['createModel']> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The text is read once per document: later renders must not reset what the learner typed.
  const initialRef = useRef(initialText);
  useEffect(() => {
    initialRef.current = initialText;
  }, [initialText]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const { monaco } = kit;
    const modelUri = monaco.Uri.parse(uri);
    monaco.editor.getModel(modelUri)?.dispose();
    const model = monaco.editor.createModel(initialRef.current, 'json', modelUri);
    modelRef.current = model;
    const editor = monaco.editor.create(element, {
      model,
      ariaLabel: label,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      wordWrap: 'on',
      fontSize: 14,
      tabSize: 2,
      lineNumbersMinChars: 3,
      fixedOverflowWidgets: true,
      renderValidationDecorations: 'on',
      // Monaco's long-standing hidden textarea rather than the newer EditContext input: it is
      // what screen readers and paste have been tested with for years.
      editContext: false,
      // French text is full of non-breaking spaces and curly apostrophes: not suspicious here.
      unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: false },
      scrollbar: { alwaysConsumeMouseWheel: false },
    });
    const subscription = model.onDidChangeContent(() => onChangeRef.current(model.getValue()));
    // Writing starts here: the editor comes up under the tab bar, as tall as the pane allows.
    const focused = editor.onDidFocusEditorText(() => revealInPane(element));
    return () => {
      focused.dispose();
      subscription.dispose();
      editor.dispose();
      model.dispose();
      modelRef.current = null;
    };
  }, [kit, uri, label]);

  useEffect(() => {
    kit.setModelSchema(uri, schema);
    return () => kit.setModelSchema(uri, undefined);
  }, [kit, uri, schema]);

  useEffect(() => {
    kit.monaco.editor.setTheme(dark ? 'vs-dark' : 'vs');
  }, [kit, dark]);

  useEffect(() => {
    const model = modelRef.current;
    if (!model || model.isDisposed()) return;
    const { MarkerSeverity } = kit.monaco;
    const length = model.getValueLength();
    kit.monaco.editor.setModelMarkers(
      model,
      'atelier-mcp',
      diagnostics.map((d) => {
        const start = model.getPositionAt(Math.min(d.offset, length));
        const end = model.getPositionAt(Math.min(d.offset + Math.max(d.length, 1), length));
        return {
          severity:
            d.severity === 'error'
              ? MarkerSeverity.Error
              : d.severity === 'warning'
                ? MarkerSeverity.Warning
                : MarkerSeverity.Info,
          // Hovers are plain text: the backticks that mark code in the list would show raw.
          message: plainText(d.message),
          code: d.code,
          startLineNumber: start.lineNumber,
          startColumn: start.column,
          endLineNumber: end.lineNumber,
          endColumn: end.column,
        };
      }),
    );
  }, [kit, diagnostics, uri]);

  return (
    <div
      ref={host}
      className="w-full min-w-0 overflow-hidden rounded border border-border"
      style={{ height }}
    />
  );
}
