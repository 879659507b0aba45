'use client';

import { Button } from '@/components/ui/button';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ArgsForm } from '@/components/editor/args-form';
import { PromptsView } from '@/components/host/prompts-view';
import { ResourcesView } from '@/components/host/resources-view';
import type { CompleteArgument } from '@/components/host/suggestions';
import { UrlElicitationDialog } from '@/components/host/url-elicitation-dialog';
import { argumentsText, formLimit, initialArguments } from '@/lib/editor/args-form';
import { resultText } from '@/lib/remote/result-text';
import { remoteHost } from '@/content/remote/host';
import type { HostDelegate } from '@/lib/mcp/host/delegate';
import { ElicitationDialog } from '@/components/host/elicitation-dialog';
import { SamplingDialog } from '@/components/host/sampling-dialog';
import { useHostDelegates } from '@/components/host/use-host-delegates';
import type { ImportPort, PanelProps } from '@/lib/playground/ports';
import { remoteMessages as t } from '@/messages/remote';
import { SDK_VERSION } from '@/lib/export/sdk-version';
import { AuthorizationRequired, RemoteSession } from '@/lib/remote/remote-session';
import { OAUTH_CHANNEL, parseOAuthReturn, type OAuthReturn } from '@/lib/remote/oauth-return';
import { RemoteGuide } from './remote-guide';

const DEFAULT_URL = 'http://127.0.0.1:3333/mcp';

/**
 * « Brancher mon serveur »: the playground's client talks to the learner's own Streamable HTTP
 * server; its real messages go to the stepper as a read-only trace, annotated like a scenario.
 * Nothing is stored: the URL lives in this component only.
 */
