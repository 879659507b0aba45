/**
 * The values a catalogue message is filled with, by name. A message with holes is a function of
 * its slots, so a missing or misspelt name is a type error instead of `{{name}}` on screen.
 */
export type Slots<K extends string> = Readonly<Record<K, string | number>>;

/** A catalogue sentence with holes, filled by name. */
export type Message<K extends string> = (v: Slots<K>) => string;
