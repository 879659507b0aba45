'use client';

import { Button } from '@/components/ui/button';
import { useCallback, useMemo } from 'react';
import type { HostPort, PanelProps } from '@/lib/playground/ports';
import { hostMessages } from '@/messages/host';
import { announcedCapabilities, followedResources } from '@/lib/mcp/host/activity';
import { conversationOf, latestChoice, routedRequests } from '@/lib/mcp/host/conversation';
import { isLegacyRevision } from '@/lib/mcp/revisions';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import { ActivityView } from './activity-view';
import { ApprovalDialog } from './approval-dialog';
import { ConsentDialog } from './consent-dialog';
import { ConversationView } from './conversation-view';
import { ElicitationDialog } from './elicitation-dialog';
import { ModelView } from './model-view';
import { PromptsView } from './prompts-view';
import { RegistryView } from './registry-view';
import { RequestsView } from './requests-view';
import { ResourcePages } from './resource-pages';
import { ResourcesView } from './resources-view';
import type { CompleteArgument } from './suggestions';
import { SamplingDialog } from './sampling-dialog';
import { UrlElicitationDialog } from './url-elicitation-dialog';
import { useHostDelegates } from './use-host-delegates';

const t = hostMessages;

/** Outcomes the conversation already explains (a refusal, nothing to choose) are not errors. */
function failureOf(outcome: ActionOutcome): string | undefined {
  if (outcome.ok) return undefined;
  if (outcome.error.code === 'refused' || outcome.error.code === 'no-tool') return undefined;
  return outcome.error.message;
}

/**
 * The host, as the actor that decides: it holds the conversation, shows the merged registry
 * it gives the stand-in model and that model's reasoning, asks the learner before every call
 * and answers the servers' own requests (elicitation, sampling).
 */
