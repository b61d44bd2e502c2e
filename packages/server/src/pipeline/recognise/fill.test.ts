import { describe, expect, it } from 'vitest';
import { gather } from '../gather';
import type { FieldSpec } from '../types';
import { warrantyIn } from './extras';
import { fillSchema, targetOf } from './fill';

const field = (
  field_name: string,
  display_name: string,
  field_type = 'number',
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({
  id: field_name,
  field_name,
  display_name,
  field_type,
  data_type: field_type === 'number' ? 'number' : field_type === 'boolean' ? 'boolean' : 'string',
  is_required: false,
  is_multiple: field_type === 'multiselect',
  allowed_values: null,
  min_value: null,
  max_value: null,
  min_length: null,
  max_length: null,
  description: null,
  ...extra,
});

const FIELDS = [
  field('weight_lbs', 'Weight (lbs)'),
  field('net_weight', 'Net Weight', 'number', { description: 'net weight in grams' }),
  field('cord_length_ft', 'Cord Length'),
  field('hose_length_ft', 'Hose Length'),
  field('load_capacity_lbs', 'Max Load (lbs)'),
  field('capacity_floz', 'Capacity (fl oz)'),
  field('voltage', 'Voltage'),
  field('wattage', 'Wattage'),
  field('size', 'Size', 'text'),
  field('brand', 'Brand', 'text'),
  field('color', 'Color', 'select', { allowed_values: ['Black', 'White', 'Yellow'] }),
  field('material', 'Material', 'multiselect', {
    allowed_values: ['Steel', 'Plastic', 'Stainless Steel', 'Leather', 'Glass', 'Polyester', 'Rubber'],
  }),
  field('cordless', 'Cordless', 'boolean'),
  field('battery_included', 'Battery Included', 'boolean'),
  field('gtin', 'GTIN', 'text'),
  field('battery_capacity_ah', 'Battery Capacity (Ah)'),
  field('coverage_sqft', 'Coverage (sq ft)'),
  field('country_of_origin', 'Country of Origin', 'text', { description: 'Country of manufacture, in English' }),
  field('pack_quantity', 'Pack Quantity', 'number', { description: 'Number of pieces in the package' }),
  field('diameter_mm', 'Durchmesser (mm)'),
  field('width_in', 'Width (in)'),
  field('height_in', 'Height (in)'),
  field('model_number', 'Model Number', 'text', { description: 'Manufacturer model or part number (MPN)' }),
  field('storage_gb', 'Storage (GB)'),
  field('dimensions', 'Dimensions', 'text'),
  field('rechargeable', 'Rechargeable', 'boolean'),
  field('dishwasher_safe', 'Dishwasher Safe', 'boolean'),
  field('connectivity', 'Connectivity', 'multiselect', { allowed_values: ['Bluetooth', 'Wi-Fi', 'USB-C', 'Zigbee'] }),
  field('battery_life_hours', 'Battery Life (hours)'),
];

function fill(
  product_name: string,
  product_details: string | null,
  additional_fields: Record<string, string> = {},
  language = 'en',
  fields = FIELDS,
) {
  const g = gather({ customer_product_id: 'X1', product_name, product_details, additional_fields, source_url: null });
  const out = fillSchema({
    fields,
    sources: [g.source],
    facts: g.facts,
    name: g.name,
    details: g.details,
    language,
  });
  for (const v of out.values) expect(g.source.text).toContain(v.quote);
  return { ...out, value: (name: string) => out.values.find((v) => v.field_name === name)?.value };
}

describe('targetOf', () => {
  it('reads the unit from the display name, the field_name suffix or the help text', () => {
    expect(targetOf(FIELDS[0]!)).toMatchObject({ unit: 'lbs', property: { id: 'weight' } });
    expect(targetOf(FIELDS[1]!)).toMatchObject({ unit: 'g', property: { id: 'net_contents' } });
    expect(targetOf(FIELDS[2]!)).toMatchObject({ unit: 'ft', property: { id: 'cord_length' } });
    expect(targetOf(FIELDS[4]!)).toMatchObject({ unit: 'lbs', property: { id: 'load_capacity' } });
  });
});

describe('fillSchema', () => {
  it('fills the company field from a supplier column, converted into its unit', () => {
    const out = fill('Storage bin', null, { Weight: '2 kg' });
    expect(out.value('weight_lbs')).toBe(4.41);
    // The item's weight is not the net contents of a package.
    expect(out.value('net_weight')).toBeUndefined();
    expect(fill('Granola', null, { 'Net Wt.': '12 oz' }).value('net_weight')).toBe(340.19);
    expect(out.values.find((v) => v.field_name === 'weight_lbs')).toMatchObject({ quote: 'Weight: 2 kg', unit: 'lb' });
  });

  it('lets the cue decide the property: cord vs hose', () => {
    const out = fill('Wet/dry vacuum', 'Includes 7 ft. hose, 20 ft. power cord.');
    expect(out.value('cord_length_ft')).toBe(20);
    expect(out.value('hose_length_ft')).toBe(7);
  });

  it('reads "holds 150 lb" as a load, not a weight', () => {
    const out = fill('Steel shelf', 'The shelf holds 150 lb.');
    expect(out.value('load_capacity_lbs')).toBe(150);
    expect(out.value('weight_lbs')).toBeUndefined();
  });

  it("reads one part's figure ('Each arm holds up to 22 lbs', '22 lbs Each') as no figure of the product", () => {
    for (const text of ['Each arm holds up to 22 lbs.', 'Holds 2 screens, 22 lbs each.']) {
      const out = fill('Dual monitor mount', text);
      expect(out.value('load_capacity_lbs')).toBeUndefined();
      expect(out.value('weight_lbs')).toBeUndefined();
    }
  });

  it('reads the ounces of a mug as its capacity', () => {
    const out = fill('Ceramic 12 oz mug', 'Dishwasher safe.');
    expect(out.value('weight_lbs')).toBeUndefined();
    expect(out.value('capacity_floz')).toBe(12);
  });

  it('reads "Sz 10.5 W" as a size, never as power', () => {
    const out = fill('Hiking boot Sz 10.5 W', 'Leather upper.');
    expect(out.value('wattage')).toBeUndefined();
    expect(out.value('size')).toBe('10.5');
  });

  it('reads the actual power, not the equivalent, and no voltage from a range', () => {
    const out = fill('LED bulb 60W equivalent, 9 W actual', 'Input AC 100-265V.');
    expect(out.value('wattage')).toBe(9);
    expect(out.value('voltage')).toBeUndefined();
  });

  it('lets no phone number through as a weight', () => {
    const out = fill('Scale', 'Call 555-123-4567. Weight: 555 g');
    expect(out.value('weight_lbs')).toBe(1.22);
    expect(out.values.find((v) => v.field_name === 'weight_lbs')!.quote).toBe('Weight: 555 g');
  });

  it('flags a contradiction with both quotes and writes no value', () => {
    const out = fill('Water tank 40 gal', 'The tank holds 50 gallon.');
    expect(out.value('capacity_floz')).toBeUndefined();
    expect(out.flags).toMatchObject([{ field_name: 'capacity_floz', kind: 'contradiction' }]);
    expect(out.flags[0]!.quotes).toHaveLength(2);
  });

  it('matches selects and multiselects across languages, booleans and identifiers', () => {
    const out = fill(
      'Akku-Bohrschrauber',
      'Kabellos.',
      { Marke: 'Bosch', Farbe: 'Schwarz', Material: 'Stahl, Kunststoff', EAN: '4006381333931' },
      'de',
    );
    expect(out.value('brand')).toBe('Bosch');
    expect(out.value('color')).toBe('Black');
    expect(out.value('material')).toEqual(['Steel', 'Plastic']);
    expect(out.value('gtin')).toBe('4006381333931');
    expect(fill('DEWALT 20V MAX cordless drill', null).value('cordless')).toBe(true);
    expect(fill('Corded drill', 'This drill is not cordless.').value('cordless')).toBe(false);
  });

  it('offers values no field holds as suggestions', () => {
    const out = fill('Drill', 'No-load speed 1,500 rpm.', { Warranty: '3 years' });
    expect(out.suggestions.map((s) => s.name)).toEqual(expect.arrayContaining(['Speed']));
  });

  it('reads the decimal style of the record itself', () => {
    expect(fill('Powerbank', 'Kapazität: 20.000 mAh; Ausgang: 22,5 W max.').value('battery_capacity_ah')).toBe(20);
    expect(fill('Powerbank', 'Capacity: 20,000 mAh. Weighs 0.5 lb').value('battery_capacity_ah')).toBe(20);
  });

  it('takes no estimate, per-unit figure, purpose or adapter output for the product', () => {
    expect(fill('Cat litter', 'Volume 10 L (approx. 7 kg).').value('weight_lbs')).toBeUndefined();
    expect(fill('Anchors', 'Each holds up to 25 lb per anchor.').value('load_capacity_lbs')).toBeUndefined();
    expect(fill('Dog leash', 'For dogs up to 25 kg.').value('weight_lbs')).toBeUndefined();
    expect(fill('USB-C charger', 'Output: 65W max (20V/3.25A).').value('voltage')).toBeUndefined();
    expect(fill('LED bulb 12W equivalent to 100W', null).value('wattage')).toBe(12);
  });

  it('reads coverage, pack sizes and the country, and flags a GTIN with a wrong check digit', () => {
    const out = fill(
      'Interior paint, 1 gal, pack of 2',
      'Covers up to 400 sq. ft. per gallon. Made in USA. EAN 4006381333932',
    );
    expect(out.value('coverage_sqft')).toBe(400);
    expect(out.value('pack_quantity')).toBe(2);
    expect(out.value('country_of_origin')).toBe('USA');
    expect(out.value('gtin')).toBe('4006381333932');
    expect(out.flags.find((f) => f.field_name === 'gtin')?.message).toMatch(/check digit/);
    expect(fill('Paint', 'Code 4006381333932.').value('gtin')).toBeUndefined();
    expect(fill('Seife', 'Hergestellt in Deutschland.').value('country_of_origin')).toBe('Germany');
    expect(fill('Aranciata', 'Prodotto in Italia.', {}, 'it').value('country_of_origin')).toBe('Italy');
    expect(fill('Hagelslag', 'Gemaakt in Nederland.', {}, 'nl').value('country_of_origin')).toBe('Netherlands');
    expect(fill('Knäckebröd', 'Tillverkad i Sverige.', {}, 'sv').value('country_of_origin')).toBe('Sweden');
  });

  it('never reads a measure in a URL or an e-mail address', () => {
    const out = fill('Drill', 'See https://example.com/drill-18v-2kg or mail 18v@example.com.');
    expect(out.value('voltage')).toBeUndefined();
    expect(out.value('weight_lbs')).toBeUndefined();
  });

  it('reads spec lines, table rows and the maker standing in for a brand', () => {
    expect(
      fill(
        'Handbrause',
        'Spezifikationen\nDurchmesser Strahlscheibe - 100 mm\nArtikelnummer - 26331000',
        {},
        'de',
      ).value('diameter_mm'),
    ).toBe(100);
    const table = fill(
      'Coupling',
      '<table><tr><th>Material</th><td>Lead-free brass</td></tr><tr><th>Weight</th><td>0.5 lb</td></tr></table>',
    );
    expect(table.value('weight_lbs')).toBe(0.5);
    expect(fill('Jack', null, { Fabricante: 'Torin' }).value('brand')).toBe('Torin');
    expect(fill('Jack', null, { Marca: 'BIG RED', Fabricante: 'Torin' }).value('brand')).toBe('BIG RED');
    expect(
      fill('Shredder', null, { 'Manufacturer Part Number': '4679001', 'Model Name': 'Powershred 79Ci' }).value(
        'model_number',
      ),
    ).toBe('4679001');
    expect(fill('Jack', 'Modelo T83006. Peso: 16 kg.', {}, 'es').value('model_number')).toBe('T83006');
  });

  it('reads dimensions by the order given, and fluid ounces written as ounces', () => {
    const out = fill('Shredder', 'Overall dimensions (L x W x H): 15.5 x 11.75 x 22.75 in.');
    expect(out.value('width_in')).toBe(11.75);
    expect(out.value('height_in')).toBe(22.75);
    expect(fill('Compound 15.2 OZ', 'Size 15.2 FL OZ.').value('capacity_floz')).toBe(15.2);
  });

  it("takes no part's dimension, no data cable, no placeholder and no implausible figure", () => {
    expect(fill('Basketball hoop', 'Adjustable 16.5 in. rim height.').value('height_in')).toBeUndefined();
    expect(fill('Headphones', 'Includes a 4 ft audio cable.').value('cord_length_ft')).toBeUndefined();
    expect(fill('Drill', null, { Weight: '0', Brand: 'Unbranded' }).values).toEqual([]);
    expect(fill('Baby monitor', 'Monitor with up to 1,000 ft range.').value('screen_size_in')).toBeUndefined();
  });

  it('reads a definition, a limit it accepts and a signal cable as no figure of the product', () => {
    const ssd = fill('Portable SSD 2TB', 'Capacity: 2TB (1TB = 1 trillion bytes).');
    expect(ssd.value('storage_gb')).toBe(2000);
    expect(fill('Security camera', 'Storage: microSD up to 256GB.').value('storage_gb')).toBeUndefined();
    expect(fill('Charger', 'For batteries up to 120Ah.').value('battery_capacity_ah')).toBeUndefined();
    expect(fill('Scale', 'Weight: 5 lbs = 2.27 kg.').value('weight_lbs')).toBe(5);
    expect(fill('Turntable', 'AC ADAPTER 12V DC OUT; RCA CABLE 6.6 FT.').values).toEqual([]);
    expect(fill('Auriculares', 'Cable de audio de 1,2 m incluido.', {}, 'es').value('cord_length_ft')).toBeUndefined();
  });

  it("reads a labelled part's dimension and a cutting capacity as no dimension of the product", () => {
    expect(fill('Toilet', 'Tall height: 16.5 in. rim height.').value('height_in')).toBeUndefined();
    expect(fill('Shelf', 'Size: 30 in. overall height.').value('height_in')).toBe(30);
    expect(fill('Sécateur', 'Diamètre de coupe : 25 mm.', {}, 'fr').value('diameter_mm')).toBeUndefined();
  });

  it("reads a consumable's mass as its contents and a durable's 'net weight' as its own weight", () => {
    const coffee = fill('Breakfast Blend Coffee Pods, 72 Count', 'Net Wt 24.3 oz (689 g).');
    expect(coffee.value('net_weight')).toBeCloseTo(689, 0);
    expect(coffee.value('weight_lbs')).toBeUndefined();
    const microwave = fill('Countertop Microwave 1100W', 'NET WT 33.5 LB; 1 YR WARRANTY.');
    expect(microwave.value('weight_lbs')).toBe(33.5);
    expect(microwave.value('net_weight')).toBeUndefined();
    expect(fill('Weighted Blanket 15 lbs', 'Queen size.').value('net_weight')).toBeUndefined();
    expect(fill('Sunscreen 50 mL', 'Contenu : 50 mL (1,7 oz liq.).', {}, 'fr').value('weight_lbs')).toBeUndefined();
  });

  it('takes no material named as absent, no size that is a quantity or a list, no placeholder code', () => {
    expect(fill('Yoga mat', 'Material: TPE, libre de PVC y Plastic.', {}, 'es').value('material')).toBeUndefined();
    expect(fill('Glass Cleaner', null, { Size: '32 Fl Oz' }).value('size')).toBeUndefined();
    expect(fill('Sheet Set', null, { Size: 'Twin/Full/Queen/King' }).value('size')).toBeUndefined();
    expect(fill('Vitamin D3', 'Serving size: 1 softgel.').value('size')).toBeUndefined();
    expect(fill('Drink', null, { UPC: '000000000000', Brand: 'TBC' }).values).toEqual([]);
  });

  it('keeps the variant suffix of a model number and takes no dose for one', () => {
    expect(fill('Philips Avent Natural Babyflasche 260 ml, SCY903/02', null).value('model_number')).toBe('SCY903/02');
    expect(fill('TOSHIBA ML-EM34P(SS) COUNTERTOP MICROWAVE', null).value('model_number')).toBe('ML-EM34P(SS)');
    expect(fill('NOW FOODS OMEGA-3 1000MG 200 SGELS', null).value('model_number')).toBeUndefined();
  });

  it("reads a battery as included only when it is the product's, and flags yes against no", () => {
    expect(fill('Flashlight', 'Includes 3 AAA batteries.').value('battery_included')).toBe(true);
    expect(fill('Soundbar', 'Universal remote with 2 AAA batteries.').value('battery_included')).toBeUndefined();
    expect(fill('Charger', 'DC output cable with battery clamps.').value('battery_included')).toBeUndefined();
    const driver = fill('Impact Driver P235A (Tool Only)', 'Battery included.');
    expect(driver.value('battery_included')).toBeUndefined();
    expect(driver.flags.map((f) => f.field_name)).toContain('battery_included');
    const monitor = fill('Baby monitor', 'Runs on the included 900mAh battery.', { 'Batteries Included': 'No' });
    expect(monitor.value('battery_included')).toBeUndefined();
    expect(monitor.flags.find((f) => f.field_name === 'battery_included')?.kind).toBe('contradiction');
  });

  it('reads no colour from a food named by one', () => {
    expect(fill('Twinings English Breakfast Black Tea, 100 Tea Bags', null).value('color')).toBeUndefined();
    expect(fill("Jus d'orange Tropicana 1 L", null, {}, 'fr').value('color')).toBeUndefined();
    expect(fill('Black Steel Shelf', null).value('color')).toBe('Black');
  });

  it("reads a cable tie's length, another size's weight and what a product holds as no figure of its own", () => {
    expect(fill('Nylon Cable Ties 8 in, Black', null).value('cord_length_ft')).toBeUndefined();
    expect(fill('Running Shoe Sz 11', 'Weight 10 oz (size 10).').value('weight_lbs')).toBeUndefined();
    expect(fill('Kids Art Easel', 'Holds paper roll 18 in wide.').value('width_in')).toBeUndefined();
    expect(fill('Extension cord 25 ft', 'Max. power 3680 W.').value('wattage')).toBeUndefined();
  });

  it("reads a fill weight as contents and no material from a consumable's name", () => {
    expect(fill('Adjustable Pillow, Queen', 'Fill weight 3 lb 4 oz.').value('net_weight')).toBeCloseTo(1474.18, 1);
    expect(fill('Glass Cleaner with Rain Repellent, 23 fl oz', 'Streak-free.').value('material')).toBeUndefined();
    expect(fill('Wood Finish Stain, 1 Qt', 'Oil-based.').value('material')).toBeUndefined();
    expect(fill('Steel Shelf', null).value('material')).toEqual(['Steel']);
  });

  it("reads a part's width and a minimum order as no figure of the product", () => {
    expect(fill('STANLEY 25 ft. Tape Measure', '1-1/4 in. wide blade.').value('width_in')).toBeUndefined();
    expect(fill('Steel Shelf', '24 in. wide shelf.').value('width_in')).toBe(24);
    expect(fill('Engrapadora', 'Pedido mínimo: 12 piezas.', {}, 'es').value('pack_quantity')).toBeUndefined();
  });

  it('keeps a labelled code whose check digit fails, less sure and flagged', () => {
    const out = fill('Wall hook', null, { EAN: '4011097761573' });
    expect(out.value('gtin')).toBe('4011097761573');
    expect(out.values.find((v) => v.field_name === 'gtin')!.confidence).toBeLessThan(0.7);
    expect(out.flags.find((f) => f.field_name === 'gtin')?.message).toMatch(/check digit/);
    expect(fill('Wall hook', null, { EAN: '4006381333931' }).flags).toEqual([]);
  });

  it('reads labelled part numbers, a digit code closing the name, and a stated model over one guessed from the name', () => {
    expect(fill('Omega-3 Softgels', 'CASE PK 12; MFG PART 1650; UPC 733739016508').value('model_number')).toBe('1650');
    expect(fill('Fahrradreifen', 'Farbe: Schwarz | Art.-Nr. 11100164', {}, 'de').value('model_number')).toBe(
      '11100164',
    );
    expect(fill('TEKTON 1/2 Inch Drive Click Torque Wrench 24335', null).value('model_number')).toBe('24335');
    expect(fill('LEGO Classic Brick Box 10696 - 484 Pieces', null).value('model_number')).toBe('10696');
    expect(fill('Puzzle 1000 Teile', null, {}, 'de').value('model_number')).toBeUndefined();
    const sony = fill('Sony WH-1000XM5 Headphones', null, { Model: 'WH-1000XM5/B' });
    expect(sony.value('model_number')).toBe('WH-1000XM5/B');
    expect(sony.flags).toEqual([]);
  });

  it('reads materials from short lines and parts, the whole list from one line, and no coating or imitation', () => {
    expect(fill('Kids Rain Boots', 'Natural rubber. Easy-on handles.').value('material')).toEqual(['Rubber']);
    expect(fill('Tumbler 40 oz, Stainless Steel', '18/8 recycled stainless steel.').value('material')).toEqual([
      'Stainless Steel',
    ]);
    expect(
      fill('Floor Pump', 'Max pressure: 160 psi\nBarrel and base: steel; handle: ABS with soft grip').value('material'),
    ).toEqual(['Steel', 'Plastic']);
    expect(fill('Basketball', 'Microfiber composite leather cover.').value('material')).toBeUndefined();
    expect(fill('Tent', 'Poles of fiberglass. Polyester fly.').value('material')).toEqual(['Polyester']);
    expect(fill('Tape Measure', 'Mylar polyester film coating.').value('material')).toBeUndefined();
  });

  it("writes dimensions in the schema's length unit, with letters between them and in French inches", () => {
    expect(fill('SSD', 'Dimensions: 65 x 50 x 10 mm').value('dimensions')).toBe('2.56 x 1.97 x 0.39');
    expect(fill('Dog Crate', '42" L x 28" W x 30" H. Weighs 33 lbs.').value('width_in')).toBe(28);
    expect(fill('Sonnette', 'Dimensions : 5,05 x 2,44 x 1,09 po.', {}, 'fr').value('dimensions')).toBe(
      '5.05 x 2.44 x 1.09',
    );
    expect(fill('Cooler', 'Exterior (L x W x H): 38.25 x 18.75 x 19.69 in.').value('dimensions')).toBe(
      '38.25 x 18.75 x 19.69',
    );
    expect(
      fill('Mouse', 'Abmessungen (H x B x T): 124,9 x 84,3 x 51 mm', {}, 'de').value('dimensions'),
    ).toBeUndefined();
  });

  it("puts named axes in the field's order, or keeps the record's when the field says so", () => {
    const bag = field('dimensions', 'Dimensions (cm)', 'text', { description: "Bag size as 'W x H x D' in cm" });
    const asWritten = field('dimensions', 'Dimensions (cm)', 'text', {
      description: "Overall dimensions (L x W x H, W x D x H …) in cm, numbers only in the record's order",
    });
    const suitcase = 'Dimensions: 55 x 40 x 20 cm (H x W x D)';
    expect(fill('Cabin suitcase', suitcase, {}, 'en', [bag]).value('dimensions')).toBe('40 x 55 x 20');
    expect(fill('Cabin suitcase', suitcase, {}, 'en', [asWritten]).value('dimensions')).toBe('55 x 40 x 20');
    expect(
      fill('Sac à dos', 'Dimensions : 40 x 30 x 18 cm (hauteur x largeur x profondeur)', {}, 'fr', [bag]).value(
        'dimensions',
      ),
    ).toBe('30 x 40 x 18');
    // A label naming the axes before the numbers, in the field's order already.
    expect(fill('SSD', 'Abmessungen (B x H x T): 59 x 88 x 13 mm', {}, 'de', [bag]).value('dimensions')).toBe(
      '5.9 x 8.8 x 1.3',
    );
  });

  it('reads new yes/no properties in four languages and choices of no known property where the record names them', () => {
    expect(fill('Akku-Leuchte', 'Wiederaufladbar über USB-C.', {}, 'de').value('rechargeable')).toBe(true);
    expect(fill('Casserole', 'Passe au lave-vaisselle.', {}, 'fr').value('dishwasher_safe')).toBe(true);
    expect(fill('Knife', 'Hand wash only.').value('dishwasher_safe')).toBe(false);
    expect(fill('Smart Plug', 'Works over Wi-Fi and Bluetooth; no hub needed.').value('connectivity')).toEqual([
      'Bluetooth',
      'Wi-Fi',
    ]);
    // 'Battery Life (hours)' is a time: no battery capacity lands in it.
    expect(fill('Speaker', 'Battery: 4000 mAh.').value('battery_life_hours')).toBeUndefined();
  });

  it("reads a charger's or a port's figures as none of the product's, unless it is the charger", () => {
    expect(fill('Bluetooth Speaker', 'Charging time 2.5 hours (5V/3A).').value('voltage')).toBeUndefined();
    expect(fill('Tablette', 'Charge rapide 15 W (chargeur non fourni).', {}, 'fr').value('wattage')).toBeUndefined();
    expect(fill('USB-C Charger 65W', 'Output: 65 W.').value('wattage')).toBe(65);
  });
});

describe('counts of settings and countries as choices', () => {
  const HOME = [
    field('number_of_settings', 'No. of Settings', 'number', {
      description: 'Whole number of selectable speed, heat or brightness levels; not programmes or modes',
    }),
    field('made_in', 'Country of Origin', 'select', {
      allowed_values: ['China', 'France', 'Germany', 'United States', 'United Kingdom', 'Philippines'],
    }),
  ];
  const settings = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, HOME).value('number_of_settings');
  const origin = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, HOME).value('made_in');

  it('reads how many levels a product offers in four languages', () => {
    expect(settings('Toaster | Cream | 6 browning settings | 1800W')).toBe(6);
    expect(settings('Blender', 'Rated power 1000 W. 3 manual speeds (Low, Medium, High) + Pulse.')).toBe(3);
    expect(settings('Lasko 20" Box Fan with Three Speeds')).toBe(3);
    expect(settings('Stabmixer – 1000 Watt, 12 Geschwindigkeitsstufen + Turbo', null, {}, 'de')).toBe(12);
    expect(settings('Tischleuchte LED dimmbar, 3 Helligkeitsstufen', null, {}, 'de')).toBe(3);
    expect(settings('Ventilateur colonne, 45 W, 3 vitesses', null, {}, 'fr')).toBe(3);
    expect(settings('Ventilador de techo, 60 W, 6 velocidades', null, {}, 'es')).toBe(6);
    expect(settings('Heizlüfter', null, { Ventilatorstufen: '3' }, 'de')).toBe(3);
  });

  it('counts no height or depth steps, ranges a part fits, or two counts side by side', () => {
    expect(
      settings('Cordless lawnmower', 'Cutting height: 30-60 mm, 6 settings. Grass box 31 litres.'),
    ).toBeUndefined();
    expect(settings('Vertikutierer', 'Arbeitstiefe: -12 bis +5 mm (4 Stufen)', {}, 'de')).toBeUndefined();
    expect(settings('Chain', 'Compatible with 10-12 speed drivetrains.')).toBeUndefined();
    expect(settings('Secador', 'Potencia: 2100 W. 2 velocidades y 3 temperaturas.', {}, 'es')).toBeUndefined();
    expect(settings('Air fryer', '8 preset programmes.')).toBeUndefined();
  });

  it('matches a country to the allowed value that names it, in any language or alias', () => {
    expect(origin('Casserole', null, { 'Country of manufacture': 'France' })).toBe('France');
    expect(origin('Friteuse sans huile', null, { 'Pays de fabrication': 'Chine' }, 'fr')).toBe('China');
    expect(origin('Scale', null, { 'Made in': 'PRC' })).toBe('China');
    expect(origin('Cast iron skillet', 'Seasoned with oil. Made in USA. Model 4508.')).toBe('United States');
    expect(origin('Hocker', 'Hergestellt in Deutschland.', {}, 'de')).toBe('Germany');
  });

  it('writes no country when the record names two', () => {
    expect(origin('Cooler', 'Made in USA or Philippines.')).toBeUndefined();
    expect(origin('Cooler', 'Made in China/Vietnam.')).toBeUndefined();
  });
});

