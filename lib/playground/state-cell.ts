/**
 * One immutable snapshot that several parts of the playground write (playback, session, view)
 * and every view reads. A change made while listeners are being told of another one is told
 * after it, so every listener hears the snapshots in order and the latest one last.
 */
export class StateCell<S extends object> {
  private readonly listeners = new Set<(state: S) => void>();
  private notifying = false;
  private changedMeanwhile = false;

  constructor(private state: S) {}

  get = (): S => this.state;

  subscribe = (listener: (state: S) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces some fields; the other ones, and the objects they hold, stay the same. */
  set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    if (this.notifying) {
      this.changedMeanwhile = true;
      return;
    }
    this.notifying = true;
    try {
      do {
        this.changedMeanwhile = false;
        const told = this.state;
        for (const listener of this.listeners) listener(told);
      } while (this.changedMeanwhile);
    } finally {
      this.notifying = false;
    }
  }
}
