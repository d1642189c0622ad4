/**
 * The rule of each kind of parameter, as joi schemas: what they accept is
 * what the REST routes and MCP tools validate, their descriptions and
 * examples are what the OpenAPI document and tool schemas show. The limits
 * and vocabularies come from the domain.
 */
import type { AlternativesSchema, ArraySchema, BooleanSchema, LanguageMessages, NumberSchema, Schema, StringSchema } from 'joi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../../domain/page.js';
import { MAX_FACET_VALUES, SCHOOL_FACETS } from '../../domain/facets.js';
import { MAX_QUERY_LENGTH } from '../../domain/queries.js';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from '../../domain/suggestions.js';
import { categorySlugsOfType, type CategoryType } from '../../domain/taxonomy.js';
import { parameterJoi } from './parameter-joi.js';
import { RECORD_REFERENCE } from './record-reference.js';
import {
  flagShortcut, integerShortcut, listShortcut, patternShortcut, textShortcut, vocabularyShortcut, withShortcut, type Shortcut,
} from './shortcuts.js';

/** Echoes the refused value, quoted, after the reason. */
const GOT = '(got {:#value})';

const MAX_REFERENCE_LENGTH = 200;
const REFERENCE_LABEL = 'a positive integer id or a slug (letters, digits and hyphens)';

/** One reason for every way a value can fail a rule: a client needs the rule, not joi's step that failed. */
function reasonFor(codes: readonly string[], reason: string): LanguageMessages {
  return Object.fromEntries(codes.map((code) => [code, reason]));
}

const NUMBER_CODES = ['number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe', 'number.infinity'];

export const q: StringSchema = withShortcut(parameterJoi.string().trim().normalize('NFC').max(MAX_QUERY_LENGTH)
  .description('Free text, case- and accent-insensitive. A word matches the start of a word (`zerm` finds Zermatt, `meribel` finds Méribel), '
    + 'or, when nothing starts with it, words within one edit (5-8 letters) or two (9 or more): `chamonx` finds Chamonix. '
    + 'Words naming an activity, level, school type or language (`snowboard`, `débutants`, `kinder`, `english speaking`) act as that filter; '
    + 'other names of places count (`Svizzera`, `South Tyrol`, `st`/`saint`/`sankt`); filler words (`ski`, `school`, `in`) are not required. '
    + 'When no record matches every other word, those matching the most are listed. `sort=relevance` (the default) ranks by words matched, '
    + 'then exact over prefix over corrected, then where they matched (name, place, region, country). `meta.query` says what was understood.')
  .messages({ 'string.base': 'must be a string', 'string.max': 'must be at most {#limit} characters (got {#length})' }),
textShortcut(MAX_QUERY_LENGTH));

function integer(min: number, max: number, fallback: number, description: string): NumberSchema {
  return withShortcut(parameterJoi.number().integer().min(min).max(max).default(fallback).description(description)
    .messages(reasonFor(NUMBER_CODES, `must be an integer from ${min} to ${max} ${GOT}`)), integerShortcut(min, max));
}

export const page = integer(1, MAX_PAGE, 1, `Page number, from 1 to ${MAX_PAGE}. A page past the end returns an empty list with correct meta.`);
export const limit = integer(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, `Page size, from 1 to ${MAX_PAGE_SIZE}.`);

/** What a search box holds so far: required, read with the rules of `q`. */
export const typed: StringSchema = withShortcut(parameterJoi.string().trim().normalize('NFC').max(MAX_QUERY_LENGTH).required()
  .description('The text typed so far (required, at most 200 characters), read with the rules of `q`: case- and accent-insensitive, '
    + 'every word must start a word of the name, the last one too (`zer` suggests Zermatt, `val tho` Val Thorens); '
    + 'other names of places and intent words count as they are typed (`svizz` suggests Switzerland, `snowb` the snowboarding categories); '
    + 'filler words (`ski`, `school`) are not required; a word that starts no name is read as the closest names within the typo rule '
    + '(one edit for 5-8 letters, two from 9: `chamonx` suggests Chamonix), or the closest other name of a place or intent word '
    + '(`osterrich` suggests Austria), listed after the suggestions as typed.')
  .example('cham')
  .messages({ 'string.base': 'must be a string', 'string.max': 'must be at most {#limit} characters (got {#length})', 'any.required': 'is required' }),
textShortcut(MAX_QUERY_LENGTH));

export const suggestionLimit = integer(1, MAX_SUGGESTIONS, DEFAULT_SUGGESTIONS, `How many suggestions at most, from 1 to ${MAX_SUGGESTIONS} (default ${DEFAULT_SUGGESTIONS}).`);

export function flag(description: string): BooleanSchema {
  return withShortcut(parameterJoi.boolean().description(description).messages({ 'boolean.base': `must be true or false (or 1 or 0) ${GOT}` }), flagShortcut);
}

