import type { CurateMessagesOverrides } from '@curate/core';

/**
 * The partner's own translation of the texts its users see most (?lang=de): a partner overrides what it needs and
 * every other text keeps Curate's English default. Numbers and dates follow the provider's `locale` prop.
 */
export const partnerGerman: CurateMessagesOverrides = {
  common: { previous: 'Zurück', next: 'Weiter', cancel: 'Abbrechen' },
  reviewQueue: {
    title: 'Prüfwarteschlange',
    subtitle: 'KI-angereicherte Produktdaten prüfen und freigeben',
    counterPending: 'Ausstehend',
    counterApproved: 'Freigegeben',
    counterRejected: 'Abgelehnt',
    review: 'Prüfen',
    reviewProduct: (productId) => `${productId} prüfen`,
    approve: 'Freigeben',
    reject: 'Ablehnen',
  },
  catalog: {
    catalogue: 'Katalog',
    filterPanelTitle: 'Produkte filtern',
    search: 'Suche',
    sortBy: 'Sortieren nach',
  },
};
