/**
 * A list's data column as descriptors declare it and the table adapter renders it; on its own so
 * that the descriptor and the adapter both read it without leaning on each other.
 */

/** antd's breakpoints from md up (viewport widths 768, 992, 1200, 1600 px). */
export type HideBelow = 'md' | 'lg' | 'xl' | 'xxl';

export interface ListColumn<Row> {
  key: string;
  title: string;
  /** The orderBy name when the column sorts (defaults to key); false when it does not. */
  sort?: string | false;
  render?: (row: Row) => React.ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Hidden on viewports narrower than this breakpoint: the column matters less than the rest. */
  hideBelow?: HideBelow;
}
