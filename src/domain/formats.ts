/**
 * The canonical written forms of the identifiers and codes records carry.
 * Responses promise exactly these forms (the public schemas are built from
 * them); input rules may accept looser spellings and normalise to them.
 */

/** URL-safe slug: lower-case letters and digits, in words joined by single hyphens ("val-d-isere"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ISO 3166-1 alpha-2 country code, upper case ("CH"). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** ISO 639-1 language code, lower case ("en"). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}$/;
