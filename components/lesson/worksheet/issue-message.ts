import { lessonsMessages } from '@/messages/lessons';
import type { FieldIssue } from '@/lib/lessons/worksheet';

const t = lessonsMessages.worksheet.issues;

/** The French sentence for an issue, according to the kind of field it is on. */
export function issueMessage(
  issue: FieldIssue,
  field: 'toolName' | 'paramName' | 'description' | 'uri' | 'promptName',
): string {
  switch (issue.code) {
    case 'empty':
      return field === 'description' ? t.descriptionEmpty : t.empty;
    case 'too-long':
      return t.tooLong(issue.length, issue.max);
    case 'space':
      return t.space;
    case 'char':
      return field === 'paramName' ? t.paramChar(issue.char) : t.char(issue.char);
    case 'duplicate':
      return t.duplicate;
    case 'no-scheme':
      return t.noScheme;
    case 'template-braces':
      return t.templateBraces;
  }
}
