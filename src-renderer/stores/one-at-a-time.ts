/**
 * A line for a store's actions: each waits for the one before it, so a key pressed while the
 * last action is on its way (a second "t", Shift+K straight after ticking "Foes surprised")
 * waits its turn instead of being dropped. A failed action does not hold up the next.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const turn = last.then(task);
    last = turn.catch(() => undefined);
    return turn;
  };
}
