import { emptyProgress, progressLocalStore, PROGRESS_KEY, type Progress } from './progress';

/** What the quiz views read: the progress, and a French notice when storage misbehaved. */
export interface ProgressSnapshot {
  progress: Progress;
  notice?: string;
}

/**
 * The quiz progress as an external store (subscribe / getSnapshot), so that every view on a
 * page (a quiz, the lesson questions, the list of themes) shares one state that is saved after
 * each change and follows changes made in another tab. Reading is lazy: nothing touches
 * localStorage on the server.
 */
export class ProgressStore {
  private snapshot: ProgressSnapshot | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly local = progressLocalStore();

  private load(): ProgressSnapshot {
    const read = this.local.read();
    return read.notice ? { progress: read.value, notice: read.notice } : { progress: read.value };
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== PROGRESS_KEY && event.key !== null) return;
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

  getSnapshot = (): ProgressSnapshot => {
    this.snapshot ??= this.load();
    return this.snapshot;
  };

  /** On the server and during hydration there is no stored progress yet. */
  getServerSnapshot = (): ProgressSnapshot | null => null;

  /** Applies a change and saves it; a failed save keeps the change in memory and says why. */
  update(change: (progress: Progress) => Progress): void {
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
    this.snapshot = { progress: emptyProgress() };
    this.emit();
  }
}

/** The one store of the page. */
export const progressStore = new ProgressStore();
