/**
 * Real ski resorts with approximate real coordinates and lift-served base and
 * summit elevations (metres). The generated directory hangs its invented
 * schools on these, so names, regions and accents are as the resorts write them.
 * The order is part of the dataset's determinism: resort ids follow it.
 */
import { countryProfile } from './country-profiles.js';

export interface CatalogResort {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
  /** The town or village schools give as their address. */
  town: string;
  lat: number;
  lng: number;
  baseElevation: number;
  summitElevation: number;
  /** ISO 4217, from the country. */
  currency: string;
  /** ISO 639-1, main language first: the one local schools write in. */
  languages: readonly string[];
  /** The resort's name in its own script where that is not Latin (ニセコ, Банско). */
  localName: string | null;
}

interface Extra {
  languages?: string[];
  localName?: string;
}

type Row = [name: string, country: string, region: string, town: string, lat: number, lng: number, base: number, summit: number, extra?: Extra];

const FR_CH: Extra = { languages: ['fr', 'en', 'de'] };
const IT_CH: Extra = { languages: ['it', 'de', 'en'] };
const QC: Extra = { languages: ['fr', 'en'] };
const SUEDTIROL: Extra = { languages: ['it', 'de', 'en'] };
const ARAN: Extra = { languages: ['es', 'ca', 'en'] };

