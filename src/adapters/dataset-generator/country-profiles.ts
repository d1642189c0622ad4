/**
 * What a school in each country typically looks like from the outside: the
 * money it charges in, the languages it writes and teaches in, the bodies that
 * certify its instructors and the domain of its website (its phone numbers
 * follow phone-numbers.ts).
 */
export interface CountryProfile {
  /** ISO 4217; a key of EUR_PER_UNIT so that price sorting can compare it. */
  currency: string;
  /** ISO 639-1, most used first; the first is the language schools write in. */
  languages: readonly string[];
  certifications: readonly string[];
  /** Top-level domain of school websites. */
  tld: string;
}

export const COUNTRY_PROFILES: Readonly<Record<string, CountryProfile>> = {
  FR: { currency: 'EUR', languages: ['fr', 'en'], certifications: ['ESF', 'ENSA', 'ISIA'], tld: 'fr' },
  CH: { currency: 'CHF', languages: ['de', 'fr', 'en'], certifications: ['Swiss Snowsports', 'ISIA'], tld: 'ch' },
  AT: { currency: 'EUR', languages: ['de', 'en'], certifications: ['Snowsport Austria', 'ÖSV', 'ISIA'], tld: 'at' },
  IT: { currency: 'EUR', languages: ['it', 'en'], certifications: ['AMSI', 'FISI', 'ISIA'], tld: 'it' },
  DE: { currency: 'EUR', languages: ['de', 'en'], certifications: ['DSV', 'DSLV'], tld: 'de' },
  US: { currency: 'USD', languages: ['en', 'es'], certifications: ['PSIA', 'AASI'], tld: 'com' },
  CA: { currency: 'CAD', languages: ['en', 'fr'], certifications: ['CSIA', 'CASI'], tld: 'ca' },
  JP: { currency: 'JPY', languages: ['ja', 'en'], certifications: ['SAJ', 'CSIA', 'NZSIA'], tld: 'jp' },
  NO: { currency: 'NOK', languages: ['no', 'en'], certifications: ['Norges Skiforbund', 'ISIA'], tld: 'no' },
  SE: { currency: 'SEK', languages: ['sv', 'en'], certifications: ['Svenska Skidlärarföreningen', 'ISIA'], tld: 'se' },
  AD: { currency: 'EUR', languages: ['ca', 'es', 'fr', 'en'], certifications: ['ISIA', 'TD3'], tld: 'ad' },
  ES: { currency: 'EUR', languages: ['es', 'en'], certifications: ['TD3', 'RFEDI'], tld: 'es' },
  NZ: { currency: 'NZD', languages: ['en'], certifications: ['NZSIA'], tld: 'co.nz' },
  AU: { currency: 'AUD', languages: ['en'], certifications: ['APSI'], tld: 'com.au' },
  CL: { currency: 'CLP', languages: ['es', 'en'], certifications: ['ISIA', 'PSIA'], tld: 'cl' },
  AR: { currency: 'ARS', languages: ['es', 'en'], certifications: ['AADIDES'], tld: 'com.ar' },
  PL: { currency: 'PLN', languages: ['pl', 'en'], certifications: ['SITN PZN'], tld: 'pl' },
  CZ: { currency: 'CZK', languages: ['cs', 'en', 'de'], certifications: ['APUL'], tld: 'cz' },
  BG: { currency: 'BGN', languages: ['bg', 'en'], certifications: ['ISIA'], tld: 'bg' },
  GB: { currency: 'GBP', languages: ['en'], certifications: ['BASI'], tld: 'co.uk' },
};

export function countryProfile(code: string): CountryProfile {
  const profile = COUNTRY_PROFILES[code];
  if (profile === undefined) throw new Error(`No country profile for ${code}`);
  return profile;
}
