// What a value is: the words around a measure (its cue) name the property, not its unit ('7 ft. hose' is a
// hose length, '20 ft. power cord' a cord length, 'holds 150 lb' a load, not a weight). The same words, in
// English, German, French and Spanish, name the property a company field holds ('Weight (lbs)', 'Gewicht').
import { findMentions } from './quantities';

/** A property a product value can state. */
export interface Property {
  id: string;
  /** The measure kinds it takes (js-quantities kinds); empty for a text property. */
  kinds: readonly string[];
  /** Words naming it before the value or as a field's / supplier key's name (lower case). */
  words: readonly string[];
  /** Nouns naming it right after the measure ('20 ft. power cord', '12 oz mug'). */
  after?: readonly string[];
  /** Confidence when only the unit names it (no cue): absent means a unit alone never names it. */
  unitOnly?: number;
  /** The unit a number field of this property holds when the field names none. */
  defaultUnit?: string;
}

export const PROPERTIES: readonly Property[] = [
  {
    id: 'weight',
    kinds: ['mass'],
    words: [
      'weight',
      'weighs',
      'weighing',
      'weigh',
      'item weight',
      'product weight',
      'shipping weight',
      'wt',
      'mass',
      'gewicht',
      'wiegt',
      'artikelgewicht',
      'poids',
      'pèse',
      'pese',
      'peso',
      'pesa',
      'eigengewicht',
      'leergewicht',
      'waga',
      'masa',
    ],
    unitOnly: 0.62,
  },
  {
    id: 'net_contents',
    kinds: ['mass', 'volume'],
    words: [
      'net weight',
      'net wt',
      'net',
      'contents',
      'content',
      'net contents',
      'nettogewicht',
      'netto gewicht',
      'netto inhoud',
      'inhoud',
      'nettovikt',
      'peso netto',
      'contenuto netto',
      'nettofüllmenge',
      'füllmenge',
      'nettoinhalt',
      'inhalt',
      'poids net',
      'contenu net',
      'peso neto',
      'contenido neto',
      'fill weight',
      'füllgewicht',
      'poids de garnissage',
      'peso de relleno',
    ],
  },
  {
    // How a food or a cosmetic is kept unopened: Ambient, Chilled or Frozen (keeping.ts).
    id: 'keeping',
    kinds: [],
    words: [
      'storage',
      'storage conditions',
      'storage instructions',
      'lagerung',
      'aufbewahrung',
      'lagerhinweis',
      'conservation',
      'conservación',
      'conservazione',
      'bewaren',
      'bewaaradvies',
      'förvaring',
    ],
  },
  {
    // What a food in liquid weighs without it ('Drained weight: 102 g'): never its net weight.
    id: 'drained_weight',
    kinds: ['mass'],
    words: [
      'drained weight',
      'drained',
      'abtropfgewicht',
      'poids net égoutté',
      'poids égoutté',
      'égoutté',
      'peso escurrido',
      'peso neto escurrido',
      'peso sgocciolato',
      'sgocciolato',
      'uitlekgewicht',
      'avrunnen vikt',
    ],
  },
  {
    id: 'load_capacity',
    kinds: ['mass'],
    after: [
      'tensile',
      'tensile strength',
      'capacity',
      'load',
      'load capacity',
      'max',
      'maximum',
      'limit',
      'weight capacity',
      'weight limit',
      'rating',
      'tragkraft',
      'traglast',
      'belastbarkeit',
    ],
    words: [
      'holds',
      'hold',
      'holds up to',
      'supports',
      'support',
      'supports up to',
      'max load',
      'maximum load',
      'load capacity',
      'weight capacity',
      'weight limit',
      'load',
      'rated for',
      'bears',
      'capacity',
      'max',
      'tensile strength',
      'tensile',
      'strength',
      'max user weight',
      'user weight',
      'belastbar bis',
      'max. belastbarkeit',
      'tragkraft',
      'traglast',
      'belastbar',
      'belastbarkeit',
      'max belastung',
      'charge max',
      'charge maximale',
      'capacité de charge',
      'supporte',
      'carga máxima',
      'capacidad de carga',
      'soporta',
      'zuladung',
      'max. zuladung',
      'nutzlast',
      'hubkraft',
      'charge utile',
      'carga útil',
      'portata',
      'portata massima',
      'capacità di carico',
      'udźwig',
      'nośność',
      'maksymalne obciążenie',
    ],
  },
  {
    id: 'capacity',
    kinds: ['volume'],
    words: [
      'capacity',
      'holds',
      'volume',
      'contents',
      'content',
      'tank',
      'fassungsvermögen',
      'inhalt',
      'volumen',
      'füllmenge',
      'contenance',
      'capacité',
      'contenu',
      'capacidad',
      'contenido',
    ],
    after: [
      'bin',
      'reservoir',
      'mug',
      'cup',
      'bottle',
      'tumbler',
      'glass',
      'jar',
      'tank',
      'can',
      'pot',
      'kettle',
      'pitcher',
      'carafe',
      'flask',
      'thermos',
      'bowl',
      'bucket',
      'container',
      'becher',
      'tasse',
      'flasche',
      'glas',
      'kanne',
      'bouteille',
      'verre',
      'bocal',
      'gourde',
      'taza',
      'botella',
      'vaso',
      'capacity',
    ],
    unitOnly: 0.58,
  },
  {
    id: 'cord_length',
    kinds: ['length'],
    words: [
      'cord',
      'power cord',
      'cable',
      'cord length',
      'cable length',
      'lead',
      'kabel',
      'netzkabel',
      'kabellänge',
      'anschlusskabel',
      'cordon',
      'câble',
      'cable de alimentación',
    ],
    after: ['cord', 'power cord', 'cable', 'lead', 'kabel', 'netzkabel', 'cordon', 'câble', 'cable'],
  },
  {
    id: 'hose_length',
    kinds: ['length'],
    words: ['hose', 'hose length', 'schlauch', 'schlauchlänge', 'tuyau', 'manguera'],
    after: ['hose', 'schlauch', 'tuyau', 'manguera'],
  },
  {
    id: 'diameter',
    kinds: ['length'],
    words: ['diameter', 'dia', 'ø', 'bore', 'durchmesser', 'diamètre', 'diámetro'],
    after: ['diameter', 'dia', 'durchmesser', 'diamètre', 'diámetro'],
  },
  {
    id: 'blade_size',
    kinds: ['length'],
    words: ['blade', 'blade size', 'blade diameter', 'sägeblatt', 'lame', 'hoja'],
    after: ['blade', 'sägeblatt', 'lame', 'hoja'],
  },
  {
    id: 'screen_size',
    kinds: ['length'],
    words: [
      'screen',
      'screen size',
      'display',
      'display size',
      'bildschirm',
      'bildschirmdiagonale',
      'écran',
      'pantalla',
      'monitor',
    ],
    after: ['screen', 'display', 'monitor', 'tv', 'bildschirm', 'écran', 'pantalla'],
  },
  {
    id: 'seat_height',
    kinds: ['length'],
    words: ['seat height', 'counter height', 'bar height', 'sitzhöhe', "hauteur d'assise", 'altura del asiento'],
    after: ['seat height', 'counter height', 'bar height'],
  },
  // What an extension cord or a cable carries at most, in watts or amps: not the product's own power.
  {
    id: 'load_rating',
    kinds: ['power'],
    words: ['max load', 'maximum load', 'belastbar', 'belastbar bis', 'max belastung', 'charge max', 'carga máxima'],
  },
  // A device's power in standby, and the most a lamp's socket takes ('E27 max. 40 W'): not its power.
  {
    id: 'standby_power',
    kinds: ['power'],
    words: [
      'standby',
      'stand-by',
      'standby power',
      'standby consumption',
      'in standby',
      'standby-verbrauch',
      'leistungsaufnahme standby',
      'standby-leistung',
      'veille',
      'en veille',
      'consommation en veille',
      'en espera',
      'modo de espera',
    ],
    after: ['standby', 'stand-by', 'in standby', 'en veille', 'en espera'],
  },
  {
    id: 'bulb_rating',
    kinds: ['power'],
    words: [
      'max bulb',
      'max wattage',
      'maximum wattage',
      'bulb max',
      'leuchtmittel max',
      'ampoule max',
      'bombilla max',
      'max bulb wattage',
    ],
  },
  {
    id: 'width',
    kinds: ['length'],
    words: ['width', 'wide', 'breite', 'breit', 'largeur', 'ancho'],
    after: ['wide', 'breit', 'width'],
  },
  {
    id: 'height',
    kinds: ['length'],
    words: ['height', 'tall', 'high', 'höhe', 'hoch', 'hauteur', 'altura', 'alto'],
    after: ['tall', 'high', 'hoch', 'height'],
  },
  {
    id: 'depth',
    kinds: ['length'],
    words: ['depth', 'deep', 'tiefe', 'tief', 'profondeur', 'profundidad'],
    after: ['deep', 'tief', 'depth'],
  },
  {
    id: 'thickness',
    kinds: ['length'],
    words: ['thickness', 'thick', 'stärke', 'dicke', 'épaisseur', 'espesor'],
    after: ['thick', 'dick', 'stark'],
  },
  {
    id: 'length',
    kinds: ['length'],
    words: ['length', 'long', 'overall length', 'länge', 'lang', 'gesamtlänge', 'longueur', 'longitud', 'largo'],
    after: ['long', 'lang', 'length'],
  },
  {
    id: 'dimensions',
    kinds: ['length'],
    words: [
      'dimensions',
      'dimension',
      'dims',
      'measurements',
      'overall size',
      'product size',
      'abmessungen',
      'maße',
      'masse',
      'dimensiones',
      'medidas',
    ],
  },
  {
    id: 'cross_section',
    kinds: ['area'],
    words: [
      'cross section',
      'cross-section',
      'conductor',
      'conductors',
      'conductor size',
      'querschnitt',
      'leiterquerschnitt',
      'leiter',
      'section',
      'âme',
      'sección',
      'conductor de',
    ],
    after: ['conductor', 'conductors', 'live conductors', 'leiter', 'âme', 'conductores'],
  },
  {
    id: 'coverage',
    kinds: ['area'],
    words: [
      'covers',
      'covers up to',
      'coverage',
      'ergiebigkeit',
      'reicht für',
      'rendement',
      'couvre',
      'rendimiento',
      'cubre',
    ],
  },
  {
    id: 'voltage',
    kinds: ['potential'],
    words: [
      'voltage',
      'volt',
      'battery voltage',
      'input voltage',
      'rated voltage',
      'spannung',
      'nennspannung',
      'tension',
      'voltaje',
    ],
    unitOnly: 0.8,
    defaultUnit: 'V',
  },
  {
    id: 'power',
    kinds: ['power'],
    words: [
      'power',
      'wattage',
      'rated power',
      'output',
      'actual',
      'motor',
      'leistung',
      'nennleistung',
      'puissance',
      'potencia',
    ],
    after: ['actual', 'motor', 'real', 'réel', 'réels', 'tatsächlich'],
    unitOnly: 0.78,
    defaultUnit: 'W',
  },
  {
    id: 'power_equivalent',
    kinds: ['power'],
    words: ['equivalent', 'equiv', 'replaces', 'replacement', 'entspricht', 'ersetzt', 'équivalent', 'equivalente'],
    after: ['equivalent', 'equiv', 'replacement', 'equal', 'äquivalent', 'équivalent', 'equivalente'],
  },
  {
    id: 'current',
    kinds: ['current'],
    words: ['current', 'amperage', 'strom', 'stromstärke', 'courant', 'corriente'],
    unitOnly: 0.75,
    defaultUnit: 'A',
  },
  {
    // A starter battery's cold cranking current ('680 A (EN)', 'Kaltstartstrom 760 A').
    id: 'cold_cranking',
    kinds: ['current'],
    words: [
      'cold cranking',
      'cold cranking amps',
      'cold cranking current',
      'cca',
      'kaltstartstrom',
      'kälteprüfstrom',
      'courant de démarrage',
      'intensité de démarrage',
      'puissance de démarrage',
      'corriente de arranque',
      'corriente de arranque en frío',
      'corrente di spunto',
      'prąd rozruchu',
      'prąd rozruchowy',
    ],
  },
  {
    // A sound level in decibels ('External rolling noise 71 dB', 'Geräuschpegel 68 dB(A)').
    id: 'noise',
    kinds: ['sound'],
    words: [
      'noise',
      'noise level',
      'rolling noise',
      'external rolling noise',
      'sound level',
      'sound pressure',
      'geräusch',
      'rollgeräusch',
      'geräuschpegel',
      'lautstärke',
      'schallpegel',
      'bruit',
      'bruit de roulement',
      'niveau sonore',
      'ruido',
      'ruido de rodadura',
      'nivel sonoro',
      'rumore',
      'rumorosità',
      'hałas',
      'poziom hałasu',
    ],
    unitOnly: 0.7,
  },
  {
    id: 'battery_capacity',
    kinds: ['charge'],
    words: [
      'battery',
      'battery capacity',
      'capacity',
      'akku',
      'akkukapazität',
      'kapazität',
      'batterie',
      'capacité',
      'batería',
    ],
    unitOnly: 0.8,
  },
  { id: 'energy', kinds: ['energy'], words: ['energy', 'energie', 'énergie', 'energía'], unitOnly: 0.65 },
  {
    // Whom a garment is for: adults, children or babies ('Age Group', 'Altersgruppe').
    id: 'age_group',
    kinds: [],
    words: [
      'age group',
      'altersgruppe',
      'tranche d âge',
      'groupe d âge',
      'grupo de edad',
      'fascia d età',
      'leeftijdsgroep',
    ],
  },
  {
    // A computer's or a phone's processor ('Processor: Intel Core i5-1335U', 'Prozessor', 'CPU').
    id: 'processor',
    kinds: [],
    words: ['processor', 'prozessor', 'processeur', 'procesador', 'processore', 'cpu', 'chip', 'chipset', 'soc'],
  },
  {
    // An appliance's or a screen's energy label ('Energy class: F', 'Energieeffizienzklasse E').
    id: 'energy_class',
    kinds: [],
    words: [
      'energy class',
      'energy efficiency class',
      'energy label',
      'energy rating',
      'energieeffizienzklasse',
      'energieklasse',
      'effizienzklasse',
      'classe énergétique',
      'classe energetique',
      'classe d efficacité énergétique',
      'classe energetica',
      'clase energética',
      'clase de eficiencia energética',
      'energieklasse',
      'energielabel',
    ],
  },
  {
    id: 'speed',
    kinds: ['angular_velocity'],
    words: ['speed', 'no-load speed', 'no load speed', 'drehzahl', 'leerlaufdrehzahl', 'vitesse', 'velocidad'],
    unitOnly: 0.7,
    defaultUnit: 'rpm',
  },
  {
    id: 'memory',
    kinds: ['information'],
    words: [
      'ram',
      'memory',
      'arbeitsspeicher',
      'mémoire',
      'memoria',
      'vram',
      'video memory',
      'grafikspeicher',
      'gddr6',
      'gddr6x',
      'gddr7',
    ],
    after: ['ram', 'memory'],
  },
  {
    id: 'storage',
    kinds: ['information'],
    words: ['storage', 'ssd', 'hdd', 'speicher', 'speicherplatz', 'stockage', 'almacenamiento'],
    after: ['storage', 'ssd', 'hdd', 'speicher'],
    unitOnly: 0.6,
    defaultUnit: 'GB',
  },
  {
    id: 'pressure',
    kinds: ['pressure'],
    words: [
      'pressure',
      'max pressure',
      'working pressure',
      'operating pressure',
      'max working pressure',
      'druck',
      'betriebsdruck',
      'nenndruck',
      'max betriebsdruck',
      'pression',
      'pression de service',
      'pression max',
      'presión',
      'presión de trabajo',
      'presión máx',
    ],
    unitOnly: 0.72,
  },
  // Pressures that are no working rating: a test, burst, minimum, set or inlet pressure.
  {
    id: 'other_pressure',
    kinds: ['pressure'],
    words: [
      'test pressure',
      'burst pressure',
      'min pressure',
      'minimum pressure',
      'min flow pressure',
      'pre-charge',
      'precharge',
      'prüfdruck',
      'berstdruck',
      'mindestdruck',
      'fließdruck',
      'vordruck',
      "pression d'essai",
      'pression minimum',
      'pression de tarage',
      'presión de prueba',
      'presión mínima',
      'presión de tarado',
    ],
  },
  {
    id: 'flow_rate',
    kinds: ['volumetric_flow'],
    words: [
      'flow rate',
      'flow',
      'max flow',
      'durchfluss',
      'durchflussmenge',
      'fördermenge',
      'débit',
      'débit max',
      'caudal',
    ],
  },
  {
    id: 'colour_temperature',
    kinds: ['temperature'],
    words: [
      'colour temperature',
      'color temperature',
      'cct',
      'farbtemperatur',
      'lichtfarbe',
      'température de couleur',
      'temperatura de color',
    ],
  },
  {
    id: 'outside_diameter',
    kinds: ['length'],
    words: [
      'outside diameter',
      'outer diameter',
      'pipe od',
      'od',
      'außendurchmesser',
      'rohraußendurchmesser',
      'diamètre extérieur',
      'diámetro exterior',
    ],
  },
  { id: 'frequency', kinds: ['frequency'], words: ['frequency', 'frequenz', 'fréquence', 'frecuencia'], unitOnly: 0.6 },
  {
    id: 'brightness',
    kinds: ['luminous_power'],
    words: [
      'luminous flux',
      'flux lumineux',
      'brightness',
      'lumens',
      'light output',
      'max output',
      'helligkeit',
      'lichtstrom',
      'leuchtkraft',
      'luminosité',
      'flux lumineux',
      'brillo',
      'flujo luminoso',
    ],
    unitOnly: 0.78,
    defaultUnit: 'lm',
  },
  {
    id: 'temperature',
    kinds: ['temperature'],
    words: [
      'temperature',
      'temp',
      'max temp',
      'max temperature',
      'operating temperature',
      'operating temp',
      'working temperature',
      'water temp',
      'conductor temp',
      'temperatur',
      'betriebstemperatur',
      'max betriebstemperatur',
      'température',
      'température max',
      'température de service',
      'temperatura',
      'temperatura máx',
      'temperatura de trabajo',
    ],
  },
  // Temperatures that are no rating of the product: a range it is set to, the ambient, a scald limit.
  {
    id: 'other_temperature',
    kinds: ['temperature'],
    words: [
      'setting range',
      'ambient',
      'ambient temperature',
      'storage temperature',
      'installation temperature',
      'umgebungstemperatur',
      'lagertemperatur',
      'verbrühschutz',
      'sicherheitssperre',
      'température ambiante',
      "température d'installation",
      'plage de réglage',
      'temperatura ambiente',
    ],
  },
  {
    // How long a product runs on one charge: not a charging time.
    id: 'run_time',
    kinds: ['time'],
    words: [
      'battery life',
      'battery runtime',
      'run time',
      'runtime',
      'running time',
      'operating time',
      'playtime',
      'play time',
      'playback time',
      'akkulaufzeit',
      'laufzeit',
      'betriebsdauer',
      'betriebszeit',
      'leuchtdauer',
      'wiedergabezeit',
      'autonomie',
      'durée de fonctionnement',
      'autonomía',
      'duración de la batería',
      'duración',
      'driving time',
      'use time',
      'usage time',
      'fahrzeit',
      'spielzeit',
      'nutzungsdauer',
    ],
    after: [
      'continuous use',
      'driving time',
      'de funcionamiento',
      'de funcionamiento continuo',
      "d'utilisation",
      'battery life',
      'runtime',
      'run time',
      'playtime',
      'playback',
      'of battery life',
      'laufzeit',
      "d'autonomie",
      'de autonomía',
    ],
    unitOnly: 0.5,
    defaultUnit: 'h',
  },
  {
    id: 'charge_time',
    kinds: ['time'],
    words: [
      'charging time',
      'charge time',
      'recharge time',
      'ladezeit',
      'ladedauer',
      'temps de charge',
      'temps de recharge',
      'tiempo de carga',
    ],
  },
  {
    // Packed or folded sizes: a dimensions text of the product as carried, not as used.
    id: 'packed_dimensions',
    kinds: ['length'],
    words: [
      'packed size',
      'packed dimensions',
      'packed',
      'folded size',
      'folded dimensions',
      'packmaß',
      'packmass',
      'packmaße',
      'packmasse',
      'packgröße',
      'taille pliée',
      'dimensions plié',
      'dimensions pliées',
      'dimensions repliées',
      'encombrement plié',
      'tamaño plegado',
      'medidas plegado',
      'dimensiones plegado',
    ],
  },
  {
    id: 'wheel_size',
    kinds: ['length'],
    words: [
      'wheel size',
      'wheel',
      'wheels',
      'laufradgröße',
      'laufrad',
      'radgröße',
      'taille de roue',
      'roues',
      'tamaño de rueda',
      'rueda',
      'ruedas',
    ],
    after: ['wheel', 'wheels', 'laufrad', 'laufräder', 'roues', 'ruedas'],
  },
  {
    id: 'frame_size',
    kinds: ['length'],
    words: [
      'frame size',
      'frame height',
      'frame',
      'rahmengröße',
      'rahmenhöhe',
      'rahmen',
      'taille du cadre',
      'taille de cadre',
      'cadre',
      'talla de cuadro',
      'cuadro',
    ],
    after: ['frame', 'rahmen', 'cadre', 'cuadro'],
  },
  {
    id: 'water_column',
    kinds: ['length'],
    words: [
      'water column',
      'hydrostatic head',
      'waterhead',
      'wassersäule',
      'colonne d eau',
      "colonne d'eau",
      'columna de agua',
    ],
    after: ['water column', 'hydrostatic head', 'wassersäule', "colonne d'eau", 'columna de agua'],
  },
  // Text properties: a supplier key or a label names them; a measure after their cue is their text ('Sz 10.5 W').
  {
    id: 'size',
    kinds: [],
    words: ['size', 'sz', 'größe', 'grösse', 'gr', 'taille', 'talla', 'pointure', 'taglia', 'maat', 'rozmiar'],
  },
  // A tyre's designation, its load index and speed rating (codes.ts), and an oil's SAE grade.
  {
    id: 'tyre_size',
    kinds: [],
    words: [
      'tyre size',
      'tire size',
      'tyre dimension',
      'reifengröße',
      'reifengrösse',
      'reifendimension',
      'dimension pneu',
      'taille pneu',
      'medida neumático',
      'medida del neumático',
      'misura pneumatico',
      'rozmiar opony',
    ],
  },
  {
    id: 'load_index',
    kinds: [],
    words: [
      'load index',
      'lastindex',
      'tragfähigkeitsindex',
      'indice de charge',
      'índice de carga',
      'indice di carico',
      'indeks nośności',
    ],
  },
  {
    id: 'speed_rating',
    kinds: [],
    words: [
      'speed rating',
      'speed index',
      'speed symbol',
      'geschwindigkeitsindex',
      'indice de vitesse',
      'índice de velocidad',
      'indice di velocità',
      'indeks prędkości',
    ],
  },
  // The vehicle makers' reference numbers a part replaces; no part number of its maker.
  {
    id: 'oem_numbers',
    kinds: [],
    words: [
      'oe',
      'oem',
      'oe nr',
      'oe no',
      'oe number',
      'oe numbers',
      'oem number',
      'oem numbers',
      'oe nummer',
      'vergleichsnummer',
      'vergleichsnummern',
      'réf origine',
      'référence origine',
      'références origine',
      'referencia oe',
      'referencias oe',
      'numero oe',
      'numeri oe',
      'codice oe',
      'numer oe',
      'numery oe',
    ],
  },
  {
    id: 'fuel_class',
    kinds: [],
    words: ['fuel efficiency', 'fuel efficiency class', 'rolling resistance', 'kraftstoffeffizienz', 'rollwiderstand'],
  },
  {
    id: 'bulb_type',
    kinds: [],
    words: [
      'bulb type',
      'bulb category',
      'lamp type',
      'lampentyp',
      'glühlampentyp',
      "type d'ampoule",
      'type ampoule',
      'tipo de bombilla',
      'tipo lampada',
      'typ żarówki',
    ],
  },
  {
    id: 'viscosity',
    kinds: [],
    words: [
      'viscosity',
      'viscosity grade',
      'sae',
      'viskosität',
      'viskositätsklasse',
      'viscosité',
      'grade de viscosité',
      'viscosidad',
      'viscosità',
      'lepkość',
      'klasa lepkości',
    ],
  },
  {
    // The system a size is given in (EU, UK, US, IT, FR, International).
    id: 'size_system',
    kinds: [],
    words: ['size system', 'größensystem', 'système de taille', 'sistema de tallas', 'sistema taglie', 'maatsysteem'],
  },
  { id: 'gender', kinds: [], words: ['gender', 'geschlecht', 'zielgruppe', 'genre', 'sexe', 'género', 'sexo'] },
  { id: 'season', kinds: [], words: ['season', 'saison', 'kollektion', 'temporada', 'collection'] },
  {
    id: 'flavour',
    kinds: [],
    words: [
      'flavour',
      'flavor',
      'taste',
      'geschmack',
      'geschmacksrichtung',
      'sorte',
      'saveur',
      'goût',
      'arôme',
      'sabor',
    ],
  },
  {
    id: 'features',
    kinds: [],
    words: ['features', 'feature', 'eigenschaften', 'merkmale', 'ausstattung', 'caractéristiques', 'características'],
  },
  {
    // Speeds of a bike or a drivetrain part: a count ('12-speed', '1x12', '10 Gänge').
    id: 'gears',
    kinds: [],
    words: [
      'gears',
      'number of gears',
      'gänge',
      'gangzahl',
      'anzahl gänge',
      'schaltstufen',
      'nombre de vitesses',
      'marchas',
      'número de marchas',
    ],
  },
  {
    id: 'servings',
    kinds: [],
    words: [
      'servings',
      'servings per container',
      'number of servings',
      'portionen',
      'anzahl portionen',
      'portions',
      'nombre de portions',
      'porciones',
      'raciones',
    ],
  },
  {
    id: 'poles',
    kinds: [],
    words: [
      'poles',
      'no of poles',
      'number of poles',
      'polzahl',
      'anzahl pole',
      'pôles',
      'nombre de pôles',
      'polos',
      'número de polos',
    ],
  },
  {
    id: 'thread',
    kinds: [],
    words: ['thread', 'thread size', 'connection thread', 'gewinde', 'anschlussgewinde', 'filetage', 'rosca'],
  },
  {
    id: 'dimmable',
    kinds: [],
    words: ['dimmable', 'dimmbar', 'regulable', 'gradable'],
  },
  {
    id: 'thermostatic',
    kinds: [],
    words: ['thermostatic', 'thermostatisch', 'thermostatique', 'termostático'],
  },
  {
    id: 'brand',
    kinds: [],
    words: ['brand', 'brand name', 'marke', 'marque', 'marca', 'marchio', 'merk', 'make', 'label'],
  },
  // The maker fills a brand field only when the record names no brand.
  {
    id: 'manufacturer',
    kinds: [],
    words: [
      'manufacturer',
      'hersteller',
      'fabricant',
      'fabricante',
      'produttore',
      'producent',
      'mfr',
      'mfg',
      'made by',
      'vendor',
    ],
  },
  {
    id: 'model',
    kinds: [],
    words: [
      'manufacturer part no',
      'manufacturer part',
      'mfr part no',
      'herst nr',
      'herstellernr',
      'herst art nr',
      'réf fabricant',
      'ref fabricante',
      'referencia fabricante',
      'type no',
      'part no',
      'model',
      'model number',
      'model no',
      'model #',
      'item model number',
      'modell',
      'modellnummer',
      'modèle',
      'modelo',
      'typ',
      'mpn',
      'part number',
      'part no',
      'part #',
      'manufacturer part number',
      'mfr part',
      'mfr part #',
      'mfg part',
      'mfg part #',
      'herstellernummer',
      'hersteller artikelnummer',
      'artikelnummer',
      'art nr',
      'art.-nr',
      'teilenummer',
      'référence',
      'référence fabricant',
      'ref',
      'réf',
      'numéro de modèle',
      'número de modelo',
      'referencia',
      'product number',
      'codice produttore',
      'codice prodotto',
      'artikelnummer fabrikant',
      'fabrikantcode',
      'onderdeelnummer',
      'numéro de pièce',
      'número de pieza',
    ],
  },
  {
    id: 'model_name',
    kinds: [],
    words: ['model name', 'modellname', 'nom du modèle', 'nombre del modelo', 'series', 'serie'],
  },
  {
    id: 'gtin',
    kinds: [],
    words: [
      'gtin',
      'ean',
      'upc',
      'barcode',
      'ean13',
      'gtin13',
      'gtin-13',
      'ean code',
      'ean-code',
      'upc code',
      'code ean',
      'código ean',
    ],
  },
  // A purchase order's or a model year's code is no model number ('Réf. commande', 'Model Year: 2024').
  {
    id: 'order_number',
    kinds: [],
    words: [
      'order number',
      'order no',
      'order ref',
      'purchase order',
      'po number',
      'réf commande',
      'ref commande',
      'référence commande',
      'numéro de commande',
      'ref pedido',
      'referencia pedido',
      'número de pedido',
      'auftragsnummer',
    ],
  },
  {
    id: 'model_year',
    kinds: [],
    words: ['model year', 'modelljahr', 'baujahr', 'année modèle', 'année du modèle', 'año modelo', 'año del modelo'],
  },
  { id: 'sku', kinds: [], words: ['sku', 'item number', 'item no', 'item #', 'best nr', 'bestellnummer'] },
  {
    id: 'color',
    kinds: [],
    words: ['color', 'colour', 'colors', 'colours', 'farbe', 'couleur', 'coloris', 'color', 'colores'],
  },
  {
    id: 'material',
    kinds: [],
    words: [
      'material',
      'materials',
      'werkstoff',
      'matériau',
      'matière',
      'materiales',
      'fabric',
      'stoff',
      // A garment's composition ('Obermaterial: 95% Baumwolle', 'Composition : 80% viscose', 'Skład').
      'obermaterial',
      'außenmaterial',
      'oberstoff',
      'composition',
      'tissu principal',
      'composición',
      'materiale',
      'composizione',
      'samenstelling',
      'bovenmateriaal',
      'skład',
      'outer fabric',
    ],
  },
  {
    id: 'country_of_origin',
    kinds: [],
    words: [
      'country of origin',
      'country of manufacture',
      'country of production',
      'origin',
      'made in',
      'manufactured in',
      'herstellungsland',
      'produktionsland',
      'hergestellt in',
      'pays de fabrication',
      'lieu de fabrication',
      'fabriqué au',
      'país de fabricación',
      'fabricado en',
      'origen',
      'herkunftsland',
      'ursprungsland',
      'herkunft',
      "pays d'origine",
      'origine',
      'fabriqué en',
      'país de origen',
      'hecho en',
    ],
  },
  {
    id: 'pack_quantity',
    kinds: [],
    words: [
      'pack qty',
      'pack quantity',
      'quantity',
      'qty',
      'pack size',
      'count',
      'pieces',
      'pcs',
      'units',
      'stück',
      'anzahl',
      'menge',
      'inhalt stück',
      'quantité',
      'cantidad',
      'pièces',
      'unidades',
    ],
  },
  // The skin or hair types a care product is for, read in a clause about skin or hair (candidates.ts).
  {
    id: 'skin_type',
    kinds: [],
    words: ['skin type', 'skin types', 'hauttyp', 'type de peau', 'tipo de piel', 'tipo di pelle', 'huidtype'],
  },
  {
    id: 'hair_type',
    kinds: [],
    words: ['hair type', 'hair types', 'haartyp', 'type de cheveux', 'tipo de cabello', 'tipo di capelli', 'haartype'],
  },
  // The pieces inside one retail unit (tablets, wipes, nappies), where a company counts them apart (extras.ts).
  {
    id: 'piece_count',
    kinds: [],
    words: [
      'pieces per unit',
      'pieces per pack',
      'count per pack',
      'units per pack',
      'stück pro packung',
      'stück je packung',
      'pièces par unité',
      'piezas por unidad',
      'pezzi per confezione',
      'stuks per verpakking',
    ],
  },
  { id: 'warranty', kinds: [], words: ['warranty', 'guarantee', 'garantie', 'gewährleistung', 'garantía'] },
  {
    // The recommended minimum age of a toy or a baby product: a count of months or years, read by minimumAgeIn.
    id: 'min_age',
    kinds: [],
    words: [
      'minimum age',
      'min age',
      'recommended age',
      'age',
      'ages',
      'age from',
      'alter',
      'altersempfehlung',
      'mindestalter',
      'âge',
      'âge minimum',
      'âge recommandé',
      'edad',
      'edad mínima',
      'edad recomendada',
    ],
  },
  {
    // How many speed, heat, power or brightness levels a product offers: a count, not a measure.
    id: 'settings_count',
    kinds: [],
    words: [
      'number of settings',
      'no of settings',
      'settings',
      'speed settings',
      'heat settings',
      'number of speeds',
      'speeds',
      'speed levels',
      'power levels',
      'stufen',
      'anzahl stufen',
      'geschwindigkeitsstufen',
      'ventilatorstufen',
      'leistungsstufen',
      'nombre de vitesses',
      'vitesses',
      'niveaux de puissance',
      'velocidades',
      'número de velocidades',
      'niveles de potencia',
    ],
  },
  {
    id: 'cordless',
    kinds: [],
    words: ['cordless', 'akkubetrieben', 'akku betrieben', 'battery powered', 'kabellos', 'sans fil', 'inalámbrico'],
  },
  { id: 'waterproof', kinds: [], words: ['waterproof', 'wasserdicht', 'étanche', 'imperméable', 'impermeable'] },
  {
    id: 'wireless',
    kinds: [],
    words: ['wireless', 'drahtlos', 'senza fili', 'draadloos', 'inalámbrico'],
  },
  {
    id: 'reinforced',
    kinds: [],
    words: ['reinforced', 'extra load', 'xl', 'verstärkt', 'renforcé', 'rinforzato', 'reforzado', 'wzmocniona'],
  },
  { id: 'led', kinds: [], words: ['led', 'led light source'] },
  { id: 'rechargeable', kinds: [], words: ['rechargeable', 'wiederaufladbar', 'aufladbar', 'recargable'] },
  { id: 'bpa_free', kinds: [], words: ['bpa-free', 'bpa free', 'bpa-frei', 'sans bpa', 'libre de bpa', 'sin bpa'] },
  {
    // A sun cream's protection factor: a number without a unit, read by spfIn.
    id: 'spf',
    kinds: [],
    words: [
      'spf',
      'lsf',
      'fps',
      'sun protection factor',
      'lichtschutzfaktor',
      'facteur de protection',
      'factor de protección',
    ],
  },
  {
    id: 'dishwasher_safe',
    kinds: [],
    words: [
      'dishwasher safe',
      'spülmaschinenfest',
      'spülmaschinengeeignet',
      'lave-vaisselle',
      'apto para lavavajillas',
    ],
  },
  {
    id: 'induction',
    kinds: [],
    words: ['induction compatible', 'induction', 'induktion', 'induktionsgeeignet', 'inducción'],
  },
  {
    id: 'app_control',
    kinds: [],
    words: [
      'smart app controlled',
      'app controlled',
      'app control',
      'smart',
      'app-steuerung',
      'contrôle par application',
    ],
  },
  {
    id: 'battery_included',
    kinds: [],
    words: [
      'battery included',
      'batteries included',
      'akku enthalten',
      'akku im lieferumfang',
      'batterie incluse',
      'batería incluida',
    ],
  },
  {
    id: 'allergens',
    kinds: [],
    words: [
      'allergens',
      'allergen',
      'contains',
      'allergene',
      'enthält',
      'allergènes',
      'contient',
      'alérgenos',
      'contiene',
    ],
  },
];

