/**
 * Flat lists of term numbers: each list reads back as it was added, by the
 * number push gave it, however many lists and terms made the arrays grow,
 * empty lists included; and a list is a copy, not the array it came from.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TermLists } from '../../../../src/adapters/persistence/memory/term-lists.js';

describe('flat term lists', () => {
  it("read back every list by its number, past both arrays' first sizes", () => {
    const lists = new TermLists();
    const added = Array.from({ length: 500 }, (_, number) => Array.from({ length: number % 7 }, (__, index) => number * 10 + index));
    added.forEach((terms, number) => assert.equal(lists.push(terms), number));
    added.forEach((terms, number) => assert.deepEqual([...lists.at(number)], terms, `list ${number}`));
  });

  it('keep a copy of what they were given', () => {
    const lists = new TermLists();
    const terms = new Uint32Array([4, 2, 9]);
    const number = lists.push(terms);
    terms.fill(0);
    assert.deepEqual([...lists.at(number)], [4, 2, 9]);
  });
});
