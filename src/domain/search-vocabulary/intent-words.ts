/**
 * Words and phrases of a free-text query that name a filter rather than a
 * school: "snowboard", "débutants", "Kinder", "english speaking". Query
 * understanding turns them into that filter, as if the matching parameter had
 * been given, in English, French, German, Italian and Spanish, with plurals
 * and common phrasings. Data, not code; phrases are written as people write
 * them and folded when compared.
 *
 * A phrase is matched as whole words (the longest phrase first), never as a
 * prefix: `kid` is not `kidsclub`, and `park` alone is left out because it is
 * also part of place names (Park City).
 */
import type { CategoryType } from '../taxonomy.js';

export type IntentFilter =
  | { type: CategoryType; slug: string }
  | { type: 'language'; code: string };

interface IntentEntry {
  filter: IntentFilter;
  phrases: readonly string[];
}

const activity = (slug: string, phrases: readonly string[]): IntentEntry => ({ filter: { type: 'activity', slug }, phrases });
const level = (slug: string, phrases: readonly string[]): IntentEntry => ({ filter: { type: 'level', slug }, phrases });
const schoolType = (slug: string, phrases: readonly string[]): IntentEntry => ({ filter: { type: 'school_type', slug }, phrases });
const language = (code: string, phrases: readonly string[]): IntentEntry => ({ filter: { type: 'language', code }, phrases });

/** Each language named in English, French, German, Italian, Spanish and its own tongue. */
function languagePhrases(names: readonly string[]): string[] {
  return names.flatMap((name) => [name, `${name} speaking`, `${name}-speaking`, `in ${name}`]);
}

export const INTENT_VOCABULARY: readonly IntentEntry[] = [
  activity('snowboard', ['snowboard', 'snowboards', 'snowboarding', 'snowboarder', 'snowboarden', 'snowboardkurs', 'surf des neiges', 'tavola da neve']),
  activity('freeride', ['freeride', 'freeriding', 'freerider', 'off piste', 'off-piste', 'offpiste', 'hors piste', 'hors-piste', 'fuoripista', 'fuori pista', 'fuera pista', 'fuera de pista', 'tiefschnee', 'backcountry', 'powder']),
  activity('ski-touring', ['ski touring', 'ski tour', 'ski tours', 'skitour', 'skitouren', 'skitouring', 'ski de randonnée', 'ski rando', 'randonnée à ski', 'scialpinismo', 'sci alpinismo', 'esquí de travesía', 'esquí de montaña', 'skimo', 'splitboard']),
  activity('cross-country', ['cross country', 'cross-country', 'xc skiing', 'nordic', 'nordic skiing', 'langlauf', 'langlaufen', 'langlaufkurs', 'ski de fond', 'sci di fondo', 'sci nordico', 'esquí de fondo', 'esquí nórdico', 'längdskidor', 'langrenn', 'biegówki']),
  activity('telemark', ['telemark', 'telemarking', 'tele skiing']),
  activity('adaptive', ['adaptive', 'adaptive skiing', 'disabled', 'disability', 'handiski', 'handisport', 'sit ski', 'sit-ski', 'sitski', 'para ski', 'accessible skiing', 'behindertensport', 'sci adattato', 'esquí adaptado']),
  activity('freestyle', ['freestyle', 'snowpark', 'snow park', 'terrain park', 'fun park', 'funpark', 'halfpipe', 'half pipe', 'jibbing']),
  activity('racing', ['racing', 'race training', 'ski racing', 'slalom', 'giant slalom', 'rennlauf', 'renntraining', 'agonismo', 'compétition']),
  level('beginner', ['beginner', 'beginners', 'first time', 'first timer', 'first timers', 'novice', 'novices', 'learn to ski', 'débutant', 'débutants', 'débutante', 'débutantes', 'anfänger', 'anfängerkurs', 'einsteiger', 'principiante', 'principianti', 'principiantes', 'nybörjare']),
  level('intermediate', ['intermediate', 'intermediates', 'intermédiaire', 'intermédiaires', 'mittelstufe', 'intermedio', 'intermedi', 'intermedios']),
  level('advanced', ['advanced', 'avancé', 'avancés', 'confirmé', 'confirmés', 'fortgeschritten', 'fortgeschrittene', 'avanzato', 'avanzati', 'avanzado', 'avanzados']),
  level('expert', ['expert', 'experts', 'experte', 'experten', 'esperto', 'esperti', 'experto', 'expertos']),
  schoolType('kids-club', ['kids', 'kid', 'kids club', 'children', 'child', 'childrens', "children's", 'toddlers', 'enfant', 'enfants', 'jardin des neiges', 'kinder', 'kinderskikurs', 'kinderskischule', 'kinderland', 'bambini', 'bambino', 'niños', 'niño', 'infantil', 'mini club']),
  schoolType('private-instructor', ['private', 'private lesson', 'private lessons', 'private instructor', 'private coaching', 'cours particulier', 'cours particuliers', 'cours privé', 'cours privés', 'leçons particulières', 'moniteur privé', 'privatstunde', 'privatstunden', 'privatunterricht', 'privatlehrer', 'privatskilehrer', 'lezioni private', 'lezione privata', 'maestro privato', 'clases particulares', 'clases privadas', 'clase particular', 'profesor particular']),
  // A phrase naming the school type wins over its first word naming the activity (longest phrase first).
  schoolType('snowboard-school', ['snowboard school', 'snowboard schools', 'snowboardschule', 'snowboardschulen', 'école de snowboard', 'ecole de snowboard', 'scuola di snowboard', 'scuola snowboard', 'escuela de snowboard']),
  schoolType('adaptive-school', ['adaptive ski school', 'adaptive school', 'handiski school', 'école de handiski', 'behindertenskischule']),
  schoolType('guiding-company', ['mountain guide', 'mountain guides', 'guide', 'guides', 'guiding', 'guide de haute montagne', 'guides de haute montagne', 'bergführer', 'bergfuehrer', 'bergschule', 'guida alpina', 'guide alpine', 'guía de montaña', 'guías de montaña', 'heliski', 'heli skiing']),
  language('en', languagePhrases(['english', 'anglais', 'englisch', 'inglese', 'inglés'])),
  language('de', languagePhrases(['german', 'allemand', 'deutsch', 'tedesco', 'alemán'])),
  language('fr', languagePhrases(['french', 'français', 'französisch', 'francese', 'francés'])),
  language('it', languagePhrases(['italian', 'italien', 'italienisch', 'italiano'])),
  language('es', languagePhrases(['spanish', 'espagnol', 'spanisch', 'spagnolo', 'español'])),
  language('nl', languagePhrases(['dutch', 'néerlandais', 'niederländisch', 'olandese', 'nederlands'])),
  language('ja', languagePhrases(['japanese', 'japonais', 'japanisch', 'giapponese', 'japonés'])),
  language('ru', languagePhrases(['russian', 'russe', 'russisch', 'russo', 'ruso'])),
  language('sv', languagePhrases(['swedish', 'suédois', 'schwedisch', 'svedese', 'sueco', 'svenska'])),
  language('no', languagePhrases(['norwegian', 'norvégien', 'norwegisch', 'norvegese', 'noruego', 'norsk'])),
  language('pl', languagePhrases(['polish', 'polonais', 'polnisch', 'polacco', 'polaco', 'polski'])),
  language('cs', languagePhrases(['czech', 'tchèque', 'tschechisch', 'ceco', 'checo', 'čeština'])),
  language('pt', languagePhrases(['portuguese', 'portugais', 'portugiesisch', 'portoghese', 'portugués', 'português'])),
  language('zh', languagePhrases(['chinese', 'chinois', 'chinesisch', 'cinese', 'chino', 'mandarin'])),
];

