import type { Violacao } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';

/**
 * The ALERTA of docs/yard-rules.md#what-forcetrue-does: who forced which rule, for which coil and
 * slot.
 */
export async function registrarRegrasForcadas(
  tx: Executor,
  usuario: UsuarioAutenticado,
  alvo: { lote: string; endereco: string },
  forcadas: readonly Violacao[],
): Promise<void> {
  if (forcadas.length === 0) return;
  const regras = forcadas.map((v) => `${v.regra}: ${v.mensagem}`).join('; ');
  await registrarEvento(tx, {
    tipo: 'ALERTA',
    descricao: `Regra do pátio forçada por ${usuario.login} (${usuario.email}) para a bobina ${alvo.lote} em ${alvo.endereco} — ${regras}.`,
    emailResponsavel: usuario.email,
  });
}

/** Suffix of a movement's motivo naming the rules force let through ('' when none). */
export const forcadoEm = (forcadas: readonly Violacao[]): string =>
  forcadas.length > 0 ? ` (forçado: ${forcadas.map((v) => v.regra).join(', ')})` : '';
