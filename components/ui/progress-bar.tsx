/** A thin progress bar in the site's colours (the text next to it says the same in words). */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <progress
      max={max}
      value={value}
      aria-label={label}
      className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-border [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-border [&::-webkit-progress-value]:bg-accent"
    />
  );
}
