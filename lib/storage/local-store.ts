// zod's core API: stores take classic or mini schemas, and mini keeps light pages light.
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { commonMessages } from '@/messages/site';

/** What reading a stored value gave: the value, and a French notice if something was wrong. */
export interface StoredRead<T> {
  value: T;
  /** Set when the stored data was corrupted, from an unknown version or unreadable. */
  notice?: string;
}

const NOTICE_CORRUPTED = commonMessages.storageCorrupted;
const NOTICE_UNAVAILABLE = commonMessages.storageUnavailable;
const NOTICE_FULL = commonMessages.storageFull;

/**
 * A versioned, validated value in localStorage. Reading never throws: corrupted or old data
 * gives the fallback and a French notice; writing reports a full or missing storage.
 */
export class LocalStore<S extends $ZodType> {
  constructor(
    private readonly key: string,
    private readonly version: number,
    private readonly schema: S,
    private readonly fallback: () => output<S>,
  ) {}

  private storage(): Storage | undefined {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  }

  read(): StoredRead<output<S>> {
    const storage = this.storage();
    if (!storage) return { value: this.fallback() };
    let raw: string | null;
    try {
      raw = storage.getItem(this.key);
    } catch {
      return { value: this.fallback(), notice: NOTICE_UNAVAILABLE };
    }
    if (raw === null) return { value: this.fallback() };
    try {
      const envelope = JSON.parse(raw) as { v?: unknown; data?: unknown };
      if (envelope?.v !== this.version) throw new Error('version');
      const parsed = safeParse(this.schema, envelope.data);
      if (!parsed.success) throw new Error('schema');
      return { value: parsed.data };
    } catch {
      try {
        storage.removeItem(this.key);
      } catch {
        // Nothing more can be done: the fallback is returned either way.
      }
      return { value: this.fallback(), notice: NOTICE_CORRUPTED };
    }
  }

  /** Saves the value; returns a French notice when it could not be saved. */
  write(value: output<S>): string | undefined {
    const storage = this.storage();
    if (!storage) return NOTICE_UNAVAILABLE;
    try {
      storage.setItem(this.key, JSON.stringify({ v: this.version, data: value }));
      return undefined;
    } catch (error) {
      return error instanceof DOMException && /quota/i.test(error.name)
        ? NOTICE_FULL
        : NOTICE_UNAVAILABLE;
    }
  }

  clear(): void {
    try {
      this.storage()?.removeItem(this.key);
    } catch {
      // Storage unavailable: there is nothing to clear.
    }
  }
}
