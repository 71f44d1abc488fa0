/** A port method may answer synchronously (SQLite adapters) or with a promise (network adapters); the core awaits. */
export type MaybePromise<T> = T | Promise<T>;
