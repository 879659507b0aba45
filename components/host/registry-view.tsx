import { hostMessages } from '@/messages/host';
import type { FrozenRegistry } from '@/lib/playground/session-view';
import { DataTable } from '@/components/ui/data-table';
import { AnnotationsList } from './annotations-list';

const t = hostMessages.registry;

/** The merged registry the host gives its model: every tool, with the server it comes from. */
export function RegistryView({ registry }: { registry: FrozenRegistry }) {
  const servers = new Set(registry.tools.map((entry) => entry.server));
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{t.intro}</p>
      {registry.tools.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <DataTable
          label={t.heading}
          caption={t.count({ tools: registry.tools.length, servers: servers.size })}
          rows={registry.tools}
          rowKey={({ server, item }) => `${server}/${item.name}`}
          columns={[
            {
              header: t.tool,
              rowHeader: true,
              className: 'font-mono',
              cell: ({ item }) => item.name,
            },
            { header: t.server, cell: ({ server }) => server },
            {
              header: t.description,
              cell: ({ item }) => (
                <>
                  {item.title ? <span className="block font-medium">{item.title}</span> : null}
                  {item.description ?? t.noDescription}
                </>
              ),
            },
            {
              header: hostMessages.approval.annotations,
              cell: ({ item }) => <AnnotationsList annotations={item.annotations} />,
            },
          ]}
        />
      )}
    </section>
  );
}
