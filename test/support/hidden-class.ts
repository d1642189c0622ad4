/**
 * Whether V8 gave two objects the same hidden class (map). Objects made per
 * request must share theirs: a class made per object is the cost
 * domain/objects.ts describes. V8's own test intrinsic, allowed for this
 * process only and compiled after the flag is set.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

export function sameHiddenClass(a: object, b: object): boolean {
  return haveSameMap(a, b);
}
