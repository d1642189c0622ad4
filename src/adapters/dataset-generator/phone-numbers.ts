/**
 * Phone numbers as a school in each country prints them: calling code, the
 * area code of the school's region (or a mobile prefix) and the national
 * length and grouping. Patterns are written after the calling code, `#`
 * standing for a random digit. The digits are invented; North American numbers use the 555-01xx range set
 * aside for fiction, the other plans have no such range.
 */
import type { Random } from './random.js';

interface PhonePlan {
  callingCode: string;
  /** Landline patterns per region; '*' for regions not listed. */
  landlines: Readonly<Record<string, readonly string[]>>;
  /** Empty where mobiles look like landlines (North America). */
  mobiles: readonly string[];
}

const NANP_MOBILES: readonly string[] = [];

export const PHONE_PLANS: Readonly<Record<string, PhonePlan>> = {
  AD: { callingCode: '376', landlines: { '*': ['8## ###', '7## ###'] }, mobiles: ['3## ###', '6## ###'] },
  AR: { callingCode: '54', landlines: { 'Río Negro': ['294 44#-####'], Mendoza: ['260 447-####'], Neuquén: ['2972 42-####'], '*': ['11 4###-####'] }, mobiles: ['9 11 5###-####'] },
  AT: {
    callingCode: '43',
    landlines: {
      Tirol: ['5356 #####', '5254 #####', '5446 #####', '5444 #####', '5285 #####', '5256 #####', '5287 #####', '5476 #####'],
      Salzburg: ['6541 #####', '6434 #####', '6542 #####', '6456 #####', '6547 #####'],
      Vorarlberg: ['5583 #####'], Steiermark: ['3687 #####'], Kärnten: ['4282 #####'], '*': ['512 ######'],
    },
    mobiles: ['664 #######', '676 #######', '650 #######'],
  },
  AU: { callingCode: '61', landlines: { 'New South Wales': ['2 645# ####'], Victoria: ['3 57## ####'], '*': ['2 9### ####'] }, mobiles: ['4## ### ###'] },
  BG: { callingCode: '359', landlines: { Blagoevgrad: ['749 8####'], 'Sofia Province': ['722 #####'], Smolyan: ['301 #####'], '*': ['2 9## ####'] }, mobiles: ['87 ### ####', '88 ### ####', '89 ### ####'] },
  CA: {
    callingCode: '1',
    landlines: { 'British Columbia': ['604-555-01##', '250-555-01##'], Alberta: ['403-555-01##'], Québec: ['819-555-01##', '418-555-01##'], '*': ['613-555-01##'] },
    mobiles: NANP_MOBILES,
  },
  CH: {
    callingCode: '41',
    landlines: { Valais: ['27 ### ## ##'], Graubünden: ['81 ### ## ##'], Bern: ['33 ### ## ##'], Obwalden: ['41 ### ## ##'], Uri: ['41 ### ## ##'], Vaud: ['24 ### ## ##'], Ticino: ['91 ### ## ##'], '*': ['44 ### ## ##'] },
    mobiles: ['79 ### ## ##', '78 ### ## ##', '76 ### ## ##'],
  },
  CL: { callingCode: '56', landlines: { 'Región Metropolitana': ['2 2### ####'], Valparaíso: ['34 2## ####'], '*': ['2 2### ####'] }, mobiles: ['9 #### ####'] },
  CZ: { callingCode: '420', landlines: { 'Královéhradecký kraj': ['499 ### ###'], 'Liberecký kraj': ['481 ### ###'], 'Karlovarský kraj': ['353 ### ###'], '*': ['2## ### ###'] }, mobiles: ['6## ### ###', '7## ### ###'] },
  DE: {
    callingCode: '49',
    landlines: { Bayern: ['8821 ######', '8322 ######', '8652 ######', '8023 ######'], 'Baden-Württemberg': ['7676 ######'], 'Nordrhein-Westfalen': ['2981 ######'], Sachsen: ['37348 #####'], '*': ['89 ########'] },
    mobiles: ['151 ########', '160 #######', '171 #######'],
  },
  ES: { callingCode: '34', landlines: { Cataluña: ['973 ## ## ##', '972 ## ## ##'], Andalucía: ['958 ## ## ##'], Aragón: ['974 ## ## ##'], '*': ['91# ## ## ##'] }, mobiles: ['6## ## ## ##'] },
  FI: { callingCode: '358', landlines: { '*': ['16 ### ####'] }, mobiles: ['40 ### ####', '50 ### ####'] },
  FR: {
    callingCode: '33',
    landlines: {
      'Haute-Savoie': ['4 50 ## ## ##'], Savoie: ['4 79 ## ## ##'], Isère: ['4 76 ## ## ##'], 'Hautes-Alpes': ['4 92 ## ## ##'], 'Alpes-Maritimes': ['4 93 ## ## ##'],
      'Pyrénées-Orientales': ['4 68 ## ## ##'], 'Hautes-Pyrénées': ['5 62 ## ## ##'], 'Puy-de-Dôme': ['4 73 ## ## ##'], Vosges: ['3 29 ## ## ##'], '*': ['1 ## ## ## ##'],
    },
    mobiles: ['6 ## ## ## ##', '7 ## ## ## ##'],
  },
  GB: { callingCode: '44', landlines: { Scotland: ['1479 ######', '1855 ######'], '*': ['20 #### ####'] }, mobiles: ['7### ######'] },
  IT: {
    callingCode: '39',
    landlines: {
      Veneto: ['0436 ######'], "Valle d'Aosta": ['0165 ######', '0166 ######'], Lombardia: ['0342 ######'], Trentino: ['0465 ######', '0462 ######', '0463 ######'],
      'Alto Adige': ['0471 ######', '0474 ######'], Piemonte: ['0122 ######'], Abruzzo: ['0864 ######'], '*': ['06 ########'],
    },
    mobiles: ['3## ### ####'],
  },
  JP: {
    callingCode: '81',
    landlines: { Hokkaidō: ['136-2#-####', '167-2#-####', '136-46-####'], Nagano: ['261-7#-####', '269-85-####', '269-34-####'], Yamagata: ['23-6##-####'], Niigata: ['255-8#-####'], '*': ['3-####-####'] },
    mobiles: ['90-####-####', '80-####-####'],
  },
  NO: { callingCode: '47', landlines: { Innlandet: ['62 ## ## ##', '61 ## ## ##'], Buskerud: ['32 ## ## ##'], Trøndelag: ['72 ## ## ##'], '*': ['22 ## ## ##'] }, mobiles: ['4## ## ###', '9## ## ###'] },
  NZ: { callingCode: '64', landlines: { Otago: ['3 4## ####'], Canterbury: ['3 3## ####'], 'Manawatū-Whanganui': ['7 892 ####'], '*': ['9 ### ####'] }, mobiles: ['21 ### ####', '27 ### ####'] },
  PL: { callingCode: '48', landlines: { Małopolskie: ['18 20# ## ##'], Śląskie: ['33 81# ## ##'], '*': ['22 ### ## ##'] }, mobiles: ['5## ### ###', '6## ### ###', '7## ### ###'] },
  SE: {
    callingCode: '46',
    landlines: { Jämtland: ['647 ### ##', '682 ### ##'], Dalarna: ['280 ### ##', '253 ### ##'], Norrbotten: ['980 ### ##'], Västerbotten: ['954 ### ##'], '*': ['8 ### ## ##'] },
    mobiles: ['70 ### ## ##', '72 ### ## ##', '73 ### ## ##'],
  },
  SI: { callingCode: '386', landlines: { '*': ['4 ### ## ##'] }, mobiles: ['41 ### ###', '31 ### ###'] },
  SK: { callingCode: '421', landlines: { '*': ['52 ### ####'] }, mobiles: ['9## ### ###'] },
  US: {
    callingCode: '1',
    landlines: {
      Colorado: ['970-555-01##'], Wyoming: ['307-555-01##'], Utah: ['435-555-01##', '801-555-01##'], Montana: ['406-555-01##'], California: ['760-555-01##', '530-555-01##'],
      Vermont: ['802-555-01##'], Idaho: ['208-555-01##'], 'New Mexico': ['575-555-01##'], '*': ['212-555-01##'],
    },
    mobiles: NANP_MOBILES,
  },
};

