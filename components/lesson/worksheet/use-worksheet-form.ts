'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { worksheetExample } from '@/content/lessons/worksheet-example';
import { lessonsMessages } from '@/messages/lessons';
import {
  emptyWorksheet,
  fieldKey,
  fieldKindOf,
  worksheetIssues,
  type FieldKey,
  type Worksheet,
  type WorksheetParam,
} from '@/lib/lessons/worksheet';
import * as edits from '@/lib/lessons/worksheet-edits';
import { issueMessage } from '@/lib/lessons/worksheet-issues';
import { fieldId } from './fields';
import { useWorksheet } from './use-worksheet';

const t = lessonsMessages.worksheet;

type WorksheetList = edits.WorksheetList;
type Row<L extends WorksheetList> = Worksheet[L][number];

/** Each list's add button: focus lands there after a row of that list is removed. */
export const ADD_ID: Readonly<Record<WorksheetList, string>> = {
  tools: 'ajouter-outil',
  resources: 'ajouter-ressource',
  prompts: 'ajouter-prompt',
};

/** A tool's « Ajouter un paramètre » button, where focus lands after a parameter is removed. */
export const addParamId = (toolId: string) => `ajouter-param-${toolId}`;

/** What a new row is added with: the prefix of its id, and the field that gets the focus. */
const NEW_ROW: Readonly<
  Record<
    WorksheetList,
    { prefix: string; add: typeof edits.addTool; first: (id: string) => string }
  >
> = {
  tools: { prefix: 'outil', add: edits.addTool, first: fieldKey.toolName },
  resources: { prefix: 'ressource', add: edits.addResource, first: fieldKey.resourceUri },
  prompts: { prefix: 'prompt', add: edits.addPrompt, first: fieldKey.promptName },
};

/** Moves the focus to an element once the next render is on screen. */
function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id) => {
    pending.current = id;
  };
}

/**
 * The worksheet form's state and intents: the saved sheet and its issues, which fields the
 * learner has left (an empty field is flagged only then), and each edit with where the focus
 * goes after it. The edits themselves are lib/lessons/worksheet-edits.ts.
 */
export function useWorksheetForm() {
  const { worksheet: ws, notice, update } = useWorksheet();
  const issues = useMemo(() => worksheetIssues(ws), [ws]);
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(new Set());
  const focusLater = useFocusAfterRender();

  const markTouched = (key: FieldKey) =>
    setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));

  /** Replaces the whole sheet, after a confirmation when the learner had written something. */
  const replaceWith = (next: () => Worksheet, question: string) => {
    if (!edits.isBlank(ws) && !window.confirm(question)) return;
    update(next);
    setTouched(new Set());
  };

  return {
    ws,
    notice,
    issues,
    /** The message shown at a field: at once if something is typed, after leaving it if empty. */
    errorAt: (key: FieldKey, value: string): string | undefined => {
      const issue = issues.get(key);
      if (!issue || (value.length === 0 && !touched.has(key))) return undefined;
      return issueMessage(issue, fieldKindOf(key));
    },
    /** The blur handler of a field that can have an issue. */
    touch: (key: FieldKey) => () => markTouched(key),
    /** Shows an issue's message at its field and puts the focus there. */
    showIssue: (key: FieldKey) => {
      markTouched(key);
      document.getElementById(fieldId(key))?.focus();
    },
    edit: update,
    setRow: <L extends WorksheetList>(list: L, id: string, change: Partial<Row<L>>) => {
      update((w) => edits.setRow(w, list, id, change));
    },
    addRow: (list: WorksheetList) => {
      const { prefix, add, first } = NEW_ROW[list];
      const id = edits.newRowId(prefix);
      focusLater(fieldId(first(id)));
      update((w) => add(w, id));
    },
    /** Removes a row; focus goes to the list's add button, which stays where the row was. */
    removeRow: (list: WorksheetList, id: string) => {
      focusLater(ADD_ID[list]);
      update((w) => edits.removeRow(w, list, id));
    },
    addParam: (toolId: string) => {
      const id = edits.newRowId('param');
      focusLater(fieldId(fieldKey.paramName(toolId, id)));
      update((w) => edits.addParam(w, toolId, id));
    },
    setParam: (toolId: string, id: string, change: Partial<WorksheetParam>) => {
      update((w) => edits.setParam(w, toolId, id, change));
    },
    removeParam: (toolId: string, id: string) => {
      focusLater(addParamId(toolId));
      update((w) => edits.removeParam(w, toolId, id));
    },
    fillExample: () => replaceWith(() => structuredClone(worksheetExample), t.exampleConfirm),
    clearAll: () => replaceWith(emptyWorksheet, t.clearConfirm),
  };
}

export type WorksheetForm = ReturnType<typeof useWorksheetForm>;
