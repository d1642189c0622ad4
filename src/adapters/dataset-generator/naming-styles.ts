/**
 * How schools in each language name themselves. Placeholders: {resort},
 * {town}, {brand}, {first}. A template in a non-Latin script comes with a
 * Latin twin that the slug is made from; plain templates are Latin-script and
 * use the resort's Latin name.
 *
 * A template may say more than its school type guarantees (ACTIVITY_ODDS: a
 * ski school always teaches skiing, but only sometimes snowboarding): `says`
 * lists those claims ("et Snowboard"), and the template is only used for
 * schools of which they are true. National school brands (ESF, Schweizer
 * Skischule) exist in one country only and bring their certification.
 * `places` are words a school adds to stand apart from a namesake in the same
 * town, as real schools do ("ESF Chamonix Argentière").
 */
import type { SchoolTypeSlug } from './school-attributes.js';
import { claimsOf, type Claim, type Claims } from './school-claims.js';

export type Wording = string | readonly [local: string, latin: string];

export interface NameTemplate {
  wording: Wording;
  claims: Claims;
  /** ISO 3166-1 alpha-2 of the only country the brand exists in, or null. */
  country: string | null;
  /** The body a national brand's schools are certified by. */
  certification: string | null;
}

export interface NamingStyle {
  brands: readonly string[];
  places: readonly Wording[];
  templates: Readonly<Record<SchoolTypeSlug, readonly NameTemplate[]>>;
}

type Entry = Wording | NameTemplate;

const says = (wording: Wording, ...claims: Claim[]): NameTemplate => ({ wording, claims: claimsOf(claims), country: null, certification: null });
const national = (wording: string, country: string, certification: string | null = null): NameTemplate => ({ wording, claims: 0, country, certification });

function style(brands: string[], places: Wording[], templates: Record<SchoolTypeSlug, Entry[]>): NamingStyle {
  const entries = Object.entries(templates).map(([type, list]) => [type, list.map((entry) =>
    typeof entry === 'string' || Array.isArray(entry) ? says(entry as Wording) : (entry as NameTemplate))]);
  return { brands, places, templates: Object.fromEntries(entries) as NamingStyle['templates'] };
}

