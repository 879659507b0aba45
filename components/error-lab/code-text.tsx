/** Renders content text where `backticks` mark code, as the content files write it. */
export function CodeText({ text }: { text: string }) {
  const parts = text.split(/`([^`]*)`/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-surface-2 px-1 font-mono text-[0.9em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