describe('apparel, outdoor and nutrition fields', () => {
  const SPORT = [
    field('weight_kg', 'Weight (kg)', 'number', { description: "The item's own weight in kg, as sold" }),
    field('colour', 'Colour', 'select', { allowed_values: ['Black', 'Blue', 'Navy', 'Orange', 'Grey'] }),
    field('gender', 'Gender', 'select', { allowed_values: ['Men', 'Women', 'Unisex', 'Kids'] }),
    field('season', 'Season', 'select', { allowed_values: ['Spring/Summer', 'Autumn/Winter', 'All Season'] }),
    field('features', 'Features', 'multiselect', {
      allowed_values: ['Reflective', 'Breathable', 'Foldable', 'GPS', 'Heart Rate', 'USB-C Charging', 'Vegan'],
    }),
    field('materials', 'Materials', 'multiselect', { allowed_values: ['Aluminium', 'Polyester', 'Foam', 'Rubber'] }),
    field('packed_size_cm', 'Packed Size (cm)', 'text', {
      description: "Packed / folded dimensions as 'L x W x H' in cm",
    }),
    field('length_in', 'Length (in)'),
    field('light_output_lumens', 'Light Output (lm)'),
    field('battery_life_hours', 'Battery Life (hours)', 'number', {
      description: 'Run time on one charge in hours, in the standard mode when several are given',
    }),
    field('gears', 'Number of Gears', 'number', { description: 'Number of speeds of the bike or drivetrain part' }),
    field('servings', 'Servings'),
    field('flavour', 'Flavour', 'text'),
    field('net_content_g', 'Net Content', 'number', { description: 'Net contents in grams' }),
    field('waterproof', 'Waterproof', 'boolean'),
    field('pack_quantity', 'Pack Quantity'),
    field('model_number', 'Model Number', 'text'),
  ];
  const sport = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, SPORT);

  it('reads the fields a unit alone names and the new properties', () => {
    expect(targetOf(SPORT[8]!)).toMatchObject({ unit: 'lm', property: { id: 'brightness' } });
    expect(targetOf(SPORT[9]!)).toMatchObject({ unit: 'h', property: { id: 'run_time' } });
    expect(targetOf(SPORT[6]!)).toMatchObject({ property: { id: 'packed_dimensions' } });
    expect(targetOf(SPORT[3]!)).toMatchObject({ property: { id: 'season' } });
  });

  it('maps gender, season and features in four languages, every feature the record states', () => {
    const shirt = sport(
      'Laufshirt Herren',
      'Atmungsaktiv. Reflektierende Streifen. Kollektion Herbst/Winter.',
      {},
      'de',
    );
    expect(shirt.value('gender')).toBe('Men');
    expect(shirt.value('season')).toBe('Autumn/Winter');
    expect(shirt.value('features')).toEqual(['Reflective', 'Breathable']);
    const watch = sport('Trail GPS Watch', 'Wrist heart rate sensor. USB-C charging. Battery life: 20 hours.');
    expect(watch.value('features')).toEqual(['GPS', 'Heart Rate', 'USB-C Charging']);
    expect(watch.value('battery_life_hours')).toBe(20);
    expect(sport('Zapatilla de mujer', null, { Género: 'Mujer' }, 'es').value('gender')).toBe('Women');
    // Two genders named: no single one.
    expect(sport('Socks for men and women').value('gender')).toBeUndefined();
  });

  it('takes an allowed shade before its broader colour, and the broader one when the shade is not allowed', () => {
    expect(sport('Veste', null, { Couleur: 'Bleu marine' }, 'fr').value('colour')).toBe('Navy');
    expect(sport('Cap Navy').value('colour')).toBe('Navy');
    const noNavy = SPORT.map((f) => (f.field_name === 'colour' ? { ...f, allowed_values: ['Black', 'Blue'] } : f));
    expect(fill('Veste', null, { Couleur: 'Bleu marine' }, 'fr', noNavy).value('colour')).toBe('Blue');
  });

  it('reads packed sizes as dimensions in the field unit, never a clothing size', () => {
    expect(sport('Tent', 'Packed size: 46 x 15 cm. Weight 1.7 kg.').value('packed_size_cm')).toBe('46 x 15');
    expect(sport('Jacket', null, { Size: 'M' }).value('packed_size_cm')).toBeUndefined();
    expect(sport('Shoe', 'Taille 39,5', {}, 'fr').value('packed_size_cm')).toBeUndefined();
  });

  it('counts gears and servings, and reads flavours from their keys', () => {
    expect(sport('XT cassette 12-speed 10-51T').value('gears')).toBe(12);
    expect(sport('Road bike', 'Drivetrain 2x11 Shimano 105.').value('gears')).toBe(22);
    expect(sport('MTB Hardtail', 'Shimano Deore (10 Gänge).', {}, 'de').value('gears')).toBe(10);
    expect(sport('Chain', 'Compatible with 10-12 speed drivetrains.').value('gears')).toBeUndefined();
    expect(sport('Hantelset 2x10 kg', null, {}, 'de').value('gears')).toBeUndefined();
    expect(sport('Whey', 'Inhalt: 1.000 g (33 Portionen à 30 g).', {}, 'de').value('servings')).toBe(33);
    expect(sport('Whey 1.000 g', 'About 33 servings.').value('servings')).toBeUndefined();
    expect(sport('Protein powder', 'Net contents: 1.000 g').value('net_content_g')).toBe(1000);
    expect(sport('Gel', null, { Geschmack: 'Kirsche' }, 'de').value('flavour')).toBe('Kirsche');
  });

  it('writes no run time when several modes are given and none is the standard one', () => {
    expect(
      sport('Headlamp', 'Autonomie : 2 h (max), 15 h (low).', {}, 'fr').value('battery_life_hours'),
    ).toBeUndefined();
    expect(sport('Bike light', 'Run time: 2 h (high), 15 h (standard mode).').value('battery_life_hours')).toBe(15);
  });

  it('reads grams into a kilogram field, and no weight of one piece, another size or a bare mass', () => {
    expect(sport('Bike computer', 'Weight 93 g.').value('weight_kg')).toBe(0.09);
    expect(sport('Road tyre 2-pack', 'Per tyre weight: 215 g.').value('weight_kg')).toBeUndefined();
    expect(sport('Running shoe', "Weight: 9.9 oz (men's size 10).").value('weight_kg')).toBeUndefined();
    expect(sport('Laufschuh', 'Gewicht: 265 g (Gr. 38).', {}, 'de').value('weight_kg')).toBeUndefined();
    expect(sport('Climbing chalk 250 g').value('weight_kg')).toBeUndefined();
  });

  it('reads feet and inches written together, and no figure of each of several parts', () => {
    expect(sport('Inflatable SUP', 'Length 10\'6", width 32".').value('length_in')).toBe(126);
    expect(sport('Widerstandsbänder 3er-Set', 'Länge je 1,5 m.', {}, 'de').value('length_in')).toBeUndefined();
  });

  it('reads no waterproofing below IPX7, no flavour as a colour, no included part as a material', () => {
    expect(sport('Packsack wasserdicht', 'Wasserdicht (IP64).', {}, 'de').value('waterproof')).toBeUndefined();
    expect(sport('Action camera case', 'Waterproof to 10 m (IPX8).').value('waterproof')).toBe(true);
    expect(sport('Energy Chews - Orange', 'Orange flavour. 60 g per bag.').value('colour')).toBeUndefined();
    expect(
      sport('Kayak hinchable', 'Vinilo resistente. Incluye 2 remos de aluminio.', {}, 'es').value('materials'),
    ).toBeUndefined();
    expect(sport('Baseball bat', '2-piece composite construction.').value('pack_quantity')).toBeUndefined();
  });

  it('reads no model number from a model year or an order reference', () => {
    expect(sport('Snowboard', null, { 'Model Year': '2024' }).value('model_number')).toBeUndefined();
    expect(
      sport('Montre GPS', null, { 'Réf. commande': 'CMD-2024-88812' }, 'fr').value('model_number'),
    ).toBeUndefined();
  });
});

