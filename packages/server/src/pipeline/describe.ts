// The local provider's descriptions: written prose in the record's language (English, German, French and
// Spanish frames; in another language the record's own sentences only) and in the company's tone, built only from what was read. Facts are phrased per property
// ('It weighs 4.41 lb and runs on 18 V.', 'Das Gewicht beträgt 2 kg.', 'Ce produit pèse 1,2 kg.'), with their
// text as given (a number is never computed); informative sentences of the description are reused verbatim,
// hype and identifiers left out; safety, allergen and regulatory lines are kept verbatim at the end.
import { functionWordLanguage } from './language';
import { isAcronym, ownCasing } from './names';
import { splitSentences } from './sentences';

/** One fact to state: the property it is, the company's label of the field, and the value as people write it. */
export interface DescriptionFact {
  /** An id: 'weight', 'voltage', 'power', 'cord_length', 'dimensions', 'color', 'material', 'warranty', … */
  property: string;
  /** The company's display name of the field ('Weight (lbs)', 'Gewicht (kg)'). */
  label: string;
  /** The value as people write it ('4.41 lb', '18 V', 'Black', 'Steel, Plastic'). */
  text: string;
}

export type DescribeTone = 'professional' | 'technical' | 'marketing' | 'casual';

export interface DescribeInput {
  name: string;
  brand: string | null;
  /** The language to write in (BCP 47: 'en', 'de-DE', 'fr', 'es'). */
  language: string;
  tone: DescribeTone;
  /** The description as read (the input's first). */
  details: string | null;
  /** In the order to state them (the caller puts focused ones first). */
  facts: readonly DescriptionFact[];
  maxWords?: number | null;
  maxChars?: number | null;
  /** Properties (or labels) the instructions ask to mention: stated first, in the short description too. */
  mention?: readonly string[] | null;
}

export interface Described {
  short: string;
  long: string;
  /** A verbatim substring of details (or the name) the texts rest on. */
  quote: string;
  /** Safety, allergen and regulatory lines kept verbatim (at the end of the long description). */
  kept: string[];
  /** The language the descriptions are written in. */
  language: string;
  /** What the reviewer should know: a language without frames, limits that could not hold. */
  notes: string[];
}

/** The longest short description (characters). */
export const SHORT_MAX = 200;

type Lang = 'en' | 'de' | 'fr' | 'es';
const FRAMED: readonly Lang[] = ['en', 'de', 'fr', 'es'];
const LANGUAGE_NAMES: Record<string, string> = {
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
};

// ---------------------------------------------------------------------------------------------------------
// What each property is called, and how a sentence states it, per language.

type Gender = 'm' | 'f' | 'n' | 'pl';
interface Words {
  /** English: a predicate after the subject ('weighs {t}'), and the noun ('weight'). */
  en: [verb: string | null, noun: string];
  /** German: the noun, its gender, and the verb of 'Das Gewicht beträgt 2 kg' ('ist' for text values). */
  de: [noun: string, gender: Gender, verb?: 'ist'];
  /** French: predicate ('pèse {t}'), noun, gender. */
  fr: [verb: string | null, noun: string, gender: Gender];
  /** Spanish: predicate ('pesa {t}'), noun, gender. */
  es: [verb: string | null, noun: string, gender: Gender];
  /** A text property ('Black', 'Steel'): never in a list of measures ('a weight of …'). */
  text?: true;
}

