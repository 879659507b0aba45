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
const NOTICE_SALVAGED = commonMessages.storageSalvaged;
/** Stored texts bigger than this are not parsed on a light page (a draft's limit, 2 MB). */
const MAX_STORED_TEXT = 2_000_000;
const NOTICE_UNAVAILABLE = commonMessages.storageUnavailable;
const NOTICE_FULL = commonMessages.storageFull;

/** What a synced store reads from and writes to: a LocalStore, validated with its zod schema. */
export interface StoreBackend<T> {
  read(): StoredRead<T>;
  write(value: T): string | undefined;
  clear(): void;
}

/**
 * Where a synced value lives. `open` may load its backend on demand (a dynamic import of the
 * module holding the schema): lessons, quizzes and the home page then start without zod, and
 * the stored value shows once that module has arrived, a few milliseconds after hydration.
 */
export interface StoreSource<T> {
  key: string;
  empty: () => T;
  open: () => StoreBackend<T> | Promise<StoreBackend<T>>;
}

/** Where a store keeps its value: the key and the empty value, from the module without zod. */
export type StoragePlace<T> = Pick<StoreSource<T>, 'key' | 'empty'>;

/** Where a value lives in localStorage, and what it must look like there. */
export interface StorageSlot<S extends $ZodType> {
  key: string;
  /** Bump it when the shape changes: data of another version is dropped, with a notice. */
  version: number;
  schema: S;
  /** The value when nothing valid is stored. */
  empty: () => output<S>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEnvelope(raw: string): { v?: unknown; data?: unknown } | null {
  if (raw.length > MAX_STORED_TEXT) return null;
  try {
    return JSON.parse(raw) as { v?: unknown; data?: unknown } | null;
  } catch {
    return null;
  }
}

/** The key where a store's unreadable text is kept, word for word, instead of being deleted. */
export const setAsideKey = (key: string) => `${key}:de-cote`;

/**
 * A versioned, validated value in localStorage. Reading never throws. One bad record never
 * costs the others: the valid top-level fields, and the valid entries of each map, are kept;
 * whatever could not be read is copied aside (`setAsideKey`), never deleted; a French notice
 * says which happened. Writing reports a full or missing storage.
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
    const storage = this.storage();
    if (!storage) return { value: this.slot.empty() };
    let raw: string | null;
    try {
      raw = storage.getItem(this.slot.key);
    } catch {
      return { value: this.slot.empty(), notice: NOTICE_UNAVAILABLE };
    }
    if (raw === null) return { value: this.slot.empty() };
    const envelope = readEnvelope(raw);
    if (envelope?.v === this.slot.version) {
      const parsed = safeParse(this.slot.schema, envelope.data);
      if (parsed.success) return { value: parsed.data };
      const salvaged = this.salvage(envelope.data);
      if (salvaged) {
        // Once the original is safely aside, what was kept is stored again in its place.
        if (this.keepAside(storage, raw)) this.write(salvaged);
        return { value: salvaged, notice: NOTICE_SALVAGED };
      }
    }
    this.keepAside(storage, raw);
    return { value: this.slot.empty(), notice: NOTICE_CORRUPTED };
  }

  /**
   * The stored data minus its bad parts: each top-level field is tried on its own, and a field
   * holding a map is tried entry by entry (one quiz's scores, one question's record). Undefined
   * when nothing at all could be kept.
   */
  private salvage(data: unknown): output<S> | undefined {
    if (!isRecord(data)) return undefined;
    const base = this.slot.empty() as unknown;
    if (!isRecord(base)) return undefined;
    let current: Record<string, unknown> = { ...base };
    let kept = 0;
    const accepts = (candidate: Record<string, unknown>) =>
      safeParse(this.slot.schema, candidate).success;
    for (const [field, value] of Object.entries(data)) {
      if (field === '__proto__') continue;
      if (accepts({ ...current, [field]: value })) {
        current = { ...current, [field]: value };
        kept += 1;
        continue;
      }
      const start = current[field];
      if (!isRecord(value) || !isRecord(start)) continue;
      let map: Record<string, unknown> = { ...start };
      for (const [name, entry] of Object.entries(value)) {
        if (name === '__proto__') continue;
        const next = { ...map, [name]: entry };
        if (accepts({ ...current, [field]: next })) {
          map = next;
          kept += 1;
        }
      }
      current = { ...current, [field]: map };
    }
    if (kept === 0) return undefined;
    const parsed = safeParse(this.slot.schema, current);
    return parsed.success ? parsed.data : undefined;
  }

  /** Copies unreadable stored text aside, then frees the key for valid data. */
  private keepAside(storage: Storage, raw: string): boolean {
    try {
      storage.setItem(setAsideKey(this.slot.key), raw);
      storage.removeItem(this.slot.key);
      return true;
    } catch {
      // No room to copy it: the original stays where it is, untouched, and is read again later.
      return false;
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

/** A synced store's source that opens this slot at once (tests, and pages that already load zod). */
export function localSource<S extends $ZodType>(slot: StorageSlot<S>): StoreSource<output<S>> {
  return { key: slot.key, empty: slot.empty, open: () => new LocalStore(slot) };
}