describe('home and electronics choices', () => {
  const HOME = [
    field('colour', 'Colour', 'select', { allowed_values: ['Black', 'White', 'Silver', 'Red'] }),
    field('connectivity', 'Connectivity', 'multiselect', {
      allowed_values: ['Bluetooth', 'Wi-Fi', 'HDMI', 'Optical', '3.5 mm Jack', 'Zigbee'],
    }),
    field('materials', 'Materials', 'multiselect', { allowed_values: ['Wood', 'Steel', 'Plastic'] }),
    field('power_w', 'Power (W)'),
  ];
  const home = (name: string, details: string | null = null, lang = 'en') => fill(name, details, {}, lang, HOME);

  it('reads every connection the record names, in its languages, and none it says is not included', () => {
    const soundbar = home(
      'Soundbar, Bluetooth',
      'Anschlüsse: HDMI (eARC), optischer Eingang\nAnalog-Eingang 3,5 mm Klinke',
      'de',
    );
    expect(soundbar.value('connectivity')).toEqual(['Bluetooth', 'HDMI', 'Optical', '3.5 mm Jack']);
    expect(home('Turntable', 'Bluetooth input. RCA out and headphone socket.').value('connectivity')).toEqual([
      'Bluetooth',
      '3.5 mm Jack',
    ]);
    expect(
      home('Enchufe inteligente', 'Wi-Fi y Bluetooth. No incluye hub Zigbee.', 'es').value('connectivity'),
    ).toEqual(['Bluetooth', 'Wi-Fi']);
  });

  it("reads no colour from two colours as one, a bulb's light, and no material from an effect finish", () => {
    expect(home('Cordless vacuum, Silver/Nickel').value('colour')).toBeUndefined();
    expect(home('Smart bulb White and Colour Ambiance, 9 W').value('colour')).toBeUndefined();
    expect(home('Smart radio | Wood-effect Black').value('materials')).toBeUndefined();
  });

  it("reads no standby power and no lamp's maximum bulb as the power", () => {
    expect(home('Desk', 'Leistungsaufnahme max. 250 W, Standby 0,5 W', 'de').value('power_w')).toBe(250);
    expect(home('Soundbar', 'Standby: 0,5 W', 'de').value('power_w')).toBeUndefined();
    expect(home('Table lamp', 'Socket E27 max. 40 W.').value('power_w')).toBeUndefined();
  });
});

