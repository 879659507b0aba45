'use client';

import { Button } from '@/components/ui/button';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { CodeText } from '@/components/ui/code-text';
import type { PanelProps, TerminalPort } from '@/lib/playground/ports';
import { terminalMessages } from '@/messages/terminal';

const t = terminalMessages;

// xterm.js and its stylesheet load only when the learner opens the terminal.
const TerminalView = dynamic(() => import('./terminal-view').then((m) => m.TerminalView), {
  ssr: false,
  loading: () => <p role="status">{t.loading}</p>,
});

/** The terminal panel: the raw wire of the session, and a REPL to speak it as the client. */
export function TerminalPanel({ controller, state }: PanelProps<TerminalPort>) {
  const [open, setOpen] = useState(false);
  const [chosenServer, setChosenServer] = useState<string | undefined>(undefined);
  const scenario = controller.scenario;
  const servers = scenario?.servers.map((s) => s.name) ?? [];
  const server = chosenServer && servers.includes(chosenServer) ? chosenServer : servers[0];
  const scenarioFramed = scenario?.framed ?? false;
  const framed = state.framed || scenarioFramed;
  // Over Streamable HTTP every typed line is the body of a POST: no text layer to turn on.
  const overHttp = state.session?.link === 'http';

  const setFramed = (on: boolean) => {
    void controller.switchFraming(on);
  };

  // Raw lines need the text framing layer: it is turned on once, when the terminal opens
  // (or as soon as the scenario is ready); the learner may turn it off again afterwards.
  const autoFramed = useRef(false);
  useEffect(() => {
    if (!open || autoFramed.current || state.status !== 'ready') return;
    autoFramed.current = true;
    if (!framed && !overHttp) {
      // On the step the learner was reading, not back at the first.
      void controller.switchFraming(true);
    }
  }, [open, framed, overHttp, state.status, controller]);

  return (
    <section aria-labelledby="terminal-titre" className="space-y-3">
      <h2 id="terminal-titre" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <div className="space-y-1">
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={framed && !overHttp}
            disabled={scenarioFramed || overHttp || state.status === 'running'}
            onChange={(event) => setFramed(event.target.checked)}
          />
          {t.framedLabel}
        </label>
        <p id="terminal-cadrage" className="text-sm text-muted">
          {overHttp ? t.overHttp : t.framedHelp}
        </p>
      </div>
      {servers.length > 1 ? (
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.serverLabel}</span>
          <select
            className="w-fit rounded border border-border bg-surface px-2 py-1.5"
            value={server}
            onChange={(event) => setChosenServer(event.target.value)}
          >
            {servers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button aria-expanded={open} variant="secondary" onClick={() => setOpen(!open)}>
        {open ? t.close : t.open}
      </Button>
      {open ? (
        <>
          <p className="text-sm text-muted">
            <CodeText text={t.legend} />
          </p>
          <p className="text-sm text-muted">
            <CodeText text={t.keyboardHint} />
          </p>
          <TerminalView controller={controller} state={state} server={server} />
        </>
      ) : null}
    </section>
  );
}
