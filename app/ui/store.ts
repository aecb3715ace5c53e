import { useSyncExternalStore } from "react";

/**
 * A value held by a module rather than a React provider, so that components rendered as React
 * roots of their own (a public page's islands, docs/decisions/0087-public-pages-as-islands.md)
 * share it as well as those under one root: a button in one root opens a dialog mounted in
 * another (docs/decisions/0088-module-stores-in-place-of-the-public-page-s-contexts.md).
 */
export interface Store<T> {
  read(): T;
  /** Calls `listener` after every change; returns how to stop. */
  subscribe(listener: () => void): () => void;
  /**
   * What the server draws and hydration reads: always the first value. Only the browser's events
   * and effects write, so a server's module state never carries one request's value into another.
   */
  readServed(): T;
}

export function createStore<T>(initial: T): Store<T> & { write(next: T): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    readServed: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    write(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The store's value, drawn again when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, store.readServed);
}
