'use client';

import { DiagnosticList } from './diagnostic-list';
import { JsonEditor, type JsonEditorProps } from './json-editor';

interface EditorSectionProps extends JsonEditorProps {
  /** The heading's DOM id: links and the tab order land on it. */
  headingId: string;
  heading: string;
  help: string;
  /** The text the diagnostics were computed on (it trails the editor while typing). */
  checkedText: string;
}

/** A titled Monaco editor with its French diagnostics listed under it for keyboard users. */
export function EditorSection({
  headingId,
  heading,
  help,
  checkedText,
  ...editor
}: EditorSectionProps) {
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-lg font-semibold">
        {heading}
      </h3>
      <p className="text-sm text-muted">{help}</p>
      <JsonEditor {...editor} />
      <DiagnosticList label={editor.label} text={checkedText} diagnostics={editor.diagnostics} />
    </div>
  );
}