const BY_ID = new Map(PROPERTIES.map((p) => [p.id, p]));
export const propertyById = (id: string) => BY_ID.get(id);

/** A label in comparable form: lower case, letters and digits, one space between words (accents kept). */
export function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}ø#]+/gu, ' ')
    .trim();
}

/** Every property word with its property, longest first, for scanning labels. */
const PHRASES = PROPERTIES.flatMap((p) => p.words.map((w) => ({ phrase: words(w), property: p }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

const LABELS = new Map<string, Property[]>();
/** Words naming their property only as a whole key. */
const WHOLE_KEY_ONLY = new Set(['label']);
/** Properties a more specific one qualifies ('cable length' is a cord length before it is a length). */
/** Yes/no properties: their words ('rechargeable battery of 2 600 mAh') name no measure and block none. */
const YES_NO_PROPERTIES = new Set([
  'bpa_free',
  'dimmable',
  'thermostatic',
  'cordless',
  'wireless',
  'waterproof',
  'battery_included',
  'rechargeable',
  'dishwasher_safe',
  'induction',
  'app_control',
  'reinforced',
  'led',
]);

const GENERIC = new Set(['length', 'width', 'height', 'depth', 'dimensions', 'weight']);

/**
 * The properties a label names ('Weight (lbs)' → weight; 'Max Load' → load_capacity; 'Marke' → brand), most
 * specific (longest phrase) first; an exact label match comes first of all.
 */
export function propertiesOfLabel(label: string): Property[] {
  const known = LABELS.get(label);
  if (known) return known;
  const found = readLabel(label);
  if (LABELS.size > 10_000) LABELS.clear();
  LABELS.set(label, found);
  return found;
}

function readLabel(label: string): Property[] {
  const key = ` ${words(label)} `;
  const found: Property[] = [];
  for (const { phrase, property } of PHRASES) {
    if (!phrase || !key.includes(` ${phrase} `)) continue;
    // 'Label: Levi's' names a brand; 'EU tyre label', 'Energy label' or 'Care label' do not.
    if (WHOLE_KEY_ONLY.has(phrase) && key !== ` ${phrase} `) continue;
    if (!found.includes(property)) found.push(property);
  }
  const exact = PHRASES.find((p) => ` ${p.phrase} ` === key)?.property;
  const ordered = exact ? [exact, ...found.filter((p) => p !== exact)] : found;
  // 'Longueur du câble', 'Blade Length': the specific property before the generic one it qualifies.
  return [...ordered.filter((p) => !GENERIC.has(p.id)), ...ordered.filter((p) => GENERIC.has(p.id))];
}

/** A measure's cue: the property its neighbouring words name, and how the cue stands. */
export interface Cue {
  property: Property;
  /** 'label' ('Weight: 2 kg'), 'after' ('20 ft cord'), 'before' ('weighs 2 kg'), 'unit' (no cue word). */
  how: 'label' | 'after' | 'before' | 'unit';
  /** The text from the cue to the measure (or the measure itself), for the quote. */
  start: number;
  end: number;
}

/** Words saying what a product is for, fits or suits, right before a measure (in the same clause). */
const PURPOSE =
  /\b(?:for|fits|fit|suits|suitable for|compatible with|für|passend für|geeignet für|pour|convient|para|apto para)\b[^.;:,\n]{0,24}$/i;

const OUTPUT = /\b(?:output|outputs|ausgang|ausgangsspannung|sortie|salida|input|eingang|entrée|entrada)\b/i;

/** 'Output: 65W max (20V/3.25A)': an adapter's output (or input) voltage or current is no rating of the product. */
function isOutput(text: string, start: number, kind: string): boolean {
  if (kind !== 'potential' && kind !== 'current') return false;
  const sentenceStart = Math.max(text.lastIndexOf('\n', start - 1), text.lastIndexOf('. ', start - 1), start - 60, 0);
  return OUTPUT.test(text.slice(sentenceStart, start));
}

/** Words whose stop is an abbreviation's ('Net Wt.', 'No.', 'approx.', 'max.'), not a sentence's end. */
const ABBREVIATION_END =
  /(?:^|[^\p{L}])(?:wt|no|nr|approx|appr|incl|inkl|ca|max|min|dia|qty|vol|art|ref|réf|env|st|dim|mfr|mod|sq|fl|ft|in|oz|lbs?|gal|qt|pt|yd|bzw|z\.\s?b|u\.\s?a|e\.\s?g|i\.\s?e)$/iu;

const CLAUSE_END = /[.;:!?\n|•·([\]]|,\s|\s[-–—]\s/g;

function fits(property: Property, kind: string): boolean {
  return property.kinds.length === 0 || property.kinds.includes(kind);
}

/**
 * The cue of a measure at [start, end) of `text` with kind `kind`: a noun right after it, else the nearest
 * property word before it in the same clause, else its unit alone (when the unit names one property).
 */
export function cueOf(text: string, start: number, end: number, kind: string): Cue | null {
  // What the product is for or fits ('for dogs up to 25 kg', 'für Pfannen bis 28 cm', 'pour 2-4 personnes'),
  // not what it is.
  if (PURPOSE.test(text.slice(Math.max(0, start - 30), start))) return null;
  // A figure per unit ('25 lb per anchor', '0,21 kg/m', 'je Meter') is no property of the product, except
  // the coverage of a can ('400 sq. ft. per gallon').
  const perUnit =
    /^\s*(?:per|pro|je|par|por|each|ea\b|apiece|chacune?|cada\s+un[oa]|\/\s?(?:m|ft|meter|metre|piece|unit|stück)\b)/i.test(
      text.slice(end, end + 12),
    ) ||
    EACH_BEFORE.test(text.slice(Math.max(0, start - 40), start)) ||
    /\b(?:je|jeweils|each|chacune?|cada\s+un[oa])\s*$/i.test(text.slice(Math.max(0, start - 12), start));
  // '2TB (1TB = 1 trillion bytes)', '3 min = 3 hours': a definition, not the product's figure ('5 lbs = 2.27 kg'
  // is the same figure in another unit).
  const equals = /^\s*=\s*/.exec(text.slice(end, end + 4));
  if (equals && !sameKindAt(text, end + equals[0].length, kind)) return null;
  // 'AC ADAPTER 12V DC OUT': what an adapter delivers.
  if (
    (kind === 'potential' || kind === 'current') &&
    /^\s*(?:[AD]C\s+)?(?:out|output)\b/i.test(text.slice(end, end + 14))
  )
    return null;
  // 'Weight 10 oz (size 10)': the figure of another size.
  if (
    /^\s*\((?:for\s+|bei\s+|pour\s+|en\s+)?(?:(?:men'?s|women'?s|herren|damen|homme|femme|hombre|mujer)\s+)?(?:(?:size|sz|taille|größe|grösse|talla)\b|gr\.)/i.test(
      text.slice(end, end + 20),
    )
  )
    return null;
  // 'Holds paper roll 18 in wide', 'accepts discs up to 12 cm': the size of what it takes.
  if (
    kind === 'length' &&
    /\b(?:holds|accepts|takes|hält|nimmt|accepte|admite)\b[^.;:,\n]{0,24}$/i.test(
      text.slice(Math.max(0, start - 30), start),
    )
  )
    return null;
  // 'Charging time 2.5 hours (5V/3A)', 'Charge rapide 15 W', 'USB-A charging ports (5V 2.1A)', 'adaptador de
  // 15 W': a charger's or a port's figures, not the product's (unless the product is the charger).
  if (
    (kind === 'potential' || kind === 'current' || kind === 'power') &&
    CHARGING.test(text.slice(clauseStartOf(text, start), start)) &&
    !CHARGER_PRODUCT.test(text.split('\n', 1)[0]!)
  )
    return null;
  // 'Socket E27 max. 40 W': the most a lamp's socket takes, not the lamp's power.
  if (kind === 'power' && LAMP_SOCKET_MAX.test(text.slice(Math.max(0, start - 24), start)))
    return { property: propertyById('bulb_rating')!, how: 'before', start, end };
  // '5.7 l/min at 3 bar', 'Max 10 bar at 20 °C', '6 bar à 95 °C': the condition of another figure.
  if (
    (kind === 'pressure' || kind === 'temperature') &&
    /(?:\d\s*\p{L}*\.?\s*|\b)(?:at|bei|à|a|@)\s*$/iu.test(text.slice(Math.max(0, start - 16), start)) &&
    /\d/.test(text.slice(Math.max(0, start - 16), start))
  )
    return null;
  const cue = cueNear(text, start, end, kind);
  if (!cue) return null;
  // 'Cable Ties 8 in', 'Kabelbinder 200 mm': no cable.
  if (
    cue.property.id === 'cord_length' &&
    /\b(?:cable|zip)[\s-]+(?:ties?|clips?|staples?|sleeves?|organi[sz]ers?|management)\b|kabelbinder|serre-câbles?|bridas/i.test(
      text.slice(cue.start, end),
    )
  )
    return null;
  // 'microSD up to 256GB', 'batteries up to 120Ah': the most it accepts or serves, not what it holds.
  const before = text.slice(Math.max(0, start - 30), start);
  if (
    UP_TO_BEFORE.test(before) &&
    (cue.property.id === 'storage' || /\bbatter(?:y|ies)\s+\S*\s*$/i.test(before.replace(UP_TO_BEFORE, '')))
  )
    return null;
  return perUnit && cue.property.id !== 'coverage' ? null : cue;
}

const LAMP_SOCKET_MAX = /\b(?:E\d{2}|GU\d{1,2}|B\d{2}|G\d{1,2}|R7s)\b[^.;\n]{0,12}\bmax(?:imum|\.)?\s*$/i;

const CHARGING =
  /\b(?:charging|charge|charger|chargeur|cargador|carga|laden|ladegerät|ladezeit|adapter|adaptateur|adaptador|netzteil|ports?|anschluss)\b/iu;
const CHARGER_PRODUCT =
  /\b(?:charger|chargeur|cargador|ladegerät|adapter|adaptateur|adaptador|netzteil|power ?bank|powerbank|batterie externe|hub|station)\b/i;

/** Where the sentence holding `at` starts (a line break or a full stop; at most 60 characters back). */
function clauseStartOf(text: string, at: number): number {
  return Math.max(text.lastIndexOf('\n', at - 1) + 1, text.lastIndexOf('. ', at - 1) + 2, at - 60, 0);
}

/** Words before a generic dimension that keep it the whole product's ('overall height', 'Gesamthöhe'). */
const WHOLE =
  /^(?:overall|total|outer|outside|exterior|external|assembled|product|item|unit|max|maximum|min|minimum|folded|unfolded|gesamt|außen|hors tout|totale?|extérieure?|exterior|máxim[ao]|mínim[ao])$/i;

/** Whether a measure of `kind` starts at `at` of `text`. */
function sameKindAt(text: string, at: number, kind: string): boolean {
  const [next] = findMentions(text.slice(at, at + 30), 'en');
  return next !== undefined && next.start === 0 && next.kind === kind;
}

/** 'Each arm holds up to': the figure of one of several parts. */
export const EACH_BEFORE =
  /\b(?:each|every|per|je|chaque|cada)\s+\p{L}+(?:\s+(?:holds?|supports?|carries|takes|trägt|hält|supporte|soporta))?(?:\s+(?:up to|max\.?|bis zu|jusqu'à|hasta))?\s*$/iu;
/** 'up to' right before a measure. */
const UP_TO_BEFORE = /\b(?:up to|bis zu|jusqu'à|jusqu’à|hasta)\s*$/i;
/** A signal cable (audio, video, data), no power cord. */
const SIGNAL_CABLE =
  /\b(?:audio|hdmi|data|daten|données|datos|ethernet|network|lan|aux|video|vidéo|optical|speaker|klinke|rca|cinch|coax\p{L}*|toslink|phono|xlr|displayport|vga|dvi|sata)\b/iu;
/** Labels of a limit or a part, not the product's own figure ('Cutting diameter', 'Diamètre de coupe', 'Rough-in'). */
const LIMIT_LABEL =
  /\b(?:cutting|cut|coupe|schnitt\p{L}*|corte|rough-in|clearance|opening|öffnung|ouverture|apertura|minimum order|min\.? order|pedido mínimo|mindestbestell\p{L}*|commande minimum|moq)\b|schnitt/iu;

/** Labels of one piece's figure. */
/** Words saying a figure is one piece's ('per', 'je', 'unitaire', 'Einzelgewicht'). */
const PER_PIECE_LABEL = /\b(?:per|each|je|pro|par|por|chaque|cada|unitaires?|unitarios?|einzel\p{L}*|stückgewicht)\b/iu;

/** The cue of a measure: a noun after it, a property word before it, or its unit alone (see cueOf). */
function cueNear(text: string, start: number, end: number, kind: string): Cue | null {
  // After: up to two words, in the same clause.
  // '1.8 m (5.9 ft) USB-C cable': the same measure in brackets stands between the measure and its noun.
  const bracket = /^\s*\([^()]{1,24}\)/.exec(text.slice(end, end + 30));
  const afterStart = end + (bracket ? bracket[0].length : 0);
  const afterText = text.slice(afterStart, afterStart + 40);
  const stop = afterText.search(/[.;:!?\n|•·(),]\s|[;:!?\n|•·(),]/);
  const after = words(stop >= 0 ? afterText.slice(0, stop) : afterText)
    .split(' ')
    .slice(0, 4);
  // '12W equivalente a 100W', '9 W equivalent to 60 W': the first is the actual figure.
  const comparedTo = /^\s*(?:equivalent|equiv\.?|équivalent|equivalente|entspricht)\s+(?:to|a|à|zu|de)?\s*\d/i.test(
    afterText,
  );
  for (let n = Math.min(3, after.length); n >= 1 && !comparedTo; n -= 1) {
    for (let k = 0; k + n <= Math.min(after.length, 2 + n); k += 1) {
      const phrase = after.slice(k, k + n).join(' ');
      const property = PROPERTIES.find((p) => p.after?.includes(phrase) && fits(p, kind) && p.kinds.length > 0);
      // 'rim height', 'blade length': a generic dimension right after another noun is that part's ('overall
      // height' is the product's).
      if (property && GENERIC.has(property.id) && k > 0) {
        if (!WHOLE.test(after.slice(0, k).join(' '))) return null;
        return { property, how: 'after', start, end };
      }
      // An audio, HDMI or data cable is no power cord.
      if (
        property?.id === 'cord_length' &&
        SIGNAL_CABLE.test(afterText.slice(0, 40) + text.slice(Math.max(0, start - 20), start))
      )
        return null;
      // '1-1/4 in. wide blade': the width of a part the product's name does not name.
      if (
        property &&
        ['width', 'height', 'depth', 'length'].includes(property.id) &&
        k === 0 &&
        n === 1 &&
        /^\p{L}{3,}$/u.test(after[1] ?? '') &&
        !/^(?:and|und|et|y|by|x|overall|total|when|with|mit|avec|con)$/i.test(after[1]!) &&
        !new RegExp(`\\b${after[1]}`, 'i').test(text.split('\n', 1)[0]!)
      )
        return null;
      if (property) {
        const at = text.toLowerCase().indexOf(phrase.split(' ').at(-1)!, afterStart);
        return { property, how: 'after', start, end: at >= 0 ? at + phrase.split(' ').at(-1)!.length : end };
      }
    }
  }
  // Before: the clause that holds the measure, nearest word first.
  let clauseStart = Math.max(0, start - 60);
  const window = text.slice(clauseStart, start);
  let cutAt = clauseStart;
  for (const m of window.matchAll(CLAUSE_END)) {
    if (m[0] === ':' || m[0] === ': ') continue;
    // The stop of an abbreviation ('Net Wt.', 'No.', 'approx.') ends no clause.
    if (m[0] === '.' && ABBREVIATION_END.test(window.slice(0, m.index))) continue;
    cutAt = clauseStart + m.index + m[0].length;
  }
  clauseStart = cutAt;
  const lead = text.slice(clauseStart, start);
  // 'Weight: 2 kg', 'Overall dimensions (L x W x H): …', and a spec line's 'Durchmesser - 100 mm'.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const dashed = /^\s*([\p{L}][\p{L}\p{N} ./#'()-]{0,40}?)\s+[-–]\s+(?:ca\.?\s*)?$/u.exec(text.slice(lineStart, start));
  if (dashed) {
    const named = propertiesOfLabel(dashed[1]!).find((p) => p.kinds.includes(kind));
    if (named) return { property: named, how: 'label', start: lineStart + dashed[0].indexOf(dashed[1]!), end };
    if (propertiesOfLabel(dashed[1]!).length > 0) return null;
  }
  const labelled = /([\p{L}][\p{L}\p{N} ./#'()-]{0,40}?)\s*[:=]\s*(?:ca\.?\s*|approx\.?\s*|~\s*)?$/u.exec(lead);
  if (labelled && LIMIT_LABEL.test(labelled[1]!)) return null;
  // 'Per tyre weight: 215 g', 'Peso por unidad: 39 g', 'Gewicht pro Stück': one piece's figure.
  if (labelled && PER_PIECE_LABEL.test(labelled[1]!)) return null;
  // 'Exterior (L x W x H): 38.25 x 18.75 x 19.69 in': a label giving the order of dimensions names them.
  if (
    labelled &&
    kind === 'length' &&
    /(?:^|\()\s*[LWHDBT]\s*[x×]\s*[LWHDBT]\b/i.test(labelled[1]!) &&
    /[x×]/.test(text.slice(start, end))
  )
    // In any order: the field puts them in its own (fill).
    return { property: propertyById('dimensions')!, how: 'label', start: clauseStart + labelled.index, end };
  if (labelled) {
    const named = propertiesOfLabel(labelled[1]!).find((p) => p.kinds.includes(kind) || p.id === 'size');
    if (named) return { property: named, how: 'label', start: clauseStart + labelled.index, end };
    // A label naming something else ('Model: 20V'): the measure belongs to that label, not to a cue further back.
    if (propertiesOfLabel(labelled[1]!).length > 0) return null;
  }
  const leadWords = [...lead.toLowerCase().matchAll(/[\p{L}ø#]+(?:[-'][\p{L}]+)*/gu)];
  for (let k = leadWords.length - 1; k >= Math.max(0, leadWords.length - 6); k -= 1) {
    for (let n = 3; n >= 1; n -= 1) {
      if (k - n + 1 < 0) continue;
      const phrase = words(
        leadWords
          .slice(k - n + 1, k + 1)
          .map((w) => w[0])
          .join(' '),
      );
      const named = PHRASES.filter((p) => p.phrase === phrase);
      // A text property ('Sz', 'Model') takes no measure from a word before it: it only blocks the rest.
      const property = named.find((p) => p.property.kinds.includes(kind))?.property;
      if (property) {
        // 'output 12V', 'Ausgang 5 V': what an adapter delivers, not the product's own rating.
        if (isOutput(text, start, kind)) return null;
        if (property.id === 'cord_length' && SIGNAL_CABLE.test(lead)) return null;
        return { property, how: 'before', start: clauseStart + leadWords[k - n + 1]!.index, end };
      }
      // The nearest word names a property of another kind ('max load 1625 W'): no cue further back counts.
      // A word followed by its own figure ('SPF50+ 200ml', 'LSF 30 – 200 ml') has its value, and blocks nothing.
      const own = /^[\s:]*\d+(?:[.,]\d+)?\+*\s*[-–|,]?\s*$/.test(
        lead.slice(leadWords[k]!.index + leadWords[k]![0].length),
      );
      if (
        named.some((p) => !YES_NO_PROPERTIES.has(p.property.id)) &&
        k >= leadWords.length - 3 &&
        !own &&
        !['capacity', 'max', 'content', 'contents'].includes(phrase)
      )
        return null;
    }
  }
  if (isOutput(text, start, kind)) return null;
  const byUnit = PROPERTIES.filter((p) => p.unitOnly !== undefined && p.kinds.includes(kind));
  if (byUnit.length === 1) return { property: byUnit[0]!, how: 'unit', start, end };
  return null;
}
