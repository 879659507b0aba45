import type { $ZodType, output } from 'zod/v4/core';
import type { LocalStore } from './local-store';

/** What views read: the stored progress, and a French notice when storage misbehaved. */
export interface SyncedSnapshot<T> {
  progress: T;
  notice?: string;
}

/**
 * A LocalStore as an external store (subscribe / getSnapshot), so that every view on a page
 * shares one state that is saved after each change and follows changes made in another tab.
 * Reading is lazy: nothing touches localStorage on the server.
 */
export class SyncedStore<S extends $ZodType> {
  private snapshot: SyncedSnapshot<output<S>> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly local: LocalStore<S>,
    private readonly key: string,
    private readonly empty: () => output<S>,
  ) {}

  private load(): SyncedSnapshot<output<S>> {
    const read = this.local.read();
    return read.notice ? { progress: read.value, notice: read.notice } : { progress: read.value };
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== this.key && event.key !== null) return;
    this.snapshot = this.load();
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

  getSnapshot = (): SyncedSnapshot<output<S>> => {
    this.snapshot ??= this.load();
    return this.snapshot;
  };

  /** On the server and during hydration there is no stored progress yet. */
  getServerSnapshot = (): SyncedSnapshot<output<S>> | null => null;

  /** Applies a change and saves it; a failed save keeps the change in memory and says why. */
  update(change: (progress: output<S>) => output<S>): void {
    const current = this.getSnapshot();
    const progress = change(current.progress);
    if (progress === current.progress) return;
    const notice = this.local.write(progress) ?? current.notice;
    this.snapshot = notice ? { progress, notice } : { progress };
    this.emit();
  }

  dismissNotice(): void {
    const current = this.getSnapshot();
    if (!current.notice) return;
    this.snapshot = { progress: current.progress };
    this.emit();
  }

  /** Forgets everything (used by tests). */
  reset(): void {
    this.local.clear();
    this.snapshot = { progress: this.empty() };
    this.emit();
  }
}
