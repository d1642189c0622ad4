/**
 * Names and descriptions are what people search and read, and the search
 * evaluation computes its right answers from the fields: so over a few
 * thousand generated schools, nothing a name or description says may
 * contradict a field. The phrases below are this test's own reading of the
 * texts, written independently of the generator's templates.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import type { School } from '../../../src/domain/records.js';
import { fold } from '../../../src/domain/text.js';

const dataset = generateDataset({ schools: 4000, seed: 2025 });
const schools = dataset.schools;

/** Text with the school's own name and places taken out: "Taos Ski Valley" says nothing about skiing. */
function without(text: string, school: School, ...others: string[]): string {
  let rest = text;
  // Longest first, so that a town ("Isola") does not break up its resort's name ("Isola 2000").
  const parts = [...others, school.town, ...school.resorts.map((resort) => resort.name)].sort((a, b) => b.length - a.length);
  for (const part of parts) rest = rest.split(part).join(' ');
  return rest;
}
const ownNameWords = (school: School): string => without(school.name, school);
const descriptionOnly = (school: School): string => without(school.description, school, school.name);

const has = (activity: string) => (school: School) => school.activities.includes(activity);
const isType = (type: string) => (school: School) => school.schoolType === type;
const suitsChildren = (school: School) =>
  school.schoolType === 'kids-club' && !school.levels.includes('expert') && !school.activities.some((slug) => slug === 'freeride' || slug === 'ski-touring');
const fewInstructors = (school: School) => school.schoolType === 'private-instructor' && school.instructorCount >= 1 && school.instructorCount <= 3;
const guides = (school: School) => school.schoolType === 'guiding-company' && has('freeride')(school) && has('ski-touring')(school);

interface Rule {
  says: string;
  words: RegExp;
  holds: (school: School) => boolean;
}

function violations(rules: readonly Rule[], textOf: (school: School) => string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const school of schools) {
    const text = textOf(school);
    for (const rule of rules) {
      if (rule.words.test(text) && !rule.holds(school)) {
        found.push(`#${school.id} says ${rule.says}: ${JSON.stringify(text)} (${school.schoolType}; ${school.activities.join(',')}; ${school.levels.join(',')}; ${school.languages.join(',')})`);
      }
      if (rule.words.test(text)) seen.add(rule.says);
    }
  }
  // A rule that never fires proves nothing: each must meet the texts it is about.
  for (const rule of rules) if (!seen.has(rule.says)) found.push(`no text says ${rule.says}`);
  return found;
}

