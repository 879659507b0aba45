'use client';

import { getScenario } from '@/content/scenarios/shipped';
import { presentationMessages } from '@/messages/presentation';
import type { ImportedTrace } from '@/lib/playground/controller';
import { Button } from '@/components/ui/button';

const t = presentationMessages.panel;

/** Says that the stepper shows an imported file, not a running simulation, and how to leave. */
export function ImportedBanner({
  imported,
  onLeave,
}: {
  imported: ImportedTrace;
  onLeave: () => void;
}) {
  const date = new Date(imported.date);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded border-l-4 border-kind-host bg-surface-2 p-3"
    >
      <p className="min-w-0 flex-1">
        {imported.live
          ? (imported.live.connected ? t.liveBanner : t.remoteClosedBanner)({
              server: imported.live.server,
              revision: imported.revision,
            })
          : t.importedBanner({
              scenario: getScenario(imported.scenario)?.title ?? imported.scenario,
              revision: imported.revision,
              date: Number.isNaN(date.getTime())
                ? imported.date
                : date.toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' }),
              sdk: imported.sdkVersion,
            })}
      </p>
      <Button onClick={onLeave}>{t.backToSimulation}</Button>
    </div>
  );
}
