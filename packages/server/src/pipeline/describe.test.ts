import { describe as group, expect, it } from 'vitest';
import { type DescribeInput, type DescribeTone, type DescriptionFact, describe } from './describe';
import { splitSentences } from './sentences';

const TONES: DescribeTone[] = ['professional', 'technical', 'marketing', 'casual'];

const DRILL_FACTS: DescriptionFact[] = [
  { property: 'weight', label: 'Weight (lbs)', text: '4.41 lb' },
  { property: 'voltage', label: 'Voltage', text: '18 V' },
  { property: 'cord_length', label: 'Cord Length', text: '6 ft' },
  { property: 'color', label: 'Color', text: 'Teal' },
  { property: 'material', label: 'Material', text: 'Steel, Plastic' },
  { property: 'gtin', label: 'EAN', text: '4006381333931' },
  { property: 'model', label: 'Model', text: 'XFD131' },
  { property: 'warranty', label: 'Warranty', text: '3 years' },
];
const DRILL: Omit<DescribeInput, 'tone'> = {
  name: 'Makita 18V Cordless Drill',
  brand: 'Makita',
  language: 'en',
  details: [
    'Compact drill driver for tight spaces.',
    'The BEST DRILL EVER!!! Revolutionary power 🔥',
    '- Brushless motor',
    '- LED work light',
    '- Two-speed gearbox',
    'Weight: 4.41 lbs',
    'Ideal for cabinet installation and light framing.',
    'SKU: XFD-1234. WARNING: Wear eye protection.',
  ].join('\n'),
  facts: DRILL_FACTS,
};

const numbers = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
/** Every number written appears in what was read. */
function expectNoNewNumbers(input: Omit<DescribeInput, 'tone'>, ...texts: string[]) {
  const read = [
    input.name,
    input.brand ?? '',
    input.details ?? '',
    ...input.facts.map((f) => `${f.label} ${f.text}`),
  ].join(' ');
  const known = new Set(numbers(read));
  for (const text of texts) for (const n of numbers(text)) expect(known, `${n} in "${text}"`).toContain(n);
}
const sentencesOf = (text: string, lang = 'en') => text.split('\n\n').flatMap((p) => splitSentences(p, lang));
const opening = (text: string) => text.split(/\s+/).slice(0, 2).join(' ');

