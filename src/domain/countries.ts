/**
 * English names of the countries the directory lists. The name is part of a
 * school's searchable text (`q=switzerland`), so every adapter must use this
 * one table to agree on what matches.
 */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AD: 'Andorra',
  AR: 'Argentina',
  AT: 'Austria',
  AU: 'Australia',
  BG: 'Bulgaria',
  CA: 'Canada',
  CH: 'Switzerland',
  CL: 'Chile',
  CZ: 'Czechia',
  DE: 'Germany',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  IT: 'Italy',
  JP: 'Japan',
  NO: 'Norway',
  NZ: 'New Zealand',
  PL: 'Poland',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  US: 'United States',
};

/** English name of an ISO 3166-1 alpha-2 code; the code itself when the table lacks it. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code.toUpperCase();
}
