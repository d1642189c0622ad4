/**
 * Other names people type for the places the directory serves: countries in
 * their own and neighbouring languages, common abbreviations, regions in
 * other languages, and resorts' aliases, former and other-language names.
 * Data, not code: every adapter indexes these beside the record's own names,
 * so `svizzera`, `bavaria` or `spindlermuhle` find what they mean.
 *
 * Written as people write them (accents and case are folded when indexed).
 * Two-letter country codes are left out on purpose: `us`, `it` and `no` are
 * English words, and a filter parameter (`country=`) already takes codes.
 */

/** ISO 3166-1 alpha-2 code -> other names of the country (the English name is in countries.ts). */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AD: ['Andorre', 'Principat d\'Andorra'],
  AR: ['Argentine', 'Argentinien'],
  AT: ['Österreich', 'Autriche', 'Austria'],
  AU: ['Australie', 'Australien'],
  BG: ['България', 'Bulgarie', 'Bulgarien', 'Balgariya'],
  CA: ['Kanada'],
  CH: ['Schweiz', 'Suisse', 'Svizzera', 'Svizra', 'Swiss', 'Suiza', 'Helvetia'],
  CL: ['Chili'],
  CZ: ['Czech Republic', 'Česko', 'Česká republika', 'Tschechien', 'Tchéquie', 'Repubblica Ceca'],
  DE: ['Deutschland', 'Allemagne', 'Germania', 'Alemania'],
  ES: ['España', 'Espagne', 'Spanien', 'Spagna'],
  FI: ['Suomi', 'Finnland', 'Finlande'],
  FR: ['Frankreich', 'Francia'],
  GB: ['UK', 'Great Britain', 'Britain', 'Royaume-Uni', 'Großbritannien'],
  IT: ['Italia', 'Italie', 'Italien'],
  JP: ['日本', 'Nihon', 'Nippon', 'Japon', 'Giappone'],
  NO: ['Norge', 'Noreg', 'Norvège', 'Norwegen', 'Norvegia', 'Noruega'],
  NZ: ['NZ', 'Aotearoa', 'Nouvelle-Zélande', 'Neuseeland'],
  PL: ['Polska', 'Pologne', 'Polen', 'Polonia'],
  SE: ['Sverige', 'Suède', 'Schweden', 'Svezia', 'Suecia'],
  SI: ['Slovenija', 'Slovénie', 'Slowenien'],
  SK: ['Slovensko', 'Slovaquie', 'Slowakei'],
  US: ['USA', 'America', 'United States of America', 'États-Unis', 'Vereinigte Staaten', 'Stati Uniti', 'Estados Unidos'],
};

/** Region as the data writes it -> its names in other languages and abbreviations. */
export const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Savoie: ['Savoy', 'Savoyen'],
  Valais: ['Wallis', 'Vallese'],
  Graubünden: ['Grisons', 'Grigioni', 'Grischun'],
  Bern: ['Berne', 'Berna', 'Berner Oberland', 'Bernese Oberland'],
  Vaud: ['Waadt'],
  Ticino: ['Tessin'],
  Tirol: ['Tyrol', 'Tirolo'],
  Salzburg: ['Salzburgerland', 'Salisburgo'],
  Steiermark: ['Styria', 'Stiria', 'Styrie'],
  Kärnten: ['Carinthia', 'Carinzia', 'Carinthie'],
  Veneto: ['Venetien', 'Vénétie'],
  "Valle d'Aosta": ['Aosta Valley', 'Aostatal', "Vallée d'Aoste", 'Aosta'],
  Lombardia: ['Lombardy', 'Lombardei', 'Lombardie'],
  'Alto Adige': ['Südtirol', 'South Tyrol', 'Sudtirol'],
  Piemonte: ['Piedmont', 'Piemont', 'Piémont'],
  Abruzzo: ['Abruzzen', 'Abruzzes'],
  Bayern: ['Bavaria', 'Bavière', 'Baviera'],
  'Nordrhein-Westfalen': ['North Rhine-Westphalia', 'NRW'],
  Sachsen: ['Saxony', 'Saxe'],
  'British Columbia': ['BC', 'Colombie-Britannique'],
  Québec: ['Quebec'],
  Trøndelag: ['Trondelag'],
  Cataluña: ['Catalonia', 'Catalunya', 'Catalogne', 'Katalonien'],
  Andalucía: ['Andalusia', 'Andalousie'],
  'New South Wales': ['NSW'],
  Małopolskie: ['Lesser Poland', 'Małopolska'],
  Śląskie: ['Silesia', 'Śląsk'],
  Scotland: ['Schottland', 'Écosse', 'Scozia'],
};

