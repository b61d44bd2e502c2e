// Select values across languages: a supplier's 'Schwarz', 'noir' or 'negro' is the company's 'Black'. Each
// word maps to one English key; allowed values are compared by key, case and accents ignored.

const SYNONYMS: Record<string, readonly string[]> = {
  // Skin and hair types (read only in a clause about skin or hair: candidates.ts).
  dry: [
    'trocken',
    'trockene',
    'trockener',
    'trockenes',
    'trockenen',
    'sèche',
    'sèches',
    'secs',
    'seca',
    'secas',
    'seco',
    'secos',
    'secca',
    'secche',
    'secchi',
    'droog',
    'droge',
  ],
  oily: [
    'greasy',
    'fettig',
    'fettige',
    'fettiger',
    'fettigen',
    'grasse',
    'grasses',
    'gras',
    'grasa',
    'grasas',
    'graso',
    'grassa',
    'grassi',
    'vet',
    'vette',
  ],
  combination: ['mischhaut', 'mixte', 'mixtes', 'mixta', 'mixtas', 'mista', 'miste', 'gecombineerde', 'gemengde'],
  sensitive: [
    'empfindlich',
    'empfindliche',
    'empfindlicher',
    'empfindlichen',
    'sensible',
    'sensibles',
    'sensibile',
    'sensibili',
    'gevoelig',
    'gevoelige',
  ],
  normal: ['normale', 'normales', 'normaux', 'normali', 'normalen'],
  coloured: [
    'colored',
    'colour-treated',
    'color-treated',
    'coloriert',
    'coloriertes',
    'gefärbt',
    'gefärbtes',
    'colorés',
    'teñido',
    'colorati',
    'gekleurd',
  ],
  damaged: [
    'strapaziert',
    'strapaziertes',
    'geschädigt',
    'geschädigtes',
    'abîmés',
    'dañado',
    'danneggiati',
    'beschadigd',
  ],
  curly: ['lockig', 'lockiges', 'bouclés', 'rizado', 'ricci', 'krullend'],
  fine: ['fein', 'feines', 'fins', 'fino', 'fini', 'fijn'],
  'all skin types': [
    'alle hauttypen',
    'jeden hauttyp',
    'tous types de peau',
    'tous types de peaux',
    'tous les types de peau',
    'todo tipo de piel',
    'todos los tipos de piel',
    'tutti i tipi di pelle',
    'alle huidtypen',
  ],
  'all hair types': [
    'alle haartypen',
    'tous types de cheveux',
    'tous les types de cheveux',
    'todo tipo de cabello',
    'tutti i tipi di capelli',
    'alle haartypes',
  ],
  black: ['schwarz', 'noir', 'noire', 'negro', 'negra', 'nero', 'zwart', 'blk'],
  white: ['weiß', 'weiss', 'blanc', 'blanche', 'blanco', 'blanca', 'bianco', 'wit', 'wht'],
  red: ['rot', 'rouge', 'rojo', 'roja', 'rosso', 'rood'],
  blue: ['blau', 'bleu', 'bleue', 'azul', 'blu', 'blauw'],
  navy: ['navy blue', 'marine', 'marineblau', 'dunkelblau marine', 'bleu marine', 'azul marino'],
  green: ['grün', 'gruen', 'vert', 'verte', 'verde', 'groen', 'grn'],
  yellow: ['gelb', 'jaune', 'amarillo', 'amarilla', 'giallo', 'geel'],
  grey: ['gray', 'grau', 'gris', 'grise', 'grigio', 'grijs', 'gry', 'charcoal', 'anthrazit', 'anthracite'],
  silver: ['silber', 'argent', 'argenté', 'plata', 'plateado', 'argento', 'zilver'],
  brown: ['braun', 'marron', 'marrón', 'brun', 'marrone', 'bruin', 'brn'],
  pink: ['rosa', 'rose', 'roze'],
  purple: ['lila', 'violett', 'violet', 'morado', 'viola', 'paars'],
  orange: ['naranja', 'arancione', 'oranje'],
  beige: ['sand', 'ecru', 'écru'],
  gold: ['golden', 'gold', 'or', 'dorado', 'doré', 'oro'],
  multicolor: [
    'multicolour',
    'multi',
    'multi-color',
    'multi-colour',
    'mehrfarbig',
    'bunt',
    'multicolore',
    'multicolor',
    'assorted colors',
    'assorted colours',
  ],
  clear: ['transparent', 'transparente', 'durchsichtig'],
  steel: ['stahl', 'acier', 'acero', 'acciaio', 'chrome vanadium', 'chrom-vanadium', 'chrome-vanadium', 'carbon steel'],
  'stainless steel': [
    'edelstahl',
    'inox',
    'acier inoxydable',
    'acero inoxidable',
    'acciaio inossidabile',
    'roestvrij staal',
    'stal nierdzewna',
    'stainless',
    'ss',
  ],
  wood: [
    'holz',
    'bois',
    'madera',
    'legno',
    'wooden',
    'pakkawood',
    'pine',
    'oak',
    'beech',
    'walnut wood',
    'kiefer',
    'eiche',
    'buche',
    'pin',
    'chêne',
    'hêtre',
  ],
  plastic: [
    'kunststoff',
    'plastik',
    'plastique',
    'plástico',
    'plastica',
    'polypropylene',
    'polypropylen',
    'polypropylène',
    'polyethylene',
    'polyethylen',
    'abs',
    'acetate',
    'acrylic',
    'acryl',
    'polycarbonate',
    'polycarbonat',
  ],
  aluminum: ['aluminium', 'alu', 'aluminio'],
  cotton: ['baumwolle', 'coton', 'algodón', 'cotone', 'katoen', 'bawełna'],
  // Fibres of clothing ('95% Baumwolle, 5% Elasthan', 'Composition : 80% viscose').
  elastane: ['elasthan', 'élasthanne', 'elastan', 'elastano', 'spandex', 'lycra', 'elastaan'],
  viscose: ['viskose', 'viscosa', 'wiskoza', 'modal', 'rayon'],
  lyocell: ['tencel'],
  linen: ['leinen', 'lin', 'lino', 'linnen', 'len'],
  silk: ['seide', 'soie', 'seda', 'seta', 'zijde', 'jedwab'],
  cashmere: ['kaschmir', 'cachemire', 'cachemira', 'cashmere'],
  acrylic: ['acryl', 'acrylique', 'acrílico', 'acrilico'],
  suede: ['wildleder', 'veloursleder', 'daim', 'ante', 'camoscio', 'suède'],
  'organic cotton': [
    'bio-baumwolle',
    'biobaumwolle',
    'coton biologique',
    'coton bio',
    'algodón orgánico',
    'cotone biologico',
    'biologisch katoen',
  ],
  'recycled polyester': [
    'recyceltes polyester',
    'polyester recyclé',
    'poliéster reciclado',
    'poliestere riciclato',
    'gerecycled polyester',
  ],
  leather: ['leder', 'cuir', 'cuero', 'pelle', 'piel', 'leren', 'skóra', 'lederarmband', 'lederband', 'leather strap'],
  glass: ['glas', 'verre', 'vidrio', 'vetro'],
  rubber: ['gummi', 'caoutchouc', 'goma', 'caucho', 'gomma', 'kautschuk', 'rubber strap'],
  ceramic: ['keramik', 'céramique', 'cerámica', 'ceramica', 'porcelain', 'porzellan', 'porcelaine'],
  copper: ['kupfer', 'cuivre', 'cobre', 'rame'],
  brass: ['messing', 'laiton', 'latón'],
  polyester: ['polyester', 'poliéster', 'poliestere', 'poliester'],
  pvc: ['vinyl', 'polyvinyl chloride', 'polyvinylchlorid'],
  'tree nuts': [
    'tree nut',
    'nuts',
    'schalenfrüchte',
    'schalenfruchte',
    'fruits à coque',
    'frutos de cáscara',
    'frutos secos',
  ],
  peanuts: [
    'peanut',
    'erdnüsse',
    'erdnuss',
    'erdnusse',
    'arachides',
    'arachide',
    'cacahuètes',
    'cacahuetes',
    'maní',
    'cacahuate',
  ],
  milk: ['milch', 'lait', 'leche', 'dairy', 'latte'],
  eggs: ['egg', 'ei', 'eier', 'œufs', 'oeufs', 'œuf', 'oeuf', 'huevo', 'huevos'],
  wheat: ['weizen', 'blé', 'trigo'],
  soy: ['soja', 'soya', 'soybean', 'soybeans', 'soia'],
  // An allergen, and the animal a pet product is for ('aquarium heater': for fish).
  fish: ['fisch', 'fische', 'poisson', 'poissons', 'pescado', 'pez', 'peces', 'aquarium', 'aquarien', 'acuario'],
  shellfish: ['krebstiere', 'crustacés', 'crustaceans', 'crustáceos', 'mariscos'],
  sesame: ['sesam', 'sésame', 'sésamo'],
  celery: ['sellerie', 'céleri', 'apio'],
  mustard: ['senf', 'moutarde', 'mostaza'],
  nylon: ['nylon', 'nailon', 'polyamide', 'polyamid', 'poliammide', 'poliamida', 'poliamid'],
  silicone: ['silikon', 'silicone', 'silicona'],
  fiberglass: ['glasfaser', 'fibre de verre', 'fibra de vidrio', 'fibreglass'],
  wool: ['wolle', 'laine', 'lana'],
  bamboo: ['bambus', 'bambou', 'bambú'],
  iron: ['eisen', 'fer', 'hierro', 'cast iron', 'gusseisen', 'fonte'],
  men: [
    'mens',
    "men's",
    'male',
    'herren',
    'homme',
    'hommes',
    'hombre',
    'hombres',
    'caballero',
    'masculino',
    'uomo',
    'heren',
  ],
  women: [
    'womens',
    "women's",
    'woman',
    'ladies',
    'lady',
    'female',
    'damen',
    'femme',
    'femmes',
    'mujer',
    'mujeres',
    'señora',
    'femenino',
    'donna',
    'dames',
  ],
  kids: [
    'kid',
    "kids'",
    'children',
    "children's",
    'child',
    'junior',
    'juniors',
    'youth',
    'kinder',
    'enfant',
    'enfants',
    'niños',
    'niño',
    'niña',
    'infantil',
    'bambini',
    'bambino',
  ],
  unisex: ['unisexe', 'mixte'],
  'spring summer': [
    'spring/summer',
    'spring-summer',
    'frühjahr/sommer',
    'frühling/sommer',
    'frühjahr-sommer',
    'printemps/été',
    'printemps-été',
    'primavera/verano',
    'primavera-verano',
  ],
  'autumn winter': [
    'autumn/winter',
    'fall/winter',
    'fall-winter',
    'autumn-winter',
    'herbst/winter',
    'herbst-winter',
    'automne/hiver',
    'automne-hiver',
    'otoño/invierno',
    'otoño-invierno',
  ],
  'all season': [
    'all seasons',
    'all-season',
    'ganzjährig',
    'ganzjahres',
    '4 jahreszeiten',
    'toutes saisons',
    '4 saisons',
    'todas las estaciones',
    '4 estaciones',
  ],
  reflective: [
    'reflektierend',
    'reflektierende',
    'reflektierenden',
    'reflektoren',
    'réfléchissant',
    'réfléchissante',
    'réfléchissants',
    'réfléchissantes',
    'reflectante',
    'reflectantes',
  ],
  breathable: [
    'atmungsaktiv',
    'atmungsaktive',
    'atmungsaktiver',
    'respirant',
    'respirante',
    'respirants',
    'transpirable',
    'transpirables',
  ],
  windproof: ['wind-proof', 'winddicht', 'winddichte', 'coupe-vent', 'cortavientos'],
  foldable: [
    'folding',
    'collapsible',
    'faltbar',
    'faltbare',
    'klappbar',
    'klappbare',
    'zusammenklappbar',
    'pliable',
    'pliant',
    'pliante',
    'plegable',
    'plegables',
  ],
  adjustable: [
    'verstellbar',
    'verstellbare',
    'höhenverstellbar',
    'einstellbar',
    'réglable',
    'réglables',
    'ajustable',
    'ajustables',
    'regulable',
  ],
  'heart rate': [
    'heart-rate',
    'heartrate',
    'herzfrequenz',
    'herzfrequenzmessung',
    'pulsmessung',
    'fréquence cardiaque',
    'cardiofréquencemètre',
    'frecuencia cardíaca',
    'frecuencia cardiaca',
    'pulsómetro',
  ],
  'usb c charging': [
    'usb-c',
    'usb c',
    'usb type-c',
    'type-c',
    'usb-c charging',
    'usb-c rechargeable',
    'recharge usb-c',
  ],
  'tubeless ready': ['tubeless', 'tubeless-ready', 'tlr'],
  vegan: ['végan', 'végane', 'vegano', 'vegana'],
  foam: ['eva', 'eva foam', 'pu foam', 'memory foam', 'schaum', 'schaumstoff', 'mousse', 'espuma'],
  'merino wool': ['merino', 'merinowolle', 'laine mérinos', 'mérinos', 'lana merino'],
  down: ['daunen', 'goose down', 'duck down', 'plumón', 'plumas'],
  neoprene: ['neopren', 'néoprène', 'neopreno'],
  carbon: ['carbone', 'carbono', 'carbon fibre', 'carbon fiber', 'kohlefaser', 'carbonio'],
  titanium: ['titan', 'titane', 'titanio'],
  '3 5 mm jack': [
    '3.5mm jack',
    '3,5 mm jack',
    '3,5mm jack',
    '3.5 mm headphone jack',
    '3.5mm headphone jack',
    '3.5mm headphone socket',
    '3.5 mm socket',
    'jack 3,5 mm',
    'jack 3.5 mm',
    'prise jack',
    'headphone jack',
    'headphone socket',
    'headphone output',
    'kopfhöreranschluss',
    'kopfhörerausgang',
    'kopfhörerbuchse',
    'prise casque',
    'sortie casque',
    'toma de auriculares',
    'salida de auriculares',
    'audio jack',
    'aux',
    'aux-in',
    'aux in',
    'klinke',
    'klinkenbuchse',
    'klinkenanschluss',
    '3,5-mm-klinke',
    'miniklinke',
    'minijack',
    'mini-jack',
    'toma de 3,5 mm',
    'conector de 3,5 mm',
    'conector jack',
  ],
  // A wired network port ('4x Gigabit-LAN', 'RJ45', '2,5G LAN').
  ethernet: [
    'lan',
    'gigabit lan',
    'gigabit-lan',
    'gigabit ethernet',
    'rj45',
    'rj-45',
    'rj 45',
    'lan port',
    'lan ports',
  ],
  optical: [
    'optisch',
    'optischer eingang',
    'toslink',
    'optique',
    'entrée optique',
    'óptica',
    'óptico',
    'spdif',
    's/pdif',
  ],
  // The animal a pet product is for.
  dog: [
    'dogs',
    'hund',
    'hunde',
    'chien',
    'chiens',
    'perro',
    'perros',
    'puppy',
    'puppies',
    'welpe',
    'welpen',
    'chiot',
    'chiots',
    'cachorro',
  ],
  cat: [
    'cats',
    'katze',
    'katzen',
    'chat',
    'chats',
    'gato',
    'gatos',
    'kitten',
    'kittens',
    'kätzchen',
    'chaton',
    'chatons',
  ],
  bird: ['birds', 'vogel', 'vögel', 'oiseau', 'oiseaux', 'pájaro', 'pájaros'],
  'small animal': [
    'rabbit',
    'rabbits',
    'kaninchen',
    'lapin',
    'lapins',
    'conejo',
    'conejos',
    'guinea pig',
    'meerschweinchen',
    'hamster',
    'nager',
    'rongeurs',
    'roedores',
  ],
  horse: ['horses', 'pferd', 'pferde', 'cheval', 'chevaux', 'caballo', 'caballos'],
  reptile: ['reptiles', 'reptil', 'reptilien', 'terrarium'],
  // Whom a product is for (an age group's values).
  adult: ['adults', 'erwachsene', 'adulte', 'adultes', 'adulto', 'adultos', 'volwassenen'],
  baby: ['babies', 'bébé', 'bebé', 'neonato'],
  yes: ['ja', 'oui', 'sí', 'si', 'y', 'true', 'x', '1', 'vrai'],
  no: ['nein', 'non', 'n', 'false', '0', 'faux'],
};

