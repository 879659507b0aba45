import type { CSSProperties } from 'react';
import { lessonsMessages } from '@/messages/lessons';
import type { TopologyDiagram as TopologyData } from '@/lib/lessons/schema';
import { RichText } from '../rich-text';

const t = lessonsMessages;

function Connector({ label }: { label?: string }) {
  return (
    <div className="flex flex-col items-center py-1 text-center">
      <span aria-hidden="true" className="h-4 w-0.5 bg-kind-request" />
      {label ? (
        <span className="my-0.5 rounded bg-bg px-1 text-xs leading-tight text-muted">
          <span className="sr-only">{t.diagram.transport}&nbsp;: </span>
          <RichText text={label} />
        </span>
      ) : null}
      <span aria-hidden="true" className="h-4 w-0.5 bg-kind-request" />
      <span aria-hidden="true" className="-mt-1 text-xs leading-none text-kind-request">
        ▼
      </span>
    </div>
  );
}

/**
 * A host holding one client per server, each client linked to its server by a transport: drawn
 * in HTML so that labels wrap on a phone. The grid keeps each client above its own server.
 */
export function TopologyDiagram({ diagram }: { diagram: TopologyData }) {
  const n = diagram.links.length;
  const grid: CSSProperties = {
    gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
    columnGap: '0.75rem',
  };
  const cell = (row: number, column: number): CSSProperties => ({
    gridRow: row,
    gridColumn: column,
  });
  return (
    <div className="rounded-md border border-border bg-surface p-4">
      <div className="grid text-xs sm:text-sm" style={grid}>
        <div
          aria-hidden="true"
          className="-m-2 rounded-lg border-2 border-kind-host bg-surface-2"
          style={{ gridRow: '1 / 3', gridColumn: '1 / -1' }}
        />
        <p
          className="relative z-10 mb-2 text-center font-semibold text-fg"
          style={{ gridRow: 1, gridColumn: '1 / -1' }}
        >
          <RichText text={diagram.host} />
        </p>
        {diagram.links.map((link, i) => (
          <div
            key={`client-${i}`}
            className="relative z-10 rounded-md border border-border bg-surface px-2 py-1.5 text-center"
            style={cell(2, i + 1)}
          >
            <RichText text={link.client} />
          </div>
        ))}
        {diagram.links.map((link, i) => (
          <div key={`transport-${i}`} className="mt-2" style={cell(3, i + 1)}>
            <Connector label={link.transport} />
          </div>
        ))}
        {diagram.links.map((link, i) => (
          <div
            key={`server-${i}`}
            className="rounded-md border-2 border-kind-result bg-surface px-2 py-1.5 text-center font-medium"
            style={cell(4, i + 1)}
          >
            <RichText text={link.server} />
          </div>
        ))}
        {diagram.links.map((link, i) =>
          link.behind ? (
            <div key={`behind-${i}`} style={cell(5, i + 1)}>
              <Connector />
              <div className="rounded-md border border-dashed border-border px-2 py-1.5 text-center text-muted">
                <RichText text={link.behind} />
              </div>
            </div>
          ) : null,
        )}
      </div>
    </div>
  );
}