/**
 * Words a query may carry that say what the user wants in general ("ski
 * school", "lessons", "near") rather than which school: they are not
 * required to match, but still count for ranking where they match a name.
 */
export const FILLER_WORDS: readonly string[] = [
  // English
  'ski', 'skis', 'skiing', 'school', 'schools', 'lesson', 'lessons', 'class', 'classes', 'course', 'courses',
  'instructor', 'instructors', 'teacher', 'teachers', 'coach', 'coaching', 'learn', 'learning', 'teach', 'teaching',
  'in', 'at', 'near', 'nearby', 'around', 'for', 'the', 'a', 'an', 'and', 'with', 'of', 'best', 'good', 'top', 'cheap',
  'resort', 'area', 'find', 'me', 'my', 'speaking',
  // French
  'école', 'écoles', 'cours', 'leçon', 'leçons', 'moniteur', 'moniteurs', 'monitrice', 'apprendre', 'à', 'au', 'aux',
  'pour', 'près', 'de', 'du', 'des', 'le', 'la', 'les', 'et', 'en',
  // German
  'skischule', 'skischulen', 'schule', 'skikurs', 'skikurse', 'kurs', 'kurse', 'skilehrer', 'skilehrerin', 'unterricht',
  'stunden', 'lernen', 'für', 'bei', 'im', 'am', 'und', 'der', 'die', 'das',
  // Italian
  'sci', 'scuola', 'scuole', 'lezione', 'lezioni', 'maestro', 'maestri', 'corso', 'corsi', 'per', 'a', 'di', 'il', 'e',
  // Spanish
  'esquí', 'esqui', 'escuela', 'escuelas', 'clase', 'clases', 'profesor', 'profesores', 'monitor', 'monitores',
  'para', 'cerca', 'el', 'los', 'las', 'y',
];
