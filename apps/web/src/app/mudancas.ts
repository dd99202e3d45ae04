/** Which query roots a live change invalidates. Every change also writes an event. */
const RESOURCES: Record<string, string[]> = {
  // A coil's address also shows as an instruction's origin, on a crane and in a dispatch.
  bobina: ['bobinas', 'mapa', 'instrucoes', 'operacoes', 'despachos'],
  usuario: ['usuarios'],
  // A session opened or ended: the administrator's list of a user's sessions.
  sessao: ['usuarios'],
  perfil: ['perfis', 'usuarios'],
  lista: ['listas'],
  instrucao: ['instrucoes', 'operacoes', 'bobinas', 'mapa'],
  operacao: ['operacoes', 'instrucoes', 'bobinas', 'mapa'],
  despacho: ['despachos', 'instrucoes', 'bobinas', 'mapa'],
  evento: [],
};

export function resourcesOf(entity: string): string[] {
  // The dashboard counts a bit of everything: any change refreshes it.
  return [...(RESOURCES[entity] ?? [`${entity}s`]), 'eventos', 'painel'];
}