const ROWS: readonly Row[] = [
  // France
  ['Chamonix-Mont-Blanc', 'FR', 'Haute-Savoie', 'Chamonix-Mont-Blanc', 45.9237, 6.8694, 1035, 3842],
  ["Val d'Isère", 'FR', 'Savoie', "Val-d'Isère", 45.4481, 6.98, 1850, 3456],
  ['Tignes', 'FR', 'Savoie', 'Tignes', 45.4683, 6.9056, 1550, 3456],
  ['Méribel', 'FR', 'Savoie', 'Les Allues', 45.3967, 6.5656, 1450, 2952],
  ['Courchevel', 'FR', 'Savoie', 'Courchevel', 45.4154, 6.6347, 1300, 2738],
  ['Val Thorens', 'FR', 'Savoie', 'Les Belleville', 45.298, 6.58, 2300, 3230],
  ['Les Menuires', 'FR', 'Savoie', 'Les Belleville', 45.3236, 6.5383, 1450, 2850],
  ["Alpe d'Huez", 'FR', 'Isère', 'Huez', 45.0922, 6.0686, 1250, 3330],
  ['Les Deux Alpes', 'FR', 'Isère', 'Les Deux Alpes', 45.0069, 6.1225, 1300, 3600],
  ['La Plagne', 'FR', 'Savoie', 'Aime-la-Plagne', 45.5069, 6.6778, 1250, 3250],
  ['Les Arcs', 'FR', 'Savoie', 'Bourg-Saint-Maurice', 45.5725, 6.8289, 1200, 3226],
  ['Avoriaz', 'FR', 'Haute-Savoie', 'Morzine', 46.1917, 6.7733, 1800, 2466],
  ['Megève', 'FR', 'Haute-Savoie', 'Megève', 45.8567, 6.6175, 1113, 2350],
  ['La Clusaz', 'FR', 'Haute-Savoie', 'La Clusaz', 45.9044, 6.4233, 1100, 2600],
  ['Les Gets', 'FR', 'Haute-Savoie', 'Les Gets', 46.1581, 6.67, 1172, 2002],
  ['Flaine', 'FR', 'Haute-Savoie', 'Arâches-la-Frasse', 46.0058, 6.69, 1600, 2500],
  ['La Rosière', 'FR', 'Savoie', 'Montvalezan', 45.6272, 6.8503, 1850, 2800],
  ['Valloire', 'FR', 'Savoie', 'Valloire', 45.165, 6.4297, 1430, 2600],
  ['Serre Chevalier', 'FR', 'Hautes-Alpes', 'Briançon', 44.94, 6.56, 1200, 2800],
  ['Isola 2000', 'FR', 'Alpes-Maritimes', 'Isola', 44.1867, 7.1572, 1800, 2610],
  ['Font-Romeu', 'FR', 'Pyrénées-Orientales', 'Font-Romeu-Odeillo-Via', 42.5047, 2.0408, 1750, 2213],
  ['Saint-Lary-Soulan', 'FR', 'Hautes-Pyrénées', 'Saint-Lary-Soulan', 42.8172, 0.3225, 830, 2515],
  ['Super-Besse', 'FR', 'Puy-de-Dôme', 'Besse-et-Saint-Anastaise', 45.51, 2.8567, 1350, 1850],
  ['La Bresse-Hohneck', 'FR', 'Vosges', 'La Bresse', 48.0044, 6.8758, 900, 1350],
  // Switzerland
  ['Zermatt', 'CH', 'Valais', 'Zermatt', 46.0207, 7.7491, 1620, 3883],
  ['Verbier', 'CH', 'Valais', 'Val de Bagnes', 46.0967, 7.2286, 1500, 3330, FR_CH],
  ['Saas-Fee', 'CH', 'Valais', 'Saas-Fee', 46.1081, 7.9286, 1800, 3600],
  ['St. Moritz', 'CH', 'Graubünden', 'St. Moritz', 46.4983, 9.8392, 1822, 3303],
  ['Davos Klosters', 'CH', 'Graubünden', 'Davos', 46.8027, 9.836, 1124, 2844],
  ['Laax', 'CH', 'Graubünden', 'Laax', 46.8067, 9.2581, 1100, 3018],
  ['Crans-Montana', 'CH', 'Valais', 'Crans-Montana', 46.3122, 7.48, 1500, 3000, FR_CH],
  ['Grindelwald', 'CH', 'Bern', 'Grindelwald', 46.6242, 8.0414, 1034, 2501],
  ['Wengen', 'CH', 'Bern', 'Lauterbrunnen', 46.6083, 7.9222, 1274, 2472],
  ['Engelberg-Titlis', 'CH', 'Obwalden', 'Engelberg', 46.8211, 8.4014, 1050, 3020],
  ['Andermatt', 'CH', 'Uri', 'Andermatt', 46.6356, 8.5939, 1444, 2961],
  ['Villars-sur-Ollon', 'CH', 'Vaud', 'Ollon', 46.2994, 7.0547, 1250, 2120, FR_CH],
  ['Arosa Lenzerheide', 'CH', 'Graubünden', 'Arosa', 46.7783, 9.6797, 1229, 2865],
  ['Adelboden', 'CH', 'Bern', 'Adelboden', 46.4928, 7.5597, 1353, 2362],
  ['Champéry', 'CH', 'Valais', 'Champéry', 46.1772, 6.87, 1050, 2466, FR_CH],
  ['Airolo', 'CH', 'Ticino', 'Airolo', 46.5283, 8.6103, 1175, 2250, IT_CH],
  // Austria
  ['Kitzbühel', 'AT', 'Tirol', 'Kitzbühel', 47.4464, 12.3922, 800, 2000],
  ['Sölden', 'AT', 'Tirol', 'Sölden', 46.9653, 11.0075, 1350, 3340],
  ['St. Anton am Arlberg', 'AT', 'Tirol', 'St. Anton am Arlberg', 47.1297, 10.2683, 1304, 2811],
  ['Ischgl', 'AT', 'Tirol', 'Ischgl', 47.0122, 10.2892, 1377, 2872],
  ['Mayrhofen', 'AT', 'Tirol', 'Mayrhofen', 47.1667, 11.8667, 630, 2500],
  ['Saalbach Hinterglemm', 'AT', 'Salzburg', 'Saalbach-Hinterglemm', 47.3914, 12.6364, 1003, 2096],
  ['Obergurgl-Hochgurgl', 'AT', 'Tirol', 'Obergurgl', 46.87, 11.0269, 1800, 3082],
  ['Lech Zürs', 'AT', 'Vorarlberg', 'Lech', 47.2083, 10.1417, 1450, 2450],
  ['Schladming', 'AT', 'Steiermark', 'Schladming', 47.3925, 13.6869, 745, 2015],
  ['Bad Gastein', 'AT', 'Salzburg', 'Bad Gastein', 47.115, 13.1339, 850, 2686],
  ['Zell am See', 'AT', 'Salzburg', 'Zell am See', 47.3253, 12.7961, 757, 2000],
  ['Obertauern', 'AT', 'Salzburg', 'Obertauern', 47.25, 13.55, 1630, 2313],
  ['Hintertux', 'AT', 'Tirol', 'Tux', 47.1, 11.68, 1500, 3250],
  ['Serfaus-Fiss-Ladis', 'AT', 'Tirol', 'Serfaus', 47.0397, 10.6064, 1200, 2828],
  ['Kaprun', 'AT', 'Salzburg', 'Kaprun', 47.27, 12.76, 768, 3029],
  ['Nassfeld', 'AT', 'Kärnten', 'Hermagor', 46.56, 13.27, 610, 2020],
  // Italy
  ["Cortina d'Ampezzo", 'IT', 'Veneto', "Cortina d'Ampezzo", 46.5369, 12.1356, 1224, 2930],
  ['Cervinia', 'IT', "Valle d'Aosta", 'Breuil-Cervinia', 45.9333, 7.6306, 2050, 3480],
  ['Courmayeur', 'IT', "Valle d'Aosta", 'Courmayeur', 45.7967, 6.9719, 1224, 2755],
  ['Livigno', 'IT', 'Lombardia', 'Livigno', 46.5383, 10.1356, 1816, 2798],
  ['Madonna di Campiglio', 'IT', 'Trentino', 'Pinzolo', 46.2297, 10.8264, 1550, 2504],
  ['Val Gardena', 'IT', 'Alto Adige', 'Selva di Val Gardena', 46.5558, 11.7606, 1236, 2518, SUEDTIROL],
  ['Alta Badia', 'IT', 'Alto Adige', 'Corvara in Badia', 46.55, 11.8736, 1324, 2778, SUEDTIROL],
  ['Plan de Corones', 'IT', 'Alto Adige', 'Brunico', 46.7381, 11.9569, 935, 2275, SUEDTIROL],
  ['Sestriere', 'IT', 'Piemonte', 'Sestriere', 44.9567, 6.8794, 2035, 2823],
  ['Bormio', 'IT', 'Lombardia', 'Bormio', 46.4667, 10.3667, 1225, 3012],
  ['Canazei', 'IT', 'Trentino', 'Canazei', 46.4767, 11.7706, 1460, 2630],
  ['Passo Tonale', 'IT', 'Trentino', 'Vermiglio', 46.2597, 10.5806, 1121, 3016],
  ['Roccaraso', 'IT', 'Abruzzo', 'Roccaraso', 41.8483, 14.0789, 1285, 2140],
  ['La Thuile', 'IT', "Valle d'Aosta", 'La Thuile', 45.7144, 6.95, 1441, 2642],
  // Germany
  ['Garmisch-Partenkirchen', 'DE', 'Bayern', 'Garmisch-Partenkirchen', 47.4917, 11.0958, 720, 2720],
  ['Oberstdorf', 'DE', 'Bayern', 'Oberstdorf', 47.4097, 10.2792, 815, 2224],
  ['Jenner am Königssee', 'DE', 'Bayern', 'Schönau am Königssee', 47.5767, 13.0233, 630, 1800],
  ['Feldberg', 'DE', 'Baden-Württemberg', 'Feldberg', 47.8667, 8.0042, 950, 1448],
  ['Winterberg', 'DE', 'Nordrhein-Westfalen', 'Winterberg', 51.1942, 8.5333, 620, 841],
  ['Oberwiesenthal', 'DE', 'Sachsen', 'Oberwiesenthal', 50.4197, 12.9697, 900, 1215],
  ['Sudelfeld', 'DE', 'Bayern', 'Bayrischzell', 47.675, 12.0667, 800, 1563],
  // United States
  ['Vail', 'US', 'Colorado', 'Vail', 39.6403, -106.3742, 2476, 3527],
  ['Aspen Snowmass', 'US', 'Colorado', 'Snowmass Village', 39.2084, -106.949, 2473, 3813],
  ['Breckenridge', 'US', 'Colorado', 'Breckenridge', 39.4817, -106.0384, 2926, 3914],
  ['Telluride', 'US', 'Colorado', 'Telluride', 37.9375, -107.8123, 2659, 3831],
  ['Steamboat', 'US', 'Colorado', 'Steamboat Springs', 40.4572, -106.8045, 2103, 3221],
  ['Jackson Hole', 'US', 'Wyoming', 'Teton Village', 43.5875, -110.8279, 1924, 3185],
  ['Park City', 'US', 'Utah', 'Park City', 40.6514, -111.508, 2080, 3049],
  ['Alta', 'US', 'Utah', 'Alta', 40.5884, -111.6386, 2600, 3216],
  ['Snowbird', 'US', 'Utah', 'Snowbird', 40.583, -111.6538, 2365, 3353],
  ['Big Sky', 'US', 'Montana', 'Big Sky', 45.2857, -111.4014, 2072, 3403],
  ['Mammoth Mountain', 'US', 'California', 'Mammoth Lakes', 37.6308, -119.0326, 2424, 3369],
  ['Palisades Tahoe', 'US', 'California', 'Olympic Valley', 39.197, -120.2357, 1890, 2760],
  ['Stowe', 'US', 'Vermont', 'Stowe', 44.5303, -72.7814, 390, 1339],
  ['Killington', 'US', 'Vermont', 'Killington', 43.6045, -72.8201, 355, 1293],
  ['Sun Valley', 'US', 'Idaho', 'Ketchum', 43.6971, -114.3517, 1752, 2789],
  ['Taos Ski Valley', 'US', 'New Mexico', 'Taos Ski Valley', 36.596, -105.4545, 2804, 3804],
  // Canada
  ['Whistler Blackcomb', 'CA', 'British Columbia', 'Whistler', 50.1163, -122.9574, 675, 2284],
  ['Revelstoke Mountain Resort', 'CA', 'British Columbia', 'Revelstoke', 50.9581, -118.1631, 512, 2225],
  ['Big White', 'CA', 'British Columbia', 'Kelowna', 49.7167, -118.9333, 1508, 2319],
  ['Sun Peaks', 'CA', 'British Columbia', 'Sun Peaks', 50.8833, -119.8833, 1255, 2080],
  ['Fernie Alpine Resort', 'CA', 'British Columbia', 'Fernie', 49.4628, -115.0872, 1068, 1926],
  ['Banff Sunshine', 'CA', 'Alberta', 'Banff', 51.0783, -115.7731, 1660, 2730],
  ['Lake Louise', 'CA', 'Alberta', 'Lake Louise', 51.4419, -116.1622, 1646, 2637],
  ['Mont-Tremblant', 'CA', 'Québec', 'Mont-Tremblant', 46.2094, -74.5847, 265, 875, QC],
  ['Mont-Sainte-Anne', 'CA', 'Québec', 'Beaupré', 47.0753, -70.9047, 175, 800, QC],
  // Japan
  ['Niseko United', 'JP', 'Hokkaidō', 'Kutchan', 42.8625, 140.6987, 255, 1200, { languages: ['ja', 'en'], localName: 'ニセコ' }],
  ['Furano', 'JP', 'Hokkaidō', 'Furano', 43.3311, 142.3544, 245, 1209, { localName: '富良野' }],
  ['Rusutsu', 'JP', 'Hokkaidō', 'Rusutsu', 42.7481, 140.8917, 400, 994, { localName: 'ルスツ' }],
  ['Hakuba Happo-one', 'JP', 'Nagano', 'Hakuba', 36.6983, 137.8322, 760, 1831, { localName: '白馬八方尾根' }],
  ['Nozawa Onsen', 'JP', 'Nagano', 'Nozawaonsen', 36.9228, 138.4467, 565, 1650, { localName: '野沢温泉' }],
  ['Shiga Kogen', 'JP', 'Nagano', 'Yamanouchi', 36.7, 138.5167, 1340, 2307, { localName: '志賀高原' }],
  ['Zao Onsen', 'JP', 'Yamagata', 'Yamagata', 38.1667, 140.4167, 780, 1661, { localName: '蔵王温泉' }],
  ['Myoko Kogen', 'JP', 'Niigata', 'Myōkō', 36.89, 138.18, 740, 1855, { localName: '妙高高原' }],
  // Norway
  ['Trysil', 'NO', 'Innlandet', 'Trysil', 61.315, 12.265, 415, 1132],
  ['Hemsedal', 'NO', 'Buskerud', 'Hemsedal', 60.8636, 8.5528, 625, 1450],
  ['Geilo', 'NO', 'Buskerud', 'Geilo', 60.5336, 8.2064, 800, 1178],
  ['Hafjell', 'NO', 'Innlandet', 'Øyer', 61.2331, 10.4383, 195, 1050],
  ['Kvitfjell', 'NO', 'Innlandet', 'Ringebu', 61.465, 10.13, 185, 1030],
  ['Oppdal', 'NO', 'Trøndelag', 'Oppdal', 62.5939, 9.6911, 545, 1300],
  // Sweden
  ['Åre', 'SE', 'Jämtland', 'Åre', 63.399, 13.0815, 380, 1274],
  ['Sälen', 'SE', 'Dalarna', 'Sälen', 61.1586, 13.2636, 360, 920],
  ['Vemdalen', 'SE', 'Jämtland', 'Vemdalen', 62.4472, 13.8667, 580, 1100],
  ['Idre Fjäll', 'SE', 'Dalarna', 'Idre', 61.89, 12.85, 590, 890],
  ['Riksgränsen', 'SE', 'Norrbotten', 'Riksgränsen', 68.4283, 18.1267, 500, 909],
  ['Hemavan', 'SE', 'Västerbotten', 'Hemavan', 65.8167, 15.0833, 450, 1132],
  // Andorra
  ['Grandvalira', 'AD', 'Canillo', 'Soldeu', 42.577, 1.667, 1710, 2640],
  ['Pal Arinsal', 'AD', 'La Massana', 'Arinsal', 42.55, 1.48, 1550, 2560],
  ['Ordino Arcalís', 'AD', 'Ordino', 'Ordino', 42.635, 1.491, 1940, 2625],
  // Spain
  ['Baqueira-Beret', 'ES', 'Cataluña', 'Naut Aran', 42.6983, 0.9333, 1500, 2610, ARAN],
  ['La Molina', 'ES', 'Cataluña', 'Alp', 42.335, 1.94, 1700, 2537, ARAN],
  ['Sierra Nevada', 'ES', 'Andalucía', 'Monachil', 37.0956, -3.3958, 2100, 3300],
  ['Formigal', 'ES', 'Aragón', 'Sallent de Gállego', 42.775, -0.3656, 1510, 2250],
  ['Cerler', 'ES', 'Aragón', 'Benasque', 42.57, 0.54, 1500, 2630],
  ['Candanchú', 'ES', 'Aragón', 'Aísa', 42.7889, -0.5311, 1530, 2400],
  // New Zealand
  ['Coronet Peak', 'NZ', 'Otago', 'Queenstown', -45.0814, 168.7228, 1168, 1649],
  ['The Remarkables', 'NZ', 'Otago', 'Queenstown', -45.05, 168.81, 1600, 1943],
  ['Cardrona', 'NZ', 'Otago', 'Wānaka', -44.8739, 168.95, 1670, 1860],
  ['Treble Cone', 'NZ', 'Otago', 'Wānaka', -44.6333, 168.8833, 1200, 1960],
  ['Mt Hutt', 'NZ', 'Canterbury', 'Methven', -43.4833, 171.5333, 1403, 2086],
  ['Whakapapa', 'NZ', 'Manawatū-Whanganui', 'Ruapehu', -39.23, 175.56, 1630, 2300],
  // Australia
  ['Thredbo', 'AU', 'New South Wales', 'Thredbo', -36.505, 148.3067, 1365, 2037],
  ['Perisher', 'AU', 'New South Wales', 'Jindabyne', -36.4, 148.41, 1605, 2054],
  ['Falls Creek', 'AU', 'Victoria', 'Falls Creek', -36.865, 147.28, 1500, 1842],
  ['Mount Buller', 'AU', 'Victoria', 'Mount Buller', -37.145, 146.44, 1375, 1805],
  // Chile and Argentina
  ['Valle Nevado', 'CL', 'Región Metropolitana', 'Lo Barnechea', -33.3567, -70.2489, 2860, 3670],
  ['La Parva', 'CL', 'Región Metropolitana', 'Lo Barnechea', -33.3317, -70.2917, 2662, 3630],
  ['Portillo', 'CL', 'Valparaíso', 'Los Andes', -32.835, -70.13, 2580, 3322],
  ['Cerro Catedral', 'AR', 'Río Negro', 'San Carlos de Bariloche', -41.1667, -71.45, 1030, 2100],
  ['Las Leñas', 'AR', 'Mendoza', 'Malargüe', -35.15, -70.0833, 2240, 3430],
  ['Chapelco', 'AR', 'Neuquén', 'San Martín de los Andes', -40.16, -71.21, 1250, 1980],
  // Central and Eastern Europe
  ['Kasprowy Wierch', 'PL', 'Małopolskie', 'Zakopane', 49.2319, 19.9817, 1014, 1987],
  ['Szczyrk', 'PL', 'Śląskie', 'Szczyrk', 49.7167, 19.0333, 520, 1257],
  ['Białka Tatrzańska', 'PL', 'Małopolskie', 'Białka Tatrzańska', 49.39, 20.1, 650, 880],
  ['Špindlerův Mlýn', 'CZ', 'Královéhradecký kraj', 'Špindlerův Mlýn', 50.7258, 15.6094, 715, 1310],
  ['Harrachov', 'CZ', 'Liberecký kraj', 'Harrachov', 50.7722, 15.4306, 650, 1020],
  ['Klínovec', 'CZ', 'Karlovarský kraj', 'Loučná pod Klínovcem', 50.3967, 12.9675, 820, 1244],
  ['Bansko', 'BG', 'Blagoevgrad', 'Bansko', 41.8383, 23.4886, 990, 2600, { localName: 'Банско' }],
  ['Borovets', 'BG', 'Sofia Province', 'Samokov', 42.2667, 23.6, 1300, 2560, { localName: 'Боровец' }],
  ['Pamporovo', 'BG', 'Smolyan', 'Pamporovo', 41.65, 24.69, 1450, 1926, { localName: 'Пампорово' }],
  // United Kingdom
  ['Cairngorm Mountain', 'GB', 'Scotland', 'Aviemore', 57.1333, -3.6667, 550, 1097],
  ['Glencoe Mountain', 'GB', 'Scotland', 'Glencoe', 56.63, -4.83, 305, 1108],
];

export const RESORT_CATALOG: readonly CatalogResort[] = ROWS.map(
  ([name, country, region, town, lat, lng, baseElevation, summitElevation, extra]) => {
    const profile = countryProfile(country);
    return Object.freeze({
      name, country, region, town, lat, lng, baseElevation, summitElevation,
      currency: profile.currency,
      languages: Object.freeze(extra?.languages ?? [...profile.languages]),
      localName: extra?.localName ?? null,
    });
  },
);
