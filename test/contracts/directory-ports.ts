/**
 * What the directory contract suites need from an adapter: its
 * DirectoryRepositories over a given dataset. Suites see only these interfaces,
 * never an adapter class, so the same suites run against every backend.
 */
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import type { DirectoryRepositories } from '../../src/application/ports/directory-repositories.js';
import type { Page } from '../../src/domain/page.js';
import { after, before } from 'node:test';

/** A backend the suites load: the directory's repositories, and a way to release it when it holds connections. */
export type BackendUnderTest = DirectoryRepositories & { close?: () => Promise<void> };

/** Loads `dataset` into a fresh backend. The dataset is the suite's own: the adapter may keep or freeze it. */
export type MakeDirectory = (dataset: Dataset) => Promise<BackendUnderTest>;

/**
 * Loads a copy of `dataset` into a fresh backend before the enclosing suite's
 * tests and closes it after them. Call inside `describe`; the getter is valid in tests.
 */
export function backendUnderTest(make: MakeDirectory, dataset: Dataset): () => BackendUnderTest {
  let ports: BackendUnderTest | undefined;
  before(async () => {
    ports = await make(structuredClone(dataset));
  });
  after(async () => {
    await ports?.close?.();
  });
  return () => {
    if (!ports) throw new Error('the backend under test is not loaded yet');
    return ports;
  };
}

export interface ContractOptions {
  /** A reason to skip the suite (e.g. "MongoDB not reachable"), shown in the test output. */
  skip?: string | false;
}

/** Every item of a search, page by page, checking that each page agrees on the total. */
export async function collectAll<T>(search: (page: number) => Promise<Page<T>>, limit: number): Promise<{ items: T[]; total: number; pages: number }> {
  const items: T[] = [];
  const first = await search(1);
  items.push(...first.items);
  let pages = 1;
  while (items.length < first.total) {
    pages += 1;
    const next = await search(pages);
    if (next.total !== first.total) throw new Error(`total changed between pages: ${first.total} then ${next.total}`);
    if (next.items.length === 0) throw new Error(`page ${pages} is empty before reaching total ${first.total}`);
    items.push(...next.items);
    if (pages > first.total / limit + 2) throw new Error('paging does not end');
  }
  return { items, total: first.total, pages };
}

/** What a page says about its records, in the shape the reference pages have. */
export function pageSummary(page: Page<{ id: number }>): { ids: number[]; total: number; groupsMatched?: number } {
  const summary = { ids: page.items.map((item) => item.id), total: page.total };
  return page.groupsMatched === undefined ? summary : { ...summary, groupsMatched: page.groupsMatched };
}
