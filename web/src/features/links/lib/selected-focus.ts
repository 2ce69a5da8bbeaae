export type ItemAction = 'up' | 'down' | 'remove';
/** A row's button by the question it belongs to, or the list's heading once nothing is left. */
export type FocusTarget = { id: string; action: ItemAction } | 'heading';

/**
 * Where focus goes after a row's button was used: the moved row's same button (its other arrow once
 * that one is disabled at an end), or after a removal the next row's remove button, else the previous one's.
 */
export function focusAfter(selected: readonly string[], used: { action: ItemAction; index: number }): FocusTarget {
  const { action, index } = used;
  const id = selected[index];
  if (id === undefined) return 'heading';
  if (action === 'up') return { id, action: index - 1 <= 0 ? 'down' : 'up' };
  if (action === 'down') return { id, action: index + 1 >= selected.length - 1 ? 'up' : 'down' };
  const neighbour = selected[index + 1] ?? selected[index - 1];
  return neighbour === undefined ? 'heading' : { id: neighbour, action: 'remove' };
}
