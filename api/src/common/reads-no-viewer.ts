/**
 * Field extensions of a root query that answers the same to everyone and never reads the viewer
 * (`@Extensions(READS_NO_VIEWER)`): an operation made only of such fields is served without looking
 * the bearer up. Leaving the mark off is always safe; putting it on a field that reads the viewer is not.
 */
export const READS_NO_VIEWER = { readsViewer: false } as const;