describe('electrical and plumbing fields', () => {
  const TRADE = [
    field('manufacturer_part_no', 'Manufacturer Part No.', 'text'),
    field('materials', 'Material(s)', 'multiselect', {
      allowed_values: ['Brass', 'Copper', 'Polypropylene', 'Polycarbonate', 'ABS', 'PVC'],
    }),
    field('colour', 'Colour', 'select', { allowed_values: ['White', 'Chrome', 'Brass', 'Red'] }),
    field('rated_voltage', 'Rated Voltage', 'number', { description: 'Rated voltage in volts, one value' }),
    field('luminous_flux', 'Luminous Flux', 'number', { description: 'Light output in lumens' }),
    field('colour_temp_k', 'Colour Temperature (K)'),
    field('flow_rate', 'Flow Rate (l/min)'),
    field('max_pressure', 'Max. Pressure (bar)'),
    field('max_temp', 'Max. Temperature', 'number', { description: 'Maximum operating temperature in °C' }),
    field('thread_size', 'Thread Size', 'text'),
    field('dimmable', 'Dimmable', 'boolean'),
    field('thermostatic', 'Thermostatic', 'boolean'),
    field('warranty_years', 'Warranty (years)'),
    field('net_weight', 'Net Weight', 'number', { description: "The item's own net weight in kilograms" }),
  ];
  const trade = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, TRADE);

  it('reads part numbers under their trade keys, and no cable type or standard as one', () => {
    expect(trade('Schutzschalter', null, { 'Herst.-Nr.': '09134997' }, 'de').value('manufacturer_part_no')).toBe(
      '09134997',
    );
    expect(trade('Prise', null, { 'Réf. fabricant': 'R2V3G25C50' }, 'fr').value('manufacturer_part_no')).toBe(
      'R2V3G25C50',
    );
    expect(
      trade('H05VV-F 3G0,75 Schlauchleitung weiß 25 m', null, {}, 'de').value('manufacturer_part_no'),
    ).toBeUndefined();
    expect(trade('COPPER TUBE 15MM EN1057 3M').value('manufacturer_part_no')).toBeUndefined();
  });

  it('names one of several plastics only by its own name, and no metal colour from the material', () => {
    expect(trade('Junction box', 'Material: polycarbonate.').value('materials')).toEqual(['Polycarbonate']);
    expect(trade('Junction box', 'Material: plastic.').value('materials')).toBeUndefined();
    expect(trade('1/2" BSP BRASS HEX NIPPLE').value('colour')).toBeUndefined();
  });

  it('reads flows, colour temperatures, pressures and temperatures, but no condition of another figure', () => {
    const tap = trade('Basin mixer', 'Flow rate 5.7 l/min at 3 bar. Max. pressure 10 bar, test pressure 16 bar.');
    expect(tap.value('flow_rate')).toBe(5.7);
    expect(tap.value('max_pressure')).toBe(10);
    expect(trade('Pump', 'Max flow 3.1 m³/h.').value('flow_rate')).toBe(51.67);
    expect(trade('LED panel', 'Colour temperature 4000K, 3.600 lm', {}, 'de').value('colour_temp_k')).toBe(4000);
    expect(trade('LED downlight', 'Light output 1.100 lm').value('luminous_flux')).toBe(1100);
    const valve = trade('Pressfitting', 'Betriebstemperatur max. 110 °C. Max 10 bar bei 20 °C.', {}, 'de');
    expect(valve.value('max_temp')).toBe(110);
    expect(trade('Mixer', 'Flow 5 l/min at 3 bar.').value('max_pressure')).toBeUndefined();
  });

  it('reads no voltage from two ratings written with a slash', () => {
    expect(trade('MCB', 'Rated voltage 230/400 V AC.').value('rated_voltage')).toBeUndefined();
    expect(trade('Cable', 'Rated 300/500V.').value('rated_voltage')).toBeUndefined();
  });

  it('writes threads as the trade does, and stated yes/no of dimming and thermostats', () => {
    expect(trade('Hex nipple', 'Hex nipple 1/2" BSP taper male.').value('thread_size')).toBe('1/2"');
    expect(trade('Eckventil', 'Anschluss G 1/2 x G 3/8, Messing verchromt.', {}, 'de').value('thread_size')).toBe(
      '1/2" x 3/8"',
    );
    expect(trade('Valve', null, { Thread: '3/4"' }).value('thread_size')).toBe('3/4"');
    expect(trade('GU10 LED', 'Dimmable: No. 36° beam.').value('dimmable')).toBe(false);
    expect(trade('LED-Panel', 'Dimmbar (DALI).', {}, 'de').value('dimmable')).toBe(true);
    expect(trade('Shower valve', 'Manual (non-thermostatic) control.').value('thermostatic')).toBe(false);
  });

  it("counts a breaker's poles and reads a cable's conductor size from its cores", () => {
    const FIELDS5 = [
      field('poles', 'No. of Poles'),
      field('conductor_size', 'Conductor Cross-Section', 'number', { description: 'in mm²' }),
    ];
    const one = (name: string, details: string | null = null, lang = 'en') => fill(name, details, {}, lang, FIELDS5);
    expect(one('MCB 1P 16A C curve').value('poles')).toBe(1);
    expect(one('FI-Schalter 40 A', 'Typ A, 3P+N, 230/400 V.', 'de').value('poles')).toBe(4);
    expect(one('2 gang 13A DP switched socket').value('poles')).toBe(2);
    expect(one('Leitungsschutzschalter 3-polig C32', null, 'de').value('poles')).toBe(3);
    expect(one('Prise de courant 2P+T 16A', null, 'fr').value('poles')).toBeUndefined();
    expect(one('H05VV-F 3G0,75 Schlauchleitung weiß 25 m', null, 'de').value('conductor_size')).toBe(0.75);
    expect(one('NYM-J Mantelleitung 50 m', 'Installationsleitung NYM-J 5x2,5 mm².', 'de').value('conductor_size')).toBe(
      2.5,
    );
    expect(one('Speaker', 'Power 2 x 10 W. USB-C cable included.').value('conductor_size')).toBeUndefined();
  });

  it("reads a warranty in months as years, and an item's own net weight as its weight", () => {
    expect(trade('Boiler', null, { Garantie: '24 Monate' }, 'de').value('warranty_years')).toBe(2);
    expect(trade('MCB', 'Gewicht 370 g.', {}, 'de').value('net_weight')).toBe(0.37);
  });

  it('reads a warranty in years into a field in months, in any of the languages, and no term that needs registration', () => {
    const MONTHS = [
      field('warranty_months', 'Warranty', 'number', { description: 'Standard warranty in months (2 years = 24)' }),
    ];
    const months = (details: string | null, extra: Record<string, string> = {}, lang = 'en') =>
      fill('Monitor', details, extra, lang, MONTHS).value('warranty_months');
    expect(months('2-year limited warranty.')).toBe(24);
    expect(months('18-month warranty.')).toBe(18);
    expect(months('<li>Garanzia: 3 anni</li>', {}, 'it')).toBe(36);
    expect(months(null, { Warranty: '3 Year Courier or Carry-in' })).toBe(36);
    expect(months(null, { Garantie: '5 Jahre Herstellergarantie' }, 'de')).toBe(60);
    expect(months(null, { Garantie: '24 Monate' }, 'de')).toBe(24);
    expect(months(null, { Garantie: '30 Tage Rückgaberecht' }, 'de')).toBeUndefined();
    expect(
      trade('Akku-Schrauber', null, { Garantie: '3 Jahre bei Registrierung, sonst 1 Jahr' }, 'de').value(
        'warranty_years',
      ),
    ).toBe(1);
    expect(
      trade('Soundbar', 'Garantie: 12 Jahre auf Passivlautsprecher, 2 Jahre auf Elektronik', {}, 'de').value(
        'warranty_years',
      ),
    ).toBeUndefined();
  });
});

