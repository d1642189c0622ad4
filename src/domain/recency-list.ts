/**
 * A doubly linked list ordered from least to most recently touched, with O(1)
 * touch and removal through the node a caller keeps (the rate limiter's
 * clients, the text index's kept unions). A Map or Set would keep the same order
 * by deleting and setting again, but finding its oldest entry walks past
 * every slot deleted since the last rehash, which is O(n) under steady churn.
 */
export interface RecencyNode<T> {
  readonly value: T;
  older: RecencyNode<T> | null;
  newer: RecencyNode<T> | null;
  list: RecencyList<T> | null;
}

export class RecencyList<T> {
  #oldest: RecencyNode<T> | null = null;
  #newest: RecencyNode<T> | null = null;

  get oldest(): RecencyNode<T> | null {
    return this.#oldest;
  }

  static node<T>(value: T): RecencyNode<T> {
    return { value, older: null, newer: null, list: null };
  }

  /** Moves (or adds) the node to the most recent end. */
  touch(node: RecencyNode<T>): void {
    if (node.list !== null) node.list.remove(node);
    node.list = this;
    node.older = this.#newest;
    node.newer = null;
    if (this.#newest !== null) this.#newest.newer = node;
    this.#newest = node;
    if (this.#oldest === null) this.#oldest = node;
  }

  remove(node: RecencyNode<T>): void {
    if (node.list !== this) return;
    if (node.older !== null) node.older.newer = node.newer;
    else this.#oldest = node.newer;
    if (node.newer !== null) node.newer.older = node.older;
    else this.#newest = node.older;
    node.older = null;
    node.newer = null;
    node.list = null;
  }
}
