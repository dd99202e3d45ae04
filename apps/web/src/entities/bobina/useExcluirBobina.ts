/** Deleting a coil (docs/product/main-yard.md) from the list or the map: confirm, call, then success or refusal. */
import { type Exclusao, useExclusao } from '../../shared/useExclusao.ts';
import { bobinasApi, refrescarBobinas } from './api.ts';
import { alertarNaoPermitido } from './recusa.ts';
import { TXT } from './textos.ts';

/** What the delete asks about: the coil it deletes, named by lot and address. */
export interface BobinaAExcluir {
  id: number;
  lote: string;
  endereco?: string | null;
}

/** The specification's question, then the coil it acts on, so the user sees what goes. */
export function perguntaDeExclusao(b: BobinaAExcluir): string {
  const onde = b.endereco ? ` — endereço ${b.endereco}` : '';
  return `${TXT.confirmarExclusao}\nLote ${b.lote}${onde}`;
}

const EXCLUSAO: Exclusao<BobinaAExcluir> = {
  textos: TXT,
  pergunta: perguntaDeExclusao,
  excluir: (b) => bobinasApi.excluir(b.id),
  refrescar: refrescarBobinas,
  sucesso: TXT.excluida,
  recusa: (err) => alertarNaoPermitido(err, TXT.erroExcluir),
};

/** `const excluir = useExcluirBobina(); const apagada = await excluir(bobina)`. */
export const useExcluirBobina = () => useExclusao(EXCLUSAO);
