/**
 * Which query roots a live change invalidates. Every change also writes an event. Keyed by the
 * domain's `Entidade`: an entity the server may announce without an entry here does not compile.
 */
import { ENTIDADES, type Entidade } from '@patio/domain';

const RESOURCES: Readonly<Record<Entidade, readonly string[]>> = {
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
  // A typed dispatch shows its vehicles' type names.
  'tipo-veiculo': ['tipos-veiculo', 'despachos'],
  evento: [],
  webhook: ['webhooks'],
  // A machine key revoked or created: the keys tab of Integrações.
  chave: ['integracoes'],
  // A tap refused at replay, or resolved: the badge on the map and the dashboard.
  divergencia: ['divergencias', 'bobinas', 'mapa'],
};

const conhecida = (entity: string): entity is Entidade =>
  (ENTIDADES as readonly string[]).includes(entity);

export function resourcesOf(entity: string): string[] {
  // The dashboard counts a bit of everything: any change refreshes it. An entity this build does
  // not know (a newer server) still refreshes the log and the dashboard.
  const proprias = conhecida(entity) ? RESOURCES[entity] : [];
  return [...proprias, 'eventos', 'painel'];
}
