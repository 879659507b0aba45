import type {
  CreateMessageRequest,
  CreateMessageResult,
  ElicitRequest,
  ElicitRequestURLParams,
  ElicitResult,
} from '@modelcontextprotocol/client';
import { CONFIRM_FIELD } from '@/lib/runtime/behaviour';
// What the host shows the human before a tool call is what its trace records of it.
import type { ApprovalRequest } from '../trace-schema';

export type { ApprovalRequest };

/** The user's answer to a URL elicitation: agreed or not, and whether they completed the page. */
export interface UrlAnswer {
  action: 'accept' | 'decline' | 'cancel';
  visited: boolean;
}

/** The authorization server's consent page, as the host shows it to the human. */
export interface ConsentQuestion {
  server: string;
  clientId: string;
  /** The scopes the client asks for. */
  scopes: readonly string[];
  /** The scopes ticked when the page opens (the script's choice, or all those asked). */
  suggested: readonly string[];
  resource: string | undefined;
  /** Where the browser returns after the choice, as the consent page shows it (`redirect_uri`). */
  redirectUri: string | undefined;
}

/** The human's answer on the consent page: allow with the scopes kept, or refuse. */
export interface ConsentDecision {
  allow: boolean;
  scopes: readonly string[];
}

/** Decisions the human makes through the host. Scripts answer them; the page asks the learner. */
export interface HostDelegate {
  /** The consent page of an OAuth authorization: allow (which scopes) or refuse. */
  consent(question: ConsentQuestion): Promise<ConsentDecision>;
  approve(request: ApprovalRequest): Promise<boolean>;
  elicit(request: ElicitRequest['params'], server: string): Promise<ElicitResult>;
  /** A server sends the user to a page (URL-mode elicitation): open it, complete it, or not. */
  openUrl(request: ElicitRequestURLParams, server: string): Promise<UrlAnswer>;
  /** A server asks the host's model for a text (sampling); `null` refuses. */
  sample(
    request: CreateMessageRequest['params'],
    server: string,
  ): Promise<CreateMessageResult | null>;
}

/** The answer of a human who ticks the box a server's confirmation form asks for. */
export const ACCEPTED_CONFIRMATION: ElicitResult = {
  action: 'accept',
  content: { [CONFIRM_FIELD]: true },
};