const NAME_RULES: readonly Rule[] = [
  { says: 'snowboard', words: /snowboard|(?<!\p{L})board|brettskole|сноуборд|スノーボード/iu, holds: has('snowboard') },
  { says: 'ski', words: /(?<!\p{L})(ski|sci|esquí|ски)(?!\p{L})|skischule|skilehrer|skiskole|skidskol|narciar|lyžař|lyžován|スキー/iu, holds: has('ski') },
  { says: 'kids', words: /(?<!\p{L})kids|kinder|enfants|bambini|piou|p'tits|zwerg|little rippers|snow cubs|baby|barnas|barnens|infantil|pequeños|przedszkole|mały narciarz|dětsk|детски|キッズ/iu, holds: suitsChildren },
  { says: 'freeride', words: /freeride|off-piste|hors-piste|fuoripista|fuera de pista|tiefschnee|backcountry|(?<!\p{L})heli(?!\p{L})/iu, holds: has('freeride') },
  { says: 'touring', words: /touring|topptur|skitour|randonnée|scialpinismo|travesía/iu, holds: has('ski-touring') },
  { says: 'private instructor', words: /privat|privé|private|privado|particular|instruktor|soukrom|частни|プライベート|indépendant|ski with|maestro di sci|coaching/iu, holds: fewInstructors },
  { says: 'guides', words: /guide|guiding|guías|guies|bergführer|fjellfør|fjällguid|przewodnic|vůdci|водачи|ガイド|alpinschule|bergsteigerschule/iu, holds: guides },
  { says: 'adaptive', words: /adapt|adatt|handiski|barrier|barreras|barier|bariér|ohne grenzen|inklusiv|tilrettelagt|anpassad|адаптивно|アダプティブ|tous en piste/iu, holds: (school) => has('adaptive')(school) && school.schoolType === 'adaptive-school' },
];

const DESCRIPTION_RULES: readonly Rule[] = [
  {
    says: 'all levels',
    words: /tous niveaux|tous les niveaux|adaptés à chacun|all abilities|all levels|every level|alle niveaus|jedes können|anfänger bis könner|tutti i livelli|初めての方から上級者まで|alle nivåer|alla nivåer|tots els nivells|todos los niveles|każdym poziomie|wszystkich poziomach|všech úrovní|všechny úrovně|всички нива/iu,
    holds: (school) => ['beginner', 'intermediate', 'advanced', 'expert'].every((level) => school.levels.includes(level)),
  },
  {
    says: 'several languages',
    words: /plusieurs langues|several languages|mehrere(n)? sprachen|diverse lingue|複数の言語|flere språk|flera språk|diversos idiomes|varios idiomas|kilku językach|několika jazyc|няколко езика/iu,
    holds: (school) => school.languages.length >= 2,
  },
  { says: 'English', words: /英語|english/iu, holds: (school) => school.languages.includes('en') },
  {
    says: 'off-piste',
    words: /hors-piste|off-piste|tiefschnee|freeride|fuoripista|バックカントリー|offpist|fora pista|fuera de pista|poza tras|mimo sjezdovk|извън пистите/iu,
    holds: has('freeride'),
  },
  { says: 'snowboarding', words: /snowboard|surfistes|сноуборд|スノーボード/iu, holds: has('snowboard') },
  {
    says: 'skiing',
    words: /skieurs|skiers|skifahrer|sciatori|a sciare|スキーと|skiløpere|skikurs|skidåkning|skidlektioner|esquiadors|a esquiar|esquiadores|na nartach|lyžování a|скиори|по ски/iu,
    holds: has('ski'),
  },
  { says: 'the park', words: /snowpark|terrain park|funpark|parken|パーク|сноупарка/iu, holds: has('freestyle') },
  {
    says: 'first turns',
    words: /premier virage|premier ride|first turns|ersten schwung|ersten turn|prima curva|初めて|første sving|första svängen|primer gir|primer giro|pierwszych skrętów|pierwszego skrętu|prvních oblouků|prvního oblouku|първите завои|първия завой/iu,
    holds: (school) => school.levels.includes('beginner'),
  },
];

const CHILDREN = /enfants|kinder|bambini|children|お子さま|barn|infants|niños|dzieci|dětem|деца/iu;

describe('generated schools are coherent', () => {
  it('a name says only what the school teaches and is', () => {
    assert.deepEqual(violations(NAME_RULES, ownNameWords).slice(0, 10), []);
  });

  it('snowboard schools teach snowboarding only; ski-and-snowboard schools teach both', () => {
    for (const school of schools.filter(isType('snowboard-school'))) {
      assert.ok(school.activities.includes('snowboard'), `#${school.id}`);
      assert.deepEqual(school.activities.filter((slug) => !['snowboard', 'freeride', 'freestyle'].includes(slug)), [], `#${school.id} ${school.name}`);
    }
    const both = schools.filter((school) => /(ski|sci|esquí)(- und | e | & | and | y | et )(snow)?board|ски и сноуборд/iu.test(ownNameWords(school)));
    assert.ok(both.length > 20, `${both.length} ski-and-snowboard names`);
    for (const school of both) assert.ok(has('ski')(school) && has('snowboard')(school), `#${school.id} ${school.name}: ${school.activities.join(',')}`);
  });

  it('private instructors are one to three people, whatever their name', () => {
    for (const school of schools.filter(isType('private-instructor'))) {
      assert.ok(school.instructorCount >= 1 && school.instructorCount <= 3, `#${school.id} ${school.name}: ${school.instructorCount} instructors`);
    }
  });

  it('kids clubs promise nothing a child does not do', () => {
    for (const school of schools.filter(isType('kids-club'))) {
      assert.ok(suitsChildren(school), `#${school.id} ${school.name}: ${school.levels.join(',')}; ${school.activities.join(',')}`);
      assert.match(descriptionOnly(school), CHILDREN, `#${school.id}`);
    }
  });

  it('national school brands appear only in their country, with their certification', () => {
    const brands: ReadonlyArray<[RegExp, string, string | null]> = [
      [/École du Ski Français|\bESF\b/u, 'FR', 'ESF'],
      [/École de Ski Internationale|\bESI\b/u, 'FR', null],
      [/Escuela Española de Esquí/u, 'ES', null],
      [/Schweizer Skischule|École Suisse de Ski|Scuola Svizzera di Sci/u, 'CH', 'Swiss Snowsports'],
      [/Scuola Italiana Sci/u, 'IT', 'AMSI'],
    ];
    for (const [brand, country, certification] of brands) {
      const named = schools.filter((school) => brand.test(school.name));
      assert.ok(named.length > 0, `no school is named ${brand}`);
      for (const school of named) {
        assert.equal(school.country, country, `#${school.id} ${school.name}`);
        if (certification !== null) assert.ok(school.certifications.includes(certification), `#${school.id} ${school.name}`);
      }
    }
    for (const school of schools) assert.equal(school.certifications.includes('ESF'), /École du Ski Français/u.test(school.name), `#${school.id}`);
  });

  it('no two schools in one town share a name, and no name is told apart by a number', () => {
    const seen = new Map<string, number>();
    for (const school of schools) {
      const key = `${school.country} ${school.town} ${fold(school.name)}`;
      assert.equal(seen.get(key), undefined, `#${school.id} and #${seen.get(key)} are both ${school.name} in ${school.town}`);
      seen.set(key, school.id);
      assert.doesNotMatch(ownNameWords(school).replace('Évolution 2', ''), /\d/u, `#${school.id} ${school.name}`);
    }
  });

  it('descriptions say nothing the fields contradict', () => {
    assert.deepEqual(violations(DESCRIPTION_RULES, descriptionOnly).slice(0, 10), []);
  });

  it('a founding year is never after the school was listed', () => {
    let years = 0;
    for (const school of schools) {
      for (const [year] of descriptionOnly(school).matchAll(/(?<!\d)(19|20)\d\d(?!\d)/gu)) {
        years += 1;
        assert.ok(Number(year) <= new Date(school.createdAt).getUTCFullYear(), `#${school.id}: founded ${year}, listed ${school.createdAt}`);
      }
    }
    assert.ok(years > schools.length / 2, `${years} founding years`);
  });
});
