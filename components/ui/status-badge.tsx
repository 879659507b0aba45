/**
 * A right/wrong mark that never relies on colour alone: an icon, a word, and a border.
 * `tone` picks the colour; the text says the rest.
 */
export function StatusBadge({
  tone,
  children,
}: {
  tone: 'right' | 'wrong' | 'neutral';
  children: React.ReactNode;
}) {
  const style =
    tone === 'right'
      ? 'border-kind-result text-kind-result'
      : tone === 'wrong'
        ? 'border-kind-error text-kind-error'
        : 'border-border text-muted';
  const icon = tone === 'right' ? '✓' : tone === 'wrong' ? '✗' : '•';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded border bg-surface px-1.5 py-0.5 text-sm font-semibold ${style}`}
    >
      <span aria-hidden="true">{icon}</span>
      {children}
    </span>
  );
}

/** The small number shown next to an option: the key that picks it. */
export function KeyHint({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded border border-border bg-surface-2 px-1 font-mono text-sm"
    >
      {n}
    </span>
  );
}
