/**
 * What a school in each country typically looks like from the outside: the
 * money it charges in, the languages it writes and teaches in, the bodies that
 * certify its instructors and the shape of its web and phone contacts.
 */
export interface CountryProfile {
  /** ISO 4217; a key of EUR_PER_UNIT so that price sorting can compare it. */
  currency: string;
  /** ISO 639-1, most used first; the first is the language schools write in. */
  languages: readonly string[];
  certifications: readonly string[];
  /** Top-level domain of school websites. */
  tld: string;
  /** International calling code, without the plus. */
  callingCode: string;
}

export const COUNTRY_PROFILES: Readonly<Record<string, CountryProfile>> = {
  FR: { currency: 'EUR', languages: ['fr', 'en'], certifications: ['ESF', 'ENSA', 'ISIA'], tld: 'fr', callingCode: '33' },
  CH: { currency: 'CHF', languages: ['de', 'fr', 'en'], certifications: ['Swiss Snowsports', 'ISIA'], tld: 'ch', callingCode: '41' },
  AT: { currency: 'EUR', languages: ['de', 'en'], certifications: ['Snowsport Austria', 'ÖSV', 'ISIA'], tld: 'at', callingCode: '43' },
  IT: { currency: 'EUR', languages: ['it', 'en'], certifications: ['AMSI', 'FISI', 'ISIA'], tld: 'it', callingCode: '39' },
  DE: { currency: 'EUR', languages: ['de', 'en'], certifications: ['DSV', 'DSLV'], tld: 'de', callingCode: '49' },
  US: { currency: 'USD', languages: ['en', 'es'], certifications: ['PSIA', 'AASI'], tld: 'com', callingCode: '1' },
  CA: { currency: 'CAD', languages: ['en', 'fr'], certifications: ['CSIA', 'CASI'], tld: 'ca', callingCode: '1' },
  JP: { currency: 'JPY', languages: ['ja', 'en'], certifications: ['SAJ', 'CSIA', 'NZSIA'], tld: 'jp', callingCode: '81' },
  NO: { currency: 'NOK', languages: ['no', 'en'], certifications: ['Norges Skiforbund', 'ISIA'], tld: 'no', callingCode: '47' },
  SE: { currency: 'SEK', languages: ['sv', 'en'], certifications: ['Svenska Skidlärarföreningen', 'ISIA'], tld: 'se', callingCode: '46' },
  AD: { currency: 'EUR', languages: ['ca', 'es', 'fr', 'en'], certifications: ['ISIA', 'TD3'], tld: 'ad', callingCode: '376' },
  ES: { currency: 'EUR', languages: ['es', 'en'], certifications: ['TD3', 'RFEDI'], tld: 'es', callingCode: '34' },
  NZ: { currency: 'NZD', languages: ['en'], certifications: ['NZSIA'], tld: 'co.nz', callingCode: '64' },
  AU: { currency: 'AUD', languages: ['en'], certifications: ['APSI'], tld: 'com.au', callingCode: '61' },
  CL: { currency: 'CLP', languages: ['es', 'en'], certifications: ['ISIA', 'PSIA'], tld: 'cl', callingCode: '56' },
  AR: { currency: 'ARS', languages: ['es', 'en'], certifications: ['AADIDES'], tld: 'com.ar', callingCode: '54' },
  PL: { currency: 'PLN', languages: ['pl', 'en'], certifications: ['SITN PZN'], tld: 'pl', callingCode: '48' },
  CZ: { currency: 'CZK', languages: ['cs', 'en', 'de'], certifications: ['APUL'], tld: 'cz', callingCode: '420' },
  BG: { currency: 'BGN', languages: ['bg', 'en'], certifications: ['ISIA'], tld: 'bg', callingCode: '359' },
  GB: { currency: 'GBP', languages: ['en'], certifications: ['BASI'], tld: 'co.uk', callingCode: '44' },
};

export function countryProfile(code: string): CountryProfile {
  const profile = COUNTRY_PROFILES[code];
  if (profile === undefined) throw new Error(`No country profile for ${code}`);
  return profile;
}
