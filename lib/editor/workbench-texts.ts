import { editorMessages } from '@/messages/editor';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { keepDraftAside, readDrafts, type Draft } from './drafts';
import { behavioursText, definitionsText, readToolsParam } from './tool-specs';

const t = editorMessages;

/** The texts of one server's editors, exactly as the learner typed them (broken JSON included). */
export interface WorkbenchTexts {
  definitions: string;
  behaviours: string;
  /** Arguments typed per tool name. */
  arguments: Record<string, string>;
  /** The `outils` parameter the texts came from, so the same link does not overwrite a draft. */
  source?: string;
}

/** What a server's editors open with, and the French notices that say where it came from. */
export interface OpenedTexts {
  texts: WorkbenchTexts;
  notices: string[];
  /** The learner's draft a link's tools took the place of (set aside, offered back). */
  previous?: Draft;
  /** The texts are the server's example (`starterTools`), not served yet: « Vider » is offered. */
  starter?: true;
}

export interface OpenTextsInput {
  scenarioId: string;
  server: string;
  /** The live tools of the server (the learner's applied ones, or the scenario's). */
  liveTools: readonly ToolSpec[];
  /**
   * The `outils` part of the address the playground opened (a worksheet's link), offered to
   * the scenario's first server only; undefined for the other servers.
   */
  toolsParam?: string;
  /** What the editor proposes while the server serves no tool (`starterTools`). */
  starterTools?: readonly ToolSpec[];
}

/**
 * The first texts of a server's editors: a worksheet link not opened yet, else the learner's
 * draft, else the live tools. Reads the drafts stored in this browser; a draft a link's tools
 * replace is first set aside there (downloadable), never lost.
 */
export function openTexts({
  scenarioId,
  server,
  liveTools,
  toolsParam,
  starterTools,
}: OpenTextsInput): OpenedTexts {
  const notices: string[] = [];
  // A draft that could not be read is reported once, by the editor panel beside its download
  // button (it reads the drafts first): repeating it here would say it twice.
  const { drafts } = readDrafts(scenarioId);
  const draft = drafts[server];
  const param = readToolsParam(toolsParam);
  if (param.kind === 'damaged') notices.push(param.notice);
  if (param.kind === 'ok' && toolsParam && draft?.source !== toolsParam) {
    notices.push(t.outilsLoaded);
    // The link's tools replace the editor's texts, never the learner's draft: it is set aside
    // before the first keystroke can overwrite it, and offered back.
    if (draft) notices.push(keepDraftAside(scenarioId, server, draft) ?? t.draftKeptFromLink);
    return {
      texts: {
        definitions: definitionsText(param.specs),
        behaviours: behavioursText(param.specs),
        arguments: {},
        source: toolsParam,
      },
      notices,
      ...(draft && { previous: draft }),
    };
  }
  if (draft) {
    notices.push(t.draftRestored);
    return { texts: { ...draft }, notices };
  }
  // An empty server opens on its example rather than on `[]`; a learner's draft or applied
  // tools (above, and `liveTools`) always come first.
  if (liveTools.length === 0 && starterTools?.length) {
    notices.push(t.starterLoaded);
    return {
      texts: {
        definitions: definitionsText(starterTools),
        behaviours: behavioursText(starterTools),
        arguments: {},
      },
      notices,
      starter: true,
    };
  }
  return {
    texts: {
      definitions: definitionsText(liveTools),
      behaviours: behavioursText(liveTools),
      arguments: {},
    },
    notices,
  };
}

/** The draft stored for texts the learner typed. */
export function draftOf(texts: WorkbenchTexts): Draft {
  return {
    definitions: texts.definitions,
    behaviours: texts.behaviours,
    arguments: texts.arguments,
    ...(texts.source !== undefined && { source: texts.source }),
  };
}

/** The arguments object a JSON text holds, or undefined while it is not one (the form pauses). */
export function readArgumentsObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
