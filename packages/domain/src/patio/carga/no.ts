/**
 * A coil of the load set as the planner sees it: its place along the yard and the coils of the
 * set it lies under or on (docs/planejamento-de-carga.md).
 */
export interface No {
  i: number;
  x: number;
  y: number;
  /** Coils of the set resting on this one: they go first. */
  acima: number[];
  /** Coils of the set this one rests on. */
  apoios: number[];
}
