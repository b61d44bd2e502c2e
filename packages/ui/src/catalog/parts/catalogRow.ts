/** Height of one table row in px; rows are fixed-height so scrolling never measures. */
export const CATALOG_ROW_HEIGHT = 56;
