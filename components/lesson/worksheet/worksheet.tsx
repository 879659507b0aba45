'use client';

import { lessonsMessages } from '@/messages/lessons';
import { TRANSPORTS } from '@/lib/lessons/worksheet';
import { TextField } from './fields';
import { PromptList } from './prompt-list';
import { ResourceList } from './resource-list';
import { ToolList } from './tool-list';
import { useWorksheetForm } from './use-worksheet-form';
import { WorksheetResult } from './worksheet-result';
import { Button } from '@/components/ui/button';

const t = lessonsMessages.worksheet;

/**
 * The course's worksheet as a form: each answer shows the primitive it becomes, tool names are
 * checked against the specification's rule as they are typed, and valid tools open in the
 * playground. Everything is saved in this browser on every change.
 */
export function Worksheet() {
  const form = useWorksheetForm();
  const { ws, notice, edit } = form;
  return (
    <section
      aria-labelledby="fiche-titre"
      className="my-6 rounded-lg border-2 border-border bg-surface p-4 sm:p-5"
    >
      <h3 id="fiche-titre" className="text-xl font-semibold">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button size="small" onClick={form.fillExample}>
          {t.example}
        </Button>
        <Button size="small" onClick={form.clearAll}>
          {t.clear}
        </Button>
      </div>
      <p
        role="status"
        className={`mt-2 text-sm ${notice ? 'font-medium text-kind-error' : 'text-muted'}`}
      >
        {notice ?? t.saved}
      </p>

      <fieldset className="mt-5 space-y-3">
        <legend className="text-lg font-semibold">{t.server.legend}</legend>
        <TextField
          id="fiche-serveur-nom"
          label={t.server.name}
          hint={t.server.nameHint}
          value={ws.serverName}
          maxLength={200}
          onChange={(serverName) => edit((w) => ({ ...w, serverName }))}
        />
        <TextField
          id="fiche-serveur-but"
          label={t.server.purpose}
          hint={t.server.purposeHint}
          value={ws.purpose}
          onChange={(purpose) => edit((w) => ({ ...w, purpose }))}
        />
      </fieldset>

      <ToolList form={form} />
      <ResourceList form={form} />
      <PromptList form={form} />

      <fieldset className="mt-6 space-y-2">
        <legend className="text-lg font-semibold">{t.transport.legend}</legend>
        {TRANSPORTS.map((transport) => (
          <label key={transport} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="fiche-transport"
              value={transport}
              checked={ws.transport === transport}
              onChange={() => edit((w) => ({ ...w, transport }))}
              className="mt-1"
            />
            {t.transport[transport]}
          </label>
        ))}
        <TextField
          id="fiche-transport-raison"
          label={t.transport.reason}
          value={ws.transportReason}
          onChange={(transportReason) => edit((w) => ({ ...w, transportReason }))}
        />
      </fieldset>

      <WorksheetResult form={form} />
    </section>
  );
}
