/**
 * Invented but plausible school names, in the language the school works in.
 * Placeholders: {resort}, {town}, {brand}, {first}. A template in a non-Latin
 * script comes with a Latin twin that the slug is made from; plain templates
 * are Latin-script and use the resort's Latin name.
 */
import type { Random } from './random.js';

export type SchoolTypeSlug = 'ski-school' | 'private-instructor' | 'kids-club' | 'guiding-company' | 'snowboard-school' | 'adaptive-school';

type Template = string | readonly [local: string, latin: string];

interface NamingStyle {
  brands: readonly string[];
  templates: Readonly<Record<SchoolTypeSlug, readonly Template[]>>;
}

const STYLES: Readonly<Record<string, NamingStyle>> = {
  fr: {
    brands: ['Évolution 2', 'Oxygène', 'Prosneige', 'Ski Cool', 'Snow Académie', 'Alpine Émotion', 'Glisse Attitude', 'Neige Aventure', 'Cimes & Glisse', 'Sensations Glisse', 'Esprit Montagne', 'Arc-en-Ciel', 'Edelweiss', 'Pure Glisse'],
    templates: {
      'ski-school': ['École du Ski Français {resort}', 'École de Ski Internationale {resort}', '{brand} {resort}', 'École de Ski {brand} {resort}'],
      'private-instructor': ['Ski Privé {first} {resort}', 'Moniteur Indépendant {first} {resort}', '{first} Ski Coaching {resort}'],
      'kids-club': ['Club Piou-Piou {resort}', "Les P'tits Flocons {resort}", 'Jardin des Neiges {brand} {resort}'],
      'guiding-company': ['Compagnie des Guides {resort}', 'Bureau des Guides {resort}', 'Guides {brand} {resort}'],
      'snowboard-school': ['École de Snowboard {brand} {resort}', '{brand} Snowboard {resort}', 'Board Académie {resort}'],
      'adaptive-school': ['Handiski {resort}', 'Glisse Adaptée {brand} {resort}', 'Tous en Piste {resort}'],
    },
  },
  de: {
    brands: ['Rote Teufel', 'Edelweiss', 'Alpin', 'Blizzard', 'Gipfelstürmer', 'Bergwelt', 'Powder People', 'Schneekristall', 'Enzian', 'Steinbock', 'Almrausch', 'Firn & Fun', 'Weißsee', 'Gletscherblick'],
    templates: {
      'ski-school': ['Skischule {resort} {brand}', 'Schneesportschule {resort}', 'Skischule {brand} {town}', 'Ski- und Snowboardschule {brand} {resort}'],
      'private-instructor': ['Privatskilehrer {first} {resort}', 'Skiguiding {first} {resort}', '{first} Privatunterricht {resort}'],
      'kids-club': ['Kinderland {resort}', 'Bambini Skischule {resort}', 'Zwergerlclub {brand} {resort}'],
      'guiding-company': ['Bergführerbüro {town}', 'Alpinschule {brand} {resort}', 'Bergsteigerschule {resort}'],
      'snowboard-school': ['Snowboardschule {brand} {resort}', 'Snowboard Academy {resort}', 'Snowboardschule {town}'],
      'adaptive-school': ['Skischule ohne Grenzen {resort}', 'Adaptiver Schneesport {resort}', 'Inklusive Skischule {brand} {resort}'],
    },
  },
  it: {
    brands: ['Azzurra', 'Dolomiti', 'Cristallo', 'Stella Alpina', 'Olimpia', 'Genziana', 'Camoscio', 'Aquila', 'Neve Fresca', 'Punta Nera', 'Sole e Neve', 'Cima Bianca', 'Rododendro'],
    templates: {
      'ski-school': ['Scuola Sci {resort}', 'Scuola Italiana Sci {brand} {resort}', 'Scuola Sci {brand} {town}', 'Scuola Sci e Snowboard {brand}'],
      'private-instructor': ['Maestro di Sci {first} {resort}', 'Lezioni Private {first} {resort}'],
      'kids-club': ['Snow Kids Club {resort}', 'Baby Club Neve {resort}', 'Il Villaggio dei Bambini {resort}'],
      'guiding-company': ['Guide Alpine {town}', 'Società Guide {resort}', 'Guide Alpine {brand}'],
      'snowboard-school': ['Scuola Snowboard {brand} {resort}', 'Snowboard Academy {resort}'],
      'adaptive-school': ['Sci Senza Barriere {resort}', 'Scuola Sci Adattato {brand} {resort}'],
    },
  },
  en: {
    brands: ['Summit', 'Powder Hounds', 'Peak Performance', 'Evergreen', 'Black Diamond', 'Big Mountain', 'Altitude', 'Carve', 'First Tracks', 'Snow Trek', 'New Horizons', 'Alpine Edge', 'White Room', 'Fall Line', 'Bluebird'],
    templates: {
      'ski-school': ['{resort} Snowsports School', '{brand} Ski School {resort}', '{brand} Snowsports {resort}', '{brand} Ski & Board {resort}', '{resort} Ski Academy'],
      'private-instructor': ['{first} Private Ski Coaching {resort}', 'Ski with {first} {resort}'],
      'kids-club': ['{resort} Kids Club', '{brand} Little Rippers {resort}', 'Snow Cubs {resort}'],
      'guiding-company': ['{resort} Mountain Guides', '{brand} Backcountry Guides {resort}', '{brand} Heli & Touring {resort}'],
      'snowboard-school': ['{brand} Snowboard School {resort}', '{resort} Board Academy'],
      'adaptive-school': ['{resort} Adaptive Sports', '{brand} Adaptive Ski Program {resort}'],
    },
  },
  ja: {
    brands: ['Snow Monkey', 'Sakura', 'Hanazono', 'Kita', 'Yama', 'Shiro', 'Japow'],
    templates: {
      'ski-school': [['{resort}スキースクール', '{resort} Ski School'], ['{resort}スノースポーツスクール', '{resort} Snowsports School'], '{brand} Snow School {resort}'],
      'private-instructor': [['{resort}プライベートレッスン {first}', '{resort} Private Lessons {first}']],
      'kids-club': [['{resort}キッズスクール', '{resort} Kids School']],
      'guiding-company': [['{resort}山岳ガイド', '{resort} Mountain Guides'], '{brand} Backcountry Guides'],
      'snowboard-school': [['{resort}スノーボードスクール', '{resort} Snowboard School']],
      'adaptive-school': [['{resort}アダプティブスキー', '{resort} Adaptive Ski']],
    },
  },
  no: {
    brands: ['Fjellvind', 'Nordlys', 'Snøkrystall', 'Villmark', 'Polarstjerna', 'Bjørkeli', 'Toppturen', 'Fjellrev', 'Høyfjell'],
    templates: {
      'ski-school': ['{resort} Skiskole', '{brand} Skiskole {resort}', 'Alpinskolen {resort}'],
      'private-instructor': ['Privattimer med {first} {resort}'],
      'kids-club': ['Barnas Skiskole {resort}', 'Trollklubben {resort}'],
      'guiding-company': ['{resort} Fjellføring', 'Fjellførerne {brand}'],
      'snowboard-school': ['{resort} Snowboardskole', '{brand} Brettskole {resort}'],
      'adaptive-school': ['Tilrettelagt Ski {resort}'],
    },
  },
  sv: {
    brands: ['Fjällvind', 'Norrsken', 'Snöstjärnan', 'Lavin', 'Kristall', 'Björnen', 'Fjällripan', 'Vintersol', 'Toppstugan'],
    templates: {
      'ski-school': ['{resort} Skidskola', '{brand} Skidskola {resort}', 'Alpina Skidskolan {resort}'],
      'private-instructor': ['Privatlektioner med {first} {resort}'],
      'kids-club': ['Barnens Skidskola {resort}', 'Snöbollen {resort}'],
      'guiding-company': ['{resort} Fjällguider', '{brand} Topptur {resort}'],
      'snowboard-school': ['{resort} Snowboardskola'],
      'adaptive-school': ['Anpassad Skidåkning {resort}'],
    },
  },
  ca: {
    brands: ['Pirineus', 'Neu Fresca', 'Coll Blanc', 'Isard', 'Cims', 'Estany', 'Solana'],
    templates: {
      'ski-school': ["Escola d'Esquí {resort}", "Escola d'Esquí {brand} {resort}", 'Escola de Neu {brand}'],
      'private-instructor': ['Classes Particulars amb {first} {resort}'],
      'kids-club': ['Jardí de Neu {resort}', 'Club Infantil {brand} {resort}'],
      'guiding-company': ['Guies de Muntanya {resort}'],
      'snowboard-school': ['Escola de Snowboard {brand} {resort}'],
      'adaptive-school': ['Esquí Adaptat {resort}'],
    },
  },
  es: {
    brands: ['Nevada', 'Cumbres', 'Cóndor', 'Nieve Pura', 'Cumbre Blanca', 'Andes', 'Montaña Viva', 'Ventisca', 'Aconcagua', 'Patagonia'],
    templates: {
      'ski-school': ['Escuela de Esquí {resort}', 'Escuela Española de Esquí {resort}', 'Escuela de Esquí {brand} {resort}', 'Escuela {brand} {resort}'],
      'private-instructor': ['Clases Particulares con {first} {resort}', 'Instructor Privado {first} {resort}'],
      'kids-club': ['Club Infantil de Nieve {resort}', 'Pequeños Esquiadores {resort}'],
      'guiding-company': ['Guías de Montaña {resort}', 'Guías {brand} {resort}'],
      'snowboard-school': ['Escuela de Snowboard {brand} {resort}'],
      'adaptive-school': ['Esquí Adaptado {resort}', 'Nieve Sin Barreras {resort}'],
    },
  },
  pl: {
    brands: ['Tatry', 'Halny', 'Kozica', 'Śnieżka', 'Giewont', 'Gorce', 'Biały Szczyt'],
    templates: {
      'ski-school': ['Szkoła Narciarska {brand} {resort}', 'Szkoła Narciarska {resort}', 'Szkółka Narciarska {brand}'],
      'private-instructor': ['Instruktor {first} {resort}'],
      'kids-club': ['Przedszkole Narciarskie {resort}', 'Mały Narciarz {resort}'],
      'guiding-company': ['Przewodnicy Górscy {brand}', 'Przewodnicy Górscy {resort}'],
      'snowboard-school': ['Szkoła Snowboardowa {brand} {resort}'],
      'adaptive-school': ['Narciarstwo bez Barier {resort}'],
    },
  },
  cs: {
    brands: ['Krkonoše', 'Sněžka', 'Horal', 'Medvědín', 'Krakonoš', 'Bílá Stopa'],
    templates: {
      'ski-school': ['Lyžařská škola {resort}', 'Lyžařská škola {brand} {resort}', 'Ski škola {brand}'],
      'private-instructor': ['Soukromý instruktor {first} {resort}'],
      'kids-club': ['Dětská lyžařská školka {resort}', 'Skiklub Kamzík {resort}'],
      'guiding-company': ['Horští vůdci {brand}'],
      'snowboard-school': ['Snowboardová škola {brand} {resort}'],
      'adaptive-school': ['Lyžování bez bariér {resort}'],
    },
  },
  bg: {
    brands: ['Pirin', 'Rila', 'Edelweiss', 'Vihren', 'Todorka'],
    templates: {
      'ski-school': [['Ски училище {resort}', '{resort} Ski School'], ['Ски и сноуборд училище {resort}', '{resort} Ski and Snowboard School'], '{brand} Ski School {resort}'],
      'private-instructor': [['Частни уроци {first} {resort}', '{resort} Private Lessons']],
      'kids-club': [['Детски ски клуб {resort}', '{resort} Kids Ski Club']],
      'guiding-company': [['Планински водачи {resort}', '{resort} Mountain Guides']],
      'snowboard-school': [['Сноуборд училище {resort}', '{resort} Snowboard School']],
      'adaptive-school': [['Адаптивно ски {resort}', '{resort} Adaptive Ski']],
    },
  },
};

export interface NameParts {
  /** The resort as the school's language writes it (ニセコ for Japanese). */
  resort: string;
  /** The resort's Latin name, for slugs. */
  resortLatin: string;
  town: string;
  first: string;
}

/** A school's display name and the Latin label its slug derives from. */
export function nameSchool(random: Random, language: string, type: SchoolTypeSlug, parts: NameParts): { name: string; label: string } {
  const style = STYLES[language] ?? (STYLES.en as NamingStyle);
  const template = random.pick(style.templates[type]);
  const brand = random.pick(style.brands);
  const fill = (text: string, resort: string): string =>
    text.replace('{resort}', resort).replace('{town}', parts.town).replace('{brand}', brand).replace('{first}', parts.first);
  if (typeof template === 'string') {
    const name = fill(template, parts.resortLatin);
    return { name, label: name };
  }
  return { name: fill(template[0], parts.resort), label: fill(template[1], parts.resortLatin) };
}
