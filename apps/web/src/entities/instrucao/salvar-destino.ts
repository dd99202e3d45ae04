/**
 * Sending a destination (create, "Corrigir Destino", the crane's "Salvar destino") through the
 * yard-rule override of the coil screens: the operator confirms each overridable rule and the
 * call is repeated with force=true. Pure over the API call and the question.
 */
import type { TInstrucaoLinha } from '@patio/domain';
import { colocarComConfirmacao } from '../bobina/override.ts';
import { perguntarForca } from '../bobina/useSalvarBobina.ts';

export interface Destino<T extends TInstrucaoLinha = TInstrucaoLinha> {
  /** Already normalised (0001AN09). */
  destino: string;
  /** Of the coil: the cooling pre-check needs it. */
  isLege: boolean;
  enviar(force: boolean): Promise<T>;
}

/** The saved instruction, or null when the operator said no to a rule. */
export async function salvarDestino<T extends TInstrucaoLinha>(d: Destino<T>): Promise<T | null> {
  const r = await colocarComConfirmacao({
    send: d.enviar,
    endereco: d.destino,
    isLege: d.isLege,
    ask: perguntarForca,
  });
  return r.status === 'feito' ? r.data : null;
}
