/**
 * How schools describe themselves, in their own language: an introduction
 * ({name}, {resort}, {year} founded), a line about what this kind of school
 * offers, and a practical closing line. A sentence that says more than the
 * school type guarantees lists its claims after the text and is only used
 * where they hold; every list keeps at least one sentence without claims.
 */
import type { SchoolTypeSlug } from './school-attributes.js';
import type { Claim } from './school-claims.js';

export type Sentence = string | readonly [text: string, ...claims: Claim[]];

export interface DescriptionStyle {
  intros: readonly Sentence[];
  offers: Readonly<Record<SchoolTypeSlug, readonly Sentence[]>>;
  closings: readonly Sentence[];
}

export const DESCRIPTION_STYLES: Readonly<Record<string, DescriptionStyle>> = {
  fr: {
    intros: [
      ['{name} accueille skieurs et snowboarders à {resort} depuis {year}.', 'ski', 'snowboard'],
      '{name} enseigne la glisse à {resort} depuis {year}.',
      'Fondée en {year}, {name} partage sa passion de la montagne à {resort}.',
      ['À {resort}, {name} propose des cours adaptés à chacun, du premier virage au hors-piste.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Cours collectifs et leçons particulières pour enfants et adultes, tous niveaux.', 'all-levels'], 'Cours collectifs et leçons particulières pour enfants et adultes.'],
      'private-instructor': ['Leçons particulières sur mesure, à la demi-journée ou à la journée.'],
      'kids-club': ['Nos moniteurs accueillent les enfants dès 3 ans dans un jardin des neiges sécurisé.'],
      'guiding-company': ['Nos guides de haute montagne vous emmènent en hors-piste et en ski de randonnée en toute sécurité.'],
      'snowboard-school': [['Du premier ride au snowpark, nos moniteurs partagent leur passion du snowboard.', 'beginner', 'freestyle'], 'Nos moniteurs partagent leur passion du snowboard à chaque leçon.'],
      'adaptive-school': ['Handiski, tandemski et dualski : la montagne accessible à tous, avec du matériel adapté.'],
    },
    closings: ['Réservation en ligne, rendez-vous au pied des pistes.', ['Cours possibles en plusieurs langues.', 'several-languages'], 'Location de matériel possible sur demande.'],
  },
  de: {
    intros: [
      ['{name} unterrichtet seit {year} Skifahrer und Snowboarder in {resort}.', 'ski', 'snowboard'],
      '{name} unterrichtet seit {year} in {resort}.',
      'Seit {year} ist {name} Ihr Partner für Schneesport in {resort}.',
      ['In {resort} bietet {name} Kurse für jedes Können, vom ersten Schwung bis zum Tiefschnee.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Gruppenkurse und Privatstunden für Kinder und Erwachsene, für Anfänger bis Könner.', 'all-levels'], 'Gruppenkurse und Privatstunden für Kinder und Erwachsene.'],
      'private-instructor': ['Individueller Privatunterricht, stunden- oder tageweise buchbar.'],
      'kids-club': ['Unsere Skilehrerinnen und Skilehrer betreuen Kinder ab 3 Jahren im eigenen Kinderland.'],
      'guiding-company': ['Staatlich geprüfte Bergführer begleiten Sie sicher bei Freeride- und Skitouren.'],
      'snowboard-school': [['Vom ersten Turn bis in den Funpark: Snowboardkurse mit Leidenschaft.', 'beginner', 'freestyle'], 'Snowboardkurse mit Leidenschaft, in der Gruppe oder privat.'],
      'adaptive-school': ['Monoski, Biski und Begleitung: Schneesport für Menschen mit Behinderung.'],
    },
    closings: ['Treffpunkt direkt an der Talstation.', ['Unterricht in mehreren Sprachen möglich.', 'several-languages'], 'Leihausrüstung auf Anfrage.'],
  },
  it: {
    intros: [
      ['{name} insegna a sciare a {resort} dal {year}.', 'ski'],
      '{name} insegna sulle piste di {resort} dal {year}.',
      ['Dal {year}, {name} accompagna sciatori e snowboarder sulle piste di {resort}.', 'ski', 'snowboard'],
      ['A {resort}, {name} offre lezioni per tutti i livelli, dalla prima curva al fuoripista.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Corsi collettivi e lezioni private per bambini e adulti, per tutti i livelli.', 'all-levels'], 'Corsi collettivi e lezioni private per bambini e adulti.'],
      'private-instructor': ['Lezioni private su misura, a ore o a giornata.'],
      'kids-club': ['I nostri maestri accolgono i bambini dai 3 anni in un parco neve protetto.'],
      'guiding-company': ['Le nostre guide alpine vi accompagnano in sicurezza nel fuoripista e nello scialpinismo.'],
      'snowboard-school': [['Dalla prima curva allo snowpark: corsi di snowboard con maestri appassionati.', 'beginner', 'freestyle'], 'Corsi di snowboard con maestri appassionati, collettivi o privati.'],
      'adaptive-school': ['Monosci, dualski e accompagnamento: la neve accessibile a tutti.'],
    },
    closings: ['Ritrovo alla partenza degli impianti.', ['Lezioni disponibili in diverse lingue.', 'several-languages'], 'Noleggio attrezzatura su richiesta.'],
  },
  en: {
    intros: [
      ['{name} has been teaching skiers and snowboarders in {resort} since {year}.', 'ski', 'snowboard'],
      '{name} has been teaching in {resort} since {year}.',
      'Founded in {year}, {name} offers lessons across the whole of {resort}.',
      ['In {resort}, {name} teaches every level, from first turns to off-piste.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Group and private lessons for children and adults of all abilities.', 'all-levels'], 'Group and private lessons for children and adults.'],
      'private-instructor': ['Tailor-made private lessons by the hour or by the day.'],
      'kids-club': ['Our instructors welcome children from age 3 in a dedicated snow garden.'],
      'guiding-company': ['Our certified mountain guides lead off-piste and ski touring days safely.'],
      'snowboard-school': [['From first turns to the terrain park, lessons from riders who love it.', 'beginner', 'freestyle'], 'Snowboard lessons from riders who love it.'],
      'adaptive-school': ['Sit-skis, bi-skis and guided skiing: the mountain is for everyone.'],
    },
    closings: ['Book online and meet us at the base of the lifts.', ['Lessons are available in several languages.', 'several-languages'], 'Equipment rental available on request.'],
  },
  ja: {
    intros: [
      ['{name}は{year}年から{resort}でスキーとスノーボードのレッスンを行っています。', 'ski', 'snowboard'],
      '{name}は{year}年から{resort}でレッスンを行っています。',
      '{year}年創業の{name}は、{resort}のゲレンデで皆さまをお迎えします。',
      ['{resort}の{name}では、初めての方から上級者まで楽しめるレッスンをご用意しています。', 'all-levels'],
    ],
    offers: {
      'ski-school': ['お子さまから大人まで、グループレッスンとプライベートレッスンがあります。'],
      'private-instructor': ['時間単位・一日単位で選べるプライベートレッスンです。'],
      'kids-club': ['3歳からのお子さま向けキッズレッスンを専用エリアで開催しています。'],
      'guiding-company': ['経験豊富な山岳ガイドがバックカントリーとスキーツアーを安全にご案内します。'],
      'snowboard-school': [['初めてのターンからパークまで、スノーボードの楽しさをお伝えします。', 'beginner', 'freestyle'], 'スノーボードの楽しさをお伝えします。'],
      'adaptive-school': ['チェアスキーなど専用の用具で、どなたでも雪山を楽しめます。'],
    },
    closings: ['オンラインで予約できます。', ['英語でのレッスンも可能です。', 'english'], ['複数の言語でレッスンを受けられます。', 'several-languages'], 'レンタル用品もご用意しています。'],
  },
  no: {
    intros: [
      ['{name} har undervist skiløpere og snowboardere i {resort} siden {year}.', 'ski', 'snowboard'],
      '{name} har holdt kurs i {resort} siden {year}.',
      ['Siden {year} har {name} tilbudt skikurs i {resort}.', 'ski'],
      ['I {resort} tilbyr {name} kurs for alle nivåer, fra de første svingene til offpist.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Gruppekurs og privattimer for barn og voksne på alle nivåer.', 'all-levels'], 'Gruppekurs og privattimer for barn og voksne.'],
      'private-instructor': ['Skreddersydde privattimer, per time eller per dag.'],
      'kids-club': ['Våre instruktører tar imot barn fra 3 år i eget barneområde.'],
      'guiding-company': ['Sertifiserte fjellførere tar deg trygt med på offpist og topptur.'],
      'snowboard-school': [['Fra første sving til parken: snowboardkurs med engasjerte instruktører.', 'beginner', 'freestyle'], 'Snowboardkurs med engasjerte instruktører.'],
      'adaptive-school': ['Sitski og tilpasset utstyr: fjellet er for alle.'],
    },
    closings: ['Bestill på nett, oppmøte ved heisen.', ['Vi underviser på flere språk.', 'several-languages'], 'Utleie av utstyr på forespørsel.'],
  },
  sv: {
    intros: [
      ['{name} har lärt ut skidåkning och snowboard i {resort} sedan {year}.', 'ski', 'snowboard'],
      '{name} har hållit lektioner i {resort} sedan {year}.',
      ['Sedan {year} erbjuder {name} skidlektioner i {resort}.', 'ski'],
      ['I {resort} erbjuder {name} lektioner för alla nivåer, från första svängen till offpist.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Grupplektioner och privatlektioner för barn och vuxna på alla nivåer.', 'all-levels'], 'Grupplektioner och privatlektioner för barn och vuxna.'],
      'private-instructor': ['Skräddarsydda privatlektioner per timme eller per dag.'],
      'kids-club': ['Våra instruktörer tar emot barn från 3 år i ett eget barnområde.'],
      'guiding-company': ['Certifierade fjällguider tar dig säkert med på offpist och topptur.'],
      'snowboard-school': [['Från första svängen till parken: snowboardlektioner med engagerade instruktörer.', 'beginner', 'freestyle'], 'Snowboardlektioner med engagerade instruktörer.'],
      'adaptive-school': ['Sitski och anpassad utrustning: fjället är till för alla.'],
    },
    closings: ['Boka på nätet, samling vid liften.', ['Vi undervisar på flera språk.', 'several-languages'], 'Uthyrning av utrustning på begäran.'],
  },
  ca: {
    intros: [
      ['{name} ensenya a esquiar a {resort} des de {year}.', 'ski'],
      '{name} fa classes a {resort} des de {year}.',
      ['Des de {year}, {name} acompanya esquiadors i surfistes de neu a les pistes de {resort}.', 'ski', 'snowboard'],
      ['A {resort}, {name} ofereix classes per a tots els nivells, des del primer gir fins al fora pista.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Cursets col·lectius i classes particulars per a nens i adults de tots els nivells.', 'all-levels'], 'Cursets col·lectius i classes particulars per a nens i adults.'],
      'private-instructor': ['Classes particulars a mida, per hores o per dies.'],
      'kids-club': ['Els nostres monitors acullen els infants a partir de 3 anys en un jardí de neu.'],
      'guiding-company': ["Els nostres guies de muntanya us acompanyen amb seguretat en el fora pista i l'esquí de muntanya."],
      'snowboard-school': [["Del primer gir fins a l'snowpark: classes de snowboard amb monitors apassionats.", 'beginner', 'freestyle'], 'Classes de snowboard amb monitors apassionats.'],
      'adaptive-school': ['Esquí adaptat amb material específic: la muntanya és per a tothom.'],
    },
    closings: ['Reserva en línia i trobada al peu de les pistes.', ['Classes en diversos idiomes.', 'several-languages'], 'Lloguer de material a petició.'],
  },
  es: {
    intros: [
      ['{name} enseña a esquiar en {resort} desde {year}.', 'ski'],
      '{name} da clases en {resort} desde {year}.',
      ['Desde {year}, {name} acompaña a esquiadores y snowboarders en las pistas de {resort}.', 'ski', 'snowboard'],
      ['En {resort}, {name} ofrece clases para todos los niveles, desde el primer giro hasta el fuera de pista.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Cursillos colectivos y clases particulares para niños y adultos de todos los niveles.', 'all-levels'], 'Cursillos colectivos y clases particulares para niños y adultos.'],
      'private-instructor': ['Clases particulares a medida, por horas o por días.'],
      'kids-club': ['Nuestros profesores reciben a los niños a partir de 3 años en un jardín de nieve.'],
      'guiding-company': ['Nuestros guías de montaña le acompañan con seguridad en fuera de pista y esquí de travesía.'],
      'snowboard-school': [['Del primer giro al snowpark: clases de snowboard con profesores apasionados.', 'beginner', 'freestyle'], 'Clases de snowboard con profesores apasionados.'],
      'adaptive-school': ['Esquí adaptado con material específico: la montaña es para todos.'],
    },
    closings: ['Reserva en línea y punto de encuentro al pie de las pistas.', ['Clases disponibles en varios idiomas.', 'several-languages'], 'Alquiler de material bajo petición.'],
  },
  pl: {
    intros: [
      ['{name} uczy jazdy na nartach i snowboardzie w ośrodku {resort} od {year} roku.', 'ski', 'snowboard'],
      '{name} prowadzi zajęcia w ośrodku {resort} od {year} roku.',
      'Od {year} roku {name} zaprasza na lekcje w ośrodku {resort}.',
      ['W ośrodku {resort} {name} prowadzi zajęcia na każdym poziomie, od pierwszych skrętów po jazdę poza trasą.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Zajęcia grupowe i lekcje indywidualne dla dzieci i dorosłych na wszystkich poziomach.', 'all-levels'], 'Zajęcia grupowe i lekcje indywidualne dla dzieci i dorosłych.'],
      'private-instructor': ['Lekcje indywidualne dopasowane do potrzeb, na godziny lub na cały dzień.'],
      'kids-club': ['Nasi instruktorzy przyjmują dzieci od 3 lat w specjalnym przedszkolu narciarskim.'],
      'guiding-company': ['Licencjonowani przewodnicy bezpiecznie poprowadzą Cię poza trasy i na skitury.'],
      'snowboard-school': [['Od pierwszego skrętu po snowpark: lekcje snowboardu z pasją.', 'beginner', 'freestyle'], 'Lekcje snowboardu z pasją, w grupie lub indywidualnie.'],
      'adaptive-school': ['Narciarstwo adaptacyjne ze specjalistycznym sprzętem: góry dla wszystkich.'],
    },
    closings: ['Rezerwacja online, zbiórka przy dolnej stacji wyciągu.', ['Prowadzimy zajęcia w kilku językach.', 'several-languages'], 'Wypożyczenie sprzętu na życzenie.'],
  },
  cs: {
    intros: [
      ['{name} učí lyžování a snowboarding ve středisku {resort} od roku {year}.', 'ski', 'snowboard'],
      '{name} vede kurzy ve středisku {resort} od roku {year}.',
      'Od roku {year} nabízí {name} výuku ve středisku {resort}.',
      ['Ve středisku {resort} nabízí {name} kurzy pro všechny úrovně, od prvních oblouků po jízdu mimo sjezdovky.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Skupinové kurzy a soukromé lekce pro děti i dospělé všech úrovní.', 'all-levels'], 'Skupinové kurzy a soukromé lekce pro děti i dospělé.'],
      'private-instructor': ['Soukromé lekce na míru, na hodiny nebo na celý den.'],
      'kids-club': ['Naši instruktoři se věnují dětem od 3 let v dětském parku.'],
      'guiding-company': ['Certifikovaní horští vůdci vás bezpečně provedou mimo sjezdovky i na skialpových túrách.'],
      'snowboard-school': [['Od prvního oblouku po snowpark: výuka snowboardingu s nadšením.', 'beginner', 'freestyle'], 'Výuka snowboardingu s nadšením, ve skupině i individuálně.'],
      'adaptive-school': ['Lyžování pro handicapované se speciálním vybavením: hory pro všechny.'],
    },
    closings: ['Rezervace online, sraz u dolní stanice lanovky.', ['Výuka je možná v několika jazycích.', 'several-languages'], 'Půjčovna vybavení na vyžádání.'],
  },
  bg: {
    intros: [
      ['{name} обучава скиори и сноубордисти в {resort} от {year} г.', 'ski', 'snowboard'],
      '{name} провежда уроци в {resort} от {year} г.',
      ['От {year} г. {name} предлага уроци по ски и сноуборд в {resort}.', 'ski', 'snowboard'],
      ['В {resort} {name} предлага уроци за всички нива – от първите завои до каране извън пистите.', 'all-levels', 'freeride'],
    ],
    offers: {
      'ski-school': [['Групови и индивидуални уроци за деца и възрастни от всички нива.', 'all-levels'], 'Групови и индивидуални уроци за деца и възрастни.'],
      'private-instructor': ['Индивидуални уроци по поръчка, на час или за цял ден.'],
      'kids-club': ['Нашите инструктори посрещат деца от 3-годишна възраст в детска ски градина.'],
      'guiding-company': ['Сертифицирани планински водачи ще ви придружат безопасно извън пистите и при ски туринг.'],
      'snowboard-school': [['От първия завой до сноупарка: уроци по сноуборд със страст.', 'beginner', 'freestyle'], 'Уроци по сноуборд със страст.'],
      'adaptive-school': ['Адаптивно ски със специално оборудване: планината е за всички.'],
    },
    closings: ['Онлайн резервация, среща в долната станция на лифта.', ['Провеждаме уроци на няколко езика.', 'several-languages'], 'Наем на екипировка при поискване.'],
  },
};
