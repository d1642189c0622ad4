/**
 * What `--kinds` (and search-against's `--queries`) picks: a part of the
 * filter picks the names holding it, and a kind named whole, its commas
 * and all, is picked alone, so that issue 17's six kinds named in full are
 * six kinds, not also the faceted ones whose names extend theirs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REQUEST_KINDS } from '../../bench/http/request-kinds.js';
import { nameFilter } from '../../bench/report.js';

const NAMES = REQUEST_KINDS.map((kind) => kind.name);
const picked = (filter: string): string[] => NAMES.filter(nameFilter(filter, NAMES));

describe("a benchmark's name filter", () => {
  it("picks issue 17's six kinds, named whole, and nothing else", () => {
    const six = ['q=4 letters', 'q=1 letter, pages 1-7', 'country+activity+language', '2 countries, newest, deep', 'sort=rating, pages 1-200', 'school by id'];
    assert.deepEqual(picked(six.join(',')), six);
  });

  it('picks every kind holding a part that names none whole', () => {
    assert.deepEqual(picked('all facets'), NAMES.filter((name) => name.endsWith(', all facets')));
    assert.deepEqual(picked('by slug,suggest'), ['school by slug', 'suggest, 1-4 letters', 'resort by slug']);
  });

  it('reads a part that is only the start of a name as a part, not as the name', () => {
    assert.deepEqual(picked('q=1 letter'), ['q=1 letter, pages 1-7', 'q=1 letter, pages 1-7, all facets']);
  });

  it('reads consecutive parts spelling a name whole as that name alone, the longest where two overlap', () => {
    // Spaces around the commas or not; `all facets` completes the longer name, so it picks no other faceted kind.
    assert.deepEqual(picked(' country+activity+language , all facets ,near'), ['country+activity+language, all facets', 'near a resort, sort=distance']);
    assert.deepEqual(picked('country+activity+language,q=4 letters'), ['q=4 letters', 'country+activity+language']);
  });

  it('picks every name when the filter names nothing', () => {
    for (const filter of ['', ' , ']) assert.deepEqual(picked(filter), NAMES);
  });
});