/** One value of a closed vocabulary, case-insensitive; absent, it is left out and the query's default applies (for a sort, relevance with `q`). */
export function oneOf(values: readonly string[], description: string): StringSchema {
  return withShortcut(parameterJoi.string().trim().lowercase().valid(...values).description(description)
    .messages(reasonFor(['string.base', 'any.only'], `must be one of ${values.join(', ')} ${GOT}`)), vocabularyShortcut(values));
}

/** A list meaning "any of"; `item` checks each value and says which one is wrong, `itemShortcut` reads its plainest form. */
function listOf(item: Schema, itemShortcut: Shortcut, description: string): ArraySchema {
  return withShortcut(parameterJoi.array().items(item).description(description)
    .messages(reasonFor(['array.base', 'array.sparse', 'string.base'], 'must be a comma-separated list of strings')), listShortcut(itemShortcut));
}

function patternList(pattern: RegExp, label: string, example: string, description: string): ArraySchema {
  const item = parameterJoi.string().pattern(pattern).example(example)
    .messages({ 'string.pattern.base': `'{#value}' is not ${label} (for example ${example})` });
  return listOf(item, patternShortcut(pattern), description);
}

export const country = patternList(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 country code', 'CH',
  'ISO 3166-1 alpha-2 country code, case-insensitive; a comma list matches any of them.');

export const language = patternList(/^[A-Za-z]{2}$/, 'an ISO 639-1 language code', 'en',
  'ISO 639-1 language code taught in; a comma list matches any of them.');

/**
 * Records named by reference, any of them: text as in a query string, or, from a JSON caller (an MCP tool's
 * argument), an id as the number the records carry, read as the text it would be in a query string.
 */
export function referenceList(description: string): ArraySchema {
  const example = 'zermatt';
  const item = parameterJoi.alternatives()
    .try(parameterJoi.string().max(MAX_REFERENCE_LENGTH).pattern(RECORD_REFERENCE).example(example), jsonId().custom((id: number) => String(id)))
    .messages(reasonFor(['string.max', 'string.pattern.base', 'alternatives.types', ...NUMBER_CODES], `'{#value}' is not ${REFERENCE_LABEL} (for example ${example})`));
  return listOf(item, patternShortcut(RECORD_REFERENCE, MAX_REFERENCE_LENGTH), description);
}

/** An id as a JSON caller gives one: a number taken as it is, never converted from text (0 is well formed, and names no record). */
export function jsonId(): NumberSchema {
  // Past the safe integers too: such an id names no record, as its digits in a query string name none.
  return parameterJoi.number().strict().integer().min(0).unsafe();
}

const CATEGORY_NOUNS: Readonly<Record<CategoryType, string>> = { activity: 'Activity', level: 'Level', school_type: 'School type' };

/** The filter named after a category type takes that type's slugs; an unknown one is refused with the list. */
export function categoryFilter(type: CategoryType): ArraySchema {
  const slugs = categorySlugsOfType(type);
  const item = parameterJoi.string().lowercase().valid(...slugs)
    .messages({ 'any.only': `'{#value}' is not allowed; allowed values: ${slugs.join(', ')}` });
  return listOf(item, vocabularyShortcut(slugs), `${CATEGORY_NOUNS[type]} category slug; a comma list matches any of them. Allowed: ${slugs.join(', ')}.`);
}

/** Facets to count; an unknown name is refused with the list. */
export const facetList: ArraySchema = listOf(
  parameterJoi.string().lowercase().valid(...SCHOOL_FACETS)
    .messages({ 'any.only': `'{#value}' is not a facet; allowed: ${SCHOOL_FACETS.join(', ')}` }),
  vocabularyShortcut(SCHOOL_FACETS),
  `Adds \`meta.facets\`: for each facet named, how many matching schools have each value, over every page, most first (then by value), at most ${MAX_FACET_VALUES} values. `
  + 'A facet\'s counts ignore its own filter, so the other values stay visible while one is selected; the path, `q` and `near` always apply. '
  + `Allowed: ${SCHOOL_FACETS.join(', ')}.`,
);

/**
 * One record named by a path segment or a tool argument. Any well-formed
 * reference is looked up (an unknown one is the resource's 404); only text
 * that cannot be a reference at all is refused here. JSON callers may give
 * an id as a number, and only they: a number is taken as it is, never
 * converted from text, so `1.0` or `+1` in a path is refused as the
 * malformed reference it is, as it is in a `resort` filter. The number 0
 * is well formed, as the text `0` is, and names no record: a 404 either way.
 */
export function recordReference(description: string, example: string): AlternativesSchema {
  const codes = ['alternatives.match', 'alternatives.any', 'alternatives.types', 'any.repeated',
    'string.base', 'string.max', 'string.pattern.base', ...NUMBER_CODES];
  return withShortcut(parameterJoi.alternatives()
    .try(parameterJoi.string().trim().max(MAX_REFERENCE_LENGTH).pattern(RECORD_REFERENCE), jsonId())
    .description(description).example(example)
    .messages({ ...reasonFor(codes, `must be ${REFERENCE_LABEL} ${GOT}`), 'any.required': 'is required' }),
  patternShortcut(RECORD_REFERENCE, MAX_REFERENCE_LENGTH));
}
