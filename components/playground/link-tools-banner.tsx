'use client';

import { Button } from '@/components/ui/button';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { presentationMessages } from '@/messages/presentation';
import type { LinkTools } from '@/lib/playground/opening';
import { diffToolOverrides, unusualToolNames } from '@/lib/share/tool-diff';
import { printable } from '@/lib/terminal/printable';

const t = presentationMessages.linkTools;

/**
 * Says, above the stepper, that the tools on screen come from the link and not from the
 * scenario, what they change (tool by tool, field by field), and offers the scenario's own
 * tools back. Shown as well when the link's fingerprint does not match: it was altered.
 */
export function LinkToolsBanner({
  linkTools,
  onRestore,
}: {
  /** The link's tools while they are on screen (linkToolsOnScreen), else nothing is shown. */
  linkTools: LinkTools | undefined;
  onRestore: () => void;
}) {
  if (!linkTools) return null;
  const { tools, integrity } = linkTools;
  const scenario = scenarioCatalogue.get(linkTools.scenario);
  const diffs = diffToolOverrides(scenario?.servers ?? [], tools);
  const unusual = unusualToolNames(tools);
  const title = scenario?.title ?? linkTools.scenario;
  if (diffs.length === 0 && unusual.length === 0 && integrity === 'verified') return null;
  const field = (name: string) => t.fields[name as keyof typeof t.fields] ?? name;
  const quoted = (names: string[]) => names.map((n) => `«\u00A0${printable(n)}\u00A0»`).join(', ');
  return (
    <div
      role={integrity === 'changed' ? 'alert' : 'status'}
      aria-label={t.label}
      className="space-y-2 rounded border-l-4 border-kind-error bg-surface-2 p-3"
    >
      {integrity !== 'verified' ? (
        <p className="m-0 font-semibold">{integrity === 'changed' ? t.changed : t.unsigned}</p>
      ) : null}
      {diffs.length > 0 ? (
        <>
          <p className="m-0">{t.heading({ scenario: title })}</p>
          <ul className="m-0 list-disc pl-6">
            {diffs.map((diff) =>
              diff.unknownServer ? (
                <li key={diff.server}>
                  {t.unknownServer({
                    server: printable(diff.server),
                    scenario: title,
                    count: diff.added.length,
                  })}
                </li>
              ) : (
                <li key={diff.server}>
                  {t.server({ server: printable(diff.server) })}
                  <ul className="m-0 list-[circle] pl-6">
                    {diff.changed.map((change) => (
                      <li key={change.name}>
                        {t.changedTool({
                          name: printable(change.name),
                          fields: change.fields.map(field).join(', '),
                        })}
                      </li>
                    ))}
                    {diff.added.length > 0 ? (
                      <li>{t.added({ names: quoted(diff.added) })}</li>
                    ) : null}
                    {diff.removed.length > 0 ? (
                      <li>{t.removed({ names: quoted(diff.removed) })}</li>
                    ) : null}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </>
      ) : null}
      {unusual.length > 0 ? (
        <p className="m-0">{t.unusualNames({ names: quoted(unusual) })}</p>
      ) : null}
      <Button onClick={onRestore}>{t.restore({ scenario: title })}</Button>
    </div>
  );
}