const PROPERTIES: Record<string, Words> = {
  weight: {
    en: ['weighs {t}', 'weight'],
    de: ['Gewicht', 'n'],
    fr: ['pèse {t}', 'poids', 'm'],
    es: ['pesa {t}', 'peso', 'm'],
  },
  load_capacity: {
    en: ['has a load capacity of {t}', 'load capacity'],
    de: ['Tragfähigkeit', 'f'],
    fr: ['a une capacité de charge de {t}', 'capacité de charge', 'f'],
    es: ['tiene una capacidad de carga de {t}', 'capacidad de carga', 'f'],
  },
  capacity: {
    en: ['holds {t}', 'capacity'],
    de: ['Fassungsvermögen', 'n'],
    fr: ['a une contenance de {t}', 'contenance', 'f'],
    es: ['tiene una capacidad de {t}', 'capacidad', 'f'],
  },
  volume: {
    en: ['has a volume of {t}', 'volume'],
    de: ['Volumen', 'n'],
    fr: ['a un volume de {t}', 'volume', 'm'],
    es: ['tiene un volumen de {t}', 'volumen', 'm'],
  },
  cord_length: {
    en: ['has {a} {t} cord', 'cord length'],
    de: ['Kabellänge', 'f'],
    fr: ["dispose d'un cordon de {t}", 'longueur du cordon', 'f'],
    es: ['tiene un cable de {t}', 'longitud del cable', 'f'],
  },
  hose_length: {
    en: ['has {a} {t} hose', 'hose length'],
    de: ['Schlauchlänge', 'f'],
    fr: ["dispose d'un tuyau de {t}", 'longueur du tuyau', 'f'],
    es: ['tiene una manguera de {t}', 'longitud de la manguera', 'f'],
  },
  diameter: {
    en: ['has a diameter of {t}', 'diameter'],
    de: ['Durchmesser', 'm'],
    fr: ['a un diamètre de {t}', 'diamètre', 'm'],
    es: ['tiene un diámetro de {t}', 'diámetro', 'm'],
  },
  blade_size: {
    en: ['takes {a} {t} blade', 'blade size'],
    de: ['Blattgröße', 'f'],
    fr: ['accepte une lame de {t}', 'taille de lame', 'f'],
    es: ['admite una hoja de {t}', 'tamaño de hoja', 'm'],
  },
  screen_size: {
    en: ['has {a} {t} screen', 'screen size'],
    de: ['Bildschirmdiagonale', 'f'],
    fr: ["est doté d'un écran de {t}", "taille d'écran", 'f'],
    es: ['tiene una pantalla de {t}', 'tamaño de pantalla', 'm'],
  },
  width: {
    en: ['is {t} wide', 'width'],
    de: ['Breite', 'f'],
    fr: ['mesure {t} de large', 'largeur', 'f'],
    es: ['mide {t} de ancho', 'anchura', 'f'],
  },
  height: {
    en: ['is {t} high', 'height'],
    de: ['Höhe', 'f'],
    fr: ['mesure {t} de haut', 'hauteur', 'f'],
    es: ['mide {t} de alto', 'altura', 'f'],
  },
  depth: {
    en: ['is {t} deep', 'depth'],
    de: ['Tiefe', 'f'],
    fr: ['mesure {t} de profondeur', 'profondeur', 'f'],
    es: ['mide {t} de profundidad', 'profundidad', 'f'],
  },
  thickness: {
    en: ['is {t} thick', 'thickness'],
    de: ['Stärke', 'f'],
    fr: ['a une épaisseur de {t}', 'épaisseur', 'f'],
    es: ['tiene un espesor de {t}', 'espesor', 'm'],
  },
  length: {
    en: ['is {t} long', 'length'],
    de: ['Länge', 'f'],
    fr: ['mesure {t} de long', 'longueur', 'f'],
    es: ['mide {t} de largo', 'longitud', 'f'],
  },
  dimensions: {
    en: ['measures {t}', 'dimensions'],
    de: ['Abmessungen', 'pl'],
    fr: ['mesure {t}', 'dimensions', 'pl'],
    es: ['mide {t}', 'dimensiones', 'pl'],
  },
  cross_section: {
    en: ['has a cross-section of {t}', 'cross-section'],
    de: ['Querschnitt', 'm'],
    fr: ['a une section de {t}', 'section', 'f'],
    es: ['tiene una sección de {t}', 'sección', 'f'],
  },
  coverage: {
    en: ['covers {t}', 'coverage'],
    de: ['Ergiebigkeit', 'f'],
    fr: ['couvre {t}', 'rendement', 'm'],
    es: ['cubre {t}', 'rendimiento', 'm'],
  },
  voltage: {
    en: ['runs on {t}', 'voltage'],
    de: ['Spannung', 'f'],
    fr: ['fonctionne sous {t}', 'tension', 'f'],
    es: ['funciona con {t}', 'voltaje', 'm'],
  },
  power: {
    en: ['is rated at {t}', 'power rating'],
    de: ['Leistung', 'f'],
    fr: ['offre une puissance de {t}', 'puissance', 'f'],
    es: ['tiene una potencia de {t}', 'potencia', 'f'],
  },
  power_equivalent: {
    en: ['is equivalent to {t}', 'equivalent wattage'],
    de: ['Vergleichsleistung', 'f'],
    fr: ['équivaut à {t}', 'puissance équivalente', 'f'],
    es: ['equivale a {t}', 'potencia equivalente', 'f'],
  },
  current: {
    en: ['draws {t}', 'current'],
    de: ['Stromstärke', 'f'],
    fr: ['consomme {t}', 'intensité', 'f'],
    es: ['consume {t}', 'corriente', 'f'],
  },
  battery_capacity: {
    en: ['has {a} {t} battery', 'battery capacity'],
    de: ['Akkukapazität', 'f'],
    fr: ["dispose d'une batterie de {t}", 'capacité de la batterie', 'f'],
    es: ['tiene una batería de {t}', 'capacidad de la batería', 'f'],
  },
  energy: {
    en: ['stores {t}', 'energy capacity'],
    de: ['Energie', 'f'],
    fr: ['stocke {t}', 'énergie', 'f'],
    es: ['almacena {t}', 'energía', 'f'],
  },
  speed: {
    en: ['runs at {t}', 'speed'],
    de: ['Drehzahl', 'f'],
    fr: ['tourne à {t}', 'vitesse', 'f'],
    es: ['gira a {t}', 'velocidad', 'f'],
  },
  memory: {
    en: ['has {t} of memory', 'memory'],
    de: ['Arbeitsspeicher', 'm'],
    fr: ['dispose de {t} de mémoire', 'mémoire', 'f'],
    es: ['cuenta con {t} de memoria', 'memoria', 'f'],
  },
  storage: {
    en: ['offers {t} of storage', 'storage capacity'],
    de: ['Speicherplatz', 'm'],
    fr: ['offre {t} de stockage', 'capacité de stockage', 'f'],
    es: ['ofrece {t} de almacenamiento', 'almacenamiento', 'm'],
  },
  pressure: {
    en: ['works at {t}', 'pressure'],
    de: ['Druck', 'm'],
    fr: ['fonctionne à {t}', 'pression', 'f'],
    es: ['trabaja a {t}', 'presión', 'f'],
  },
  frequency: {
    en: ['operates at {t}', 'frequency'],
    de: ['Frequenz', 'f'],
    fr: ['fonctionne à {t}', 'fréquence', 'f'],
    es: ['funciona a {t}', 'frecuencia', 'f'],
  },
  brightness: {
    en: ['produces {t}', 'brightness'],
    de: ['Helligkeit', 'f'],
    fr: ['produit {t}', 'luminosité', 'f'],
    es: ['ofrece {t}', 'luminosidad', 'f'],
  },
  temperature: {
    en: ['has a temperature rating of {t}', 'temperature rating'],
    de: ['Temperatur', 'f'],
    fr: ['a une température de {t}', 'température', 'f'],
    es: ['tiene una temperatura de {t}', 'temperatura', 'f'],
  },
  size: {
    en: ['comes in size {t}', 'size'],
    de: ['Größe', 'f', 'ist'],
    fr: ['est proposé en taille {t}', 'taille', 'f'],
    es: ['está disponible en talla {t}', 'talla', 'f'],
    text: true,
  },
  color: {
    en: ['comes in {t}', 'color'],
    de: ['Farbe', 'f', 'ist'],
    fr: ['est proposé en coloris {t}', 'coloris', 'm'],
    es: ['está disponible en color {t}', 'color', 'm'],
    text: true,
  },
  material: {
    en: ['is made of {t}', 'material'],
    de: ['Material', 'n', 'ist'],
    fr: ['est fabriqué en {t}', 'matériau', 'm'],
    es: ['está fabricado en {t}', 'material', 'm'],
    text: true,
  },
  country_of_origin: {
    en: ['is made in {t}', 'country of origin'],
    de: ['Herkunftsland', 'n', 'ist'],
    fr: ['est originaire {de} {t}', "pays d'origine", 'm'],
    es: ['procede de {t}', 'país de origen', 'm'],
    text: true,
  },
  pack_quantity: {
    en: [null, 'pack quantity'],
    de: ['Packungsmenge', 'f'],
    fr: [null, 'quantité par paquet', 'f'],
    es: [null, 'cantidad por paquete', 'f'],
  },
  warranty: {
    en: ['comes with a warranty of {t}', 'warranty'],
    de: ['Garantie', 'f'],
    fr: ["bénéficie d'une garantie de {t}", 'garantie', 'f'],
    es: ['tiene una garantía de {t}', 'garantía', 'f'],
  },
};
/** A warranty written without a number ('Lifetime', 'Limited'): 'comes with a lifetime warranty'. */
const WARRANTY_TEXT: Words = {
  en: ['comes with {a} {t} warranty', 'warranty'],
  de: ['Garantie', 'f', 'ist'],
  fr: ["bénéficie d'une garantie {t}", 'garantie', 'f'],
  es: ['tiene una garantía {t}', 'garantía', 'f'],
  text: true,
};
PROPERTIES.quantity = PROPERTIES.pack_quantity!;
PROPERTIES.colour = PROPERTIES.color!;

/** Properties that identify rather than describe: never stated ('model' only in the technical tone). */
const IDENTIFIERS = new Set(['gtin', 'ean', 'upc', 'sku', 'mpn', 'isbn', 'asin', 'id', 'product_id', 'barcode', 'jan']);
const MODEL_WORD: Record<Lang, string> = { en: 'Model', de: 'Modell', fr: 'modèle', es: 'modelo' };

// ---------------------------------------------------------------------------------------------------------
// Sentences of the description: what is kept verbatim, what is hype, what is informative.

const NOT_LETTER = '(?<![\\p{L}\\p{N}])';
const END_LETTER = '(?![\\p{L}\\p{N}])';
const anyOf = (words: readonly string[], flags = 'iu') =>
  new RegExp(`${NOT_LETTER}(?:${words.join('|')})${END_LETTER}`, flags);

