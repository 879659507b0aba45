/** Shared classes of the playground's controls: large targets, visible focus, readable at a distance. */
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded border border-border bg-surface px-3 py-1.5 font-medium hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50 no-underline text-fg';
