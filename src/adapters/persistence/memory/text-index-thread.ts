/**
 * A text index built on a worker thread, while the thread that asked goes on
 * with the rest of a start-up. The worker is given the fields' compact form
 * (text-fields.ts), not the records, and hands back the posting lists'
 * memory rather than a copy of it. Its heap holds none of the directory's
 * records, so its collections stay short: at 100k schools the instructors'
 * text index took about 1.8 s there against 3 s and more in the main thread.
 */
import { Worker } from 'node:worker_threads';
import type { LevelledPostings } from './levelled-postings.js';
import { textIndexOf, type TextFields } from './text-fields.js';
import type { TextIndex } from './text-index.js';

export function textIndexOffThread(fields: TextFields): Promise<TextIndex> {
  const postings = new Promise<LevelledPostings>((resolve, reject) => {
    const worker = new Worker(new URL('./text-index-thread-entry.js', import.meta.url), { workerData: fields });
    worker.once('message', resolve);
    worker.once('error', reject);
    // After an answer this settles nothing; without one, the thread died before answering.
    worker.once('exit', (code) => reject(new Error(`the text index thread exited with code ${code} before answering`)));
  });
  // The same lists, built here: a thread that cannot start or dies (a resource limit, a starved machine)
  // costs only the time it would have saved, and a fault in the build itself fails here too.
  return postings.then((built) => textIndexOf(fields, built), () => textIndexOf(fields));
}