/** Safety, allergen and regulatory statements, kept verbatim. */
const SAFETY: readonly RegExp[] = [
  /^\W*(?:contains|allergens?|allergen information|allergy (?:advice|information)|may contain|warning|caution|danger|notice|attention)\s*[:!]/iu,
  /^\W*(?:CONTAINS|WARNING|CAUTION|DANGER)\b/u,
  /^\W*(?:warning|caution|danger)\b/iu,
  anyOf([
    'may contain',
    'contains\\s+(?:milk|eggs?|fish|shellfish|crustaceans?|tree nuts?|nuts|peanuts?|wheat|soy|soya|sesame|gluten|almonds?|mustard|celery|lupin|sulphites|sulfites|molluscs)',
    'prop(?:osition)?\\.?\\s*65',
    'p65warnings',
    'california to cause',
    '(?:UL|ETL|cUL|CSA|cETL)[- ]?(?:listed|certified|approved)',
    'keep out of (?:the )?reach of children',
    'choking hazard',
    'not suitable for children',
    'for external use only',
    'do not (?:ingest|swallow)',
    '(?:produced|made|manufactured|processed|packed) (?:in a facility|on (?:shared )?equipment)',
    'kann spuren',
    'enthält\\s*:',
    'enthält\\s+(?:milch|eier?|fisch|krebstiere|schalenfrüchte|nüsse|erdnüsse|weizen|gluten|soja|sesam|sellerie|senf|lupinen|weichtiere|mandeln|haselnüsse|sulfite)',
    'allergene',
    'allergiker',
    'achtung',
    'warnhinweis(?:e)?',
    'warnung',
    'vorsicht',
    'gefahr',
    'für kinder unter',
    'außer reichweite von kindern',
    'contient\\s*:',
    'contient\\s+(?:du |de la |des )?(?:lait|œufs?|oeufs?|poisson|crustacés|fruits à coque|arachides?|blé|gluten|soja|sésame|céleri|moutarde|amandes?|noisettes?|sulfites)',
    'peut contenir',
    'allergènes?',
    'avertissement',
    'mise en garde',
    'tenir hors de (?:la )?portée des enfants',
    'contiene\\s*:',
    'contiene\\s+(?:leche|huevos?|pescado|crustáceos|frutos (?:de cáscara|secos)|cacahuetes?|maní|trigo|gluten|soja|sésamo|apio|mostaza|almendras?|avellanas?|sulfitos)',
    'puede contener',
    'alérgenos?',
    'advertencia',
    'precaución',
    'peligro',
    'mantener fuera del alcance de los niños',
  ]),
  /(?<![\p{L}])CE(?:[- ](?:marked|certified|compliant|mark|approved|Kennzeichnung|zertifiziert|conforme|marcado))?(?![\p{L}])(?=.*\b(?:mark|marked|certified|compliant|conform|complies|Kennzeichnung|marquage|marcado|conforme)\b)|(?:conforms?|complies|compliant) (?:to|with) CE\b|(?<![\p{L}])CE(?:-| )(?:marked|certified|compliant|Kennzeichnung)/u,
  /(?<![\p{L}])(?:FCC|RoHS|REACH|FDA)(?:[- ](?:compliant|approved|registered|certified|Part \d+))?(?![\p{L}])(?=.*(?:compliant|approved|registered|certified|complies|conform|Part))/u,
];

/** Allergen statements (mentioned in the short description too). */
const ALLERGEN = anyOf([
  'contains',
  'allergens?',
  'allergen information',
  'allergy',
  'may contain',
  'enthält',
  'kann spuren',
  'allergene',
  'contient',
  'peut contenir',
  'allergènes?',
  'contiene',
  'puede contener',
  'alérgenos?',
]);

/** Hype and unqualified claims: a sentence stating one is left out. */
const HYPE: readonly RegExp[] = [
  anyOf([
    '(?:best|greatest|finest|strongest|fastest|most \\w+)(?: \\w+){0,3} (?:ever|in the world|on the market|of all time|money can buy)',
    'best[- ]ever',
    'the\\s+(?:#\\s?1|number one|no\\.?\\s?1|best)',
    "(?:world|america|europe|britain|amazon|germany|france|spain)['’]?s\\s+(?:#\\s?1|number one|no\\.?\\s?1|best|leading|favou?rite|most)",
    '#\\s?1\\s+(?:rated|selling|seller|best|choice|brand|pick|recommended|in)',
    'number one',
    'miracle',
    'miraculous',
    'revolution(?:ary|ize|ise|izes|ises)',
    'game[- ]?chang(?:er|ing)',
    'guaranteed?\\s+(?:results?|to \\w+|satisfaction)',
    'results? guaranteed',
    'satisfaction guaranteed',
    '(?:clinically|scientifically|medically) (?:proven|tested|shown)',
    'doctor[- ]recommended',
    'unbeatable',
    'unbelievable',
    'incredible',
    'amazing',
    'awesome',
    'life[- ]changing',
    'must[- ]have',
    'second to none',
    'like no other',
    'out of this world',
    'jaw[- ]dropping',
    'mind[- ]blowing',
    'buy now',
    'order (?:now|today)',
    'shop now',
    'add to cart',
    'limited time',
    'act (?:fast|now)',
    "don'?t miss",
    'hurry',
    'while supplies last',
    'free shipping',
    '(?:best|lowest) price',
    '\\d+\\s?% off',
    // German
    'revolution(?:är|är\\w*|aer\\w*)',
    'wunder\\w*',
    'sensationell\\w*',
    'unschlagbar\\w*',
    'unglaublich\\w*',
    '(?:der|die|das) beste\\w*',
    'beste\\w* aller zeiten',
    'garantiert\\w* (?:ergebnis\\w*|erfolg\\w*|wirkung)',
    'klinisch (?:getestet|bewiesen|erwiesen)',
    'jetzt (?:kaufen|bestellen|zugreifen)',
    'nur für kurze zeit',
    'kostenlose\\w* versand',
    // French
    'révolutionnaire\\w*',
    'miracle\\w*',
    'miraculeu\\w*',
    'incroyable\\w*',
    '(?:le|la|les) meilleure?s?',
    'inégalé\\w*',
    'imbattable\\w*',
    'résultats garantis',
    'cliniquement (?:prouvé|testé)\\w*',
    '(?:achetez|commandez) (?:maintenant|dès maintenant)',
    'livraison gratuite',
    // Spanish
    'revolucionari[oa]s?',
    'milagros[oa]s?',
    'increíbles?',
    '(?:el|la|los|las) mejor(?:es)?',
    'inigualable\\w*',
    'imbatible\\w*',
    'resultados garantizados',
    'clínicamente (?:probado|comprobado)\\w*',
    'compra (?:ya|ahora)',
    'envío gratis',
  ]),
  // a superlative with an asterisk ('strongest*', 'clinically proven*')
  /\p{L}\*+(?=[\s.,;:!?)]|$)/u,
];

/** Identifiers: a sentence stating one is left out. */
const IDENTIFIER = anyOf([
  'sku',
  'upc',
  'ean',
  'gtin',
  'mpn',
  'asin',
  'isbn',
  'item\\s*(?:#|no\\.?|number)',
  'part\\s*(?:#|no\\.?|number)',
  'art\\.?-?\\s*nr\\.?',
  'artikelnummer',
  'model\\s*(?:#|no\\.?|number)',
  'réf\\.?',
  'référence',
]);

/** A benefit stated ('ideal for …', 'keeps …', 'so you can …'). */
export const BENEFIT = anyOf([
  'ideal for',
  'perfect for',
  'great for',
  'designed (?:for|to)',
  'made for',
  'helps?',
  'lets you',
  'allows? you',
  'so you can',
  'keeps?',
  'reduces?',
  'prevents?',
  'protects?',
  'saves?',
  'makes? it easy',
  'ideal für',
  'perfekt für',
  'geeignet für',
  'sorgt für',
  'schützt',
  'spart',
  'idéale? pour',
  'parfaite? pour',
  'conçue? pour',
  'permet',
  'protège',
  'ideal para',
  'perfect[oa] para',
  'diseñad[oa] para',
  'permite',
  'protege',
]);

