/**
 * Whether V8 gave two objects the same hidden class (map), and a fast one: a
 * dictionary's class says nothing of its keys. Objects made per request must
 * share theirs: a class made per object is the cost domain/objects.ts
 * describes. V8's own test intrinsics, compiled after allowing them. The flag
 * holds for the whole process, so for the test files that share its shard
 * too (scripts/run-tests.mjs): it only lets a parser read `%Name(` as a
 * call, which no other code here writes.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
const hasFastProperties = new Function('a', 'return %HasFastProperties(a)') as (a: object) => boolean;

export function sameHiddenClass(a: object, b: object): boolean {
  return haveSameMap(a, b) && hasFastProperties(a) && hasFastProperties(b);
}
