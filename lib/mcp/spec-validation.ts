import {
  CallToolResultSchema,
  ClientNotificationSchema,
  ClientRequestSchema,
  DiscoverResultSchema,
  ElicitResultSchema,
  GetPromptResultSchema,
  InitializeResultSchema,
  JSONRPCErrorResponseSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResultResponseSchema,
  ListPromptsResultSchema,
  ListResourceTemplatesResultSchema,
  ListResourcesResultSchema,
  ListToolsResultSchema,
  ReadResourceResultSchema,
  ResultSchema,
  ServerNotificationSchema,
  ServerRequestSchema,
  SubscriptionsListenResultSchema,
} from '@modelcontextprotocol/core';
import {
  ListSkillsRequestParamsSchema,
  ListSkillsResultSchema,
  SKILLS_LIST_METHOD,
} from '@modelcontextprotocol/core/ext/skills';
import type { MessageEntry } from './trace';

interface Validator {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

const RESULT_SCHEMAS: Record<string, Validator> = {
  initialize: InitializeResultSchema,
  'server/discover': DiscoverResultSchema,
  'tools/list': ListToolsResultSchema,
  'tools/call': CallToolResultSchema,
  'resources/list': ListResourcesResultSchema,
  'resources/templates/list': ListResourceTemplatesResultSchema,
  'resources/read': ReadResourceResultSchema,
  'prompts/list': ListPromptsResultSchema,
  'prompts/get': GetPromptResultSchema,
  'elicitation/create': ElicitResultSchema,
  'subscriptions/listen': SubscriptionsListenResultSchema,
  [SKILLS_LIST_METHOD]: ListSkillsResultSchema,
};

const LEGACY_SKILLS_LIST = ListSkillsResultSchema.partial({ ttlMs: true, cacheScope: true });

/**
 * Methods of an extension the servers negotiate under `capabilities.extensions`: not in the
 * core schemas, checked against the extension's own (the SDK's Skills extension).
 */
const EXTENSION_PARAMS: Record<string, Validator> = {
  [SKILLS_LIST_METHOD]: ListSkillsRequestParamsSchema,
};

function problems(schema: Validator, value: unknown, where: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return (result.error?.issues ?? []).map(
    (issue) =>
      `${where}${issue.path.length ? `.${issue.path.map(String).join('.')}` : ''}: ${issue.message}`,
  );
}

/**
 * Checks a recorded message against the SDK's own spec schemas (from @modelcontextprotocol/core)
 * for its kind and direction: the JSON-RPC envelope first, then the MCP shape of the request,
 * notification or result. Returns the problems found (empty when the message conforms).
 */
export function validateAgainstSpec(entry: MessageEntry): string[] {
  const message: Record<string, unknown> = entry.message;
  const toServer = entry.direction === 'client-to-server';
  switch (entry.kind) {
    case 'request': {
      const shape = {
        method: message.method,
        ...(message.params !== undefined && { params: message.params }),
      };
      const extension = typeof message.method === 'string' && EXTENSION_PARAMS[message.method];
      return [
        ...problems(JSONRPCRequestSchema, message, 'envelope'),
        ...(extension
          ? problems(extension, message.params ?? {}, 'params')
          : problems(toServer ? ClientRequestSchema : ServerRequestSchema, shape, 'request')),
      ];
    }
    case 'notification': {
      const shape = {
        method: message.method,
        ...(message.params !== undefined && { params: message.params }),
      };
      return [
        ...problems(JSONRPCNotificationSchema, message, 'envelope'),
        ...problems(
          toServer ? ClientNotificationSchema : ServerNotificationSchema,
          shape,
          'notification',
        ),
      ];
    }
    case 'error':
      return problems(JSONRPCErrorResponseSchema, message, 'envelope');
    case 'result': {
      const result = message.result as Record<string, unknown> | undefined;
      const envelope = problems(JSONRPCResultResponseSchema, message, 'envelope');
      // An input_required answer (2026-07-28) is not the method's final result shape.
      if (result?.resultType === 'input_required') {
        const ok =
          typeof result.inputRequests === 'object' || typeof result.requestState === 'string';
        return ok
          ? envelope
          : [...envelope, 'result: input_required without inputRequests nor requestState'];
      }
      // The Skills extension's list carries 2026-07-28's cache fields; a 2025 result (no
      // `resultType`) has none, as the SDK sends it on a 2025 connection.
      if (entry.method === SKILLS_LIST_METHOD && result?.resultType === undefined) {
        return [...envelope, ...problems(LEGACY_SKILLS_LIST, result, 'result')];
      }
      const schema = (entry.method && RESULT_SCHEMAS[entry.method]) || ResultSchema;
      return [...envelope, ...problems(schema, result, 'result')];
    }
  }
}
