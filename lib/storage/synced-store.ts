import type { $ZodType, output } from 'zod/v4/core';
import { LocalStore, type StorageSlot, type StoredRead } from './local-store';

/**
 * How long a French notice about storage stays: until the learner dismisses it (the view offers
 * a button for that), or until the next change is saved (views without such a button).
 */
export type NoticeLife = 'until-dismissed' | 'until-saved';

/**
 * A value kept in localStorage, as an external store (subscribe / getSnapshot) for
 * useSyncExternalStore: every view on a page shares one state, saved after each change and
 * following changes made in another tab. Reading is lazy: nothing touches localStorage on the
 * server, where the snapshot is null.
 */
export class SyncedStore<S extends $ZodType> {
  private snapshot: StoredRead<output<S>> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly local: LocalStore<S>;

  constructor(
    slot: StorageSlot<S>,
    private readonly noticeLife: NoticeLife,
  ) {
    this.local = new LocalStore(slot);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== this.local.slot.key && event.key !== null) return;
    this.snapshot = this.local.read();
    this.emit();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('storage', this.onStorage);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', this.onStorage);
      }
    };
  };

  getSnapshot = (): StoredRead<output<S>> => {
    this.snapshot ??= this.local.read();
    return this.snapshot;
  };

  /** On the server and during hydration there is no stored value yet. */
  getServerSnapshot = (): StoredRead<output<S>> | null => null;

  /** Applies a change and saves it; a failed save keeps the change in memory and says why. */
  update(change: (value: output<S>) => output<S>): void {
    const current = this.getSnapshot();
    const value = change(current.value);
    if (value === current.value) return;
    const kept = this.noticeLife === 'until-dismissed' ? current.notice : undefined;
    const notice = this.local.write(value) ?? kept;
    this.snapshot = notice ? { value, notice } : { value };
    this.emit();
  }

  dismissNotice(): void {
    const current = this.getSnapshot();
    if (!current.notice) return;
    this.snapshot = { value: current.value };
    this.emit();
  }

  /** Forgets everything (used by tests). */
  reset(): void {
    this.local.clear();
    this.snapshot = { value: this.local.slot.empty() };
    this.emit();
  }
}
