/**
 * A pool the GM typed as the change they meant from the figure the window showed: from 11
 * shown, 8 typed is -3, so a blow another window landed meanwhile is kept (the host adds
 * the change to what it holds). Undefined when what was typed is no number: that goes as
 * typed, for the host to name the field.
 */
export const changeFrom = (typed: unknown, shown: number): number | undefined =>
  typeof typed === 'number' && Number.isFinite(typed) ? typed - shown : undefined;
