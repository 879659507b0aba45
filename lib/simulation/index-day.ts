/** A fixed day, so that recorded steps never depend on the calendar. */
export const INDEX_DAY = '2026-11-29';