describe('fillSchema on an electronics schema whose help texts rule figures out', () => {
  const TECH = [
    field('power_w', 'Power (W)', 'number', {
      description:
        "Typical power consumption in watts. Not the maximum, peak or boost power, not standby power, not a processor's TDP or a recommended PSU size",
    }),
    field('max_temp', 'Max. Temperature', 'number', { description: 'Maximum operating temperature in °C; no ranges' }),
    field('wireless', 'Wireless', 'boolean'),
    field('connectivity', 'Connectivity', 'multiselect', {
      allowed_values: ['Wi-Fi 6', 'Bluetooth', '5G', 'Ethernet'],
    }),
    field('mpn', 'Manufacturer Part Number', 'text', { description: 'Manufacturer part number (MPN)' }),
  ];
  const tech = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, TECH);

  it('leaves out the figures the help text rules out, in the cue or right after the figure, and keeps the others', () => {
    expect(tech('Monitor', 'Power consumption: 24.4 W (typical), 220 W (max)').value('power_w')).toBe(24.4);
    expect(tech('Switch 8 ports', 'Consommation : 3,8 W max.', {}, 'fr').value('power_w')).toBeUndefined();
    expect(tech('Graphics card', 'Recommended PSU: 550 W. TDP: 120 W.').value('power_w')).toBeUndefined();
    expect(tech('Blender', 'Rated power 1000 W (1400 peak watts).').value('power_w')).toBe(1000);
    // The same figure without its qualifier (the name's) is ruled out with it.
    expect(tech('POWER BANK 24000MAH 140W', 'Max output: 140 W (single port)').value('power_w')).toBeUndefined();
    // A field named for the maximum keeps it.
    expect(tech('Sensor', 'Max. temperature: 80 °C').value('max_temp')).toBe(80);
    const stand = [
      field('weight_kg', 'Weight', 'number', { description: 'Weight in kg without stand, charger or packaging' }),
    ];
    expect(
      fill('Monitor 27"', 'Weight with stand: 6.8 kg. Weight without stand: 4.1 kg.', {}, 'en', stand).value(
        'weight_kg',
      ),
    ).toBe(4.1);
    expect(fill('Monitor 27"', 'Weight with stand: 6.8 kg.', {}, 'en', stand).value('weight_kg')).toBeUndefined();
  });

  it('reads wireless by its own words, not wireless charging or web, and a wired mode beside it', () => {
    expect(tech('KEYCHRON K2 WIRELESS MECHANICAL KEYBOARD', 'Bluetooth 5.1 + wired USB-C mode').value('wireless')).toBe(
      true,
    );
    expect(tech('Auriculares gaming G435 inalámbricos', null, {}, 'es').value('wireless')).toBe(true);
    expect(
      tech('CARICATORE WIRELESS BELKIN 15W', 'Ricarica wireless magnetica Qi2', {}, 'it').value('wireless'),
    ).toBeUndefined();
    expect(tech('Laptop 14"', 'Up to 15 hours wireless web').value('wireless')).toBeUndefined();
    expect(tech('TRUST MOUSE CON FILO USB', 'Mouse wireless 2,4 GHz', {}, 'it').value('wireless')).toBeUndefined();
  });

  it('keeps a drained weight, servings and an alcohol share apart from the net weight and the volume', () => {
    const FOOD = [
      field('net_weight_g', 'Net Weight (g)', 'number', { description: 'Net weight of one unit in grams' }),
      field('drained_weight', 'Drained Weight (g)', 'number', {
        description: 'Drained weight in grams only when stated (Abtropfgewicht); never the net weight',
      }),
      field('volume_ml', 'Volume (ml)'),
      field('servings', 'Servings', 'number', {
        description: "Number of servings in one unit ('30 servings'); not the serving size (30 g)",
      }),
      field('alcohol_percent', 'Alcohol (% vol)', 'number', { description: 'Alcohol by volume as stated' }),
    ];
    const food = (name: string, details: string, extra: Record<string, string> = {}, lang = 'en') =>
      fill(name, details, extra, lang, FOOD);
    const tuna = food(
      'Kichererbsen 400 g Dose',
      'Zutaten: Kichererbsen, Wasser, Meersalz.',
      {
        Abtropfgewicht: '240 g',
        Nettofüllmenge: '400 g',
      },
      'de',
    );
    expect(tuna.value('drained_weight')).toBe(240);
    expect(tuna.value('net_weight_g')).toBe(400);
    // A net weight alone is no drained weight, and a weight is no count of servings.
    const jam = food('Strawberry jam 340 g', 'Ingredients: strawberries, sugar. Net weight: 340 g');
    expect(jam.value('drained_weight')).toBeUndefined();
    expect(jam.value('servings')).toBeUndefined();
    // 'Alcohol by volume' names no volume: the bottle's 75 cl is the volume, not the alcohol.
    const wine = food('Bordeaux rouge 75 cl', '13,5 % vol.', {}, 'fr');
    expect(wine.value('volume_ml')).toBe(750);
    expect(wine.value('alcohol_percent')).toBeUndefined();
  });

  it("reads no product measure from a table's reference quantity ('per 100 ml', '9.6 mg/100 ml')", () => {
    const drinks = [field('volume_ml', 'Volume (ml)'), field('net_weight_g', 'Net Weight (g)')];
    const cola = fill(
      'Cola Zero 330 ml can',
      'Contains caffeine (9.6 mg/100 ml). Typical values per 100ml: Energy 1 kJ / 0.2 kcal',
      {},
      'en',
      drinks,
    );
    expect(cola.value('volume_ml')).toBe(330);
    expect(cola.flags).toEqual([]);
  });

  it("reads a material's share from the outer fabric's composition, in several languages", () => {
    const share = [field('cotton_percent', 'Cotton Share', 'number', { min_value: 0, max_value: 100 })];
    const cotton = (details: string, lang = 'en', extra: Record<string, string> = {}) =>
      fill('Shirt', details, extra, lang, share).value('cotton_percent');
    expect(cotton('Composition : 98% coton, 2% élasthanne. Doublure des poches : 100% coton', 'fr')).toBe(98);
    expect(cotton('Skład: 80% bawełna, 17% poliamid, 3% elastan', 'pl')).toBe(80);
    // Organic and plain cotton together; a supplier column's composition.
    expect(cotton('Soft jersey', 'de', { Obermaterial: '60% Bio-Baumwolle, 40% Baumwolle' })).toBe(100);
    // The lining's cotton is not the item's; an item without cotton has no share.
    expect(cotton('Shell: 100% polyester\nLining: 100% cotton')).toBeUndefined();
    // Two outer parts with one share, and with two.
    expect(cotton('T-shirt: 100% cotton\nShorts: 100% cotton')).toBe(100);
    expect(cotton('Top: 100% cotton\nSkirt: 95% cotton, 5% elastane')).toBeUndefined();
    // Figures that add up to no whole are no composition.
    expect(cotton('Dark chocolate with 70% cocoa and cotton candy flavour, 20% off')).toBeUndefined();
  });

  it("reads a garment's materials from the outer fabric's composition where the company takes that only", () => {
    const allowed = ['Cotton', 'Polyester', 'Viscose', 'Elastane', 'Steel', 'Plastic'];
    const outer = field('materials', 'Materials', 'multiselect', {
      allowed_values: allowed,
      description: 'Materials of the outer fabric only; not lining, filling or trims',
    });
    const any = field('materials', 'Materials', 'multiselect', { allowed_values: allowed });
    const dress = 'Shell: 100% viscose\nLining: 100% polyester\nMachine wash 30°C';
    expect(fill('Midi dress', dress, {}, 'en', [outer]).value('materials')).toEqual(['Viscose']);
    expect(
      fill('Jean', 'Composition : 98% coton, 2% élasthanne. Doublure des poches : 100% polyester', {}, 'fr', [
        outer,
      ]).value('materials'),
    ).toEqual(['Cotton', 'Elastane']);
    // '100% waterproof' is no composition.
    expect(
      fill('Mattress protector', 'Cotton terry surface; 100% waterproof', {}, 'en', [any]).value('materials'),
    ).toEqual(['Cotton']);
  });

  it('reads a choice by the spellings the help text lists in brackets after it', () => {
    const CLOTHING = [
      field('closure', 'Closure', 'select', {
        allowed_values: ['Zip', 'Buttons', 'Velcro', 'Slip-On'],
        description:
          "The main closure: Zip ('Reißverschluss', 'fermeture éclair', 'cremallera'), Buttons, Velcro (hook-and-loop, 'Klett'), Slip-On (no closure, elastic gussets); two closures: blank",
      }),
      field('sleeve_length', 'Sleeve Length', 'select', {
        allowed_values: ['Sleeveless', 'Short Sleeve', 'Long Sleeve'],
        description: "Sleeveless (tank, strap, 'ärmellos', 'sans manches'), Short Sleeve, Long Sleeve",
      }),
      field('storage_type', 'Storage Type', 'select', {
        allowed_values: ['SSD', 'HDD', 'Hybrid'],
        description: 'SSD (incl. NVMe, M.2), HDD, Hybrid (SSHD or SSD + HDD both installed)',
      }),
    ];
    const wear = (name: string, details: string, lang = 'en') => fill(name, details, {}, lang, CLOTHING);
    expect(wear('Sudadera con capucha', 'Sudadera con cremallera completa', 'es').value('closure')).toBe('Zip');
    // German compounds ending in a listed spelling, not beginning with one ('Reißverschlusstasche' is a pocket).
    expect(wear('Stiefelette', 'Verschluss: Innenreißverschluss', 'de').value('closure')).toBe('Zip');
    expect(wear('Laufhose', 'Reißverschlusstasche hinten', 'de').value('closure')).toBeUndefined();
    // Where some spellings are quoted, the unquoted words only describe: a bag's strap is no sleeve.
    expect(wear('Top', 'Top ärmellos aus Baumwolle', 'de').value('sleeve_length')).toBe('Sleeveless');
    expect(wear('Shoulder bag', 'Detachable strap').value('sleeve_length')).toBeUndefined();
    expect(wear('Laptop', 'Storage: 512 GB NVMe').value('storage_type')).toBe('SSD');
  });

  it('reads the energy class under its label, a choice by the spellings the help text maps to it, and the processor', () => {
    const FIELDS_MORE = [
      field('energy_class', 'Energy Class', 'select', { allowed_values: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }),
      field('resolution', 'Resolution', 'select', {
        allowed_values: ['HD', 'Full HD', 'QHD', '4K UHD'],
        description:
          'Native resolution: 1280x720 = HD, 1920x1080 / 1920x1200 = Full HD, 2560x1440 = QHD, 3840x2160 = 4K UHD',
      }),
      field('processor', 'Processor', 'text'),
    ];
    const more = (name: string, details: string | null, lang = 'en') => fill(name, details, {}, lang, FIELDS_MORE);
    expect(more('Monitor 27"', 'Energy class: F').value('energy_class')).toBe('F');
    expect(more('Monitor 24"', 'Classe energetica: E', 'it').value('energy_class')).toBe('E');
    expect(more('Laptop 14"', 'Display: 14" WUXGA (1920 x 1200) IPS').value('resolution')).toBe('Full HD');
    // Two mapped resolutions: none.
    expect(more('Monitor', '3840x2160 panel, 1920x1080 input at 240 Hz').value('resolution')).toBeUndefined();
    expect(
      more('Laptop', 'Processor: 13th Gen Intel Core i7-1355U (12 MB cache, up to 5.0 GHz)').value('processor'),
    ).toBe('Intel Core i7-1355U');
    expect(more('AMD RYZEN 7 7800X3D 8-CORE 4.2GHZ AM5 PROCESSOR BOXED', null).value('processor')).toBe(
      'AMD RYZEN 7 7800X3D',
    );
  });

  it('reads a LAN port as Ethernet, no 5G from a 2,5G port, and no spec token as a part number', () => {
    expect(tech('Router', '4x Gigabit-LAN, Wi-Fi 6', {}, 'de').value('connectivity')).toEqual(['Wi-Fi 6', 'Ethernet']);
    expect(tech('Mainboard', 'Wi-Fi 6, Bluetooth 5.3, 2,5G LAN', {}, 'nl').value('connectivity')).toEqual([
      'Wi-Fi 6',
      'Bluetooth',
      'Ethernet',
    ]);
    expect(tech('APPLE MACBOOK AIR M3 8-CORE CPU 10-CORE GPU 16GB').value('mpn')).toBeUndefined();
    expect(tech('TP-LINK DECO X50 AX3000 MESH').value('mpn')).toBeUndefined();
    expect(tech('BENQ GW2490 MONITOR', null, { 'Codice produttore': '9H.LMCLJ.LBE' }, 'it').value('mpn')).toBe(
      '9H.LMCLJ.LBE',
    );
  });
});

