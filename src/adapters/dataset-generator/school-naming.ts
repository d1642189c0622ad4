/**
 * A school's name, chosen after what the school is: only templates whose
 * claims hold for it and whose brand exists in its country, and never the
 * name of another school in the same town.
 */
import { NAMING_STYLES, type NameTemplate, type NamingStyle, type Wording } from './naming-styles.js';
import type { Random } from './random.js';
import type { SchoolTypeSlug } from './school-attributes.js';
import { allTrue, pickFitting, type Claims } from './school-claims.js';

export interface NameRequest {
  /** ISO 639-1 language the school writes in. */
  language: string;
  type: SchoolTypeSlug;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** What is true of the school (truthsOf its fields). */
  truths: Claims;
  /** The resort as the school's language writes it (ニセコ for Japanese). */
  resort: string;
  /** The resort's Latin name, for slugs. */
  resortLatin: string;
  town: string;
  first: string;
}

export interface SchoolName {
  name: string;
  /** The Latin form of the name, which the slug derives from. */
  label: string;
  /** The certification a national brand brings, or null. */
  certification: string | null;
}

/**
 * Template and brand draws before place words set the last one apart. A
 * second draw keeps place words rare in a directory of a few thousand
 * schools; more would only cost time in crowded towns, where a redraw rarely
 * finds a free name.
 */
const TEMPLATE_ATTEMPTS = 2;
/** Draws per number of place words before adding one more. */
const PLACE_ATTEMPTS = 2;

/**
 * `take` gives the school a name if no school of its town has it yet, and
 * says whether it did. A taken name is drawn again a few times, then gets
 * one, two, ... of the style's place words: the room grows with each word, so
 * even a town with tens of thousands of schools finds a free name in a few
 * draws.
 */
export function nameSchool(random: Random, request: NameRequest, take: (name: string) => boolean): SchoolName {
  const style = NAMING_STYLES[request.language] ?? (NAMING_STYLES.en as NamingStyle);
  const fits = (template: NameTemplate): boolean =>
    (template.country === null || template.country === request.country) && allTrue(template.claims, request.truths);
  for (let attempt = 1; ; attempt += 1) {
    const name = compose(pickFitting(random, style.templates[request.type], fits), random.pick(style.brands), request);
    if (take(name.name)) return name;
    if (attempt === TEMPLATE_ATTEMPTS) return withPlaceWords(random, style.places, name, take, request);
  }
}

function withPlaceWords(random: Random, places: readonly Wording[], base: SchoolName, take: (name: string) => boolean, request: NameRequest): SchoolName {
  for (let count = 1; count <= places.length; count += 1) {
    for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt += 1) {
      const name = withPlaces(base, count === 1 ? [random.pick(places)] : random.sample(places, count));
      if (take(name.name)) return name;
    }
  }
  throw new Error(`no free ${request.type} name left in ${request.town}`);
}

function compose(template: NameTemplate, brand: string, request: NameRequest): SchoolName {
  const fill = (text: string, resort: string): string =>
    text.replace('{resort}', resort).replace('{town}', request.town).replace('{brand}', brand).replace('{first}', request.first);
  const { wording } = template;
  const name = typeof wording === 'string' ? fill(wording, request.resortLatin) : fill(wording[0], request.resort);
  const label = typeof wording === 'string' ? name : fill(wording[1], request.resortLatin);
  return { name, label, certification: template.certification };
}

function withPlaces(base: SchoolName, places: readonly Wording[]): SchoolName {
  let { name, label } = base;
  for (const place of places) {
    name += ` ${typeof place === 'string' ? place : place[0]}`;
    label += ` ${typeof place === 'string' ? place : place[1]}`;
  }
  return { name, label, certification: base.certification };
}
