// No zod here: lesson pages read this on their first paint. The schema that validates the
// stored sheet lives in worksheet-slot.ts, loaded when the store opens.
import { playgroundHref } from '@/lib/links';

/**
 * The course's server-design worksheet as data: what the learner answers, what each answer
 * becomes in MCP, and the tool definitions it produces (as `tools/list` returns them).
 */

export { PARAM_TYPES, TOOL_EFFECTS, TRANSPORTS } from './worksheet-kinds';
export type { ParamType, ToolEffect } from './worksheet-kinds';
import type { ParamType, ToolEffect } from './worksheet-kinds';

export type {
  Worksheet,
  WorksheetTool,
  WorksheetParam,
  WorksheetResource,
  WorksheetPrompt,
} from './worksheet-slot';
import type { Worksheet, WorksheetPrompt, WorksheetTool } from './worksheet-slot';

/** Where the learner's answers live, so that they survive a reload: this browser only. */
export const WORKSHEET_KEY = 'atelier-mcp:fiche-serveur';

export function emptyWorksheet(): Worksheet {
  return {
    serverName: '',
    purpose: '',
    resources: [],
    tools: [],
    prompts: [],
    transport: 'stdio',
    transportReason: '',
  };
}

// ---------------------------------------------------------------------------------------------
// Validation. Issues are codes; the interface turns them into French sentences at the field.

export type FieldIssue =
  | { code: 'empty' }
  | { code: 'too-long'; length: number; max: number }
  | { code: 'space' }
  | { code: 'char'; char: string }
  | { code: 'duplicate' }
  | { code: 'no-scheme' }
  | { code: 'template-braces' };

export const TOOL_NAME_MAX = 128;
const TOOL_NAME_CHAR = /[A-Za-z0-9_.-]/;

/**
 * The specification's rule for tool names: 1 to 128 characters, case-sensitive, only ASCII
 * letters, digits, `_`, `-` and `.` (no spaces, no accents).
 */
export function toolNameIssue(name: string): FieldIssue | undefined {
  if (name.length === 0) return { code: 'empty' };
  const chars = [...name];
  if (chars.length > TOOL_NAME_MAX)
    return { code: 'too-long', length: chars.length, max: TOOL_NAME_MAX };
  if (/\s/.test(name)) return { code: 'space' };
  const bad = chars.find((c) => !TOOL_NAME_CHAR.test(c));
  return bad === undefined ? undefined : { code: 'char', char: bad };
}

export function isValidToolName(name: string): boolean {
  return toolNameIssue(name) === undefined;
}

const PARAM_NAME_MAX = 64;
const PARAM_NAME_CHAR = /[A-Za-z0-9_-]/;

/** Parameter names become JSON properties the model must spell: keep them plain identifiers. */
export function paramNameIssue(name: string): FieldIssue | undefined {
  if (name.length === 0) return { code: 'empty' };
  const chars = [...name];
  if (chars.length > PARAM_NAME_MAX)
    return { code: 'too-long', length: chars.length, max: PARAM_NAME_MAX };
  if (/\s/.test(name)) return { code: 'space' };
  const bad = chars.find((c) => !PARAM_NAME_CHAR.test(c));
  return bad === undefined ? undefined : { code: 'char', char: bad };
}