describe('fillSchema on a fashion schema', () => {
  const FASHION = [
    field('gender', 'Gender', 'select', {
      allowed_values: ['Women', 'Men', 'Unisex'],
      description: "As stated ('Damen', 'Femme', 'Donna' = Women; 'Herren', 'Homme' = Men)",
    }),
    field('colour', 'Colour', 'select', {
      allowed_values: ['Black', 'Beige', 'Navy'],
      description: "Translated ('Nero', 'Schwarz' = Black; 'Camel', 'Sand' = Beige; 'Marine', 'Dunkelblau' = Navy)",
    }),
    field('materials', 'Materials', 'multiselect', {
      allowed_values: ['Cotton', 'Wool', 'Elastane', 'Polyamide', 'Viscose', 'Leather'],
    }),
    field('strap_material', 'Strap Material', 'select', {
      allowed_values: ['Leather', 'Stainless Steel', 'Rubber'],
      description: 'Material of a watch strap or bracelet: Leather, Stainless Steel, Rubber',
    }),
  ];
  const fashion = (name: string, details: string | null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, FASHION);

  it('reads the spellings its help text maps, whole, and the fibres of a composition in any language', () => {
    const jumper = fashion(
      'ESPRIT DAMEN STRICKPULLOVER',
      null,
      { Obermaterial: '70% Baumwolle, 30% Wolle', Farbe: 'Sand' },
      'de',
    );
    expect(jumper.value('gender')).toBe('Women');
    expect(jumper.value('colour')).toBe('Beige');
    expect(jumper.value('materials')).toEqual(['Cotton', 'Wool']);
    // A two-colour value is no mapped spelling of one.
    expect(fashion('Trimmer', null, { Farbe: 'Schwarz/Blau' }, 'de').value('colour')).toBeUndefined();
    expect(fashion('ABITO DONNA', 'Materiale: 80% viscosa, 20% poliammide', {}, 'it').value('materials')).toEqual([
      'Viscose',
      'Polyamide',
    ]);
  });

  it("reads whom a garment is for from its name's words, and none from two", () => {
    const AGE = [field('age_group', 'Age Group', 'select', { allowed_values: ['Adult', 'Kids', 'Baby'] })];
    const age = (name: string, lang = 'en') => fill(name, null, {}, lang, AGE).value('age_group');
    expect(age('ESPRIT DAMEN STRICKPULLOVER', 'de')).toBe('Adult');
    expect(age("MEN'S OXFORD SHIRT SLIM FIT")).toBe('Adult');
    expect(age('ROBE FILLE EN COTON', 'fr')).toBe('Kids');
    expect(age('BABY BODY KURZARM 62', 'de')).toBe('Baby');
    expect(age('FAMILY PYJAMA SET WOMEN AND KIDS')).toBeUndefined();
    expect(age('CANVAS TOTE BAG')).toBeUndefined();
  });

  it('reads the system a size is labelled in, International for a letter size, and none from two', () => {
    const SYSTEM = [
      field('size_system', 'Size System', 'select', {
        allowed_values: ['EU', 'UK', 'US', 'IT', 'FR', 'International'],
      }),
    ];
    const system = (details: string | null, extra: Record<string, string> = {}) =>
      fill('Dress', details, extra, 'en', SYSTEM).value('size_system');
    expect(system(null, { 'Taille (FR)': '38' })).toBe('FR');
    expect(system(null, { Taglia: '42 IT' })).toBe('IT');
    expect(system(null, { Größe: 'L' })).toBe('International');
    expect(system('Tailles disponibles : 34 à 46.')).toBeUndefined();
    // The system the size is labelled in, not a conversion beside it.
    expect(system('Size: UK 9 / EU 43')).toBe('UK');
    expect(system('Size: UK 9. Size: EU 43.')).toBeUndefined();
  });

  it("fills a watch strap's material for watches only", () => {
    expect(fashion('FOSSIL HERRENUHR GRANT LEDERARMBAND BRAUN', null, {}, 'de').value('strap_material')).toBe(
      'Leather',
    );
    expect(
      fashion('DR. MARTENS 1460 BOOTS LEATHER', 'Upper: leather. Strap: leather.').value('strap_material'),
    ).toBeUndefined();
  });
});

describe('fillSchema on a department store schema whose help texts set its conventions', () => {
  const CONSUMER = [
    field('age_from_months', 'Minimum Age', 'number', {
      description: 'Recommended minimum age in months (years converted: 3 years = 36)',
    }),
    field('cordless', 'Cordless', 'boolean', {
      description:
        'true when it works without a power cord; false when stated corded or mains powered (power cord, Netzkabel)',
    }),
    field('rechargeable', 'Rechargeable', 'boolean', {
      description:
        'true when it has a rechargeable battery; false when it runs on disposable batteries only (2 x AA, piles)',
    }),
    field('shell_material', 'Material of Case', 'select', {
      description: 'Luggage, bags and protective cases only: the material of the outer shell',
      allowed_values: ['Polycarbonate', 'Polypropylene', 'Aluminium', 'Polyester'],
    }),
    field('capacity', 'Capacity (l)', 'number', { description: 'How much the item holds, in litres' }),
    field('net_content_ml', 'Net Content (ml)', 'number', { description: 'Liquid contents of a consumable' }),
    field('weight_g', 'Item Weight', 'number', {
      description: "The item's own weight in grams; not the net contents of a consumable",
    }),
    field('net_weight', 'Net Weight', 'number', {
      description: 'Net contents of a consumable sold by weight, in grams',
    }),
  ];
  const consumer = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, CONSUMER);

  it('reads a minimum age in months from ages, years and ranges, but not from a choking warning or a pet', () => {
    expect(
      consumer('Die-Cast Cars', 'For ages 3+. WARNING: CHOKING HAZARD. Not for children under 3 years.').value(
        'age_from_months',
      ),
    ).toBe(36);
    expect(consumer('Schleich Pferd', 'Handbemalte Figur, ab 3 Jahren.', {}, 'de').value('age_from_months')).toBe(36);
    expect(consumer('Jeu de cartes', 'De 2 à 8 joueurs, dès 6 ans.', {}, 'fr').value('age_from_months')).toBe(72);
    expect(consumer('Chupete silicona 0-6 meses', null, {}, 'es').value('age_from_months')).toBe(0);
    expect(consumer('LEGO Technic', null, { Age: '18+' }).value('age_from_months')).toBe(216);
    expect(consumer('Garage interactif', null, { Âge: '12 mois - 5 ans' }, 'fr').value('age_from_months')).toBe(12);
    expect(
      consumer('Soft blocks', 'Not suitable for children under 36 months.').value('age_from_months'),
    ).toBeUndefined();
    expect(
      consumer('Adult Dog Food 15 kg', 'For adult dogs from 12 months to 7 years.').value('age_from_months'),
    ).toBeUndefined();
    // '5 m a 15 m' is metres.
    expect(
      consumer('Manguera extensible', 'Manguera extensible de 5 m a 15 m.', {}, 'es').value('age_from_months'),
    ).toBeUndefined();
  });

  it("reads a power cord as not cordless and disposable cells as not rechargeable, when the company's help text says so", () => {
    expect(consumer('Haartrockner 2100W', 'Kabellänge 1,8 m. Mit Netzkabel.', {}, 'de').value('cordless')).toBe(false);
    expect(consumer('Ear Thermometer', 'Powered by 2 AA batteries.').value('rechargeable')).toBe(false);
    expect(consumer('Calculatrice', 'Fonctionne avec 1 pile AAA (incluse).', {}, 'fr').value('rechargeable')).toBe(
      false,
    );
    // A field that only says what true means reads a cord as nothing.
    expect(fill('Hair Dryer', 'Power cord 1.8 m.').value('cordless')).toBeUndefined();
    expect(fill('Ear Thermometer', 'Powered by 2 AA batteries.').value('rechargeable')).toBeUndefined();
  });

  it('fills a field kept for some goods only for those goods, in any of four languages', () => {
    expect(consumer('Cabin Case 55 cm', 'Material: polypropylene.').value('shell_material')).toBe('Polypropylene');
    expect(consumer('Valise cabine 55 cm', 'Coque en polycarbonate.', {}, 'fr').value('shell_material')).toBe(
      'Polycarbonate',
    );
    expect(consumer('Baby Bottle 260 ml', 'Made of polypropylene.').value('shell_material')).toBeUndefined();
    expect(
      consumer('Baca portaequipajes aluminio', 'Barras de aluminio.', {}, 'es').value('shell_material'),
    ).toBeUndefined();
  });

  it("puts a consumable's volume and weight in its contents, a durable's volume in its capacity", () => {
    const shampoo = consumer('Dog Shampoo 250 ml', 'Gentle shampoo.', { Contenance: '250 ml' });
    expect(shampoo.value('net_content_ml')).toBe(250);
    expect(shampoo.value('capacity')).toBeUndefined();
    expect(consumer('Electric Kettle 1.7 l', 'Capacity: 1.7 l.').value('capacity')).toBe(1.7);
    const soap = consumer('Savon de Marseille lavande', 'Savon solide.', { Poids: '100 g' }, 'fr');
    expect(soap.value('net_weight')).toBe(100);
    expect(soap.value('weight_g')).toBeUndefined();
    expect(consumer('Pet Carrier', null, { Weight: '1.2 kg' }).value('weight_g')).toBe(1200);
  });
});

