/** What an action came to: never thrown, always recorded (failures carry the SDK's error). */
export type ActionOutcome =
  | { ok: true; value?: unknown }
  | { ok: false; error: { message: string; code?: number | string; data?: unknown } };

/** The error code of a command that found no session, or could not connect its server. */
export const NOT_CONNECTED = 'not-connected';

export function ok(value?: unknown): ActionOutcome {
  return value === undefined ? { ok: true } : { ok: true, value };
}

export function failure(message: string, code?: number | string, data?: unknown): ActionOutcome {
  return {
    ok: false,
    error: { message, ...(code !== undefined && { code }), ...(data !== undefined && { data }) },
  };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