group('describe: tones', () => {
  const written = Object.fromEntries(TONES.map((tone) => [tone, describe({ ...DRILL, tone })])) as Record<
    DescribeTone,
    ReturnType<typeof describe>
  >;

  it('opens each tone with its own frame, in the short and in the long description', () => {
    expect(new Set(TONES.map((t) => opening(written[t].short))).size).toBe(4);
    expect(new Set(TONES.map((t) => opening(written[t].long))).size).toBe(4);
  });

  it('professional: neutral and complete, the facts as running prose', () => {
    const { short, long } = written.professional;
    expect(short).toBe(
      'The Makita 18V Cordless Drill weighs 4.41 lb and runs on 18 V. Compact drill driver for tight spaces.',
    );
    expect(long).toContain('It has a 6 ft cord and comes in teal. It is made of steel and plastic');
    expect(long).toContain('Its features include brushless motor, LED work light and two-speed gearbox.');
  });

  it('technical: the specifications first, in one compact sentence, with the model', () => {
    const { short, long } = written.technical;
    expect(short).toMatch(
      /^The specifications of the Makita 18V Cordless Drill \(Model XFD131\) include a weight of 4\.41 lb, a voltage of 18 V, a cord length of 6 ft and a warranty of 3 years\./,
    );
    expect(long).toContain('The color is teal. The material is steel and plastic.');
    for (const tone of ['professional', 'marketing', 'casual'] as const) {
      expect(written[tone].short + written[tone].long).not.toContain('XFD131');
    }
  });

  it('marketing: leads with the benefit and closes with an invitation', () => {
    const { short, long } = written.marketing;
    expect(short.startsWith('Ideal for cabinet installation and light framing.')).toBe(true);
    expect(short).toContain('Discover the Makita 18V Cordless Drill');
    expect(long.split('\n\n')[0]!.startsWith('Ideal for cabinet installation')).toBe(true);
    expect(long).toContain('Discover the Makita 18V Cordless Drill today.');
  });

  it('casual: second person and short sentences', () => {
    const { short, long } = written.casual;
    expect(short).toMatch(/\byou\b/);
    expect(long).toMatch(/\byou\b/);
    expect(long).toContain('It weighs 4.41 lb. It runs on 18 V.');
    for (const tone of ['professional', 'technical', 'marketing'] as const) {
      expect(written[tone].long).not.toMatch(/\byou\b/i);
    }
    const mean = (text: string) => {
      const all = sentencesOf(text);
      return all.reduce((n, s) => n + s.split(/\s+/).length, 0) / all.length;
    };
    expect(sentencesOf(long).length).toBeGreaterThan(sentencesOf(written.professional.long).length);
    expect(mean(long)).toBeLessThan(mean(written.professional.long));
  });

  it('never writes identifiers, key-value dumps or numbers the input does not have', () => {
    for (const tone of TONES) {
      const { short, long } = written[tone];
      for (const text of [short, long]) {
        expect(text).not.toMatch(
          /4006381333931|\bEAN\b|\bgtin\b|SKU|XFD-1234|Key specifications|weight 4\.41|: 4\.41/i,
        );
        expect(text).not.toMatch(/BEST|EVER|Revolutionary|!|🔥/);
      }
      expect(short.length).toBeLessThanOrEqual(200);
      expect(sentencesOf(short).length).toBeLessThanOrEqual(2);
      expectNoNewNumbers(DRILL, short, long);
      expect(DRILL.details).toContain(written[tone].quote);
    }
  });

  it('keeps the warning verbatim at the end of the long description', () => {
    for (const tone of TONES) {
      expect(written[tone].kept).toEqual(['WARNING: Wear eye protection.']);
      expect(written[tone].long.endsWith('\n\nWARNING: Wear eye protection.')).toBe(true);
    }
  });
});

