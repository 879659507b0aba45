/**
 * Characters a terminal acts on instead of printing: C0 controls (ESC starts colour, cursor and
 * OSC 8 hyperlink sequences; BEL ends them), DEL, C1 controls (0x9b is a one-byte CSI), and the
 * invisible format characters that hide or reorder text (zero-width, bidi overrides).
 */
const UNSAFE =
  // Matching control characters is the point here.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * Text from anywhere (tool names from a link, a server's error message, a line typed or pasted)
 * made safe to write to xterm: each such character is shown as its JSON escape (`\u001b`), as
 * wire lines already are, so it can be seen and never acted on.
 */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
