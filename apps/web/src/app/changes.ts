/** Which query roots a live change invalidates. Every change also writes an event. */
const RESOURCES: Record<string, string[]> = {
  bobina: ['bobinas', 'mapa'],
  usuario: ['usuarios'],
  perfil: ['perfis', 'usuarios'],
  lista: ['listas'],
  instrucao: ['instrucoes', 'operacoes', 'bobinas', 'mapa'],
  operacao: ['operacoes', 'instrucoes', 'bobinas', 'mapa'],
  despacho: ['despachos', 'instrucoes', 'bobinas', 'mapa'],
  evento: [],
};

export function resourcesOf(entity: string): string[] {
  return [...(RESOURCES[entity] ?? [`${entity}s`]), 'eventos'];
}
