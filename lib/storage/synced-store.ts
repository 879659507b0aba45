// Only types come from local-store: its zod must not reach a light page's first bytes.
import type { StoreBackend, StoreSource, StoredRead } from './local-store';

export type { StoreBackend, StoreSource };
import { commonMessages } from '@/messages/site';

/**
 * How long a French notice about storage stays: until the learner dismisses it (the view offers
 * a button for that), or until the next change is saved (views without such a button).
 */
export type NoticeLife = 'until-dismissed' | 'until-saved';

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * A value kept in localStorage, as an external store (subscribe / getSnapshot) for
 * useSyncExternalStore: every view on a page shares one state, saved after each change and
 * following changes made in another tab. Reading is lazy: nothing touches localStorage on the
 * server, where the snapshot is null, nor before the backend is open.
 */
export class SyncedStore<T> {
  private snapshot: StoredRead<T> | undefined;
  private readonly listeners = new Set<() => void>();
  private backend: StoreBackend<T> | undefined;
  private opening: Promise<void> | undefined;
  private failed = false;
  /** Changes made before the backend was open: replayed on the stored value once it is. */
  private pending: ((value: T) => T)[] = [];

  constructor(
    private readonly source: StoreSource<T>,
    private readonly noticeLife: NoticeLife,
  ) {}

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  /** Opens the backend once; resolves when the stored value can be read. */
  ready(): Promise<void> {
    if (this.backend) return Promise.resolve();
    if (this.opening) return this.opening;
    let opened: StoreBackend<T> | Promise<StoreBackend<T>>;
    try {
      opened = this.source.open();
    } catch {
      return Promise.resolve(this.fail());
    }
    if (!isPromise(opened)) {
      this.attach(opened);
      return Promise.resolve();
    }
    this.opening = opened.then(
      (backend) => {
        this.attach(backend);
        this.emit();
      },
      () => {
        this.fail();
        this.emit();
      },
    );
    return this.opening;
  }

  private attach(backend: StoreBackend<T>): void {
    this.backend = backend;
    const changes = this.pending;
    this.pending = [];
    this.snapshot = backend.read();
    for (const change of changes) this.apply(change);
  }

  /** The module could not be loaded (the site went offline mid-visit): the page goes on. */
  private fail(): void {
    this.failed = true;
    const value = this.pending.reduce((current, change) => change(current), this.source.empty());
    this.pending = [];
    this.snapshot = { value, notice: commonMessages.storageUnavailable };
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== this.source.key && event.key !== null) return;
    if (!this.backend) return;
    // The event may be that of an earlier page's write, delivered after this page read and set
    // aside unreadable data: the notice saying so stays until this page saves a change.
    const read = this.backend.read();
    const notice = read.notice ?? this.snapshot?.notice;
    this.snapshot = notice ? { ...read, notice } : read;
    this.emit();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('storage', this.onStorage);
    }
    void this.ready();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', this.onStorage);
      }
    };
  };

  /** Null until the backend is open (as on the server), unless the learner changed something. */
  getSnapshot = (): StoredRead<T> | null => {
    if (this.backend) this.snapshot ??= this.backend.read();
    else if (typeof window !== 'undefined') void this.ready();
    return this.snapshot ?? null;
  };

  /** On the server and during hydration there is no stored value yet. */
  getServerSnapshot = (): StoredRead<T> | null => null;

  private apply(change: (value: T) => T): void {
    const current = this.snapshot ?? { value: this.source.empty() };
    const value = change(current.value);
    if (value === current.value) return;
    const kept = this.noticeLife === 'until-dismissed' ? current.notice : undefined;
    // Without a backend (it failed to load) the change lives in memory, its notice kept.
    const notice = this.backend ? (this.backend.write(value) ?? kept) : current.notice;
    this.snapshot = notice ? { value, notice } : { value };
  }

  /**
   * Applies a change and saves it; a failed save keeps the change in memory and says why. A
   * change made before the backend is open shows at once and is saved once it is open.
   */
  update(change: (value: T) => T): void {
    if (!this.backend && !this.failed) void this.ready();
    if (this.backend || this.failed) {
      if (this.backend) this.snapshot ??= this.backend.read();
      const before = this.snapshot;
      this.apply(change);
      if (this.snapshot !== before) this.emit();
      return;
    }
    this.pending.push(change);
    const value = change(this.snapshot?.value ?? this.source.empty());
    this.snapshot = { value };
    this.emit();
  }

  dismissNotice(): void {
    const current = this.snapshot;
    if (!current?.notice) return;
    this.snapshot = { value: current.value };
    this.emit();
  }

  /** Opens the backend and forgets everything (used by tests). */
  async reset(): Promise<void> {
    await this.ready();
    this.backend?.clear();
    this.pending = [];
    this.snapshot = { value: this.source.empty() };
    this.emit();
  }
}
