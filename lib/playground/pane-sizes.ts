/**
 * The sizes of the playground's resizable panes, in percent of their container, and where they
 * are remembered (localStorage). Stored values are untrusted: anything unreadable or out of
 * range falls back to the defaults, so a bad entry never breaks the page.
 */
export interface PaneSizes {
  /** Width of the left column (diagram above, tools below), in % of the workspace. */
  left: number;
  /** Height of the diagram inside the left column, in % of that column, while reading. */
  top: number;
  /**
   * The same height while the learner acts (a challenge open, the editor or the terminal in
   * front): smaller, so that the tool below is tall enough to work in. Each is remembered.
   */
  act: number;
  /**
   * The same height while the learner edits a tool: smallest, so that Monaco shows at least
   * twenty lines on a 1280×800 school screen.
   */
  edit: number;
}

export type PaneName = keyof PaneSizes;

export const PANE_LIMITS: Record<PaneName, { min: number; max: number; step: number }> = {
  left: { min: 30, max: 75, step: 5 },
  top: { min: 20, max: 80, step: 5 },
  act: { min: 10, max: 80, step: 5 },
  edit: { min: 5, max: 80, step: 5 },
};

export const DEFAULT_PANE_SIZES: PaneSizes = { left: 58, top: 50, act: 20, edit: 5 };

/** The layout of the left column: reading, acting (challenge, terminal) or editing. */
export type DiagramPane = 'top' | 'act' | 'edit';

/**
 * Which height the diagram takes: the editing one with the editor in front, the acting one with
 * a challenge open or the terminal in front, else the reading one.
 */
export function diagramPane(activeTab: string, challenge: boolean): DiagramPane {
  if (activeTab === 'editeur') return 'edit';
  return challenge || activeTab === 'terminal' ? 'act' : 'top';
}

export const PANE_STORAGE_KEY = 'atelier-mcp:bac-a-sable:panneaux:v1';

export function clampPane(name: PaneName, value: number): number {
  const { min, max } = PANE_LIMITS[name];
  if (!Number.isFinite(value)) return DEFAULT_PANE_SIZES[name];
  return Math.round(Math.min(max, Math.max(min, value)) * 10) / 10;
}

/** Reads stored sizes; whatever is missing or invalid takes its default. */
export function parsePaneSizes(text: string | null | undefined): PaneSizes {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const read = (name: PaneName) => {
    const value = record[name];
    return typeof value === 'number' ? clampPane(name, value) : DEFAULT_PANE_SIZES[name];
  };
  return { left: read('left'), top: read('top'), act: read('act'), edit: read('edit') };
}

/**
 * The size after a key press on a separator, or undefined when the key is not for it:
 * arrows move by one step (the axis of the separator), Page Up/Down by two, Home/End to the
 * limits, Enter back to the default.
 */
export function resizeByKey(
  name: PaneName,
  value: number,
  key: string,
  orientation: 'vertical' | 'horizontal',
): number | undefined {
  const { min, max, step } = PANE_LIMITS[name];
  const [less, more] =
    orientation === 'vertical' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case less:
      return clampPane(name, value - step);
    case more:
      return clampPane(name, value + step);
    case 'PageUp':
      return clampPane(name, value - 2 * step);
    case 'PageDown':
      return clampPane(name, value + 2 * step);
    case 'Home':
      return min;
    case 'End':
      return max;
    case 'Enter':
      return DEFAULT_PANE_SIZES[name];
    default:
      return undefined;
  }
}
