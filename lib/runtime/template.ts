/** Fills `{{name}}` placeholders; objects are written as JSON, unknown names are left as is. */
export function fillTemplate(text: string, values: Readonly<Record<string, unknown>>): string {
  // Runs on every simulated tool call: most strings have nothing to fill.
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    return asText(values[name]);
  });
}

/**
 * Fills a structured template: a string that is exactly `{{name}}` becomes the value itself
 * (so numbers stay numbers), other strings are filled as text.
 */
export function fillStructured(
  template: unknown,
  values: Readonly<Record<string, unknown>>,
): unknown {
  if (typeof template === 'string') {
    if (!template.includes('{{')) return template;
    const exact = /^\{\{\s*([\w.-]+)\s*\}\}$/.exec(template);
    if (exact?.[1] && exact[1] in values) return values[exact[1]];
    return fillTemplate(template, values);
  }
  if (Array.isArray(template)) return template.map((item) => fillStructured(item, values));
  if (template && typeof template === 'object') {
    const filled: Record<string, unknown> = {};
    for (const key of Object.keys(template)) {
      const value = fillStructured((template as Record<string, unknown>)[key], values);
      if (key === '__proto__') {
        // An own data property, as Object.fromEntries made it: never the prototype.
        Object.defineProperty(filled, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        filled[key] = value;
      }
    }
    return filled;
  }
  return template;
}

/** A value as text: strings as they are, objects as JSON, nothing as an empty string. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}
