import { describe, expect, it } from 'vitest';
import { cleanName } from './names';

describe('cleanName', () => {
  it('expands abbreviations, title-cases names written all in capitals or all in lower case', () => {
    expect(cleanName('DEWALT 20v cdls drl/driver w/ 2 batt')).toBe('DEWALT 20V Cordless Drill/Driver with 2 Battery');
    expect(cleanName('mens ss watch blk lthr band')).toBe("Men's Stainless Steel Watch Black Leather Band");
    expect(cleanName('ORGANIC DARK CHOC BAR 3.5OZ')).toBe('Organic Dark Chocolate Bar 3.5 oz');
    expect(cleanName('usb-c hub for the laptop')).toBe('USB-C Hub for the Laptop');
    expect(cleanName('STANLEY 16 OZ HAMMER')).toBe('Stanley 16 oz Hammer');
  });

  it('keeps words of mixed case as written (GaN, iPhone, PowerCell, McCulloch, eBay)', () => {
    expect(cleanName('Anker Nano 65W GaN Charger for iPhone 15')).toBe('Anker Nano 65W GaN Charger for iPhone 15');
    expect(cleanName('Duracell PowerCell AA Batteries 24 pk')).toBe('Duracell PowerCell AA Batteries 24 Pack');
    expect(cleanName('McCulloch Chainsaw 16 in. Bar')).toBe('McCulloch Chainsaw 16 in. Bar');
    expect(cleanName('eBay Gift Card')).toBe('eBay Gift Card');
    // a name written with care keeps its casing word by word; abbreviations are still expanded
    expect(cleanName('Makita 18V cdls Drill w/ 2 Batt')).toBe('Makita 18V Cordless Drill with 2 Battery');
    expect(cleanName('DEWALT 20V MAX XR Brushless Drill')).toBe('DEWALT 20V MAX XR Brushless Drill');
  });

  it('recases a name in capitals with acronyms and words of their own casing kept', () => {
    expect(cleanName('ANKER 65W GAN CHARGER USB-C', { brand: 'Anker' })).toBe('Anker 65W GaN Charger USB-C');
    expect(cleanName('MAKITA XFD131 18V LXT BRUSHLESS CORDLESS 1/2 IN. DRIVER-DRILL KIT', { brand: 'Makita' })).toBe(
      'Makita XFD131 18V LXT Brushless Cordless 1/2 in. Driver-Drill Kit',
    );
    expect(cleanName('APPLE IPHONE 15 PRO 256GB LED CASE')).toBe('Apple iPhone 15 Pro 256 GB LED Case');
    expect(cleanName('mcculloch chainsaw bar 16 in')).toBe('McCulloch Chainsaw Bar 16 in');
  });

  it('keeps sizes and gauges', () => {
    expect(cleanName('#8 x 1-1/4 in. Phillips Flat Head Wood Screws (100-Pack)')).toBe(
      '#8 x 1-1/4 in. Phillips Flat Head Wood Screws (100-Pack)',
    );
    expect(cleanName('Gewindeschraube #10 x 2 in')).toBe('Gewindeschraube #10 x 2 in');
    expect(cleanName('Makita 7-1/4 in. Circular Saw')).toBe('Makita 7-1/4 in. Circular Saw');
    expect(cleanName('Nike Air Zoom Pegasus Sz 10.5 W')).toBe('Nike Air Zoom Pegasus Size 10.5 W');
    expect(cleanName('Water Bottle 16 oz (2-Pack)')).toBe('Water Bottle 16 oz (2-Pack)');
  });

  it('strips SKU noise, identifiers, shop junk and the customer product id', () => {
    expect(cleanName('Oak Dining Tbl SKU: TB-4471 (#88812)', null)).toBe('Oak Dining Table');
    expect(cleanName('ACM-0042 Steel Hammer - Item #A12', 'ACM-0042')).toBe('Steel Hammer');
    expect(cleanName('Steel Bucket SKU 12345', { customerProductId: null })).toBe('Steel Bucket');
    expect(cleanName('Item# A-1 Steel Bucket 16 oz')).toBe('Steel Bucket 16 oz');
    expect(cleanName('Claw Hammer (#123456) Steel')).toBe('Claw Hammer Steel');
    expect(cleanName('Makita Circular Saw [ABC-123] 5007F')).toBe('Makita Circular Saw 5007F');
    expect(cleanName('*** NEW!!! Bosch Drill Free Shipping 4006381333931', { brand: 'Bosch' })).toBe('Bosch Drill');
    expect(cleanName('Garden Hose 50 ft 012345678905')).toBe('Garden Hose 50 ft');
    expect(cleanName('HX-200 Garden Hose', { customerProductId: 'hx-200' })).toBe('Garden Hose');
  });

  it('puts the brand first in its own casing', () => {
    expect(cleanName('Cordless Drill by Makita', { brand: 'Makita' })).toBe('Makita Cordless Drill');
    expect(cleanName('DEWALT 20V MAX Cordless Drill', { brand: 'DeWALT' })).toBe('DeWALT 20V MAX Cordless Drill');
    expect(cleanName('Cordless Drill 18V', { brand: 'Makita' })).toBe('Makita Cordless Drill 18V');
    expect(cleanName('apple iphone 15 pro 256gb', { brand: 'Apple' })).toBe('Apple iPhone 15 Pro 256 GB');
    // a brand given in capitals takes the casing the name writes it in
    expect(cleanName('Crocs Classic Clog - Black - Sz 10', { brand: 'CROCS' })).toBe(
      'Crocs Classic Clog - Black - Size 10',
    );
    // an abbreviation that is the brand is not expanded
    expect(cleanName('LG 55 in OLED TV', { brand: 'LG' })).toBe('LG 55 in OLED TV');
    expect(cleanName('LG 55 in OLED TV')).toBe('LG 55 in OLED TV');
  });

  it('answers null when nothing readable is left', () => {
    expect(cleanName('SKU 12345')).toBe(null);
    expect(cleanName(' -- ')).toBe(null);
    expect(cleanName('*** !!!')).toBe(null);
  });
});
