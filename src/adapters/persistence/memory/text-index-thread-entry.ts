/** The worker thread of text-index-thread.ts: builds the posting lists and hands over their memory. */
import { parentPort, workerData } from 'node:worker_threads';
import type { LevelledPostings } from './levelled-postings.js';
import { textPostingsOf, type TextFields } from './text-fields.js';

function memoryOf({ all, levels }: LevelledPostings): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const postings of [all, ...levels]) for (const docs of postings.values()) buffers.add(docs.buffer as ArrayBuffer);
  return [...buffers];
}

const postings = textPostingsOf(workerData as TextFields);
parentPort?.postMessage(postings, memoryOf(postings));