/** A number for a school in `country` and `region`; a mobile one when asked and the country has them. */
export function phoneNumber(random: Random, country: string, region: string, mobile: boolean): string {
  const plan = PHONE_PLANS[country];
  if (plan === undefined) throw new Error(`No phone plan for ${country}`);
  const patterns = mobile && plan.mobiles.length > 0 ? plan.mobiles : (plan.landlines[region] ?? plan.landlines['*'] as readonly string[]);
  const { parts, digitCount } = compiled(random.pick(patterns));
  // All the digits in one draw: no pattern has more than 9, well within the 15 a double holds exactly.
  const digits = String(Math.floor(random.next() * 10 ** digitCount)).padStart(digitCount, '0');
  // Pieces joined once: one flat string, where appending each made a chain of links over short strings.
  const pieces = [`+${plan.callingCode} `];
  let used = 0;
  for (const part of parts) pieces.push(typeof part === 'string' ? part : digits.slice(used, (used += part)));
  return pieces.join('');
}

interface CompiledPattern {
  /** Literal text, and runs of `#` as their lengths. */
  parts: readonly (string | number)[];
  digitCount: number;
}

// Split once per pattern: a number is drawn for most schools of a million-school dataset.
const COMPILED = new Map<string, CompiledPattern>();
function compiled(pattern: string): CompiledPattern {
  let result = COMPILED.get(pattern);
  if (result === undefined) {
    const parts = pattern.split(/(#+)/).filter((part) => part !== '').map((part) => (part.startsWith('#') ? part.length : part));
    result = { parts, digitCount: parts.reduce<number>((sum, part) => sum + (typeof part === 'number' ? part : 0), 0) };
    COMPILED.set(pattern, result);
  }
  return result;
}