export const NAMING_STYLES: Readonly<Record<string, NamingStyle>> = {
  fr: style(
    ['Évolution 2', 'Oxygène', 'Prosneige', 'Cristal Neige', 'Snow Académie', 'Alpine Émotion', 'Glisse Attitude', 'Neige Aventure', 'Cimes & Glisse', 'Sensations Glisse', 'Esprit Montagne', 'Arc-en-Ciel', 'Edelweiss', 'Pure Glisse'],
    ['Village', 'Centre', 'Station', 'Sommet', 'Plateau', 'Le Hameau', 'Les Chalets', 'Front de Neige', 'Le Lac', 'La Forêt', 'Les Sapins', 'Le Col', 'La Vallée', 'Le Bourg', 'Adret', 'Ubac'],
    {
      'ski-school': [national('École du Ski Français {resort}', 'FR', 'ESF'), national('École de Ski Internationale {resort}', 'FR'),
        national('École Suisse de Ski {resort}', 'CH', 'Swiss Snowsports'), '{brand} {resort}', 'École de Ski {brand} {resort}',
        says('École de Ski et Snowboard {brand} {resort}', 'snowboard'), says('{brand} Freeride {resort}', 'freeride')],
      'private-instructor': [says('Ski Privé {first} {resort}', 'ski'), 'Moniteur Privé {first} {resort}', 'Moniteur Indépendant {first} {resort}',
        says('{first} Ski Coaching {resort}', 'ski'), says('Hors-Piste avec {first} {resort}', 'freeride')],
      'kids-club': ['Club Piou-Piou {resort}', "Les P'tits Flocons {brand} {resort}", 'Jardin des Neiges {brand} {resort}', 'Club Enfants {brand} {resort}'],
      'guiding-company': ['Compagnie des Guides {resort}', 'Bureau des Guides {resort}', 'Guides {brand} {resort}'],
      'snowboard-school': ['École de Snowboard {brand} {resort}', '{brand} Snowboard {resort}', 'Board Académie {resort}'],
      'adaptive-school': ['Handiski {brand} {resort}', 'Glisse Adaptée {brand} {resort}', 'Tous en Piste {resort}'],
    },
  ),
  de: style(
    ['Rote Teufel', 'Edelweiss', 'Alpin', 'Blizzard', 'Gipfelstürmer', 'Bergwelt', 'Powder People', 'Schneekristall', 'Enzian', 'Steinbock', 'Almrausch', 'Firn & Fun', 'Weißsee', 'Gletscherblick'],
    ['Dorf', 'Zentrum', 'Tal', 'Bergstation', 'Talstation', 'Mittelstation', 'Sonnenhang', 'Sonnseite', 'Waldrand', 'Oberdorf', 'Unterdorf', 'Seeblick', 'Alm', 'Panorama', 'Gletscher', 'Bahnhof'],
    {
      'ski-school': ['Skischule {resort} {brand}', 'Schneesportschule {brand} {resort}', 'Skischule {brand} {town}',
        national('Schweizer Skischule {resort}', 'CH', 'Swiss Snowsports'),
        says('Ski- und Snowboardschule {brand} {resort}', 'snowboard'), says('Ski- und Freerideschule {brand} {resort}', 'freeride')],
      'private-instructor': [says('Privatskilehrer {first} {resort}', 'ski'), '{first} Privatunterricht {resort}', 'Privatkurse mit {first} {resort}'],
      'kids-club': ['Kinderland {brand} {resort}', 'Bambini Skischule {resort}', 'Zwergerlclub {brand} {resort}'],
      'guiding-company': ['Bergführerbüro {town}', 'Bergführer {brand} {resort}', 'Alpinschule {brand} {resort}', 'Bergsteigerschule {resort}'],
      'snowboard-school': ['Snowboardschule {brand} {resort}', 'Snowboard Academy {resort}', 'Snowboardschule {town}'],
      'adaptive-school': ['Skischule ohne Grenzen {resort}', 'Adaptiver Schneesport {resort}', 'Inklusive Skischule {brand} {resort}'],
    },
  ),
  it: style(
    ['Azzurra', 'Dolomiti', 'Cristallo', 'Stella Alpina', 'Olimpia', 'Genziana', 'Camoscio', 'Aquila', 'Neve Fresca', 'Punta Nera', 'Sole e Neve', 'Cima Bianca', 'Rododendro'],
    ['Centro', 'Paese', 'Valle', 'Piazza', 'Pineta', 'Lago', 'Baita', 'Cima', 'Borgo', 'Prato', 'Funivia', 'Nord', 'Sud', 'Est', 'Ovest', 'Solivo'],
    {
      'ski-school': ['Scuola Sci {resort}', national('Scuola Italiana Sci {brand} {resort}', 'IT', 'AMSI'),
        national('Scuola Svizzera di Sci {resort}', 'CH', 'Swiss Snowsports'), 'Scuola Sci {brand} {town}',
        says('Scuola Sci e Snowboard {brand}', 'snowboard')],
      'private-instructor': [says('Maestro di Sci {first} {resort}', 'ski'), 'Lezioni Private {first} {resort}', says('Freeride con {first} {resort}', 'freeride')],
      'kids-club': ['Snow Kids Club {brand} {resort}', 'Baby Club Neve {resort}', 'Il Villaggio dei Bambini {resort}'],
      'guiding-company': ['Guide Alpine {town}', 'Società Guide {resort}', 'Guide Alpine {brand}'],
      'snowboard-school': ['Scuola Snowboard {brand} {resort}', 'Snowboard Academy {resort}'],
      'adaptive-school': ['Sci Senza Barriere {resort}', 'Scuola Sci Adattato {brand} {resort}'],
    },
  ),
  en: style(
    ['Summit', 'Powder Hounds', 'Peak Performance', 'Evergreen', 'Black Diamond', 'Big Mountain', 'Altitude', 'Carve', 'First Tracks', 'Snow Trek', 'New Horizons', 'Alpine Edge', 'White Room', 'Fall Line', 'Bluebird'],
    ['Village', 'Base Area', 'Summit', 'Mid-Mountain', 'North Side', 'South Side', 'Lakeside', 'Pines', 'Ridge', 'Meadows', 'Creekside', 'Slopeside', 'Main Street', 'Gondola', 'Lodge', 'Timberline'],
    {
      'ski-school': ['{resort} Snowsports School', '{brand} Ski School {resort}', '{brand} Snowsports {resort}', '{resort} Ski Academy',
        says('{brand} Ski & Board {resort}', 'snowboard'), says('{brand} Freeride Ski School {resort}', 'freeride')],
      'private-instructor': [says('{first} Private Ski Coaching {resort}', 'ski'), says('Ski with {first} {resort}', 'ski'),
        '{first} Private Instructor {resort}', says('{first} Off-Piste Coaching {resort}', 'freeride')],
      'kids-club': ['{resort} Kids Club', '{brand} Little Rippers {resort}', 'Snow Cubs {brand} {resort}'],
      'guiding-company': ['{resort} Mountain Guides', '{brand} Backcountry Guides {resort}', '{brand} Heli & Touring {resort}'],
      'snowboard-school': ['{brand} Snowboard School {resort}', '{resort} Board Academy'],
      'adaptive-school': ['{resort} Adaptive Sports', '{brand} Adaptive Ski Program {resort}'],
    },
  ),
  ja: style(
    ['Snow Monkey', 'Sakura', 'Hanazono', 'Kita', 'Yama', 'Shiro', 'Japow'],
    [['ベース', 'Base'], ['センター', 'Center'], ['山頂', 'Summit'], ['ビレッジ', 'Village'], ['北口', 'North Gate'], ['南口', 'South Gate'],
      ['本館', 'Main Lodge'], ['ゴンドラ', 'Gondola'], ['山麓', 'Foothills'], ['駅前', 'Station'], ['東', 'East'], ['西', 'West']],
    {
      'ski-school': [['{resort}スキースクール', '{resort} Ski School'], ['{resort}スノースポーツスクール', '{resort} Snowsports School'], '{brand} Snow School {resort}'],
      'private-instructor': [['{resort}プライベートレッスン {first}', '{resort} Private Lessons {first}']],
      'kids-club': [['{resort}キッズスクール', '{resort} Kids School'], '{brand} Kids Club {resort}'],
      'guiding-company': [['{resort}山岳ガイド', '{resort} Mountain Guides'], '{brand} Backcountry Guides'],
      'snowboard-school': [['{resort}スノーボードスクール', '{resort} Snowboard School'], '{brand} Snowboard School {resort}'],
      'adaptive-school': [['{resort}アダプティブスキー', '{resort} Adaptive Ski']],
    },
  ),
  no: style(
    ['Fjellvind', 'Nordlys', 'Snøkrystall', 'Villmark', 'Polarstjerna', 'Bjørkeli', 'Fjellheimen', 'Fjellrev', 'Høyfjell'],
    ['Sentrum', 'Toppen', 'Dalen', 'Liene', 'Tunet', 'Heisen', 'Bakken', 'Skogen', 'Vannet', 'Setra', 'Nord', 'Sør', 'Øst', 'Vest', 'Torget', 'Stølen'],
    {
      'ski-school': ['{resort} Skiskole', '{brand} Skiskole {resort}', 'Alpinskolen {brand} {resort}'],
      'private-instructor': ['Privattimer med {first} {resort}'],
      'kids-club': ['Barnas Skiskole {brand} {resort}', 'Trollklubben {resort}'],
      'guiding-company': ['{resort} Fjellføring', 'Fjellførerne {brand}'],
      'snowboard-school': ['{resort} Snowboardskole', '{brand} Brettskole {resort}'],
      'adaptive-school': ['Tilrettelagt Ski {brand} {resort}'],
    },
  ),
  sv: style(
    ['Fjällvind', 'Norrsken', 'Snöstjärnan', 'Lavin', 'Kristall', 'Björnen', 'Fjällripan', 'Vintersol', 'Toppstugan'],
    ['Centrum', 'Toppen', 'Dalen', 'Byn', 'Backen', 'Liften', 'Skogen', 'Sjön', 'Torget', 'Gården', 'Norr', 'Söder', 'Öster', 'Väster', 'Stugan', 'Fäboden'],
    {
      'ski-school': ['{resort} Skidskola', '{brand} Skidskola {resort}', 'Alpina Skidskolan {resort}'],
      'private-instructor': ['Privatlektioner med {first} {resort}'],
      'kids-club': ['Barnens Skidskola {brand} {resort}', 'Snöbollen {resort}'],
      'guiding-company': ['{resort} Fjällguider', '{brand} Topptur {resort}'],
      'snowboard-school': ['{resort} Snowboardskola', '{brand} Snowboardskola {resort}'],
      'adaptive-school': ['Anpassad Skidåkning {brand} {resort}'],
    },
  ),
  ca: style(
    ['Pirineus', 'Neu Fresca', 'Coll Blanc', 'Isard', 'Cims', 'Estany', 'Solana'],
    ['Centre', 'Poble', 'Cim', 'Vall', 'Pleta', 'Estany', 'Bosc', 'Solana', 'Obaga', 'Plaça', 'Telecabina', 'Refugi', 'Nord', 'Sud', 'Est', 'Oest'],
    {
      'ski-school': ["Escola d'Esquí {resort}", "Escola d'Esquí {brand} {resort}", 'Escola de Neu {brand}'],
      'private-instructor': ['Classes Particulars amb {first} {resort}'],
      'kids-club': ['Jardí de Neu {brand} {resort}', 'Club Infantil {brand} {resort}'],
      'guiding-company': ['Guies de Muntanya {resort}', 'Guies {brand} {resort}'],
      'snowboard-school': ['Escola de Snowboard {brand} {resort}'],
      'adaptive-school': ['Esquí Adaptat {brand} {resort}'],
    },
  ),
  es: style(
    ['Nevada', 'Cumbres', 'Cóndor', 'Nieve Pura', 'Cumbre Blanca', 'Andes', 'Montaña Viva', 'Ventisca', 'Aconcagua', 'Patagonia'],
    ['Centro', 'Pueblo', 'Cumbre', 'Valle', 'Pradera', 'Lago', 'Bosque', 'Plaza', 'Telecabina', 'Refugio', 'Norte', 'Sur', 'Este', 'Oeste', 'Solana', 'Mirador'],
    {
      'ski-school': ['Escuela de Esquí {resort}', national('Escuela Española de Esquí {resort}', 'ES'), 'Escuela de Esquí {brand} {resort}',
        'Escuela {brand} {resort}', says('Escuela de Esquí y Snowboard {brand} {resort}', 'snowboard')],
      'private-instructor': ['Clases Particulares con {first} {resort}', 'Instructor Privado {first} {resort}'],
      'kids-club': ['Club Infantil de Nieve {brand} {resort}', 'Pequeños Esquiadores {resort}'],
      'guiding-company': ['Guías de Montaña {resort}', 'Guías {brand} {resort}'],
      'snowboard-school': ['Escuela de Snowboard {brand} {resort}'],
      'adaptive-school': ['Esquí Adaptado {resort}', 'Nieve Sin Barreras {brand} {resort}'],
    },
  ),
  pl: style(
    ['Tatry', 'Halny', 'Kozica', 'Śnieżka', 'Giewont', 'Gorce', 'Biały Szczyt'],
    ['Centrum', 'Dolina', 'Szczyt', 'Polana', 'Stok', 'Las', 'Wyciąg', 'Potok', 'Północ', 'Południe', 'Wschód', 'Zachód', 'Rynek', 'Hala', 'Przełęcz', 'Grań'],
    {
      'ski-school': ['Szkoła Narciarska {brand} {resort}', 'Szkoła Narciarska {resort}', 'Szkółka Narciarska {brand}'],
      'private-instructor': ['Instruktor {first} {resort}'],
      'kids-club': ['Przedszkole Narciarskie {brand} {resort}', 'Mały Narciarz {resort}'],
      'guiding-company': ['Przewodnicy Górscy {brand}', 'Przewodnicy Górscy {resort}'],
      'snowboard-school': ['Szkoła Snowboardowa {brand} {resort}'],
      'adaptive-school': ['Narciarstwo bez Barier {brand} {resort}'],
    },
  ),
  cs: style(
    ['Krkonoše', 'Sněžka', 'Horal', 'Medvědín', 'Krakonoš', 'Bílá Stopa'],
    ['Centrum', 'Údolí', 'Vrchol', 'Louka', 'Svah', 'Les', 'Vlek', 'Potok', 'Sever', 'Jih', 'Východ', 'Západ', 'Náměstí', 'Bouda', 'Hřeben', 'Pláň'],
    {
      'ski-school': ['Lyžařská škola {resort}', 'Lyžařská škola {brand} {resort}', 'Ski škola {brand}'],
      'private-instructor': ['Soukromý instruktor {first} {resort}'],
      'kids-club': ['Dětská lyžařská školka {brand} {resort}', 'Skiklub Kamzík {resort}'],
      'guiding-company': ['Horští vůdci {brand}', 'Horští vůdci {resort}'],
      'snowboard-school': ['Snowboardová škola {brand} {resort}'],
      'adaptive-school': ['Lyžování bez bariér {brand} {resort}'],
    },
  ),
  bg: style(
    ['Pirin', 'Rila', 'Edelweiss', 'Vihren', 'Todorka'],
    [['Център', 'Center'], ['Долина', 'Valley'], ['Връх', 'Summit'], ['Поляна', 'Meadow'], ['Гора', 'Forest'], ['Лифт', 'Lift'], ['Север', 'North'],
      ['Юг', 'South'], ['Изток', 'East'], ['Запад', 'West'], ['Площад', 'Square'], ['Хижа', 'Hut'], ['Езеро', 'Lake'], ['Гондола', 'Gondola']],
    {
      'ski-school': [['Ски училище {resort}', '{resort} Ski School'], says(['Ски и сноуборд училище {resort}', '{resort} Ski and Snowboard School'], 'snowboard'),
        '{brand} Ski School {resort}'],
      'private-instructor': [['Частни уроци {first} {resort}', '{resort} Private Lessons {first}']],
      'kids-club': [['Детски ски клуб {resort}', '{resort} Kids Ski Club'], '{brand} Kids Ski Club {resort}'],
      'guiding-company': [['Планински водачи {resort}', '{resort} Mountain Guides'], '{brand} Mountain Guides {resort}'],
      'snowboard-school': [['Сноуборд училище {resort}', '{resort} Snowboard School'], '{brand} Snowboard School {resort}'],
      'adaptive-school': [['Адаптивно ски {resort}', '{resort} Adaptive Ski'], '{brand} Adaptive Ski {resort}'],
    },
  ),
};
