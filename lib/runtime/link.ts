import {
  PROTOCOL_VERSION_META_KEY,
  UrlElicitationRequiredError,
  inputRequired,
  type CallToolResult,
  type ClientCapabilities,
  type InputRequiredResult,
  type RequestStateCodec,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { fillTemplate } from './template';

/*
 * URL-mode elicitation, shared like behaviour.ts: a tool that sends the user to a web page of
 * the server's (a payment, a third-party sign-in) instead of asking anything through the client.
 * What the user does on that page never passes through MCP: the server learns it out of band,
 * here through `visitLink`, which the Atelier's simulated page calls.
 */

/** A tool's page to visit (the scenario format, lib/mcp/scenario.ts). */
export interface LinkSpec {
  /** Why the user should open the page; `{{argument}}` placeholders allowed. */
  message: string;
  /** The page; `{{id}}` is the server's own id for this request, `{{argument}}` allowed. */
  url: string;
  /**
   * `input`: asked inside the call (2026-07-28 `input_required`, 2025 `elicitation/create`).
   * `error`: on 2025-11-25 the call first fails with `-32042` and the client retries once the
   * page is done; 2026-07-28 has no such error, so the tool asks as with `input`.
   */
  via: 'input' | 'error';
  /** The answer when the user refuses to open the page. */
  declined: string;
  /** The answer when the user agreed but the page was not completed. */
  pending: string;
  /** The simulated page the Atelier shows (the exported server has none). */
  page: { title: string; text: string; action: string };
}

/** One page a tool asked the user to visit, and whether the server saw it completed. */
export interface LinkRecord {
  tool: string;
  url: string;
  done: boolean;
  /** The page as the server shows it, filled for this request. */
  page: LinkSpec['page'];
}

/** The server's record of its pages, by id (`payer_facture-1`…): the state MCP never carries. */
export interface LinkBook {
  records: Map<string, LinkRecord>;
  count: number;
}

/** What `requestState` carries between the rounds of a call: the id of the page asked for. */
export interface LinkState {
  lien: string;
}

export function emptyLinkBook(): LinkBook {
  return { records: new Map(), count: 0 };
}

/** The key of the embedded request in `inputRequests` (and of its answer in `inputResponses`). */
export const LINK_INPUT = 'lien';

/**
 * The page at `url` was completed (the user paid, signed in…): the server marks it done and
 * returns its id, or undefined for a page it never handed out.
 */
export function visitLink(book: LinkBook, url: string): string | undefined {
  for (const [id, record] of book.records) {
    if (record.url === url && !record.done) {
      record.done = true;
      return id;
    }
  }
  return undefined;
}

/** The page the server serves at `url`, if it handed it out. */
export function pageAt(book: LinkBook, url: string): LinkRecord['page'] | undefined {
  for (const record of book.records.values()) if (record.url === url) return record.page;
  return undefined;
}

/** True when the request was sent in 2026-07-28, whose requests all carry the `_meta` envelope. */
export function isModernRequest(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
  return envelope?.[PROTOCOL_VERSION_META_KEY] !== undefined;
}

/** What the link step decides: go on with the tool's outcome, or answer now. */
export type LinkStep =
  { kind: 'proceed' } | { kind: 'answer'; result: CallToolResult | InputRequiredResult };

export interface LinkContext {
  tool: string;
  values: Record<string, unknown>;
  book: LinkBook;
  codec: RequestStateCodec<LinkState>;
  /** The capabilities the client declared at `initialize` (2025 connections only). */
  legacyClientCapabilities: () => ClientCapabilities | undefined;
  /** Sent on 2025-11-25 when the client cannot use URL mode and the tool needs it. */
  unsupported: string;
}

function text(value: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text: value }], ...(isError && { isError: true }) };
}

/**
 * Runs one round of a tool's link: the first round hands out a page (an `input_required`, an
 * `elicitation/create` through the SDK's 2025 shim, or a `-32042` error), the retry reads the
 * page's id back from `requestState` and checks, in the server's own book, that it was done.
 */
export async function runLink(
  link: LinkSpec,
  ctx: ServerContext,
  context: LinkContext,
): Promise<LinkStep> {
  const { book, values } = context;
  const modern = isModernRequest(ctx);
  const state = ctx.mcpReq.requestState<LinkState>();
  const asked = state ? book.records.get(state.lien) : undefined;

  if (asked) {
    const answer = ctx.mcpReq.inputResponses?.[LINK_INPUT] as { action?: string } | undefined;
    if (answer?.action !== 'accept') return answerWith(link.declined, values);
    return asked.done ? { kind: 'proceed' } : answerWith(link.pending, values);
  }
  // A retry after `-32042` carries nothing: the server remembers the page it asked for.
  const done = [...book.records.values()].some((r) => r.tool === context.tool && r.done);
  if (link.via === 'error' && done) return { kind: 'proceed' };

  book.count += 1;
  const id = `${context.tool}-${book.count}`;
  const url = fillTemplate(link.url, { ...values, id });
  const message = fillTemplate(link.message, values);
  const page = {
    title: fillTemplate(link.page.title, values),
    text: fillTemplate(link.page.text, values),
    action: fillTemplate(link.page.action, values),
  };
  book.records.set(id, { tool: context.tool, url, done: false, page });

  if (link.via === 'error' && !modern) {
    // Servers must not send a mode the client did not declare: the SDK does not check this one.
    if (!context.legacyClientCapabilities()?.elicitation?.url) {
      return { kind: 'answer', result: text(context.unsupported, true) };
    }
    throw new UrlElicitationRequiredError([{ mode: 'url', message, url, elicitationId: id }]);
  }
  const request = inputRequired.elicitUrl({ message, url });
  // 2025-11-25 names each URL elicitation; the SDK would draw a random id, the server's is kept.
  if (!modern) Object.assign(request.params ?? {}, { elicitationId: id });
  return {
    kind: 'answer',
    result: inputRequired({
      inputRequests: { [LINK_INPUT]: request },
      requestState: await context.codec.mint({ lien: id }),
    }),
  };
}

function answerWith(template: string, values: Record<string, unknown>): LinkStep {
  return { kind: 'answer', result: text(fillTemplate(template, values)) };
}