export function RemotePanel({ controller, state }: PanelProps<ImportPort>) {
  const id = useId();
  const [url, setUrl] = useState(DEFAULT_URL);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | undefined>();
  const [session, setSession] = useState<RemoteSession | undefined>();
  const [tool, setTool] = useState('');
  // The arguments as the form edits them; as JSON text when the form cannot draw the schema.
  const [args, setArgs] = useState<Record<string, unknown>>({});
  const [argsJson, setArgsJson] = useState('{}');
  const [result, setResult] = useState<string | undefined>();
  const sessionRef = useRef<RemoteSession | undefined>(undefined);
  // The server's questions (confirmation, sampling) open the host panel's own dialogs.
  const delegateRef = useRef<Partial<HostDelegate>>({});
  const dialogs = useMemo(
    () => ({
      setDelegate: (delegate: Partial<HostDelegate>) => {
        delegateRef.current = delegate;
      },
    }),
    [],
  );
  const { current, answered } = useHostDelegates(dialogs, session ? 1 : undefined);

  useEffect(() => () => void sessionRef.current?.close(), []);

  const [pending, setPending] = useState<RemoteSession | undefined>();
  // A protected server waits for the learner's consent, given in another tab of theirs.
  const [authorizing, setAuthorizing] = useState<{ session: RemoteSession; url: URL }>();

  /** Shows the trace so far; a failure there must never leave the panel disabled. */
  const show = (current: RemoteSession) => {
    try {
      showTrace(current);
    } catch (error) {
      setNotice({ text: (error as Error).message, error: true });
    }
  };
  const showTrace = (current: RemoteSession) =>
    controller.showImported(
      {
        scenario: t.importedScenario,
        revision: current.negotiated,
        date: new Date().toISOString(),
        sdkVersion: SDK_VERSION,
        live: { server: current.serverName || current.url, connected: current.connected },
      },
      [...current.entries],
    );

  /** A tool is chosen: its arguments start from its schema, as in the editor. */
  const choose = (current: RemoteSession, name: string) => {
    setTool(name);
    const start = initialArguments(current.tools.find((t) => t.name === name)?.inputSchema);
    setArgs(start);
    setArgsJson(argumentsText(start));
  };

  /** The connection is up: the panel lists what the server offers. */
  const adopt = (next: RemoteSession) => {
    sessionRef.current = next;
    setSession(next);
    choose(next, next.tools[0]?.name ?? '');
    setResult(undefined);
    setNotice({
      text:
        t.connected({
          server: next.serverName,
          revision: next.negotiatedVersion,
          count: next.tools.length,
        }) +
        (next.negotiatedVersion === next.revision
          ? ''
          : t.fellBack({ chosen: next.revision, negotiated: next.negotiatedVersion })),
      error: false,
    });
  };

  /** The SDK stopped for the learner's consent: the panel offers the page and waits. */
  const awaitConsent = (current: RemoteSession, error: unknown): boolean => {
    if (!(error instanceof AuthorizationRequired)) return false;
    setAuthorizing({ session: current, url: error.url });
    setNotice({ text: error.message, error: false });
    return true;
  };

  /** The return page's answer: the session checks `state`, the SDK does the rest. */
  const finishAuthorization = async (current: RemoteSession, answer: OAuthReturn) => {
    setBusy(true);
    setPending(current);
    const live = current.connected;
    try {
      await current.completeAuthorization(answer);
      setAuthorizing(undefined);
      if (live) setNotice({ text: t.oauth.granted, error: false });
      else adopt(current);
    } catch (error) {
      if (awaitConsent(current, error)) return;
      // A forged or stale answer leaves the genuine one awaited.
      if (!current.pendingAuthorization) setAuthorizing(undefined);
      setNotice({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
      setPending(undefined);
      show(current);
    }
  };
  const finishRef = useRef(finishAuthorization);
  useEffect(() => {
    finishRef.current = finishAuthorization;
  });

  useEffect(() => {
    if (!authorizing) return;
    // Only pages of this site's origin can post here; what they post is checked all the same.
    const channel = new BroadcastChannel(OAUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const answer = parseOAuthReturn(event.data);
      if (answer) void finishRef.current(authorizing.session, answer);
    };
    return () => channel.close();
  }, [authorizing]);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    await sessionRef.current?.close();
    const next = new RemoteSession(url.trim(), state.revision, {
      host: remoteHost,
      delegate: () => delegateRef.current,
    });
    setBusy(true);
    setPending(next);
    setNotice({ text: t.connecting, error: false });
    setAuthorizing(undefined);
    try {
      await next.connect(window.location.origin);
      adopt(next);
    } catch (error) {
      sessionRef.current = undefined;
      setSession(undefined);
      if (!awaitConsent(next, error)) setNotice({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
      setPending(undefined);
      // The trace shows what was sent, even when the connection failed.
      if (next.entries.length > 0) show(next);
    }
  };

  /** One request of the learner's: the panel waits, says what came back, shows the trace. */
  const run = async (
    current: RemoteSession,
    send: () => Promise<{ notice: string; text: string }>,
  ) => {
    setBusy(true);
    setPending(current);
    try {
      const outcome = await send();
      setNotice({ text: outcome.notice, error: false });
      setResult(outcome.text);
    } catch (error) {
      if (!awaitConsent(current, error)) setNotice({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
      setPending(undefined);
      show(current);
    }
  };

  const selected = session?.tools.find((item) => item.name === tool);
  const limit = selected ? formLimit(selected.inputSchema) : undefined;

  const call = async (event: FormEvent) => {
    event.preventDefault();
    if (!session) return;
    let parsed: unknown = args;
    if (limit) {
      try {
        parsed = JSON.parse(argsJson);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('{}');
      } catch (error) {
        setNotice({
          text: t.badArguments({ message: (error as Error).message }),
          error: true,
        });
        return;
      }
    }
    await run(session, async () => {
      const answer = await session.callTool(tool, parsed as Record<string, unknown>);
      return {
        notice: t.called({ tool, error: answer.isError ? t.calledError : '' }),
        text: resultText(answer),
      };
    });
  };

  const read = (uri: string) => {
    if (!session) return;
    void run(session, async () => {
      const answer = await session.readResource(uri);
      return {
        notice: t.read({ uri, count: answer.contents.length }),
        text: resultText(answer),
      };
    });
  };

  const invoke = (name: string, values: Record<string, string>) => {
    if (!session) return;
    void run(session, async () => {
      const answer = await session.getPrompt(name, values);
      return {
        notice: t.prompted({ name, count: answer.messages.length }),
        text: resultText(answer),
      };
    });
  };

  // Suggestions only from a server that declared `completions`, as for a scenario's.
  const completeFor = useCallback(
    (): CompleteArgument | undefined =>
      session?.completes
        ? (_server, ref, name, value) => session.complete(ref, { name, value })
        : undefined,
    [session],
  );

  const disconnect = async () => {
    const current = sessionRef.current;
    sessionRef.current = undefined;
    setSession(undefined);
    setBusy(false);
    setAuthorizing(undefined);
    await current?.close();
    if (current) show(current);
  };

  return (
    <section aria-labelledby={`${id}-titre`} className="space-y-4">
      <h2 id={`${id}-titre`} className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p className="text-muted">{t.intro}</p>
      <RemoteGuide revision={state.revision} />
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void connect(e)}>
        <label className="flex min-w-64 flex-1 flex-col gap-1">
          <span>{t.urlLabel}</span>
          <input
            type="url"
            required
            autoComplete="off"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            className="rounded border border-border bg-surface px-2 py-1.5 font-mono text-sm"
          />
        </label>
        <Button type="submit" disabled={busy} variant="primary">
          {t.connect}
        </Button>
        {pending ? (
          // Every wait can be ended: a server that never answers no longer holds the panel.
          <Button variant="quiet" onClick={() => pending.cancel()}>
            {t.cancel}
          </Button>
        ) : null}
        {session ? (
          <Button variant="quiet" onClick={() => void disconnect()}>
            {t.disconnect}
          </Button>
        ) : null}
      </form>

      {notice ? (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={notice.error ? 'text-kind-error' : undefined}
        >
          {notice.text}
        </p>
      ) : null}

      {authorizing ? (
        <div className="space-y-2 rounded border border-border p-3">
          <p>
            <a
              href={authorizing.url.href}
              target="_blank"
              // The consent page gets no handle on this tab; its answer comes back by the site.
              rel="noopener noreferrer"
              className="font-medium underline"
            >
              {t.oauth.open}
            </a>
          </p>
          <p className="text-sm">{t.oauth.waiting}</p>
          <p className="text-sm text-muted">{t.oauth.registration}</p>
        </div>
      ) : null}

      {session?.authorization ? (
        <p className="text-sm">
          {t.oauth.authorized({
            token: session.authorization.token,
            scopes: session.authorization.scopes,
          })}
        </p>
      ) : null}

      {session && current?.kind === 'elicit' ? (
        <ElicitationDialog
          request={current.request}
          server={session.serverName}
          revision={session.negotiated}
          onAnswer={(result) => {
            answered(current);
            current.resolve(result);
          }}
        />
      ) : session && current?.kind === 'url' ? (
        <UrlElicitationDialog
          key={current.request.url}
          request={current.request}
          server={session.serverName}
          revision={session.negotiated}
          page={undefined}
          external
          onAnswer={(answer) => {
            answered(current);
            current.resolve(answer);
          }}
        />
      ) : session && current?.kind === 'sample' ? (
        <SamplingDialog
          request={current.request}
          server={session.serverName}
          revision={session.negotiated}
          onAnswer={(result) => {
            answered(current);
            current.resolve(result);
          }}
        />
      ) : null}

      {session && session.tools.length > 0 ? (
        <form className="space-y-2" onSubmit={(e) => void call(e)}>
          <label className="flex flex-col gap-1">
            <span>{t.toolLabel}</span>
            <select
              value={tool}
              onChange={(e) => choose(session, e.target.value)}
              className="rounded border border-border bg-surface px-2 py-1.5"
            >
              {session.tools.map((item) => (
                <option key={item.name} value={item.name}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
          {limit ? (
            <>
              <p className="text-sm">{t.argsFallback[limit]}</p>
              <label className="flex flex-col gap-1">
                <span>{t.argumentsLabel}</span>
                <textarea
                  value={argsJson}
                  onChange={(e) => setArgsJson(e.target.value)}
                  rows={4}
                  spellCheck={false}
                  className="rounded border border-border bg-surface px-2 py-1.5 font-mono text-sm"
                />
              </label>
            </>
          ) : (
            <ArgsForm
              key={tool}
              inputSchema={selected?.inputSchema}
              value={args}
              onChange={setArgs}
            />
          )}
          <Button type="submit" disabled={busy} variant="quiet">
            {t.call}
          </Button>
        </form>
      ) : null}

      {session ? (
        <>
          <ResourcesView
            resources={session.resources.map((item) => ({ server: session.serverName, item }))}
            templates={session.templates.map((item) => ({ server: session.serverName, item }))}
            disabled={busy}
            onAttach={(_server, uri) => read(uri)}
            onComplete={completeFor}
            intro={t.resourcesIntro}
          />
          <PromptsView
            prompts={session.prompts.map((item) => ({ server: session.serverName, item }))}
            disabled={busy}
            onInvoke={(_server, name, values) => invoke(name, values)}
            onComplete={completeFor}
            intro={t.promptsIntro}
          />
        </>
      ) : null}

      {session && result !== undefined ? (
        <section aria-label={t.resultHeading} className="space-y-1">
          <h3 className="text-lg font-semibold">{t.resultHeading}</h3>
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded border border-border bg-surface p-2 text-sm">
            {result}
          </pre>
        </section>
      ) : null}
    </section>
  );
}
