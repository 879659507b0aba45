import type { ReactNode } from 'react';

/** The heading block every page starts with: one h1 and an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="page-header mb-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p> : null}
    </div>
  );
}
