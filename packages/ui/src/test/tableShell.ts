// Realistic review-queue rows for stories and tests (spec part 1 §2, review queue screen).
export interface ReviewRow {
  id: string;
  name: string;
  qualityScore: number;
  status: 'pending' | 'approved' | 'rejected';
  sources: number;
  enhancedAt: string;
}

export const reviewRows: ReviewRow[] = [
  {
    id: 'SKU-10482',
    name: 'Stainless steel water bottle 750 ml',
    qualityScore: 8.4,
    status: 'pending',
    sources: 4,
    enhancedAt: '2025-03-02',
  },
  {
    id: 'SKU-10483',
    name: 'Bamboo cutting board, large',
    qualityScore: 6.9,
    status: 'pending',
    sources: 3,
    enhancedAt: '2025-03-02',
  },
  {
    id: 'SKU-10490',
    name: 'Wireless ergonomic mouse',
    qualityScore: 9.1,
    status: 'pending',
    sources: 6,
    enhancedAt: '2025-03-01',
  },
  {
    id: 'SKU-10511',
    name: 'Cotton crew-neck T-shirt, navy, M',
    qualityScore: 4.7,
    status: 'pending',
    sources: 2,
    enhancedAt: '2025-02-28',
  },
  {
    id: 'SKU-10515',
    name: 'LED desk lamp with USB-C port',
    qualityScore: 7.6,
    status: 'pending',
    sources: 5,
    enhancedAt: '2025-02-28',
  },
  {
    id: 'SKU-10520',
    name: 'Cast iron skillet 26 cm',
    qualityScore: 3.2,
    status: 'pending',
    sources: 1,
    enhancedAt: '2025-02-27',
  },
  {
    id: 'SKU-10526',
    name: 'Noise-cancelling headphones',
    qualityScore: 8.8,
    status: 'pending',
    sources: 7,
    enhancedAt: '2025-02-27',
  },
  {
    id: 'SKU-10531',
    name: 'Yoga mat, 6 mm, non-slip',
    qualityScore: 5.5,
    status: 'pending',
    sources: 3,
    enhancedAt: '2025-02-26',
  },
  {
    id: 'SKU-10544',
    name: 'Ceramic pour-over coffee dripper',
    qualityScore: 7.9,
    status: 'pending',
    sources: 4,
    enhancedAt: '2025-02-25',
  },
  {
    id: 'SKU-10552',
    name: 'Kids waterproof rain jacket, 6Y',
    qualityScore: 6.1,
    status: 'pending',
    sources: 2,
    enhancedAt: '2025-02-24',
  },
  {
    id: 'SKU-10560',
    name: 'Mechanical keyboard, brown switches',
    qualityScore: 9.4,
    status: 'pending',
    sources: 8,
    enhancedAt: '2025-02-24',
  },
  {
    id: 'SKU-10568',
    name: 'Glass food storage set (5 pieces)',
    qualityScore: 2.8,
    status: 'pending',
    sources: 1,
    enhancedAt: '2025-02-23',
  },
];
