/**
 * The narrowest a column gets on a phone: room for a risk dot, an icon button or a short word. Apart from the
 * table, so that a page's column definitions need not load the table's chunk (the data grid) to be written.
 */
export const PHONE_COLUMN_MIN_WIDTH = 56;