export function HostPanel({ controller, state }: PanelProps<HostPort>) {
  const { session, entries, revision, status } = state;
  const { current, answered } = useHostDelegates(controller, session?.id);
  const scenario = session?.scenario;

  const conversation = useMemo(() => conversationOf(entries), [entries]);
  const choice = useMemo(() => latestChoice(entries)?.choice, [entries]);
  const requests = useMemo(() => routedRequests(entries), [entries]);
  const ready = status === 'ready' && session !== undefined;

  // Each intent connects again what the script closed, and lists the tools again, first.
  const ask = useCallback(
    async (question: string) => failureOf(await controller.ask(question)),
    [controller],
  );
  const attach = useCallback(
    (server: string, uri: string) => void controller.attachResource(server, uri),
    [controller],
  );
  // What each server announced, still known after the script closed its connection.
  const announced = useMemo(() => announcedCapabilities(entries), [entries]);
  const capabilityOf = useCallback(
    (server: string) =>
      announced.get(server) as
        { completions?: object; resources?: { subscribe?: boolean } } | undefined,
    [announced],
  );
  const followed = useMemo(() => followedResources(entries), [entries]);
  // The server suggests values only if it declared `completions`.
  const complete = useCallback(
    (server: string): CompleteArgument | undefined =>
      capabilityOf(server)?.completions
        ? async (_server, ref, name, value) => {
            const outcome = await controller.completeArgument(server, ref, { name, value });
            const values = outcome.ok
              ? (outcome.value as { values?: unknown } | undefined)?.values
              : undefined;
            return Array.isArray(values) ? values.map(String) : undefined;
          }
        : undefined,
    [capabilityOf, controller],
  );
  // Only a server that declared `resources.subscribe` can be followed.
  const follow = useCallback(
    (server: string) =>
      capabilityOf(server)?.resources?.subscribe
        ? (uri: string, on: boolean) => void controller.followResource(server, uri, on)
        : undefined,
    [capabilityOf, controller],
  );
  const pageable = useMemo(
    () => [...announced].filter(([, capabilities]) => capabilities.resources).map(([s]) => s),
    [announced],
  );
  const invoke = useCallback(
    (server: string, name: string, args: Record<string, string>) =>
      void controller.invokePrompt(server, name, args),
    [controller],
  );

  const prepare = useCallback(() => {
    if (state.dormant === 'recorded') controller.prepareLive();
  }, [controller, state.dormant]);

  const capabilities = scenario?.clientCapabilities ?? {};
  const clientPrimitives = 'sampling' in capabilities || 'roots' in capabilities;

  return (
    <section
      aria-labelledby="hote-titre"
      className="space-y-6 rounded-lg border border-border p-3"
      // Pointing at or entering the host is the sign of an act: its live session starts.
      onPointerEnter={prepare}
      onFocus={prepare}
      data-session={state.dormant ?? 'live'}
    >
      <div>
        <h2 id="hote-titre" className="text-xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-sm">{t.intro}</p>
        {state.dormant === 'starting' ? (
          <p role="status" className="text-sm text-muted">
            {t.startingLive}
          </p>
        ) : null}
      </div>

      {!session ? (
        <p role="status" className="text-muted">
          {status === 'error' ? t.sessionError : t.noSession}
        </p>
      ) : (
        <>
          <ConversationView
            key={`${scenario?.id}-${revision}`}
            items={conversation}
            initialQuestion={scenario?.question ?? ''}
            disabled={!ready}
            onAsk={ask}
          />
          <RegistryView registry={session.registry} />
          {scenario?.hostWarning ? (
            <aside
              aria-label={scenario.hostWarning.heading}
              className="rounded border border-kind-error p-3 text-sm"
            >
              <h3 className="font-semibold">{scenario.hostWarning.heading}</h3>
              {scenario.hostWarning.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-1">
                  {paragraph}
                </p>
              ))}
            </aside>
          ) : null}
          <ModelView choice={choice} />
          <RequestsView requests={requests} onShow={(seq) => controller.showStep(seq)} />
          <ActivityView entries={entries} onShow={(seq) => controller.showStep(seq)} />
          <div className="space-y-2">
            <Button
              disabled={!ready}
              variant="quiet"
              onClick={() => void controller.listPrimitives()}
            >
              {t.resources.list}
            </Button>
            <p className="text-sm text-muted">{t.resources.listHint}</p>
          </div>
          <ResourcesView
            resources={session.registry.resources}
            templates={session.registry.resourceTemplates}
            disabled={!ready}
            onAttach={attach}
            onComplete={complete}
            followed={followed}
            onFollow={follow}
          />
          <ResourcePages
            servers={pageable}
            disabled={!ready}
            onPage={(server, page) => controller.listPage(server, 'resources', page)}
          />
          <PromptsView
            prompts={session.registry.prompts}
            disabled={!ready}
            onInvoke={invoke}
            onComplete={complete}
          />
          {clientPrimitives ? (
            <section aria-label={t.clientPrimitives.heading} className="space-y-1 text-sm">
              <h3 className="text-lg font-semibold">{t.clientPrimitives.heading}</h3>
              <p>
                {isLegacyRevision(revision)
                  ? t.clientPrimitives.sampling2025
                  : t.sampling.deprecated}
              </p>
              <p>{t.sampling.rootsNote}</p>
            </section>
          ) : null}
        </>
      )}

      {current?.kind === 'consent' ? (
        <ConsentDialog
          key={JSON.stringify(current.request)}
          request={current.request}
          onDecide={(decision) => {
            answered(current);
            current.resolve(decision);
          }}
        />
      ) : current?.kind === 'approve' ? (
        <ApprovalDialog
          key={JSON.stringify(current.request)}
          request={current.request}
          onDecide={(approved) => {
            answered(current);
            current.resolve(approved);
          }}
        />
      ) : current?.kind === 'elicit' ? (
        <ElicitationDialog
          request={current.request}
          server={current.server}
          revision={revision}
          onAnswer={(result) => {
            answered(current);
            current.resolve(result);
          }}
        />
      ) : current?.kind === 'url' ? (
        <UrlElicitationDialog
          key={current.request.url}
          request={current.request}
          server={current.server}
          revision={revision}
          page={controller.linkPage(current.server, current.request.url)}
          onAnswer={(answer) => {
            answered(current);
            current.resolve(answer);
          }}
        />
      ) : current?.kind === 'sample' ? (
        <SamplingDialog
          request={current.request}
          server={current.server}
          revision={revision}
          onAnswer={(result) => {
            answered(current);
            current.resolve(result);
          }}
        />
      ) : null}
    </section>
  );
}
