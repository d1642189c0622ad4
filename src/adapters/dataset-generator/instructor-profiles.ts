/**
 * Instructor names and short bios in the language of the school they teach
 * at. Only a first name and a surname initial are ever produced: the
 * directory does not publish instructors' full names.
 */
import { StringTable } from './intern.js';
import type { Random } from './random.js';

interface PeopleStyle {
  firstNames: readonly string[];
  /** Letters surnames of the country commonly start with. */
  initials: string;
  /** {first}, {years} (years teaching) or {since} (year they started). */
  bios: readonly string[];
  specialties: readonly string[];
}

const STYLES: Readonly<Record<string, PeopleStyle>> = {
  fr: {
    firstNames: ['Julien', 'Camille', 'Thomas', 'Léa', 'Mathieu', 'Chloé', 'Antoine', 'Manon', 'Hugo', 'Émilie', 'Pierre', 'Clémence', 'Nicolas', 'Océane', 'Rémi', 'Sophie', 'Baptiste', 'Élodie'],
    initials: 'ABBCDDFGGHJLLMMNPRRSTVÉ',
    bios: ['{first} enseigne depuis {years} ans.', '{first} transmet sa passion de la glisse depuis {years} ans.'],
    specialties: ['Spécialiste des cours enfants.', 'Spécialiste du hors-piste et de la poudreuse.', 'Patience et bonne humeur garanties.', 'Connaît chaque recoin du domaine.', 'Aime faire progresser les skieurs débutants.'],
  },
  de: {
    firstNames: ['Lukas', 'Anna', 'Maximilian', 'Lena', 'Felix', 'Sophie', 'Jonas', 'Marie', 'Florian', 'Katharina', 'Stefan', 'Johanna', 'Tobias', 'Theresa', 'Matthias', 'Magdalena', 'Jürgen', 'Bärbel'],
    initials: 'BBFGHHKLMMPRSSSTWZÖÜ',
    bios: ['{first} unterrichtet seit {years} Jahren.', '{first} steht seit {years} Jahren für die Skischule auf der Piste.'],
    specialties: ['Spezialisiert auf Kinderkurse.', 'Liebt Tiefschnee und Freeride.', 'Geduldig mit Anfängern.', 'Kennt jeden Winkel des Skigebiets.', 'Trainiert Nachwuchsrennläufer im Torlauf.'],
  },
  it: {
    firstNames: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sara', 'Davide', 'Elena', 'Simone', 'Martina', 'Andrea', 'Federica', 'Niccolò', 'Ilaria'],
    initials: 'ABBCCDFGLMMPRSSTVZ',
    bios: ['{first} insegna da {years} anni.', '{first} accompagna gli allievi sulle piste da {years} anni.'],
    specialties: ['Grande esperienza con i più piccoli.', 'Grande passione per il fuoripista.', 'Tanta pazienza con i principianti.', 'Conosce ogni angolo del comprensorio.', 'Allena i giovani agonisti.'],
  },
  en: {
    firstNames: ['James', 'Emily', 'Oliver', 'Sarah', 'Jack', 'Hannah', 'Ben', 'Chloe', 'Tom', 'Lucy', 'Ryan', 'Megan', 'Sam', 'Jess', 'Connor', 'Olivia'],
    initials: 'ABBCCDEFGHHJKLMMNOPRSSTWWY',
    bios: ['{first} has been teaching for {years} years.', '{first} has coached on snow for {years} seasons.'],
    specialties: ['Loves powder days and tree skiing.', 'Specialises in teaching kids.', 'Patient with nervous beginners.', 'Former race coach.', 'Knows every corner of the mountain.'],
  },
  ja: {
    firstNames: ['Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Yuto', 'Sakura', 'Kaito', 'Mio', 'Takumi', 'Riko', 'Daiki', 'Yuna', 'Kenta', 'Nanami'],
    initials: 'SSKKTTNHMIYYOW',
    bios: ['{first}は指導歴{years}年のインストラクターです。', '{first}は{since}年からレッスンを担当しています。'],
    specialties: ['キッズレッスンが得意です。', 'パウダースノーが大好きです。', '初心者にも丁寧に教えます。', 'ゲレンデの隅々まで知っています。'],
  },
  no: {
    firstNames: ['Ole', 'Ingrid', 'Lars', 'Kari', 'Magnus', 'Nora', 'Henrik', 'Sigrid', 'Erik', 'Silje', 'Håkon', 'Ingvild', 'Sindre', 'Marte', 'Øystein', 'Solveig'],
    initials: 'BBDEHHJLMNOSSTØÅ',
    bios: ['{first} har undervist i {years} år.', '{first} har vært skiinstruktør siden {since}.'],
    specialties: ['Elsker puddersnø og toppturer.', 'Spesialist på barnekurs.', 'Tålmodig med nybegynnere.', 'Kjenner hver krok av fjellet.'],
  },
  sv: {
    firstNames: ['Erik', 'Anna', 'Johan', 'Elin', 'Oskar', 'Maja', 'Gustav', 'Ebba', 'Axel', 'Linnea', 'Björn', 'Sara', 'Emil', 'Frida', 'Måns', 'Tove'],
    initials: 'ABEHJJKLLMNPSSÅÖ',
    bios: ['{first} har undervisat i {years} år.', '{first} har varit skidlärare sedan {since}.'],
    specialties: ['Älskar puder och toppturer.', 'Specialist på barnlektioner.', 'Tålmodig med nybörjare.', 'Känner varje hörn av fjället.'],
  },
  ca: {
    firstNames: ['Jordi', 'Núria', 'Pau', 'Laia', 'Marc', 'Montserrat', 'Arnau', 'Mireia', 'Oriol', 'Anna', 'Pol', 'Gemma', 'Xavier', 'Clàudia'],
    initials: 'BCCFGMMPPRSTV',
    bios: ['{first} fa {years} anys que ensenya.', '{first} és monitor des de {since}.'],
    specialties: ['Especialista en classes per a infants.', 'Li encanta la neu pols.', 'Pacient amb els principiants.', 'Coneix cada racó del domini.'],
  },
  es: {
    firstNames: ['Javier', 'Lucía', 'Carlos', 'María', 'Pablo', 'Carmen', 'Diego', 'Laura', 'Sergio', 'Marta', 'Álvaro', 'Paula', 'Mateo', 'Valentina', 'Tomás', 'Sofía'],
    initials: 'ABCCDFGGLMMNPRRSV',
    bios: ['{first} lleva {years} años enseñando.', '{first} da clases desde {since}.'],
    specialties: ['Especialista en clases para niños.', 'Le encanta la nieve polvo.', 'Mucha paciencia con los principiantes.', 'Conoce cada rincón de la estación.'],
  },
  pl: {
    firstNames: ['Jakub', 'Anna', 'Piotr', 'Zofia', 'Michał', 'Katarzyna', 'Tomasz', 'Agnieszka', 'Paweł', 'Małgorzata', 'Krzysztof', 'Joanna', 'Łukasz', 'Ewa'],
    initials: 'BDGJKKLMNPSSWWZŁŚ',
    bios: ['{first} uczy od {since} roku.', '{first} prowadzi zajęcia na stoku od {since} roku.'],
    specialties: ['Specjalizuje się w nauce dzieci.', 'Uwielbia jazdę w puchu.', 'Cierpliwie uczy początkujących.', 'Zna każdy zakątek stoku.'],
  },
  cs: {
    firstNames: ['Jan', 'Tereza', 'Petr', 'Eliška', 'Tomáš', 'Kateřina', 'Jakub', 'Lucie', 'Martin', 'Veronika', 'Ondřej', 'Barbora', 'Jiří', 'Markéta'],
    initials: 'BČDHKKMNPPRSŠVZ',
    bios: ['{first} učí lyžování od roku {since}.', '{first} vede kurzy od roku {since}.'],
    specialties: ['Specializuje se na výuku dětí.', 'Miluje jízdu v prašanu.', 'S trpělivostí učí začátečníky.', 'Zná každý kout areálu.'],
  },
  bg: {
    firstNames: ['Георги', 'Мария', 'Иван', 'Елена', 'Димитър', 'Десислава', 'Николай', 'Виктория', 'Петър', 'Габриела', 'Стефан', 'Йоана'],
    initials: 'АБВГДИККМНППСТ',
    bios: ['{first} преподава от {since} г.', '{first} е ски инструктор от {since} г.'],
    specialties: ['Специалист по уроци за деца.', 'Обича карането в пухкав сняг.', 'С много търпение към начинаещите.', 'Познава всяко кътче на курорта.'],
  },
};