const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D|\u20E3/gu;
const TERMINAL = /[.!?…]["'”»)]*$/u;
const URL = /https?:\/\/|www\./i;

const isSafety = (text: string) => SAFETY.some((p) => p.test(text));
const isHype = (text: string) => HYPE.some((p) => p.test(text));
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const letterWords = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;

/** Whether a sentence shouts: written all in capitals (at least a few words). */
function shouting(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 8 && letterWords(text) >= 2 && letters === letters.toUpperCase();
}

/** Casing of words as the input writes them elsewhere ('Makita', 'LXT', 'Akku'), for recasing a shouted sentence. */
function casingOf(texts: readonly string[]): Map<string, string> {
  const known = new Map<string, string>();
  for (const text of texts.flatMap((t) => t.split(/(?<=[.!?])\s+|\n/))) {
    if (shouting(text)) continue;
    for (const word of text.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? []) {
      const lower = word.toLowerCase();
      if (word !== lower && !known.has(lower)) known.set(lower, word);
    }
  }
  return known;
}

/** A shouted sentence in sentence case: words of the input keep their casing, acronyms their capitals. */
function recaseShouted(text: string, known: Map<string, string>): string {
  let first = true;
  return text.replace(/[\p{L}][\p{L}\p{N}'’-]*/gu, (word) => {
    const lower = word.toLowerCase();
    const cased = ownCasing(word) ?? known.get(lower) ?? (isAcronym(word) ? word : null);
    const out = cased ?? (first ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower);
    first = false;
    return out;
  });
}

/** A sentence of the description made presentable: emojis out, '!!!' a stop, shouting recased. */
function presentable(text: string, known: Map<string, string>): string {
  let out = text
    .replace(EMOJI, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  out = out.replace(/\s*[!]+(?=\s|$)/g, '.').replace(/\.{2,}$/, '.');
  if (shouting(out)) out = recaseShouted(out, known);
  if (!TERMINAL.test(out)) out = `${out}.`;
  return out;
}

interface Piece {
  /** As it stands in the description (verbatim). */
  source: string;
  /** As it is written into a description (emojis and '!!!' out, shouting recased). */
  text: string;
  /** From a bullet list: a feature phrase rather than a sentence. */
  bullet: boolean;
}

/** The description read into kept lines, informative sentences and feature phrases. */
function readDetails(details: string, lang: string, known: Map<string, string>, name: string) {
  const kept: string[] = [];
  const sentences: Piece[] = [];
  const features: Piece[] = [];
  const bulletLines = new Set<number>();
  const lines = details.split(/\r\n|\r|\n/);
  let offset = 0;
  const lineStarts = lines.map((line) => {
    const start = offset;
    offset += line.length + 1;
    return start;
  });
  lines.forEach((line, i) => {
    if (/^\s*(?:[-*•·▪◦●‣–—✓✔]|\d{1,2}[.)])\s+/u.test(line) || /\s[•▪◦●‣·]\s/u.test(line)) bulletLines.add(i);
  });
  const lineOf = (index: number) => {
    let i = 0;
    while (i + 1 < lineStarts.length && lineStarts[i + 1]! <= index) i++;
    return i;
  };
  const nameKey = name.toLowerCase();
  let cursor = 0;
  for (const source of splitSentences(details, lang)) {
    const at = details.indexOf(source, cursor);
    cursor = at >= 0 ? at + source.length : cursor;
    if (isSafety(source)) {
      if (!kept.includes(source)) kept.push(source);
      continue;
    }
    const words = letterWords(source);
    if (words === 0 || isHype(source) || IDENTIFIER.test(source) || /\d{8,}/.test(source) || URL.test(source)) continue;
    if (/\?["'”»)]*$/.test(source) || source.toLowerCase() === nameKey) continue;
    const bullet = at >= 0 && bulletLines.has(lineOf(at)) && !TERMINAL.test(source) && wordCount(source) <= 12;
    // 'Weight: 3.2 lbs' is a fact (stated from the facts); 'Note: the battery is not included.' a sentence.
    const label = /^[^:]{1,40}:\s*(.*)$/.exec(source);
    if (label && wordCount(label[1]!) < 5) continue;
    if (bullet) {
      if (words >= 1 && source.length <= 120) features.push({ source, text: source.replace(EMOJI, '').trim(), bullet });
      continue;
    }
    if (words < 3 || source.length > 400) continue;
    sentences.push({ source, text: presentable(source, known), bullet: false });
  }
  return { kept, sentences, features };
}

// ---------------------------------------------------------------------------------------------------------
// Phrasing.

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A sentence from a clause: a capital first and one final stop ('… 1/2 in.' + '.' is one stop). */
const sentence = (s: string) => {
  const t = capitalFirst(s.trim().replace(/\s{2,}/g, ' '));
  return TERMINAL.test(t) ? t : `${t}.`;
};
/** A name or a value inside a sentence: without its final stop when a stop follows. */
const bare = (s: string) => s.replace(/[.!?]+$/, '');

/** 'a' or 'an' before a word or a number ('an 18 V battery', 'an 8 ft cord', 'a 6 ft cord'). */
function article(next: string): string {
  if (/^(?:8|1[18](?!\d)|1[18]\d{2}(?!\d))/.test(next)) return 'an';
  if (/^(?:uni|use|usu|eu|one|once)/i.test(next)) return 'a';
  if (/^(?:[aeiou]|hour|honest|LED|MP|SD|HD|AC)/i.test(next)) return 'an';
  return 'a';
}

/** Joins items: 'a, b and c' in the language. */
function list(items: readonly string[], lang: Lang): string {
  const and = { en: 'and', de: 'und', fr: 'et', es: 'y' }[lang];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A text value in running prose: 'Steel, Plastic' → 'steel and plastic' (German nouns keep their capital). */
function proseValue(text: string, lang: Lang): string {
  if (/\d/.test(text)) return text;
  const parts = text.split(/\s*[,/;]\s*|\s+&\s+/).filter(Boolean);
  const cased = parts.map((part) => {
    const letters = part.replace(/[^\p{L}]/gu, '');
    const words = part.split(/\s+/);
    if (words.some((w) => isAcronym(w) || ownCasing(w))) return part;
    if (lang === 'de')
      return letters === letters.toUpperCase() && letters.length > 3 ? capitalFirst(part.toLowerCase()) : part;
    const simple = words.every((w) => /^\p{Lu}?[\p{Ll}'’-]*$/u.test(w) || (w === w.toUpperCase() && w.length > 3));
    return simple ? part.toLowerCase() : part;
  });
  return list(cased, lang);
}

/** A fact's value as stated: a bare number takes the unit its label names ('4.41' + 'Weight (lbs)' → '4.41 lbs'). */
function factValue(fact: DescriptionFact): string {
  const text = fact.text.trim().replace(/\s{2,}/g, ' ');
  const unit = /\(([^()]{1,8})\)\s*$/.exec(fact.label)?.[1]?.trim();
  if (unit && /^-?\d+(?:[.,]\d+)?$/.test(text) && /^[\p{L}°%"'″]+(?:\/[\p{L}]+)?$/u.test(unit))
    return `${text} ${unit}`;
  return text;
}

/** A company label as a noun in prose: 'Blade Size (in)' → 'blade size' (German keeps its capitals). */
function labelNoun(label: string, lang: Lang): string {
  const plain = label
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[_:]+/g, ' ')
    .trim();
  if (lang === 'de') return plain;
  return plain
    .split(/\s+/)
    .map((w) => (isAcronym(w) || ownCasing(w) || /\p{Ll}\p{Lu}/u.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

const DE_DEF: Record<Gender, string> = { m: 'der', f: 'die', n: 'das', pl: 'die' };
const DE_ACC: Record<Gender, string> = { m: 'einen', f: 'eine', n: 'ein', pl: '' };
const DE_DAT: Record<Gender, string> = { m: 'einem', f: 'einer', n: 'einem', pl: '' };
const FR_DEF: Record<Gender, string> = { m: 'le', f: 'la', n: 'le', pl: 'les' };
const FR_INDEF: Record<Gender, string> = { m: 'un', f: 'une', n: 'un', pl: 'des' };
const ES_DEF: Record<Gender, string> = { m: 'el', f: 'la', n: 'el', pl: 'las' };
const ES_INDEF: Record<Gender, string> = { m: 'un', f: 'una', n: 'un', pl: 'unas' };
const vowel = (s: string) => /^[aeiouyhàâäéèêëîïôöûüœ]/iu.test(s);
const frDef = (noun: string, g: Gender) => (g !== 'pl' && vowel(noun) ? `l'${noun}` : `${FR_DEF[g]} ${noun}`);
const frOf = (word: string) => (vowel(word) ? `d'${word}` : `de ${word}`);

/** A fact ready to phrase. */
interface Stated {
  fact: DescriptionFact;
  words: Words | null;
  value: string;
  /** A measure (has a number) of a measure property: can stand in a list ('a weight of 4.41 lb'). */
  measure: boolean;
}

function stated(fact: DescriptionFact, lang: Lang): Stated {
  const raw = factValue(fact);
  const property = fact.property.toLowerCase();
  const words = property === 'warranty' && !/\d/.test(raw) ? WARRANTY_TEXT : (PROPERTIES[property] ?? null);
  const value = words?.text || !words ? proseValue(raw, lang) : raw;
  return { fact, words, value, measure: /\d/.test(raw) && !words?.text };
}

/** The predicate after a subject ('weighs 4.41 lb'); null when the property has none in the language. */
function predicate(s: Stated, lang: Exclude<Lang, 'de'>, plural = false): string | null {
  const verb = s.words?.[lang][0];
  if (!verb) return null;
  const value = bare(s.value);
  let out = verb
    .replace('{a} {t}', `${article(value)} ${value}`)
    .replace('{de} {t}', frOf(value))
    .replace('{t}', value);
  if (lang === 'en' && plural) out = pluralVerb(out);
  return out;
}

/** English verb agreement for a plural subject: 'weighs' → 'weigh', 'is' → 'are', 'has' → 'have'. */
function pluralVerb(phrase: string): string {
  return phrase.replace(/^(\S+)/, (verb) => {
    if (verb === 'is') return 'are';
    if (verb === 'has') return 'have';
    if (/(?:ch|sh|ss|x)es$/.test(verb)) return verb.slice(0, -2);
    return verb.replace(/s$/, '');
  });
}

/** 'a weight of 4.41 lb' / 'einem Gewicht von 2 kg' / 'un poids de 1,2 kg' / 'un peso de 1,2 kg'. */
function ofPhrase(s: Stated, lang: Lang, german: 'acc' | 'dat' = 'acc'): string {
  const value = bare(s.value);
  if (!s.words) {
    const noun = labelNoun(s.fact.label, lang);
    return `${article(noun)} ${noun} of ${value}`;
  }
  switch (lang) {
    case 'en': {
      const noun = s.words.en[1];
      return noun.endsWith('s') && noun !== 'pressure' ? `${noun} of ${value}` : `${article(noun)} ${noun} of ${value}`;
    }
    case 'de': {
      const [noun, g] = s.words.de;
      const art = german === 'acc' ? DE_ACC[g] : DE_DAT[g];
      return `${art ? `${art} ` : ''}${noun} von ${value}`;
    }
    case 'fr': {
      const [, noun, g] = s.words.fr;
      return `${FR_INDEF[g]} ${noun} de ${value}`;
    }
    case 'es': {
      const [, noun, g] = s.words.es;
      return `${ES_INDEF[g]} ${noun} de ${value}`;
    }
  }
}

/** One fact as a sentence of its own: 'The weight is 4.41 lb.' / 'Das Gewicht beträgt 2 kg.' / … */
function declarative(s: Stated, lang: Lang, casual = false): string {
  const value = s.value;
  if (!s.words) {
    const noun = labelNoun(s.fact.label, lang);
    switch (lang) {
      case 'en':
        return sentence(`the ${noun} is ${value}`);
      case 'de':
        return sentence(`für ${noun} ist ${bare(value)} angegeben`);
      case 'fr':
        return sentence(`pour ${noun}, la valeur indiquée est ${value}`);
      case 'es':
        return sentence(`para ${noun}, el valor indicado es ${value}`);
    }
  }
  switch (lang) {
    case 'en': {
      const noun = s.words.en[1];
      return sentence(`the ${noun} ${noun.endsWith('s') && noun !== 'pressure' ? 'are' : 'is'} ${value}`);
    }
    case 'de': {
      const [noun, g, verb] = s.words.de;
      const plural = g === 'pl';
      const v =
        verb === 'ist'
          ? plural
            ? 'sind'
            : 'ist'
          : casual
            ? plural
              ? 'liegen bei'
              : 'liegt bei'
            : plural
              ? 'betragen'
              : 'beträgt';
      return sentence(`${DE_DEF[g]} ${noun} ${v} ${value}`);
    }
    case 'fr': {
      // 'Ce produit est fabriqué en acier.' reads better than a text value after 'Le matériau est'.
      const verb = s.words.text ? predicate(s, 'fr') : null;
      if (verb) return sentence(`ce produit ${verb}`);
      const [, noun, g] = s.words.fr;
      return sentence(`${frDef(noun, g)} ${g === 'pl' ? 'sont' : 'est'} ${s.words.text ? '' : 'de '}${value}`);
    }
    case 'es': {
      const verb = s.words.text ? predicate(s, 'es') : null;
      if (verb) return sentence(`este producto ${verb}`);
      const [, noun, g] = s.words.es;
      return sentence(`${ES_DEF[g]} ${noun} ${g === 'pl' ? 'son' : 'es'} ${s.words.text ? '' : 'de '}${value}`);
    }
  }
}

/**
 * Facts as running sentences, two to a sentence: 'The Makita Drill weighs 4.41 lb and runs on 18 V. It is made
 * of steel.' / 'Das Gewicht beträgt 2 kg und die Spannung 18 V.' / 'Ce produit pèse 1,2 kg et fonctionne sous
 * 18 V.' / 'Este producto pesa 1,2 kg y funciona con 18 V.'. `subject` opens the first sentence.
 */
function factSentences(
  facts: readonly Stated[],
  lang: Lang,
  subject: Subject,
  perSentence = 2,
  casual = false,
): string[] {
  const out: string[] = [];
  let first = true;
  let pending: Stated[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    if (lang === 'de') {
      const clauses = pending.map((s, i) => {
        if (!s.words) return null;
        const [noun, g, verb] = s.words.de;
        const plural = g === 'pl';
        const v =
          verb === 'ist'
            ? plural
              ? 'sind'
              : 'ist'
            : casual
              ? plural
                ? 'liegen bei'
                : 'liegt bei'
              : plural
                ? 'betragen'
                : 'beträgt';
        const previous = pending[i - 1]?.words?.de;
        const same =
          previous && (previous[2] ?? 'beträgt') === (verb ?? 'beträgt') && (previous[1] === 'pl') === plural;
        const gapped = casual && verb !== 'ist' ? ' bei' : '';
        return `${DE_DEF[g]} ${noun}${same && i > 0 ? gapped : ` ${v}`} ${bare(s.value)}`;
      });
      out.push(sentence(list(clauses as string[], 'de')));
    } else {
      const verbs = pending.map((s) => predicate(s, lang, subject.plural && lang === 'en')!);
      const who = first ? subject.first : subject.next;
      const clause = list(verbs, lang);
      out.push(sentence(who ? `${who} ${clause}` : clause));
      first = false;
    }
    pending = [];
  };
  for (const s of facts) {
    const phrasable = lang === 'de' ? s.words !== null : s.words !== null && predicate(s, lang) !== null;
    if (!phrasable) {
      flush();
      out.push(declarative(s, lang, casual));
      continue;
    }
    pending.push(s);
    if (pending.length >= perSentence) flush();
  }
  flush();
  return out;
}

/** How the product is named as a subject: first mention, then a pronoun. */
interface Subject {
  first: string;
  next: string;
  plural: boolean;
}

/** Whether an English product name is plural ('Wood Screws (100-Pack)', 'Running Shoes'). */
function pluralName(name: string): boolean {
  const words = name
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(/\s+-\s+|,/)[0]!
    .match(/\p{L}[\p{L}'’]*/gu);
  if (!words) return false;
  if (words.some((w) => /^(?:set|pack|kit|bundle|box|case|pair|bag|roll|tin|jar)$/i.test(w))) return false;
  const last = [...words]
    .reverse()
    .find((w) => !/^(?:mens|men's|womens|women's|kids|unisex|in|ft|oz|lb|lbs|mm|cm)$/i.test(w));
  return !!last && /[^s'’]s$/i.test(last) && !/(?:ss|us|is|ics|ness|ous)$/i.test(last) && last.length > 3;
}

// ---------------------------------------------------------------------------------------------------------
// Frames per language and tone.

interface Frames {
  subject: (name: string, plural: boolean) => Subject;
  /** Professional short opening: the name with its first facts. */
  overview: (name: string, facts: string) => string;
  technical: (name: string, model: string | null, specs: string) => string;
  discover: (name: string, specs: string | null) => string;
  combines: (subject: Subject, specs: string) => string;
  close: (name: string, plural: boolean) => string;
  greet: (name: string, plural: boolean) => string;
  features: Record<DescribeTone, (items: string) => string>;
  casualClose: (plural: boolean) => string;
}

const the = (name: string) => (/^(?:the|a|an)\s/i.test(name) ? name : `the ${name}`);

const FRAMES: Record<Lang, Frames> = {
  en: {
    subject: (name, plural) => ({ first: capitalFirst(the(name)), next: plural ? 'They' : 'It', plural }),
    overview: (name, facts) => `${capitalFirst(the(bare(name)))} ${facts}`,
    technical: (name, model, specs) =>
      `The specifications of ${the(bare(name))}${model ? ` (${model})` : ''} include ${specs}`,
    discover: (name, specs) => `Discover ${the(bare(name))}${specs ? `, with ${specs}` : ''}`,
    combines: (subject, specs) => `${subject.next} ${subject.plural ? 'combine' : 'combines'} ${specs}`,
    close: (name) => `Discover ${the(bare(name))} today`,
    greet: (name, plural) => `${plural ? 'Here are' : "Here's"} ${the(bare(name))} for you`,
    features: {
      professional: (items) => `Its features include ${items}`,
      technical: (items) => `Technical features include ${items}`,
      marketing: (items) => `Highlights include ${items}`,
      casual: (items) => `Here's what you get: ${items}`,
    },
    casualClose: (plural) => `Take a look and see if ${plural ? "they're" : "it's"} right for you`,
  },
  de: {
    subject: () => ({ first: '', next: '', plural: false }),
    overview: (name, facts) => `${bare(name)} im Überblick: ${capitalFirst(facts)}`,
    technical: (name, model, specs) =>
      `Die technischen Daten von ${bare(name)}${model ? ` (${model})` : ''} umfassen ${specs}`,
    discover: (name, specs) => `Entdecken Sie ${bare(name)}${specs ? ` – mit ${specs}` : ''}`,
    combines: (_subject, specs) => `Dabei vereint das Produkt ${specs}`,
    close: (name) => `Entdecken Sie ${bare(name)} noch heute`,
    greet: (name) => `Hier ist ${bare(name)} für dich`,
    features: {
      professional: (items) => `Zur Ausstattung gehören: ${items}`,
      technical: (items) => `Zu den technischen Merkmalen zählen: ${items}`,
      marketing: (items) => `Zu den Besonderheiten zählen: ${items}`,
      casual: (items) => `Das bekommst du: ${items}`,
    },
    casualClose: () => 'Schau dir die Details an und finde heraus, ob das zu dir passt',
  },
  fr: {
    subject: () => ({ first: 'Ce produit', next: 'Il', plural: false }),
    overview: (name, facts) => `${bare(name)} : ce produit ${facts}`,
    technical: (name, model, specs) =>
      `Les caractéristiques techniques ${frOf(bare(name))}${model ? ` (${model})` : ''} comprennent ${specs}`,
    discover: (name, specs) => `Découvrez ${bare(name)}${specs ? `, avec ${specs}` : ''}`,
    combines: (_subject, specs) => `Ce produit réunit ${specs}`,
    close: (name) => `Découvrez ${bare(name)} dès aujourd'hui`,
    greet: (name) => `Voici ${bare(name)}, rien que pour toi`,
    features: {
      professional: (items) => `Parmi ses caractéristiques : ${items}`,
      technical: (items) => `L'équipement comprend : ${items}`,
      marketing: (items) => `Parmi ses atouts : ${items}`,
      casual: (items) => `Ce que tu obtiens : ${items}`,
    },
    casualClose: () => 'Jette un œil aux détails et vois si ça te convient',
  },
  es: {
    subject: () => ({ first: 'Este producto', next: '', plural: false }),
    overview: (name, facts) => `${bare(name)}: este producto ${facts}`,
    technical: (name, model, specs) =>
      `Las especificaciones técnicas de ${bare(name)}${model ? ` (${model})` : ''} incluyen ${specs}`,
    discover: (name, specs) => `Descubra ${bare(name)}${specs ? `, con ${specs}` : ''}`,
    combines: (_subject, specs) => `Este producto reúne ${specs}`,
    close: (name) => `Descubra ${bare(name)} hoy mismo`,
    greet: (name) => `Aquí tienes ${bare(name)}`,
    features: {
      professional: (items) => `Entre sus características: ${items}`,
      technical: (items) => `El equipamiento incluye: ${items}`,
      marketing: (items) => `Entre sus puntos fuertes: ${items}`,
      casual: (items) => `Esto es lo que tienes: ${items}`,
    },
    casualClose: () => 'Échale un vistazo y mira si es para ti',
  },
};

/** The allergen fact as the label line people publish ('Allergens: milk, soy.'). */
const ALLERGEN_LINE: Record<Lang, (text: string) => string> = {
  en: (t) => `Allergens: ${t}`,
  de: (t) => `Allergene: ${t}`,
  fr: (t) => `Allergènes : ${t}`,
  es: (t) => `Alérgenos: ${t}`,
};

// ---------------------------------------------------------------------------------------------------------
// Limits.

interface Limits {
  maxWords: number | null;
  maxChars: number | null;
}

const fits = (text: string, limits: Limits) =>
  (limits.maxChars === null || text.length <= limits.maxChars) &&
  (limits.maxWords === null || wordCount(text) <= limits.maxWords);

/** A sentence cut to the limits at a word boundary, with '…'. */
function clip(text: string, limits: Limits): string {
  const words = text.split(/\s+/);
  let out = text;
  while (words.length > 1 && !fits(out, limits)) {
    words.pop();
    out = `${words.join(' ').replace(/[,;:–-]+$/, '')}…`;
  }
  return fits(out, limits) ? out : '';
}

/**
 * Paragraphs of sentences within the limits: the essential sentences (kept lines) always, the others in
 * priority order (their index in `priority`) while they fit; the first sentence cut when nothing else fits.
 */
function assemble(paragraphs: readonly { text: string; essential?: boolean; priority: number }[][], limits: Limits) {
  const all = paragraphs.flat();
  const chosen = new Set(all.filter((s) => s.essential));
  const render = () =>
    paragraphs
      .map((p) =>
        p
          .filter((s) => chosen.has(s))
          .map((s) => s.text)
          .join(' '),
      )
      .filter(Boolean)
      .join('\n\n');
  const essentialsFit = fits(render(), limits);
  for (const s of [...all].filter((s) => !s.essential).sort((a, b) => a.priority - b.priority)) {
    chosen.add(s);
    if (!fits(render(), limits)) chosen.delete(s);
  }
  if (![...chosen].some((s) => !s.essential) && essentialsFit) {
    const lead = all.find((s) => !s.essential);
    if (lead) {
      const rest = render();
      const room: Limits = {
        maxChars: limits.maxChars === null ? null : limits.maxChars - rest.length - (rest ? 2 : 0),
        maxWords: limits.maxWords === null ? null : limits.maxWords - wordCount(rest),
      };
      const cut = clip(lead.text, room);
      if (cut) {
        const original = lead.text;
        lead.text = cut;
        chosen.add(lead);
        const out = render();
        lead.text = original;
        return { text: out, essentialsFit };
      }
    }
  }
  return { text: render(), essentialsFit };
}

// ---------------------------------------------------------------------------------------------------------

/** Legacy helper: the first sentences of a text (at most `count`), verbatim, skipping 'Label: value' lines and fragments. */
export function sentences(text: string, count: number): string[] {
  const found: string[] = [];
  for (const s of splitSentences(text)) {
    const words = letterWords(s);
    if (words >= 3 && s.length <= 400 && !/^[^:]{1,40}:/.test(s)) found.push(s);
    if (found.length >= count) break;
  }
  return found;
}

/** A feature phrase inside a sentence: a capitalised first word in lower case ('Brushless motor' → 'brushless motor'). */
function featureItem(text: string, lang: Lang, brand: string | null): string {
  const item = bare(text.trim());
  if (lang === 'de') return item;
  const first = item.split(/\s+/)[0] ?? '';
  if (brand && first.toLowerCase() === brand.toLowerCase()) return item;
  if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(first) && !ownCasing(first)) return item.charAt(0).toLowerCase() + item.slice(1);
  return item;
}

function primaryLanguage(language: string): string {
  return (language || 'en').toLowerCase().split(/[-_]/)[0] || 'en';
}

/**
 * The descriptions in a language without frames ('pl', 'it'): the record's own sentences in that language,
 * verbatim, and its kept lines; the name alone when it has none. Its facts are in the fields, never in
 * another language's frames.
 */
function unframed(input: DescribeInput, language: string): Described {
  const name = input.name.trim();
  const details = input.details?.trim() || '';
  const written = details ? functionWordLanguage(details) : null;
  const read = details
    ? readDetails(details, language, casingOf([name, details]), name)
    : { kept: [], sentences: [], features: [] };
  const own = !written || written === language ? read.sentences : [];
  const limits: Limits = { maxWords: input.maxWords ?? null, maxChars: input.maxChars ?? null };
  const shortLimits: Limits = {
    maxWords: limits.maxWords,
    maxChars: Math.min(SHORT_MAX, limits.maxChars ?? SHORT_MAX),
  };
  const lead = own.length
    ? own.map((x, i) => ({ text: x.text, priority: i }))
    : [{ text: sentence(bare(name)), priority: 0 }];
  const long = assemble([lead, read.kept.map((text) => ({ text, essential: true, priority: -1 }))], limits);
  const short = assemble([lead.slice(0, 2)], shortLimits).text.replace(/\n\n/g, ' ');
  return {
    short,
    long: long.text,
    quote: own[0]?.source ?? read.kept[0] ?? input.name,
    kept: read.kept,
    language,
    notes: [
      `No sentence frames for ${LANGUAGE_NAMES[language] ?? `'${language}'`}: the descriptions are the record's own sentences, and its facts are in the fields.`,
      ...(long.essentialsFit ? [] : ['The safety and allergen lines are kept whole, beyond the length limit.']),
    ],
  };
}

/**
 * The short and the long description of a product, in the language and tone asked, from what was read only.
 * Short: one or two sentences (at most 200 characters). Long: a few short paragraphs. Professional is neutral
 * and complete; technical leads with the specifications in one compact sentence; marketing leads with the
 * benefit and closes with an invitation; casual speaks to the reader in short sentences. Numbers are the
 * facts' texts and the description's sentences, as written; safety and allergen lines end the long
 * description verbatim (allergens are in the short one too).
 */
export function describe(input: DescribeInput): Described {
  const notes: string[] = [];
  const asked = primaryLanguage(input.language);
  if (!(FRAMED as readonly string[]).includes(asked)) return unframed(input, asked);
  const lang = asked as Lang;
  const f = FRAMES[lang];
  const tone = input.tone;
  const brand = input.brand?.trim() || null;
  const name =
    brand && !input.name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${input.name}` : input.name.trim();
  const plural = lang === 'en' && pluralName(name);
  const subject = f.subject(name, plural);
  const limits: Limits = { maxWords: input.maxWords ?? null, maxChars: input.maxChars ?? null };
  const shortLimits: Limits = {
    maxWords: limits.maxWords,
    maxChars: Math.min(SHORT_MAX, limits.maxChars ?? SHORT_MAX),
  };

  // The description: kept lines, informative sentences, features (only when written in the frames' language).
  const details = input.details?.trim() || '';
  const known = casingOf([name, details, ...input.facts.map((x) => x.text)]);
  const read = details ? readDetails(details, lang, known, name) : { kept: [], sentences: [], features: [] };
  const detailsLanguage = details ? functionWordLanguage(details) : null;
  const reusable = !detailsLanguage || detailsLanguage === lang;
  if (!reusable && (read.sentences.length > 0 || read.features.length > 0))
    notes.push(`The description is written in '${detailsLanguage}': its sentences are not reused in '${lang}'.`);
  const informative = reusable ? read.sentences : [];
  const features = reusable ? read.features.slice(0, 5).map((p) => featureItem(p.text, lang, brand)) : [];
  const benefits = informative.filter((s) => BENEFIT.test(s.source));
  const kept = read.kept;

  // The facts: identifiers out, the brand in the name, the model only in the technical tone.
  const mention = new Set((input.mention ?? []).map((m) => m.toLowerCase()));
  const ordered = [
    ...input.facts.filter((x) => mention.has(x.property.toLowerCase()) || mention.has(x.label.toLowerCase())),
    ...input.facts.filter((x) => !(mention.has(x.property.toLowerCase()) || mention.has(x.label.toLowerCase()))),
  ];
  const seen = new Set<string>();
  const facts: Stated[] = [];
  let model: string | null = null;
  let allergens: string | null = null;
  for (const fact of ordered) {
    const property = fact.property.toLowerCase();
    const text = fact.text.trim();
    if (!text || IDENTIFIERS.has(property) || property === 'brand') continue;
    if (property === 'model' || property === 'model_number') {
      model ??= `${MODEL_WORD[lang]} ${bare(text)}`;
      continue;
    }
    if (property === 'allergens') {
      const already = kept.some((k) => k.toLowerCase().includes(text.toLowerCase()));
      if (!already) allergens ??= sentence(ALLERGEN_LINE[lang](bare(text)));
      continue;
    }
    // One statement per property (a second 'weight' is a duplicate or a contradiction, not a new fact).
    if (seen.has(property)) continue;
    seen.add(property);
    facts.push(stated(fact, lang));
  }
  const measures = facts.filter((s) => s.measure);
  const texts = facts.filter((s) => !s.measure);
  const allergenLines = [...kept.filter((k) => ALLERGEN.test(k)), ...(allergens ? [allergens] : [])];
  const closing = [...(allergens ? [allergens] : []), ...kept];

  // Sentences per tone, then the texts within the limits.
  type S = { text: string; essential?: boolean; priority: number };
  let p = 0;
  const s = (text: string, priority = p++): S => ({ text: sentence(text), priority });
  // The first sentence reused comes first under a limit; the others after every fact.
  const verbatim = (pieces: readonly Piece[], priority = p++): S[] =>
    pieces.map((x, i) => ({ text: x.text, priority: i === 0 ? priority : 100 + priority + i }));
  const closingParagraph: S[] = closing.map((text) => ({ text, essential: true, priority: -1 }));
  const featureSentence = () => (features.length ? [s(f.features[tone](list(features, lang)))] : []);
  const longParagraphs: S[][] = [];
  const shortCandidates: string[] = [];

  switch (tone) {
    case 'professional': {
      const factText = factSentences(facts, lang, subject, 2);
      const lead = informative.slice(0, 3);
      // Under a limit the facts come first, then the description's first sentence.
      const factParagraph = factText.map((t) => s(t));
      longParagraphs.push(lead.length ? verbatim(lead, 0.5) : factText.length ? [] : [s(`${bare(name)}`)]);
      longParagraphs.push(factParagraph);
      longParagraphs.push(featureSentence());
      const first = facts.slice(0, 2);
      if (first.length && first.every((x) => (lang === 'de' ? x.words : x.words && predicate(x, lang)))) {
        const clause =
          lang === 'de'
            ? factSentences(first, 'de', subject, 2)[0]!.replace(/\.$/, '')
            : list(
                first.map((x) => predicate(x, lang as Exclude<Lang, 'de'>, plural)!),
                lang,
              );
        shortCandidates.push(sentence(f.overview(name, clause)));
      } else if (factText[0]) shortCandidates.push(factText[0]);
      if (informative[0]) shortCandidates.push(informative[0].text);
      if (!shortCandidates.length) shortCandidates.push(sentence(bare(name)));
      break;
    }
    case 'technical': {
      const lead = measures.slice(0, 4);
      const rest = [...measures.slice(4), ...texts];
      const specSentence =
        lead.length || model
          ? sentence(
              lead.length
                ? f.technical(
                    name,
                    model,
                    list(
                      lead.map((x) => ofPhrase(x, lang, 'acc')),
                      lang,
                    ),
                  )
                : `${bare(name)}, ${model}`,
            )
          : null;
      const numeric = [
        ...informative.filter((x) => /\d/.test(x.text)),
        ...informative.filter((x) => !/\d/.test(x.text)),
      ];
      longParagraphs.push(specSentence ? [s(specSentence)] : [s(bare(name))]);
      longParagraphs.push(rest.map((x) => s(declarative(x, lang))));
      longParagraphs.push(verbatim(numeric.slice(0, 3)));
      longParagraphs.push(featureSentence());
      if (specSentence) shortCandidates.push(specSentence);
      else if (rest[0]) shortCandidates.push(declarative(rest[0], lang));
      if (numeric[0]) shortCandidates.push(numeric[0].text);
      if (!specSentence && rest[1]) shortCandidates.push(declarative(rest[1], lang));
      if (!shortCandidates.length) shortCandidates.push(sentence(bare(name)));
      break;
    }
    case 'marketing': {
      const lead = [...benefits, ...informative.filter((x) => !benefits.includes(x))].slice(0, 3);
      const specs = measures.length
        ? list(
            measures.map((x) => ofPhrase(x, lang, 'acc')),
            lang,
          )
        : null;
      const shortSpecs = measures.length
        ? list(
            measures.slice(0, 2).map((x) => ofPhrase(x, lang, 'dat')),
            lang,
          )
        : null;
      longParagraphs.push(lead.length ? verbatim(lead) : [s(f.discover(name, null))]);
      longParagraphs.push([
        ...(specs ? [s(f.combines(subject, specs))] : []),
        ...factSentences(texts, lang, { ...subject, first: subject.next || subject.first }, 2).map((t) => s(t)),
        ...featureSentence(),
      ]);
      longParagraphs.push([s(f.close(name, plural))]);
      if (benefits[0]) shortCandidates.push(benefits[0].text);
      shortCandidates.push(sentence(f.discover(name, shortSpecs)));
      if (!benefits[0] && informative[0]) shortCandidates.push(informative[0].text);
      break;
    }
    case 'casual': {
      const casualSubject = lang === 'en' ? { ...subject, first: subject.next } : subject;
      const factText = factSentences(facts, lang, casualSubject, 1, true).map((t) =>
        lang === 'en' ? t.replace(/^It is /, "It's ").replace(/^They are /, "They're ") : t,
      );
      longParagraphs.push([s(f.greet(name, plural)), ...verbatim(informative.slice(0, 2))]);
      longParagraphs.push(factText.map((t) => s(t)));
      longParagraphs.push(featureSentence());
      longParagraphs.push([s(f.casualClose(plural))]);
      shortCandidates.push(sentence(f.greet(name, plural)));
      const pair = factSentences(facts.slice(0, 2), lang, casualSubject, 2, true);
      if (pair[0]) shortCandidates.push(pair[0]);
      else if (informative[0]) shortCandidates.push(informative[0].text);
      break;
    }
  }
  longParagraphs.push(closingParagraph);
  // A fact the instructions ask to mention is in the short description, whatever the tone.
  const mentioned = facts.filter(
    (x) => mention.has(x.fact.property.toLowerCase()) || mention.has(x.fact.label.toLowerCase()),
  );
  const missing = mentioned.filter((x) => !shortCandidates.slice(0, 1).some((c) => c.includes(bare(x.value))));
  if (missing.length) {
    const casualSubject = lang === 'en' ? { ...subject, first: subject.next } : subject;
    const stated = factSentences(
      missing,
      lang,
      tone === 'casual' ? casualSubject : { ...subject, first: subject.next || subject.first },
      2,
      tone === 'casual',
    );
    shortCandidates.splice(1, 0, stated.join(' '));
  }

  const long = assemble(longParagraphs, limits);
  if (!long.essentialsFit) notes.push('The safety and allergen lines are kept whole, beyond the length limit.');

  // Short: its sentences in order while they fit, the allergen line too (food).
  const allergenShort = allergenLines.find((a) => fits(a, shortLimits) && a.length <= SHORT_MAX - 40) ?? null;
  const shortParts: S[][] = [
    shortCandidates.slice(0, allergenShort ? 1 : 2).map((text, i) => ({ text, priority: i === 0 ? 0 : 2 })),
    allergenShort ? [{ text: allergenShort, priority: 1 }] : [],
  ];
  const shortText = assemble(shortParts, shortLimits).text.replace(/\n\n/g, ' ');

  const firstSource = informative[0]?.source ?? read.sentences[0]?.source ?? kept[0];
  return {
    short: shortText,
    long: long.text,
    quote: firstSource ?? input.name,
    kept,
    language: lang,
    notes,
  };
}
