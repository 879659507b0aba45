import { messages } from '@/content/ui/messages';
import type { Registry } from '@/lib/mcp/session';
import { fillTemplate } from '@/lib/mcp/template';
import { AnnotationsList } from './annotations-list';

const t = messages.host.registry;

/** The merged registry the host gives its model: every tool, with the server it comes from. */
export function RegistryView({ registry }: { registry: Registry }) {
  const servers = new Set(registry.tools.map((entry) => entry.server));
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{t.intro}</p>
      {registry.tools.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.heading}>
          <table className="w-full border-collapse text-sm">
            <caption className="text-left text-muted">
              {fillTemplate(t.count, { tools: registry.tools.length, servers: servers.size })}
            </caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="p-1">
                  {t.tool}
                </th>
                <th scope="col" className="p-1">
                  {t.server}
                </th>
                <th scope="col" className="p-1">
                  {t.description}
                </th>
                <th scope="col" className="p-1">
                  {messages.host.approval.annotations}
                </th>
              </tr>
            </thead>
            <tbody>
              {registry.tools.map(({ server, item }) => (
                <tr key={`${server}/${item.name}`} className="border-b border-border align-top">
                  <th scope="row" className="p-1 text-left font-mono">
                    {item.name}
                  </th>
                  <td className="p-1">{server}</td>
                  <td className="p-1">
                    {item.title ? <span className="block font-medium">{item.title}</span> : null}
                    {item.description ?? t.noDescription}
                  </td>
                  <td className="p-1">
                    <AnnotationsList annotations={item.annotations} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