/** Resort slug -> other names: short forms, local and other-language names, former names. */
export const RESORT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'chamonix-mont-blanc': ['Chamonix'],
  'les-deux-alpes': ['Les 2 Alpes'],
  'la-plagne': ['Plagne'],
  'les-arcs': ['Arc 1800', 'Bourg-Saint-Maurice'],
  'font-romeu': ['Pyrénées 2000'],
  'st-moritz': ['San Murezzan'],
  'engelberg-titlis': ['Engelberg'],
  'villars-sur-ollon': ['Villars'],
  'lech-zurs': ['Lech am Arlberg', 'Zürs am Arlberg'],
  'obergurgl-hochgurgl': ['Gurgl'],
  'bad-gastein': ['Badgastein', 'Gastein'],
  'cortina-d-ampezzo': ['Cortina'],
  cervinia: ['Breuil-Cervinia'],
  'val-gardena': ['Gröden', 'Gherdëina', 'Selva di Val Gardena', 'Wolkenstein'],
  'alta-badia': ['Hochabtei', 'Corvara'],
  'plan-de-corones': ['Kronplatz'],
  'madonna-di-campiglio': ['Campiglio'],
  sestriere: ['Sestrières', 'Via Lattea'],
  'passo-tonale': ['Tonale'],
  'garmisch-partenkirchen': ['Garmisch'],
  'jenner-am-konigssee': ['Berchtesgaden', 'Königssee'],
  'aspen-snowmass': ['Snowmass'],
  steamboat: ['Steamboat Springs'],
  'palisades-tahoe': ['Squaw Valley', 'Lake Tahoe'],
  'mammoth-mountain': ['Mammoth Lakes'],
  'taos-ski-valley': ['Taos'],
  'revelstoke-mountain-resort': ['Revelstoke'],
  'fernie-alpine-resort': ['Fernie'],
  'banff-sunshine': ['Sunshine Village'],
  'mont-tremblant': ['Tremblant'],
  'niseko-united': ['ニセコ'],
  'hakuba-happo-one': ['Happōone', '白馬'],
  'nozawa-onsen': ['野沢温泉'],
  'shiga-kogen': ['志賀高原'],
  'zao-onsen': ['蔵王温泉'],
  'myoko-kogen': ['妙高高原'],
  grandvalira: ['Soldeu', 'Pas de la Casa', 'El Tarter'],
  'pal-arinsal': ['Vallnord'],
  'ordino-arcalis': ['Arcalís'],
  'baqueira-beret': ['Baqueira'],
  whakapapa: ['Ruapehu', 'Mount Ruapehu'],
  'cerro-catedral': ['Catedral', 'Bariloche'],
  'kasprowy-wierch': ['Zakopane'],
  'bialka-tatrzanska': ['Białka'],
  'spindleruv-mlyn': ['Spindlermühle', 'Špindl'],
  klinovec: ['Keilberg'],
  bansko: ['Банско'],
  borovets: ['Боровец'],
  pamporovo: ['Пампорово'],
  'cairngorm-mountain': ['Aviemore'],
  'glencoe-mountain': ['Glen Coe'],
  schladming: ['Planai', 'Schladming-Dachstein'],
  hintertux: ['Tux', 'Hintertuxer Gletscher'],
  mayrhofen: ['Zillertal'],
};

/**
 * Words that stand for one another in place names, in every direction:
 * `st moritz` finds Sankt Moritz and `mount buller` finds Mt Buller.
 */
export const EQUIVALENT_PLACE_WORDS: readonly (readonly string[])[] = [
  ['st', 'saint', 'sankt', 'san'],
  ['ste', 'sainte'],
  ['mt', 'mount', 'mont', 'monte'],
];
