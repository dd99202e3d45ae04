/** One goal of the report: the figure, its goal, what was measured, pass or miss. */
export interface Meta {
  figura: string;
  meta: string;
  medido: string;
  /** null: not measured in this run (not a miss). */
  passou: boolean | null;
  /** The issue that set it. */
  issue?: 9 | 20 | 21 | 35 | 46;
}
