/**
 * What a port answers: at once when the answer is in the adapter's own
 * memory, or a promise when it must wait for something (a server, a disk).
 *
 * Why not a promise every time: a port on every request's path (the
 * rate-limit store, asked before any route) would then cost each request
 * the promises and their turns of the microtask queue, however fast its
 * adapter. Answered at once by the in-memory store, a lookup by id took
 * 1-3% less CPU over HTTP, at the edge of what the development machine
 * can measure (docs/performance.md, session 36). A port that is asked off
 * that path keeps returning promises.
 */
export type NowOrLater<T> = T | PromiseLike<T>;

/** Whether the answer is still to come: an object with a `then` method (ports answer with promises, never with callable thenables). */
export function isLater<T>(value: NowOrLater<T>): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** `use` of the answer, at once when it is here: an error `use` throws is then thrown, or rejects what is returned. */
export function whenAnswered<T, R>(value: NowOrLater<T>, use: (answer: T) => R): NowOrLater<R> {
  return isLater(value) ? value.then(use) : use(value);
}
