'use client';

import { Button } from '@/components/ui/button';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PanelProps, TerminalPort } from '@/lib/playground/ports';
import { terminalMessages } from '@/messages/terminal';
import { TerminalDriver } from '@/lib/terminal/driver';
import { mountXterm } from './xterm-screen';

const t = terminalMessages;

/** Copies to the clipboard when the browser offers one. */
async function copyText(text: string): Promise<void> {
  await navigator.clipboard?.writeText(text);
}

/**
 * xterm mounted on the terminal's driver (lib/terminal/driver.ts), which holds the line, the
 * history and the REPL loop: this view only opens the screen and draws what the driver says.
 */
export function TerminalView({
  controller,
  state,
  server,
}: PanelProps<TerminalPort> & { server: string | undefined }) {
  const host = useRef<HTMLDivElement>(null);
  const [driver] = useState(() => new TerminalDriver(controller, { copy: copyText }));
  const { transcript, lastStep, failure } = useSyncExternalStore(
    driver.subscribe,
    driver.getSnapshot,
    driver.getSnapshot,
  );

  useEffect(() => driver.setServer(server), [driver, server]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let mounted: ReturnType<typeof mountXterm>;
    try {
      mounted = mountXterm(element, {
        onData: (data) => driver.input(data),
        onKey: (chord) => driver.keyDown(chord),
        onStep: (step) => controller.showStep(step),
      });
    } catch (error) {
      driver.fail(error instanceof Error ? error.message : String(error));
      return;
    }
    driver.open(mounted.screen);
    return () => {
      driver.close();
      mounted.dispose();
    };
  }, [driver, controller]);

  if (failure !== undefined) {
    return (
      <p role="alert" className="text-kind-error">
        {t.loadError({ message: failure })}
      </p>
    );
  }

  return (
    <div className="space-y-2">
      <div
        ref={host}
        role="region"
        aria-label={t.heading}
        className="h-[26rem] w-full overflow-hidden rounded border border-border bg-[#101214] p-1"
      />
      <div role="log" aria-label={t.logLabel} className="sr-only">
        {transcript.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {state.session?.link === 'http' ? (
          <span className="text-muted">{t.overHttp}</span>
        ) : state.framed || controller.scenario?.framed ? (
          <span className="text-muted">{t.framedOn}</span>
        ) : null}
        {lastStep !== undefined && lastStep <= state.entries.length ? (
          <Button variant="quiet" size="compact" onClick={() => controller.showStep(lastStep)}>
            {t.showStep({ step: lastStep })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