describe('figures that are not the product’s own', () => {
  it('reads the unconditional warranty: not a term that needs registration, not one part’s beside another’s', () => {
    const years = (text: string) => warrantyIn(text)?.value;
    expect(years('2-year warranty')).toBe('2 years');
    expect(years('5 Jahre Garantie bei Registrierung, sonst 3 Jahre.')).toBe('3 years');
    expect(years('Garantie 10 ans sur le revêtement, 2 ans sur le produit.')).toBe('2 years');
    expect(years('Garantie: 12 Jahre auf Passivlautsprecher, 2 Jahre auf Elektronik')).toBeUndefined();
    expect(years('3 years warranty on the product')).toBe('3 years');
    // One part's term alone is the warranty the record gives.
    expect(years('7-year warranty on the wooden parts.')).toBe('7 years');
    expect(years('18-month warranty')).toBe('18 months');
  });

  it('reads no weight given per length or per piece', () => {
    expect(fill('Twin and earth cable 100 m', 'Weight 14.5 kg/100m.').value('weight_lbs')).toBeUndefined();
    expect(fill('Cable RZ1-K 4x10', 'Peso aproximado: 620 kg/km.', {}, 'es').value('weight_lbs')).toBeUndefined();
    expect(
      fill('Clapet anti-retour (lot de 2)', null, { 'Poids unitaire': '210 g' }, 'fr').value('weight_lbs'),
    ).toBeUndefined();
    expect(fill('Check valve', null, { Weight: '210 g' }).value('weight_lbs')).toBe(0.46);
  });
});

describe('fillSchema on beauty, baby and pet goods', () => {
  const FIELDS_GOODS = [
    field('pet_type', 'Pet Type', 'select', { allowed_values: ['Dog', 'Cat', 'Small Animal', 'Bird', 'Fish'] }),
    field('spf', 'SPF', 'number', { description: 'Sun protection factor as a number (SPF 50+ = 50)' }),
    field('bpa_free', 'BPA-free', 'boolean', { description: 'true when stated BPA-free' }),
  ];
  const goods = (name: string, details: string | null = null, lang = 'en') =>
    fill(name, details, {}, lang, FIELDS_GOODS);

  it('reads the animal a pet product is for in four languages, and none for two', () => {
    expect(goods('Trixie Kratzbaum für Katzen', null, 'de').value('pet_type')).toBe('Cat');
    expect(goods('Cama ortopédica para perro XL', null, 'es').value('pet_type')).toBe('Dog');
    expect(goods('Aquarium heater 100 W').value('pet_type')).toBe('Fish');
    expect(goods('Shampooing doux chien et chat', null, 'fr').value('pet_type')).toBeUndefined();
  });

  it('reads a sun protection factor and a stated BPA-free', () => {
    expect(goods('Sun Lotion SPF 50+ 200 ml').value('spf')).toBe(50);
    expect(goods('Fotoprotector spray', 'FPS 30. Para todo tipo de piel.', 'es').value('spf')).toBe(30);
    expect(goods('Biberon 250 ml', 'Sans BPA.', 'fr').value('bpa_free')).toBe(true);
    expect(goods('Trinklernbecher', 'BPA-frei, spülmaschinenfest.', 'de').value('bpa_free')).toBe(true);
    expect(goods('Glass baby bottle').value('bpa_free')).toBeUndefined();
  });
});

describe('run times in minutes, as a company takes them', () => {
  const RUN = [
    field('battery_life_h', 'Battery Life (h)', 'number', {
      description:
        "Run time in hours (minutes converted: 90 min = 1.5); 'up to' figures are taken as stated; when several modes are given, the longest stated run time",
    }),
  ];
  it('converts minutes, takes up-to figures and the longest mode when the help text says so', () => {
    expect(
      fill('Electric Toothbrush', 'Li-ion battery, run time up to 70 min.', {}, 'en', RUN).value('battery_life_h'),
    ).toBe(1.17);
    expect(fill('Barttrimmer', 'Kabellos. Laufzeit: 50 Min.', {}, 'de', RUN).value('battery_life_h')).toBe(0.83);
    expect(
      fill(
        'Baby monitor',
        'Run time up to 12 hours in audio-only mode, run time up to 5 hours with video.',
        {},
        'en',
        RUN,
      ).value('battery_life_h'),
    ).toBe(12);
    // Without that help text an 'up to' is less sure, and a run time in minutes still converts.
    expect(fill('Drill', 'Run time: 45 minutes.').value('battery_life_hours')).toBe(0.75);
  });
});

describe('jewellery, watches and sets, as a fashion company takes them', () => {
  const FASHION = [
    field('colour', 'Colour', 'select', {
      allowed_values: ['Black', 'White', 'Green', 'Silver', 'Gold', 'Beige', 'Red'],
    }),
    field('pack_quantity', 'Pack Quantity', 'number', {
      description:
        "Number of identical items sold together (3-pack socks = 3, 'Lot de 2' = 2); leave blank for single items and for sets of different pieces (pyjama top and bottoms)",
    }),
  ];
  const wear = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, FASHION);

  it('reads a precious metal, a stone and a part as no colour of the item', () => {
    expect(wear('Pandora Snake Chain Bracelet Sterling Silver 19cm').value('colour')).toBeUndefined();
    expect(wear('Rosato Collana Donna Argento 925', null, {}, 'it').value('colour')).toBeUndefined();
    expect(wear('Tous pendientes plata 925 baño de oro 18K', null, {}, 'es').value('colour')).toBeUndefined();
    expect(wear('Swarovski Millenia Pendant White Crystal').value('colour')).toBeUndefined();
    expect(wear('Lotus reloj mujer correa de piel negra', null, {}, 'es').value('colour')).toBeUndefined();
    expect(wear('Timex Weekender horloge NATO-band groen', null, {}, 'nl').value('colour')).toBeUndefined();
    // A colour of the item itself is still read.
    expect(wear('Linen Shirt Green').value('colour')).toBe('Green');
  });

  it("flags a supplier's colour the name contradicts, and writes none", () => {
    const out = wear('Zara Women Linen Blend Shirt Black', null, { Colour: 'Ecru' });
    expect(out.value('colour')).toBeUndefined();
    expect(out.flags).toContainEqual(expect.objectContaining({ field_name: 'colour', kind: 'contradiction' }));
    expect(wear('Zara Women Linen Blend Shirt Black', null, { Colour: 'Black' }).value('colour')).toBe('Black');
  });

  it('counts no carats, no decimals and no set of different pieces as a pack quantity', () => {
    expect(wear('Monica Vinader Ring 18ct Gold Vermeil').value('pack_quantity')).toBeUndefined();
    expect(wear('Bague or jaune diamant 0,10 CT', null, {}, 'fr').value('pack_quantity')).toBeUndefined();
    expect(wear('Ensemble pyjama garçon 2 pièces', null, {}, 'fr').value('pack_quantity')).toBeUndefined();
    expect(wear('Boys 2-piece set T-shirt and shorts').value('pack_quantity')).toBeUndefined();
    expect(wear('Pack 3 calzoncillos bóxer', null, {}, 'es').value('pack_quantity')).toBe(3);
    expect(wear('Sneaker socks 3-pack').value('pack_quantity')).toBe(3);
    // Where the company counts a set's pieces, they are its pack quantity.
    expect(fill('WMF Kochtopf-Set 5-teilig', null, {}, 'de').value('pack_quantity')).toBe(5);
  });
});

describe('car parts, as a parts retailer takes them', () => {
  const AUTO = [
    field('tyre_size', 'Tyre Size', 'text'),
    field('load_index', 'Load Index', 'text'),
    field('speed_rating', 'Speed Rating', 'text'),
    field('helmet_size', 'Helmet / Clothing Size', 'select', { allowed_values: ['S', 'M', 'L', 'XL'] }),
    field('viscosity_grade', 'Viscosity Grade', 'select', { allowed_values: ['0W-30', '5W-30', '5W-40'] }),
    field('voltage', 'Voltage'),
    field('power', 'Power', 'number', { description: 'Rated power in watts' }),
    field('rolling_noise', 'External Rolling Noise', 'number', { description: 'EU tyre label noise in decibels (dB)' }),
    field('cold_cranking_amps', 'Cold Cranking Amps', 'number', {
      description: 'Cold cranking current in amperes (EN)',
    }),
    field('weight_kg', 'Weight (kg)', 'number', {
      description: 'The item’s own weight; not the shipping or gross weight',
    }),
    field('max_load', 'Max. Load (kg)'),
    field('manufacturer_part_no', 'Manufacturer Part No.', 'text'),
  ];
  const part = (name: string, details: string | null = null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, AUTO);

  it("reads a tyre's size, load index and speed rating, and no voltage, power or part number from them", () => {
    const tyre = part(
      'Continental EcoContact 6 195/65R15 91V',
      'EU tyre label: fuel efficiency C, external rolling noise 71 dB(A).',
    );
    expect(tyre.value('tyre_size')).toBe('195/65 R15');
    expect(tyre.value('load_index')).toBe('91');
    expect(tyre.value('speed_rating')).toBe('V');
    expect(tyre.value('rolling_noise')).toBe(71);
    for (const name of ['voltage', 'power', 'manufacturer_part_no', 'helmet_size'])
      expect(tyre.value(name), name).toBeUndefined();
    // A helmet's size is no tyre size.
    const helmet = part('Astone Jet Helmet', null, { Taille: 'S' }, 'fr');
    expect(helmet.value('helmet_size')).toBe('S');
    expect(helmet.value('tyre_size')).toBeUndefined();
  });

  it("reads an oil's grade, and no power from it", () => {
    const oil = part('Castrol EDGE 5W30 LL Fully Synthetic 5L');
    expect(oil.value('viscosity_grade')).toBe('5W-30');
    expect(oil.value('power')).toBeUndefined();
    expect(part('Motul Gear 300 75W90', 'Getriebeöl', {}, 'de').value('manufacturer_part_no')).toBeUndefined();
  });

  it("reads a battery's cold cranking current, a payload, and no shipping weight as the item's", () => {
    expect(part('Exide EA770', 'Kaltstartstrom 760 A (EN)', {}, 'de').value('cold_cranking_amps')).toBe(760);
    expect(part('Dachbox 400 Liter', 'Eigengewicht 14 kg, Zuladung 50 kg.', {}, 'de').value('max_load')).toBe(50);
    expect(part('Dachbox 400 Liter', 'Eigengewicht 14 kg, Zuladung 50 kg.', {}, 'de').value('weight_kg')).toBe(14);
    expect(part('Bagażnik rowerowy Thule', 'Waga: 17,9 kg.', { Udźwig: '60 kg' }, 'pl').value('max_load')).toBe(60);
    expect(part('Dischi freno Zimmermann', 'Peso spedizione: 17 kg.', {}, 'it').value('weight_kg')).toBeUndefined();
    // A shipping weight named after the item's own keeps the item's.
    expect(part('Hair dryer', 'Gewicht: 1,2 kg (Versandgewicht 1,6 kg)', {}, 'de').value('weight_kg')).toBe(1.2);
  });

  it("reads a tyre's load version, a bulb's category and light source, and the OE numbers a part replaces", () => {
    const FIELDS = [
      field('reinforced_xl', 'Reinforced / XL', 'boolean'),
      field('led', 'LED', 'boolean'),
      field('bulb_type', 'Bulb Type', 'text'),
      field('oem_numbers', 'OE Numbers', 'text'),
      field('manufacturer_part_no', 'Manufacturer Part No.', 'text'),
      field('fuel_efficiency_class', 'Fuel Efficiency Class', 'select', { allowed_values: ['A', 'B', 'C', 'D', 'E'] }),
    ];
    const get = (name: string, details: string, extra: Record<string, string> = {}, lang = 'en') =>
      fill(name, details, extra, lang, FIELDS);
    const tyre = get('Michelin Pilot Sport 5 225/45 ZR17 94Y XL', 'EU tyre label: Fuel efficiency C | Wet grip A');
    expect(tyre.value('reinforced_xl')).toBe(true);
    expect(tyre.value('fuel_efficiency_class')).toBe('C');
    expect(get('Pneumatico Goodyear 225/45 R17 94W', 'Rinforzato (XL).', {}, 'it').value('reinforced_xl')).toBe(true);
    // An XL helmet is no tyre.
    expect(get('Casque moto taille XL', 'Calotte en polycarbonate.', {}, 'fr').value('reinforced_xl')).toBeUndefined();
    const halogen = get('Philips X-tremeVision H7 Headlight Bulbs', 'Halogen headlight bulbs. 12V 55W PX26d.');
    expect(halogen.value('led')).toBe(false);
    expect(halogen.value('bulb_type')).toBe('H7');
    const retrofit = get('Osram Night Breaker LED H7', 'LED retrofit for H7. Replaces 55 W halogen.');
    expect(retrofit.value('led')).toBe(true);
    // A jump starter's torch and a camera's infrared LEDs make no LED product.
    expect(
      get('NOCO Boost GB40 jump starter', 'Lampe de poche LED 100 lumens.', {}, 'fr').value('led'),
    ).toBeUndefined();
    expect(get('Reversing camera W7', 'Night vision with 8 IR LEDs.').value('led')).toBeUndefined();
    const disc = get('Brembo Brake Discs 09.A820.11', 'OE: 5Q0 615 301 F, 1K0 615 301 AA', { 'Part No': '09.A820.11' });
    expect(disc.value('oem_numbers')).toBe('5Q0 615 301 F, 1K0 615 301 AA');
    expect(disc.value('manufacturer_part_no')).toBe('09.A820.11');
    const battery = get('Exide EA770 Autobatterie', 'Vergleichsnummer (OE): 000915105DE', {}, 'de');
    expect(battery.value('oem_numbers')).toBe('000915105DE');
  });

  it("reads every approval of a slash-listed family, and the help text's quoted spellings", () => {
    const approvals = field('approvals', 'Approvals', 'multiselect', {
      allowed_values: ['VW 504.00', 'VW 507.00', 'MB 229.31', 'MB 229.51', 'ACEA C2', 'ACEA C3', 'BMW Longlife-04'],
      description: "Every approval listed, as allowed values: 'BMW LL-04' is BMW Longlife-04",
    });
    const oil = fill(
      'Motoröl 5W-30 5L',
      'Freigaben: VW 504 00/507 00, MB-Freigabe 229.31/229.51, BMW LL-04. Spezifikation ACEA C2/C3.',
      {},
      'de',
      [approvals],
    );
    expect([...(oil.value('approvals') as string[])].sort()).toEqual([
      'ACEA C2',
      'ACEA C3',
      'BMW Longlife-04',
      'MB 229.31',
      'MB 229.51',
      'VW 504.00',
      'VW 507.00',
    ]);
    // Unquoted words in brackets describe a value ('COSMOS (Organic/Natural)'); they are no spelling of it.
    const marks = field('certifications', 'Certifications', 'multiselect', {
      allowed_values: ['CE', 'COSMOS', 'FSC'],
      description: 'Certifications stated: CE, COSMOS (Organic/Natural), FSC',
    });
    const bottle = fill('Natural Response Bottle', 'Box of FSC paper.', {}, 'en', [marks]);
    expect(bottle.value('certifications')).toEqual(['FSC']);
  });
});

