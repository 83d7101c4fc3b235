/**
 * A repository built when it is first used rather than when the file opens. Preparing
 * every statement of every repository was most of a host's start, and a session
 * reaches only some of them; a statement is prepared once either way.
 */
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const repository = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(repository(), key),
    has: (_, key) => Reflect.has(repository(), key),
    ownKeys: () => Reflect.ownKeys(repository()),
    // Reported configurable: the proxy's own target is empty and must not be held to the repository's keys.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(repository(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
