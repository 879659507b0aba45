/**
 * The values a catalogue message is filled with, by name. A message with holes is a function of
 * its slots, so a missing or misspelt name is a type error instead of `{{name}}` on screen.
 */
export type Slots<K extends string> = Readonly<Record<K, string | number>>;

/** A catalogue sentence with holes, filled by name. */
export type Message<K extends string> = (v: Slots<K>) => string;

const frenchPlural = new Intl.PluralRules('fr-FR');

/**
 * A count with its noun agreed in French (« 0 outil », « 1 outil », « 2 outils »): no lazy
 * « outil(s) » in front of a learner.
 */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n}\u00A0${frenchPlural.select(n) === 'one' ? singular : plural}`;
}
