/** The advisor's weights (docs/advisor.md, "Model and weights"): cost in expected relocations. */
export const PESOS = {
  /** A pyramid slot: each support likely to leave first forces one relocation of this coil. */
  bloqueio: 1,
  /** A ground slot: chance of being buried while it should leave (times yard pressure). */
  soterramento: 0.8,
  /** Best fit on a pyramid: spare support width (up to 600 mm) wasted on a narrow coil. */
  ajusteLargura: 0.4,
  /** A narrow coil on the ground (times yard pressure): wide coils need the ground more. */
  chaoEstreita: 1,
  /**
   * Width look-ahead: a slot taken from the wider coils that still fit in few free slots
   * (docs/advisor.md, "Width reserve"). Without it the advisor filled every freed ground slot
   * at once and the wide coils that came next found no clean slot: four times the baselines'
   * overrides in the month run.
   */
  reservaLargura: 300,
  /** Crane detour: a detour the length of the yard costs this many relocations. */
  percurso: 0.5,
  /** An overridable rule broken (only ranks slots when no clean one exists). */
  regra: 10,
};
