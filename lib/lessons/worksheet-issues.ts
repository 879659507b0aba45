import { lessonsMessages } from '@/messages/lessons';
import {
  fieldKey,
  fieldKindOf,
  type FieldIssue,
  type FieldKey,
  type FieldKind,
  type Worksheet,
} from './worksheet';

const t = lessonsMessages.worksheet;

/** The French sentence for an issue, according to the kind of field it is on. */
export function issueMessage(issue: FieldIssue, field: FieldKind): string {
  switch (issue.code) {
    case 'empty':
      return field === 'toolDescription' ? t.issues.descriptionEmpty : t.issues.empty;
    case 'too-long':
      return t.issues.tooLong(issue.length, issue.max);
    case 'space':
      return t.issues.space;
    case 'char':
      return field === 'paramName' ? t.issues.paramChar(issue.char) : t.issues.char(issue.char);
    case 'duplicate':
      return t.issues.duplicate;
    case 'no-scheme':
      return t.issues.noScheme;
    case 'template-braces':
      return t.issues.templateBraces;
  }
}

/** A label without its « required » star. */
function bare(label: string): string {
  return label.replace(/\s*\*$/, '');
}

/** Each field an issue can be on, named as the learner sees it (« Outil 2, nom de l’outil »). */
export function fieldNames(ws: Worksheet): Map<FieldKey, string> {
  const names = new Map<FieldKey, string>();
  const ref = t.result.fieldRef;
  ws.tools.forEach((tool, n) => {
    const item = t.tools.item(n + 1);
    names.set(fieldKey.toolName(tool.id), ref(item, bare(t.tools.name)));
    names.set(fieldKey.toolDescription(tool.id), ref(item, bare(t.tools.description)));
    tool.params.forEach((param, m) =>
      names.set(fieldKey.paramName(tool.id, param.id), ref(item, t.tools.paramItem(m + 1))),
    );
  });
  ws.resources.forEach((resource, n) =>
    names.set(
      fieldKey.resourceUri(resource.id),
      ref(t.resources.item(n + 1), bare(t.resources.uri)),
    ),
  );
  ws.prompts.forEach((prompt, n) =>
    names.set(fieldKey.promptName(prompt.id), ref(t.prompts.item(n + 1), bare(t.prompts.name))),
  );
  return names;
}

/** One line of the list of points to fix: which field, and what is wrong with it. */
export interface IssueLine {
  key: FieldKey;
  /** The field's name (« Outil 2, nom de l’outil »). */
  field: string;
  message: string;
}

/** The worksheet's issues as the list under « Ce que votre fiche devient » says them. */
export function issueLines(ws: Worksheet, issues: ReadonlyMap<FieldKey, FieldIssue>): IssueLine[] {
  const names = fieldNames(ws);
  return [...issues].map(([key, issue]) => ({
    key,
    field: names.get(key) ?? t.result.goToField,
    message: issueMessage(issue, fieldKindOf(key)),
  }));
}