/** A resource URI needs a scheme (RFC 3986); a template's `{variables}` must close. */
export function resourceUriIssue(uri: string): FieldIssue | undefined {
  if (uri.trim().length === 0) return { code: 'empty' };
  if (/\s/.test(uri)) return { code: 'space' };
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri)) return { code: 'no-scheme' };
  const stripped = uri.replace(/\{[A-Za-z0-9_,+#./*?&=-]+\}/g, '');
  if (/[{}]/.test(stripped)) return { code: 'template-braces' };
  return undefined;
}

/** True for a URI template (RFC 6570), which MCP lists as a resource template. */
export function isUriTemplate(uri: string): boolean {
  return /\{[^{}]+\}/.test(uri);
}

/** The key of a field, used to attach an issue to the right input. */
export type FieldKey = string;
export const fieldKey = {
  toolName: (id: string) => `tool:${id}:name`,
  toolDescription: (id: string) => `tool:${id}:description`,
  paramName: (toolId: string, id: string) => `tool:${toolId}:param:${id}:name`,
  resourceUri: (id: string) => `resource:${id}:uri`,
  promptName: (id: string) => `prompt:${id}:name`,
};

/** The kinds of field an issue can be on: each says its issues its own way. */
export type FieldKind = keyof typeof fieldKey;

/** The kind of field a key names (the inverse of `fieldKey`). */
export function fieldKindOf(key: FieldKey): FieldKind {
  if (key.startsWith('resource:')) return 'resourceUri';
  if (key.startsWith('prompt:')) return 'promptName';
  if (key.includes(':param:')) return 'paramName';
  return key.endsWith(':description') ? 'toolDescription' : 'toolName';
}

/** Every issue of the worksheet, by field. An empty map means the tools can be tried. */
export function worksheetIssues(ws: Worksheet): Map<FieldKey, FieldIssue> {
  const issues = new Map<FieldKey, FieldIssue>();
  const toolNames = new Map<string, number>();
  for (const tool of ws.tools) toolNames.set(tool.name, (toolNames.get(tool.name) ?? 0) + 1);
  for (const tool of ws.tools) {
    const nameIssue =
      toolNameIssue(tool.name) ??
      ((toolNames.get(tool.name) ?? 0) > 1 ? { code: 'duplicate' } : undefined);
    if (nameIssue) issues.set(fieldKey.toolName(tool.id), nameIssue);
    if (tool.description.trim().length === 0) {
      issues.set(fieldKey.toolDescription(tool.id), { code: 'empty' });
    }
    const paramNames = new Map<string, number>();
    for (const p of tool.params) paramNames.set(p.name, (paramNames.get(p.name) ?? 0) + 1);
    for (const p of tool.params) {
      const issue =
        paramNameIssue(p.name) ??
        ((paramNames.get(p.name) ?? 0) > 1 ? { code: 'duplicate' } : undefined);
      if (issue) issues.set(fieldKey.paramName(tool.id, p.id), issue);
    }
  }
  for (const resource of ws.resources) {
    const issue = resourceUriIssue(resource.uri);
    if (issue) issues.set(fieldKey.resourceUri(resource.id), issue);
  }
  const promptNames = new Map<string, number>();
  for (const p of ws.prompts)
    promptNames.set(p.name.trim(), (promptNames.get(p.name.trim()) ?? 0) + 1);
  for (const prompt of ws.prompts) {
    const name = prompt.name.trim();
    const issue: FieldIssue | undefined =
      name.length === 0
        ? { code: 'empty' }
        : (promptNames.get(name) ?? 0) > 1
          ? { code: 'duplicate' }
          : undefined;
    if (issue) issues.set(fieldKey.promptName(prompt.id), issue);
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// What the answers become.

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
}

/** A tool definition as `tools/list` returns it. */
export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  inputSchema: {
    type: 'object';
    properties?: Record<string, { type: ParamType; description?: string }>;
    required?: string[];
    additionalProperties: false;
  };
  annotations: ToolAnnotations;
}

/**
 * The annotations of an effect. They are hints for the host's interface, never a guarantee:
 * a server may lie about them, which is why the host still asks before every call.
 */
export function annotationsFor(effect: ToolEffect): ToolAnnotations {
  switch (effect) {
    case 'lecture':
      return { readOnlyHint: true };
    case 'ecriture':
      return { readOnlyHint: false, destructiveHint: false };
    case 'destruction':
      return { readOnlyHint: false, destructiveHint: true };
  }
}

export function toToolDefinition(tool: WorksheetTool): ToolDefinition {
  const params = tool.params.filter((p) => p.name.length > 0);
  const inputSchema: ToolDefinition['inputSchema'] = {
    type: 'object',
    additionalProperties: false,
  };
  if (params.length > 0) {
    inputSchema.properties = Object.fromEntries(
      params.map((p) => [
        p.name,
        p.description.trim()
          ? { type: p.type, description: p.description.trim() }
          : { type: p.type },
      ]),
    );
    const required = params.filter((p) => p.required).map((p) => p.name);
    if (required.length > 0) inputSchema.required = required;
  }
  return {
    name: tool.name,
    ...(tool.title.trim() ? { title: tool.title.trim() } : {}),
    description: tool.description.trim(),
    inputSchema,
    annotations: annotationsFor(tool.effect),
  };
}

export function toToolDefinitions(ws: Worksheet): ToolDefinition[] {
  return ws.tools.map(toToolDefinition);
}

/** The playground with the learner's tools loaded into the empty `mon-serveur` scenario. */
export function worksheetPlaygroundHref(ws: Worksheet): string {
  return playgroundHref({ scenario: 'mon-serveur', tools: toToolDefinitions(ws) });
}

/** The actions a human should approve: every tool that is not read-only. */
export function toolsNeedingApproval(ws: Worksheet): WorksheetTool[] {
  return ws.tools.filter((t) => t.effect !== 'lecture');
}

/** The prompt's arguments, from the comma-separated answer. */
export function promptArguments(prompt: WorksheetPrompt): string[] {
  return prompt.args
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}