group('describe: languages', () => {
  const german: Omit<DescribeInput, 'tone'> = {
    name: 'Bosch Akku-Bohrschrauber GSR 18V-55',
    brand: 'Bosch',
    language: 'de-DE',
    details:
      'Kompakter Akku-Bohrschrauber für enge Räume. Passt z. B. in jede Werkzeugtasche.\n- Bürstenloser Motor\n- LED-Arbeitslicht\nAchtung: Nicht für Kinder unter 14 Jahren geeignet.',
    facts: [
      { property: 'weight', label: 'Gewicht (kg)', text: '2 kg' },
      { property: 'voltage', label: 'Spannung', text: '18 V' },
      { property: 'color', label: 'Farbe', text: 'Blau' },
      { property: 'finish', label: 'Oberfläche', text: 'matt' },
    ],
  };

  it('writes German frames around German facts, with no English frame word', () => {
    const professional = describe({ ...german, tone: 'professional' });
    expect(professional.language).toBe('de');
    expect(professional.short).toBe(
      'Bosch Akku-Bohrschrauber GSR 18V-55 im Überblick: Das Gewicht beträgt 2 kg und die Spannung 18 V. Kompakter Akku-Bohrschrauber für enge Räume.',
    );
    expect(professional.long).toContain('Die Farbe ist Blau. Für Oberfläche ist matt angegeben.');
    expect(professional.long).toContain('Passt z. B. in jede Werkzeugtasche.');
    expect(describe({ ...german, tone: 'technical' }).short).toContain(
      'umfassen ein Gewicht von 2 kg und eine Spannung von 18 V',
    );
    expect(describe({ ...german, tone: 'marketing' }).long).toContain(
      'Entdecken Sie Bosch Akku-Bohrschrauber GSR 18V-55 noch heute.',
    );
    expect(describe({ ...german, tone: 'casual' }).long).toContain('Das Gewicht liegt bei 2 kg.');
    for (const tone of TONES) {
      const { short, long, kept } = describe({ ...german, tone });
      for (const text of [short, long]) {
        expect(text).not.toMatch(
          /\b(?:the|and|with|it|is|its|weighs|runs|features|include|discover|here's|you|of|model)\b/i,
        );
      }
      expect(kept).toEqual(['Achtung: Nicht für Kinder unter 14 Jahren geeignet.']);
      expect(long.endsWith('Achtung: Nicht für Kinder unter 14 Jahren geeignet.')).toBe(true);
      expectNoNewNumbers(german, short, long);
    }
  });

  it('writes French and Spanish frames', () => {
    const french: Omit<DescribeInput, 'tone'> = {
      name: 'Perceuse-visseuse Bosch',
      brand: 'Bosch',
      language: 'fr',
      details: 'Perceuse-visseuse compacte pour les espaces restreints.\nAttention : tenir hors de portée des enfants.',
      facts: [
        { property: 'weight', label: 'Poids', text: '1,2 kg' },
        { property: 'voltage', label: 'Tension', text: '18 V' },
        { property: 'material', label: 'Matériau', text: 'Acier' },
      ],
    };
    const fr = describe({ ...french, tone: 'professional' });
    expect(fr.short).toBe(
      'Perceuse-visseuse Bosch : ce produit pèse 1,2 kg et fonctionne sous 18 V. Perceuse-visseuse compacte pour les espaces restreints.',
    );
    expect(fr.long).toContain('Il est fabriqué en acier.');
    expect(fr.long.endsWith('Attention : tenir hors de portée des enfants.')).toBe(true);
    expect(describe({ ...french, tone: 'marketing' }).short).toMatch(
      /^Découvrez Perceuse-visseuse Bosch, avec un poids de 1,2 kg/,
    );
    expect(describe({ ...french, tone: 'casual' }).long).toContain('te convient');

    const spanish: Omit<DescribeInput, 'tone'> = {
      name: 'Taladro Bosch',
      brand: 'Bosch',
      language: 'es',
      details: 'Taladro atornillador compacto para espacios reducidos.\nAdvertencia: use gafas de protección.',
      facts: [
        { property: 'weight', label: 'Peso', text: '1,2 kg' },
        { property: 'voltage', label: 'Voltaje', text: '18 V' },
        { property: 'warranty', label: 'Garantía', text: '2 años' },
      ],
    };
    const es = describe({ ...spanish, tone: 'professional' });
    expect(es.short).toBe(
      'Taladro Bosch: este producto pesa 1,2 kg y funciona con 18 V. Taladro atornillador compacto para espacios reducidos.',
    );
    expect(es.long).toContain('Tiene una garantía de 2 años.');
    expect(es.kept).toEqual(['Advertencia: use gafas de protección.']);
    expect(describe({ ...spanish, tone: 'technical' }).short).toMatch(
      /^Las especificaciones técnicas de Taladro Bosch incluyen un peso de 1,2 kg, un voltaje de 18 V y una garantía de 2 años\./,
    );
    expect(describe({ ...spanish, tone: 'casual' }).short).toMatch(/^Aquí tienes Taladro Bosch\./);
    for (const input of [french, spanish])
      for (const tone of TONES) {
        const { short, long } = describe({ ...input, tone });
        expect(`${short} ${long}`).not.toMatch(/\b(?:the|and|with|it|weighs|discover|you)\b/i);
        expectNoNewNumbers(input, short, long);
      }
  });

  it("writes a language without frames from the record's own sentences, never in English frames, and says so", () => {
    const polish = describe({
      ...DRILL,
      name: 'Opona zimowa Dębica Frigo HP2 195/65R15 91T',
      details: 'Opona zimowa do samochodów osobowych. Cena: 249 zł / szt. UWAGA: sprawdź ciśnienie w oponach.',
      language: 'pl',
      tone: 'professional',
    });
    expect(polish.language).toBe('pl');
    expect(polish.notes[0]).toBe(
      "No sentence frames for Polish: the descriptions are the record's own sentences, and its facts are in the fields.",
    );
    expect(polish.short).toBe('Opona zimowa do samochodów osobowych.');
    expect(polish.long).not.toMatch(/\b(?:the|is|weighs|and)\b/i);
    // English sentences are not reused in an Italian description: the name stands alone.
    const italian = describe({ ...DRILL, language: 'it', tone: 'professional' });
    expect(italian.short).not.toContain('weighs');
    expect(italian.short).toBe(`${DRILL.name}.`);
  });

  it('does not reuse sentences written in another language than the one asked', () => {
    const written = describe({ ...DRILL, language: 'de', tone: 'professional' });
    expect(written.long).not.toContain('Compact drill driver');
    expect(written.long).toContain('Das Gewicht beträgt 4.41 lb und die Spannung 18 V.');
    expect(written.notes[0]).toMatch(/written in 'en'/);
    // safety lines are kept whatever their language
    expect(written.long.endsWith('WARNING: Wear eye protection.')).toBe(true);
  });
});

group('describe: what is kept and what is left out', () => {
  const granola: Omit<DescribeInput, 'tone'> = {
    name: 'Honey Almond Granola',
    brand: null,
    language: 'en',
    details: [
      'Crunchy oat clusters baked with honey and almonds.',
      'Clinically proven* to boost your energy! The #1 granola in America. Miracle taste, guaranteed results. 😋',
      'GREAT FOR BREAKFAST AND SNACKS!!!',
      'CONTAINS: TREE NUTS (ALMONDS). May contain traces of peanuts.',
    ].join('\n'),
    facts: [{ property: 'weight', label: 'Net Weight', text: '12 oz' }],
  };

  it('keeps allergen lines verbatim at the end, and in the short description', () => {
    for (const tone of TONES) {
      const { short, long, kept } = describe({ ...granola, tone });
      expect(kept).toEqual(['CONTAINS: TREE NUTS (ALMONDS).', 'May contain traces of peanuts.']);
      expect(long.endsWith('CONTAINS: TREE NUTS (ALMONDS). May contain traces of peanuts.')).toBe(true);
      expect(short).toContain('CONTAINS: TREE NUTS (ALMONDS).');
      expect(short.length).toBeLessThanOrEqual(200);
    }
  });

  it('states an allergen fact as a label line when the description has none', () => {
    const written = describe({
      ...granola,
      details: 'Crunchy oat clusters.',
      facts: [{ property: 'allergens', label: 'Allergens', text: 'milk, soy' }],
      tone: 'professional',
    });
    expect(written.short).toContain('Allergens: milk, soy.');
    expect(written.long.endsWith('Allergens: milk, soy.')).toBe(true);
  });

  it('removes hype and unqualified claims, recases shouting', () => {
    for (const tone of TONES) {
      const { short, long } = describe({ ...granola, tone });
      for (const text of [short, long]) expect(text).not.toMatch(/proven|#1|Miracle|guaranteed|😋|!|GREAT FOR|boost/);
    }
    expect(describe({ ...granola, tone: 'marketing' }).short).toMatch(/^Great for breakfast and snacks\./);
  });

  it('keeps sentences whole across abbreviations', () => {
    const paint = describe({
      name: 'Interior Paint, Eggshell, 1 Gallon',
      brand: 'Behr',
      language: 'en',
      tone: 'professional',
      details: 'Covers up to 400 sq. ft. per gallon. Dries to the touch in approx. 1 hr. Low odor formula.',
      facts: [],
    });
    expect(paint.short).toBe('Covers up to 400 sq. ft. per gallon.');
    expect(paint.long).toBe(
      'Covers up to 400 sq. ft. per gallon. Dries to the touch in approx. 1 hr. Low odor formula.',
    );
  });

  it('keeps regulatory lines (Prop 65, CE, UL) verbatim', () => {
    const lines = [
      'WARNING: This product can expose you to chemicals including lead, which is known to the State of California to cause cancer.',
      'For more information go to www.P65Warnings.ca.gov.',
      'CE marked and UL listed.',
    ];
    const written = describe({
      name: 'Brass Garden Nozzle',
      brand: null,
      language: 'en',
      tone: 'casual',
      details: `Solid brass nozzle with seven spray patterns.\n${lines.join(' ')}`,
      facts: [],
    });
    expect(written.kept).toEqual(lines);
    expect(written.long.endsWith(lines.join(' '))).toBe(true);
  });
});

group('describe: limits and mentions', () => {
  it('respects a word and a character limit, keeping whole sentences and the kept lines', () => {
    for (const tone of TONES) {
      const words = describe({ ...DRILL, tone, maxWords: 25 });
      expect(words.short.split(/\s+/).length).toBeLessThanOrEqual(25);
      expect(words.long.split(/\s+/).length).toBeLessThanOrEqual(25);
      expect(words.long).toContain('WARNING: Wear eye protection.');
      const chars = describe({ ...DRILL, tone, maxChars: 120 });
      expect(chars.short.length).toBeLessThanOrEqual(120);
      expect(chars.long.length).toBeLessThanOrEqual(120);
      expect(chars.long).toContain('WARNING: Wear eye protection.');
    }
    expect(describe({ ...DRILL, tone: 'professional', maxWords: 13 }).short).toBe(
      'The Makita 18V Cordless Drill weighs 4.41 lb and runs on 18 V.',
    );
  });

  it('keeps the short description within 200 characters however long the input', () => {
    const long = describe({
      name: 'Makita 18V Cordless Drill',
      brand: null,
      language: 'en',
      tone: 'professional',
      details: `${'This drill has a very long description sentence that goes on and on without end '.repeat(4)}.`,
      facts: [],
    });
    expect(long.short.length).toBeLessThanOrEqual(200);
    expect(long.short.endsWith('…')).toBe(true);
  });

  it('states a fact the instructions ask to mention first, in the short description too', () => {
    const plain = describe({ ...DRILL, tone: 'professional' });
    const mentioned = describe({ ...DRILL, tone: 'professional', mention: ['warranty'] });
    expect(plain.short).not.toContain('warranty');
    expect(mentioned.short).toContain('comes with a warranty of 3 years');
    const lifetime = DRILL.facts.map((x) => (x.property === 'warranty' ? { ...x, text: 'Lifetime' } : x));
    for (const tone of TONES) {
      const written = describe({ ...DRILL, facts: lifetime, tone, mention: ['warranty'] });
      expect(written.short.toLowerCase(), tone).toContain('lifetime');
      expect(written.short.length).toBeLessThanOrEqual(200);
    }
  });

  it('writes a plural name with plural verbs', () => {
    const screws = describe({
      name: '#8 x 1-1/4 in. Wood Screws (100-Pack)',
      brand: 'Grip-Rite',
      language: 'en',
      tone: 'casual',
      details: null,
      facts: [{ property: 'weight', label: 'Weight', text: '1 lb' }],
    });
    expect(screws.short).toBe('Here are the Grip-Rite #8 x 1-1/4 in. Wood Screws (100-Pack) for you. They weigh 1 lb.');
  });

  it('answers with the name alone when nothing else was read, and quotes the name', () => {
    const bare = describe({
      name: 'Oak Side Table',
      brand: null,
      language: 'en',
      tone: 'technical',
      details: null,
      facts: [],
    });
    expect(bare).toMatchObject({
      short: 'Oak Side Table.',
      long: 'Oak Side Table.',
      quote: 'Oak Side Table',
      kept: [],
    });
  });
});
