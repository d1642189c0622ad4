import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Random } from '../../../src/adapters/dataset-generator/random.js';
import { claimsOf, truthsOf } from '../../../src/adapters/dataset-generator/school-claims.js';
import { SchoolNameRegistry } from '../../../src/adapters/dataset-generator/school-name-registry.js';
import { nameSchool, type NameRequest } from '../../../src/adapters/dataset-generator/school-naming.js';

const skiOnly = truthsOf({ activities: ['ski'], levels: ['beginner'], languages: ['fr'] });
const request = (overrides: Partial<NameRequest>): NameRequest => ({
  language: 'fr', type: 'ski-school', country: 'FR', truths: skiOnly, resort: 'Tignes', resortLatin: 'Tignes', town: 'Tignes', first: 'Léa', ...overrides,
});

/** `count` schools named in one town, as the generator names them. */
function nameMany(count: number, overrides: Partial<NameRequest>, seed = 1): ReturnType<typeof nameSchool>[] {
  const random = new Random(seed);
  const registry = new SchoolNameRegistry();
  const town = overrides.town ?? 'Tignes';
  return Array.from({ length: count }, () => nameSchool(random, request(overrides), (name) => registry.takeName(town, name)));
}

describe('nameSchool', () => {
  it('keeps names unique in a crowded town by adding place words, never numbers', () => {
    const names = nameMany(5000, {});
    assert.equal(new Set(names.map(({ name }) => name)).size, 5000);
    for (const { name } of names) assert.doesNotMatch(name.replace('Évolution 2', ''), /\d/u, name);
    // Place words only set apart a name already taken: each plain template name is used once, first.
    const plain = names.filter(({ name }) => name.endsWith('Tignes'));
    assert.ok(plain.length >= 20, `${plain.length} plain names`);
    assert.equal(names[0]?.name.endsWith('Tignes'), true);
    for (const { name } of names.filter(({ name }) => !name.endsWith('Tignes'))) {
      assert.ok(plain.some((base) => name.startsWith(`${base.name} `)), `${name} is not a taken name with place words`);
    }
  });

  it('adds the Latin form of a place word to the Latin label of a name in another script', () => {
    const names = nameMany(200, { language: 'ja', country: 'JP', resort: 'ニセコ', resortLatin: 'Niseko United', town: 'Kutchan' });
    const placed = names.filter(({ name }) => / [^\s]+$/u.test(name) && !/Niseko United$/u.test(name) && /[\u3040-\u30ff\u4e00-\u9fff]$/u.test(name));
    assert.ok(placed.length > 0);
    for (const { label } of placed) assert.match(label, /^[\x20-\x7e]+$/u, label);
    assert.equal(new Set(names.map(({ label }) => label)).size, names.length);
  });

  it('uses a template only for schools its claims are true of', () => {
    const skiers = nameMany(400, {});
    assert.ok(skiers.every(({ name }) => !/Snowboard|Freeride/u.test(name)), 'a ski-only school named for snowboard or freeride');
    const riders = nameMany(400, { truths: truthsOf({ activities: ['ski', 'snowboard', 'freeride'], levels: ['beginner'], languages: ['fr'] }) });
    assert.ok(riders.some(({ name }) => name.includes('Ski et Snowboard')));
    assert.ok(riders.some(({ name }) => name.includes('Freeride')));
    const boarders = nameMany(200, { type: 'private-instructor', truths: truthsOf({ activities: ['snowboard'], levels: ['beginner'], languages: ['fr'] }) });
    assert.ok(boarders.every(({ name }) => !/Ski/u.test(name)), 'a private instructor who does not ski named for skiing');
  });

  it('gives national brands only in their own country, with the body they stand for', () => {
    const inFrance = nameMany(400, {});
    const esf = inFrance.filter(({ name }) => name.startsWith('École du Ski Français'));
    assert.ok(esf.length > 0 && esf.every(({ certification }) => certification === 'ESF'));
    assert.ok(inFrance.every(({ name }) => !name.startsWith('École Suisse de Ski')));
    const inSwitzerland = nameMany(400, { country: 'CH', resort: 'Verbier', resortLatin: 'Verbier', town: 'Val de Bagnes' });
    assert.ok(inSwitzerland.every(({ name }) => !/École du Ski Français|École de Ski Internationale/u.test(name)));
    assert.ok(inSwitzerland.some(({ name, certification }) => name.startsWith('École Suisse de Ski') && certification === 'Swiss Snowsports'));
  });

  it('says so when a town has no name left, rather than looping for ever', () => {
    assert.throws(() => nameSchool(new Random(1), request({}), () => false), /no free ski-school name left in Tignes/);
  });
});

describe('claims', () => {
  it('are true of a school only when its fields say so', () => {
    const truths = truthsOf({ activities: ['snowboard', 'freestyle'], levels: ['beginner', 'intermediate', 'advanced', 'expert'], languages: ['de', 'en'] });
    for (const claim of ['snowboard', 'freestyle', 'beginner', 'all-levels', 'several-languages', 'english'] as const) {
      assert.equal(claimsOf([claim]) & ~truths, 0, claim);
    }
    for (const claim of ['ski', 'freeride', 'ski-touring'] as const) assert.notEqual(claimsOf([claim]) & ~truths, 0, claim);
    const narrow = truthsOf({ activities: ['ski'], levels: ['advanced', 'expert'], languages: ['fr'] });
    for (const claim of ['beginner', 'all-levels', 'several-languages', 'english'] as const) assert.notEqual(claimsOf([claim]) & ~narrow, 0, claim);
  });
});

describe('SchoolNameRegistry', () => {
  it('gives a name once per town, and a slug once everywhere', () => {
    const registry = new SchoolNameRegistry();
    assert.equal(registry.takeName('Zermatt', 'Skischule Alpin Zermatt'), true);
    assert.equal(registry.takeName('Zermatt', 'Skischule Alpin Zermatt'), false);
    assert.equal(registry.takeName('Saas-Fee', 'Skischule Alpin Zermatt'), true);
    // The town and the name do not run together: ("Les", "Arcs X") is not ("Les Arcs", "X").
    assert.equal(registry.takeName('Les', 'Arcs X'), true);
    assert.equal(registry.takeName('Les Arcs', 'X'), true);
    assert.equal(registry.claimSlug('skischule-alpin', 7), 'skischule-alpin');
    assert.equal(registry.claimSlug('skischule-alpin', 9), 'skischule-alpin-9');
    assert.equal(registry.claimSlug('skischule-alpin-9', 12), 'skischule-alpin-9-12');
    assert.equal(registry.claimSlug('skischule-alpin', 9), 'skischule-alpin-9-2');
  });
});
