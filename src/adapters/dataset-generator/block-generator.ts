/**
 * A block of schools with their instructors. Everything that links records
 * (an instructor teaching at two schools, a school's instructor count) stays
 * inside the block, so a block is complete the moment it is generated.
 */
import type { Instructor, School, SchoolSummary } from '../../domain/records.js';
import { assignBlockResorts, BLOCK_SIZE, STREAM, type GenerationContext } from './generation-context.js';
import { internSubset, ListTrie } from './intern.js';
import { displayName, pickFirstName, writeBio } from './instructor-profiles.js';
import { Random, deriveSeed } from './random.js';
import { generateSchool, type GeneratedSchool } from './school-generator.js';
import type { SchoolNameRegistry } from './school-name-registry.js';
import type { SchoolTypeSlug } from './school-attributes.js';

export interface GeneratedBlock {
  /** Without their presentation when not asked for (see BlockParts). */
  schools: School[];
  /** Empty when not asked for. */
  instructors: Instructor[];
  /** How many instructors the block has, generated or not: the next block's ids start after them. */
  instructorCount: number;
}

/**
 * Which parts to build. Each part draws from its own random stream, so
 * leaving one out changes nothing in the others: a pass that writes schools
 * needs no instructor profiles (only how many instructors each school has),
 * and a pass that writes instructors needs no school descriptions or prices.
 */
export interface BlockParts {
  schoolPresentation: boolean;
  instructors: boolean;
}

const TEAM_SIZE: Readonly<Record<SchoolTypeSlug, [number, number]>> = {
  'ski-school': [3, 12], 'private-instructor': [1, 3], 'kids-club': [4, 12],
  'guiding-company': [2, 8], 'snowboard-school': [2, 8], 'adaptive-school': [2, 6],
};
const CURRENT_YEAR = 2025;
const EVERYTHING: BlockParts = { schoolPresentation: true, instructors: true };

/**
 * Blocks must be generated in order with one SchoolNameRegistry: a name or
 * slug depends on those handed out before it. Instructor ids start at `firstInstructorId`.
 */
export function generateBlock(context: GenerationContext, block: number, names: SchoolNameRegistry, firstInstructorId: number, parts = EVERYTHING): GeneratedBlock {
  const stream = (purpose: number): Random => new Random(deriveSeed(context.seed, block, purpose));
  const core = stream(STREAM.schools);
  const extra = parts.schoolPresentation ? stream(STREAM.presentation) : null;
  const generated = assignBlockResorts(context, block).map((resorts, index) =>
    generateSchool(core, extra, context, block * BLOCK_SIZE + index + 1, resorts, names));

  // The roster (who teaches where) is cheap and decides the counts; profiles are drawn only when wanted.
  const roster = stream(STREAM.roster);
  const seats: [home: GeneratedSchool, sister: GeneratedSchool | null][] = [];
  generated.forEach((current, index) => {
    // Colleagues at another school of the block in the same resort sometimes teach for both; a private
    // instructor's business is their own, so none joins it and its team stays the size TEAM_SIZE says.
    const sisters = generated.slice(0, index).filter((other) =>
      other.type !== 'private-instructor' && other.school.resorts[0]?.id === current.school.resorts[0]?.id);
    const [low, high] = TEAM_SIZE[current.type];
    for (let count = roster.int(low, high); count > 0; count -= 1) {
      seats.push([current, sisters.length > 0 && roster.chance(0.2) ? roster.pick(sisters) : null]);
    }
  });
  for (const [home, sister] of seats) {
    home.school.instructorCount += 1;
    if (sister !== null) sister.school.instructorCount += 1;
  }
  const people = parts.instructors ? stream(STREAM.people) : null;
  const schoolsOf = sharedSchoolLists();
  const instructors = people === null ? [] : seats.map(([home, sister], index) => generateInstructor(people, firstInstructorId + index, home, schoolsOf(home, sister)));
  return { schools: generated.map(({ school }) => school), instructors, instructorCount: seats.length };
}

/**
 * The schools an instructor teaches at, one frozen list per school and per pair of schools, shared by
 * everyone teaching at them: a list per instructor was 40 MB of the heap at 100k schools (620k lists,
 * of which about 120k differ), and as many objects for every full collection to mark.
 */
function sharedSchoolLists(): (home: GeneratedSchool, sister: GeneratedSchool | null) => SchoolSummary[] {
  const lists = new ListTrie<GeneratedSchool, SchoolSummary>();
  return (home, sister) => sister === null
    ? lists.get([home], () => [home.summary])
    : lists.get([sister, home], () => [sister.summary, home.summary]);
}

/** `schools`: where the instructor teaches (sharedSchoolLists); the profile is drawn from `home`, one of them. */
function generateInstructor(random: Random, id: number, home: GeneratedSchool, schools: SchoolSummary[]): Instructor {
  const { school } = home;
  // Most instructors share the school's language; some are visitors teaching in their own.
  const own = random.chance(0.8) ? home.writing : random.pick(school.languages);
  const first = pickFirstName(random, own);
  // Each list is drawn as bits over the school's own (shared) list, so the shared subset is found without building it.
  let languages = 0;
  school.languages.forEach((language, index) => {
    if (language === own || random.chance(0.4)) languages |= 1 << index;
  });
  const activities = someOf(random.bits(school.activities.length, 0.7));
  const years = random.int(1, 35);
  return {
    id,
    displayName: displayName(random, own, first),
    schools,
    languages: internSubset(school.languages, someOf(languages)),
    activities: internSubset(school.activities, activities),
    levels: internSubset(school.levels, someOf(random.bits(school.levels.length, 0.75))),
    certifications: internSubset(school.certifications, random.bits(school.certifications.length, 0.8)),
    yearsExperience: years,
    bio: writeBio(random, own, { first, years, since: CURRENT_YEAR - years }),
  };
}

/** A non-empty subset: the first item when the draws kept none. */
function someOf(kept: number): number {
  return kept === 0 ? 1 : kept;
}
