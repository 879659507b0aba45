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

/** Where a value lives in localStorage, and what it must look like there. */
export interface StorageSlot<S extends $ZodType> {
  key: string;
  /** Bump it when the shape changes: data of another version is dropped, with a notice. */
  version: number;
  schema: S;
  /** The value when nothing valid is stored. */
  empty: () => output<S>;
}

/**
 * A versioned, validated value in localStorage. Reading never throws: corrupted or old data
 * gives the empty value and a French notice; writing reports a full or missing storage.
 */
export class LocalStore<S extends $ZodType> {
  constructor(readonly slot: StorageSlot<S>) {}

  private storage(): Storage | undefined {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  }

  read(): StoredRead<output<S>> {
    const { key, version, schema, empty } = this.slot;
    const storage = this.storage();
    if (!storage) return { value: empty() };
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return { value: empty(), notice: NOTICE_UNAVAILABLE };
    }
    if (raw === null) return { value: empty() };
    try {
      const envelope = JSON.parse(raw) as { v?: unknown; data?: unknown };
      if (envelope?.v !== version) throw new Error('version');
      const parsed = safeParse(schema, envelope.data);
      if (!parsed.success) throw new Error('schema');
      return { value: parsed.data };
    } catch {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more can be done: the empty value is returned either way.
      }
      return { value: empty(), notice: NOTICE_CORRUPTED };
    }
  }

  /** Saves the value; returns a French notice when it could not be saved. */
  write(value: output<S>): string | undefined {
    const storage = this.storage();
    if (!storage) return NOTICE_UNAVAILABLE;
    try {
      storage.setItem(this.slot.key, JSON.stringify({ v: this.slot.version, data: value }));
      return undefined;
    } catch (error) {
      return error instanceof DOMException && /quota/i.test(error.name)
        ? NOTICE_FULL
        : NOTICE_UNAVAILABLE;
    }
  }

  clear(): void {
    try {
      this.storage()?.removeItem(this.slot.key);
    } catch {
      // Storage unavailable: there is nothing to clear.
    }
  }
}
