/**
 * Parameter rules shared by several endpoints. Limits here are part of the
 * public contract (README, OpenAPI): change them there too.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/page.js';
import type { ListItemRule, ParameterSpec } from './parameter-spec.js';

export const MAX_QUERY_LENGTH = 200;
/** Deep pages cost the store a skip; 10,000 pages of 100 reach a million records. */
export const MAX_PAGE = 10_000;

export const SLUG_OR_ID: ListItemRule = {
  kind: 'pattern',
  pattern: /^(?:[1-9]\d{0,15}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i,
  label: 'a positive integer id or a slug (letters, digits and hyphens)',
  example: 'zermatt',
};

export const COUNTRY_CODE: ListItemRule = {
  kind: 'pattern',
  pattern: /^[a-z]{2}$/i,
  label: 'an ISO 3166-1 alpha-2 country code',
  example: 'CH',
};

export const LANGUAGE_CODE: ListItemRule = {
  kind: 'pattern',
  pattern: /^[a-z]{2}$/i,
  label: 'an ISO 639-1 language code',
  example: 'en',
};

export const q: ParameterSpec = {
  type: 'text',
  maxLength: MAX_QUERY_LENGTH,
  description: 'Free text. Every word must match the start of a word (case- and accent-insensitive): `zerm` finds Zermatt, `meribel` finds Méribel.',
};

export const page: ParameterSpec = {
  type: 'integer', min: 1, max: MAX_PAGE, default: 1,
  description: `Page number, from 1 to ${MAX_PAGE}. A page past the end returns an empty list with correct meta.`,
};

export const limit: ParameterSpec = {
  type: 'integer', min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE,
  description: `Page size, from 1 to ${MAX_PAGE_SIZE}.`,
};

export const country: ParameterSpec = {
  type: 'list', item: COUNTRY_CODE,
  description: 'ISO 3166-1 alpha-2 country code, case-insensitive; a comma list matches any of them.',
};

export const language: ParameterSpec = {
  type: 'list', item: LANGUAGE_CODE,
  description: 'ISO 639-1 language code taught in; a comma list matches any of them.',
};

export function categoryList(noun: string, values: readonly string[]): ParameterSpec {
  return {
    type: 'list', item: { kind: 'enum', values },
    description: `${noun} category slug; a comma list matches any of them. Allowed: ${values.join(', ')}.`,
  };
}

export function slugOrIdList(description: string): ParameterSpec {
  return { type: 'list', item: SLUG_OR_ID, description };
}