function styleOf(language: string): PeopleStyle {
  return STYLES[language] ?? (STYLES.en as PeopleStyle);
}

export function pickFirstName(random: Random, language: string): string {
  return random.pick(styleOf(language).firstNames);
}

const MAX_YEARS = 40;
// One row per language and first name, one slot per combination of the other choices.
const names = new StringTable(64);
const bios = new StringTable((MAX_YEARS + 1) * 4 * 8);

/** "Anna K.": first name and surname initial only. */
export function displayName(random: Random, language: string, first: string): string {
  const initials = styleOf(language).initials;
  const index = random.int(0, initials.length - 1);
  // Every initial is one UTF-16 unit, so indexing the string is safe.
  return names.get(language, first, index, () => `${first} ${initials[index] ?? 'A'}.`);
}

/** `years` from 1 to 40; `since`, the year they started, must follow from `years`. */
export function writeBio(random: Random, language: string, values: { first: string; years: number; since: number }): string {
  const style = styleOf(language);
  const template = random.int(0, style.bios.length - 1);
  const specialty = random.int(0, style.specialties.length - 1);
  const slot = (Math.min(values.years, MAX_YEARS) * 4 + template) * 8 + specialty;
  return bios.get(language, values.first, slot, () => {
    const bio = (style.bios[template] as string)
      .replace('{first}', values.first)
      .replace('{years}', String(values.years))
      .replace('{since}', String(values.since));
    return `${bio}${language === 'ja' ? '' : ' '}${style.specialties[specialty] as string}`;
  });
}