describe('health and beauty, as a drugstore takes them', () => {
  const BEAUTY = [
    field('volume_ml', 'Volume (ml)', 'number', { description: 'Contents of ONE unit of a product sold by volume' }),
    field('net_weight_g', 'Net Weight (g)', 'number', { description: 'Net contents of ONE unit sold by weight' }),
    field('fragrance_free', 'Fragrance-Free', 'boolean', {
      description:
        'true when stated fragrance-free or unscented (fragrance-free, unscented, parfümfrei, sans parfum, parfumvrij); false when Parfum is in the ingredient list',
    }),
    field('refill', 'Refill', 'boolean', {
      description:
        "true when the product is a refill (Refill, Nachfüllpack, recharge, ricarica, navulling); false only when stated 'not a refill'",
    }),
    field('wet_dry', 'Wet & Dry', 'boolean', {
      description:
        "true when stated usable wet and dry (Wet & Dry, nass und trocken, en seco y en mojado); false when stated dry use only ('dry use only', 'nur Trockenrasur')",
    }),
  ];
  const item = (name: string, details: string | null, extra: Record<string, string> = {}, lang = 'en') =>
    fill(name, details, extra, lang, BEAUTY);

  it('reads the contents by volume into a volume field that keeps contents', () => {
    expect(item('NIVEA Q10 DAGCRÈME 50 ML', 'Inhoud: 50 ml.', {}, 'nl').value('volume_ml')).toBe(50);
    expect(
      item('Garnier Ambre Solaire Kids Sun Lotion SPF50+ 200ml', 'Ingredients: Aqua, Glycerin.').value('volume_ml'),
    ).toBe(200);
    expect(item('Garnier Ambre Solaire Kids Sun Lotion SPF50+ 200ml', null).value('net_weight_g')).toBeUndefined();
  });

  it('reads skin and hair types in a clause about skin or hair, in six languages', () => {
    const TYPES = [
      field('skin_type', 'Skin Type', 'multiselect', {
        allowed_values: ['Dry', 'Oily', 'Combination', 'Sensitive', 'Normal', 'All skin types'],
      }),
      field('hair_type', 'Hair Type', 'multiselect', {
        allowed_values: ['Normal', 'Dry', 'Oily', 'Coloured', 'Damaged', 'Curly', 'Fine', 'All hair types'],
      }),
    ];
    const care = (name: string, details: string, lang = 'en') => fill(name, details, {}, lang, TYPES);
    expect(care('Poudre compacte', 'Poudre légère pour peaux mixtes à grasses.', 'fr').value('skin_type')).toEqual([
      'Oily',
      'Combination',
    ]);
    expect(care('Crème', 'Für trockene und empfindliche Haut.', 'de').value('skin_type')).toEqual(['Dry', 'Sensitive']);
    expect(care('Day cream', 'For all skin types, even sensitive.').value('skin_type')).toEqual(['All skin types']);
    expect(care('Gliss Shampoo', 'Für strapaziertes, trockenes Haar.', 'de').value('hair_type')).toEqual([
      'Dry',
      'Damaged',
    ]);
    // A range name, a shaver's 'Wet & Dry' and nappies are no skin or hair type.
    const shaver = care('Braun Series 9 Wet & Dry Shaver', 'Sensitive shaving head.');
    expect(shaver.value('skin_type')).toBeUndefined();
    expect(shaver.value('hair_type')).toBeUndefined();
    expect(
      care('Dodot Sensitive Pañales Talla 1', 'Pañales para recién nacido.', 'es').value('skin_type'),
    ).toBeUndefined();
  });

  it('keeps choices from ingredient lists and warnings, and writes a size as the help text does', () => {
    const MORE = [
      field('target_group', 'Target Group', 'select', {
        allowed_values: ['Women', 'Men', 'Kids', 'Baby'],
        description:
          'Who the product is for: women / Damen = Women; men / Herren = Men; children / Kinder / kinderen = Kids',
      }),
      field('fragrance_concentration', 'Fragrance Concentration', 'select', {
        allowed_values: ['Parfum', 'Eau de Parfum', 'Eau de Toilette'],
      }),
      field('active_ingredients', 'Active Ingredients', 'multiselect', {
        allowed_values: ['Zinc oxide', 'Niacinamide', 'Panthenol'],
        description: 'The actives marketed: niacinamide, vitamin B3 = Niacinamide; zinc oxide = Zinc oxide',
      }),
      field('nappy_size', 'Nappy Size', 'text', { description: "Nappy size written as 'Size N' (Größe 4, Maat 4)" }),
    ];
    const get = (name: string, details: string, extra: Record<string, string> = {}, lang = 'en') =>
      fill(name, details, extra, lang, MORE);
    expect(
      get('Sensodyne Toothpaste', 'Not recommended for children under 12 years.').value('target_group'),
    ).toBeUndefined();
    expect(
      get('elmex Zahnpasta', 'Für Erwachsene und Kinder ab 6 Jahren.', {}, 'de').value('target_group'),
    ).toBeUndefined();
    expect(get('elmex Kinder Zahnpasta', 'Für Kinder von 2 bis 6 Jahren.', {}, 'de').value('target_group')).toBe(
      'Kids',
    );
    const gel = get('Bagnoschiuma 650 ml', 'Ingredienti: Aqua, Sodium Laureth Sulfate, Parfum.', {}, 'it');
    expect(gel.value('fragrance_concentration')).toBeUndefined();
    expect(get('Sudocrem 125g', 'Active ingredient: zinc oxide 15.25% w/w.').value('active_ingredients')).toEqual([
      'Zinc oxide',
    ]);
    expect(get('Olay Night Cream', 'Hydrates with Vitamin B3.').value('active_ingredients')).toEqual(['Niacinamide']);
    expect(get('Pampers Baby-Dry', 'Nappies.', { Size: '4' }).value('nappy_size')).toBe('Size 4');
  });

  it('counts the pieces of one unit apart from the units of a multipack', () => {
    const COUNTS = [
      field('pack_quantity', 'Pack Quantity', 'number', {
        description: "Number of identical retail units sold together ('3 x 75 ml' = 3); leave blank for a single unit",
      }),
      field('piece_count', 'Pieces per Unit', 'number', { description: 'Number of pieces in ONE retail unit' }),
    ];
    const pack = (name: string, details: string | null, extra: Record<string, string> = {}) =>
      fill(name, details, extra, 'en', COUNTS);
    const nappies = pack('Pampers Baby-Dry Size 4, 180 Nappies', '180 nappies (2 x 90).');
    expect(nappies.value('piece_count')).toBe(90);
    expect(nappies.value('pack_quantity')).toBe(2);
    const paste = pack('Colgate Total Toothpaste 3 x 75 ml', null);
    expect(paste.value('pack_quantity')).toBe(3);
    expect(paste.value('piece_count')).toBeUndefined();
    const tablets = pack('Vitabiotics Wellwoman 30 Tablets', null, { 'Pack size': '30 tablets' });
    expect(tablets.value('piece_count')).toBe(30);
    expect(tablets.value('pack_quantity')).toBeUndefined();
    expect(pack('Gillette Fusion5 Cartridges, 8 Count', null).value('piece_count')).toBe(8);
    expect(pack('Gesichtspflege', null, { Menge: '1' }).value('pack_quantity')).toBeUndefined();
  });

  it("reads a yes or no in the words the help text lists for it, in the record's language", () => {
    expect(item('Eucerin UreaRepair Lotion', 'Parfümfrei. 10 % Urea.', {}, 'de').value('fragrance_free')).toBe(true);
    expect(item('Braun Series 9 Pro', 'Nass und trocken verwendbar.', {}, 'de').value('wet_dry')).toBe(true);
    expect(item('Remington Shaver', 'For dry use only.').value('wet_dry')).toBe(false);
    expect(item('Ricarica sapone mani 500 ml', 'Ricarica per dispenser.', {}, 'it').value('refill')).toBe(true);
    // A battery's charging, and a refill sold separately, make no refill.
    expect(
      item('Idropulsore Panasonic', 'Autonomia 15 min, ricarica 8 ore.', {}, 'it').value('refill'),
    ).toBeUndefined();
    expect(
      item('Poudre compacte', 'Boîtier rechargeable, recharge vendue séparément.', {}, 'fr').value('refill'),
    ).toBeUndefined();
  });
});
