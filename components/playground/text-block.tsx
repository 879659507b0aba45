/** Raw text of a step (a line on the wire, the SDK's words) under its title, kept as written. */
export function TextBlock({
  title,
  text,
  breakAnywhere = false,
  small = false,
}: {
  title: string;
  text: string;
  /** A line of JSON has no spaces to wrap at: it breaks anywhere. */
  breakAnywhere?: boolean;
  small?: boolean;
}) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <pre
        className={`overflow-x-auto whitespace-pre-wrap rounded bg-surface-2 p-2 ${
          breakAnywhere ? 'break-all' : ''
        } ${small ? 'text-sm' : ''}`}
      >
        {text}
      </pre>
    </div>
  );
}