/** Lower case, accents removed, one space between words. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const KEY = new Map<string, string>();
for (const [key, list] of Object.entries(SYNONYMS)) {
  KEY.set(fold(key), key);
  for (const word of list) KEY.set(fold(word), key);
}

/** A word's language-neutral key ('Schwarz' → 'black'), or the folded word itself. */
export const keyOf = (text: string) => KEY.get(fold(text)) ?? fold(text);

/** Every spelling of a key ('cotton': 'cotton', 'baumwolle', 'coton', …), or null for a word that is none. */
export const synonymsOf = (key: string): readonly string[] | null =>
  Object.hasOwn(SYNONYMS, key) ? [key, ...SYNONYMS[key]!] : null;

/** Shades that take their broader colour when the company has no value for them (navy is Blue without Navy). */
const BROADER: Record<string, string> = { navy: 'blue' };
/** Every spelling of a key and of the shades it covers. */
const spellingsOf = (key: string) => [
  key,
  ...(SYNONYMS[key] ?? []),
  ...Object.entries(BROADER).flatMap(([shade, broad]) => (broad === key ? [shade, ...(SYNONYMS[shade] ?? [])] : [])),
];

/** The allowed value a text names (case-, accent- and language-insensitively), or null. */
export function allowedValue(allowed: readonly string[], text: string): string | null {
  // 'Navy' is the allowed 'Navy' before it is a blue.
  const folded = fold(text);
  const key = keyOf(text);
  return (
    allowed.find((a) => fold(a) === folded) ??
    allowed.find((a) => keyOf(a) === key) ??
    (BROADER[key] ? allowed.find((a) => keyOf(a) === BROADER[key]) : undefined) ??
    null
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Where a text names `value` in any of its spellings: [start, end) spans, case- and accent-insensitively. */
const SPELLINGS = new Map<string, RegExp>();

/** One pattern of every spelling of a value, longest first, made once per value. */
function spellingPattern(value: string): RegExp {
  let pattern = SPELLINGS.get(value);
  if (pattern) return pattern;
  const key = keyOf(value);
  const spellings = [value, ...spellingsOf(key)].sort((a, b) => b.length - a.length);
  pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?<!\\p{N}[.,])(?:${spellings.map((w) => escapeRegExp(w).replace(/ /g, '[\\s-]+')).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  SPELLINGS.set(value, pattern);
  return pattern;
}

export function spansOf(value: string, text: string, allowed: readonly string[] = []): [number, number][] {
  const folded = text.normalize('NFD').length === text.length ? text : null;
  const pattern = spellingPattern(value);
  const found: [number, number][] = [];
  for (const m of text.matchAll(pattern)) found.push([m.index, m.index + m[0].length]);
  // Accented spellings match their unaccented writing ('Schalenfruchte') through the folded text when lengths agree.
  if (found.length === 0 && folded === null) {
    const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain.length === text.length)
      for (const m of plain.matchAll(pattern)) found.push([m.index, m.index + m[0].length]);
  }
  return allowed.length ? found.filter(([a, b]) => namesOnly(value, text.slice(a, b), allowed)) : found;
}

/**
 * Whether a spelling names `value` among the allowed ones: 'Bleu marine' names 'Navy', not 'Blue', when both
 * are allowed; 'polycarbonate' names 'Polycarbonate', not 'ABS'; and 'plastic' names none of three plastics.
 */
function namesOnly(value: string, spelling: string, allowed: readonly string[]): boolean {
  const folded = fold(spelling);
  if (folded === fold(value)) return true;
  const others = allowed.filter((a) => a !== value);
  if (others.some((a) => fold(a) === folded)) return false;
  const key = keyOf(spelling);
  // Several allowed values of one kind (Polypropylene, ABS): a word of the kind names the generic one only.
  if (key === keyOf(value)) return fold(value) === key || !others.some((a) => keyOf(a) === key);
  return !others.some((a) => keyOf(a) === key);
}

/** Every allowed value a text names, in the text's order ('Steel, Plastic', 'Stahl und Kunststoff'). */
export function allowedValuesIn(allowed: readonly string[], text: string): string[] {
  // A decimal stays one number: '2,5G LAN' names no '5G', '2.4 GHz' is '2.4 GHz'.
  const decimals = (t: string) => t.replace(/(\d)[.,](?=\d)/g, '$1d');
  const folded = ` ${fold(decimals(text))} `;
  const hits: { at: number; value: string }[] = [];
  for (const value of allowed) {
    const spellings = [fold(decimals(value)), ...spellingsOf(keyOf(value)).map((w) => fold(decimals(w)))].filter((w) =>
      namesOnly(value, w, allowed),
    );
    let at = -1;
    for (const s of spellings) {
      const i = folded.indexOf(` ${s} `);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at >= 0) hits.push({ at, value });
  }
  // 'stainless steel' also holds 'steel': keep the longer when both start at one place or overlap.
  const kept = hits.filter(
    (h) => !hits.some((o) => o !== h && o.value.length > h.value.length && fold(o.value).includes(fold(h.value))),
  );
  return kept.sort((a, b) => a.at - b.at).map((h) => h.value);
}

/** A yes/no answer in any of the languages, or null. */
export function yesNo(text: string): boolean | null {
  const key = keyOf(text);
  return key === 'yes' ? true : key === 'no' ? false : null;
}
