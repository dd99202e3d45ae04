import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

/** Refusals of the dispatch calls; the loaded-coil one is matched word for word by the client. */
export const MSG_DESPACHO = {
  naoEncontrado: 'Despacho não encontrado.',
  identificacaoDuplicada: 'Já existe um despacho com esta identificação.',
  finalizado: 'Este despacho já foi finalizado e não pode ser alterado.',
  carregada: 'Esse carregamento já foi realizado no sistema e não pode ser excluído.',
  comCarregadas: (n: number) =>
    `Este despacho tem ${n} bobina(s) já carregada(s) e não pode ser excluído.`,
  faltamCarregar: (n: number) =>
    `Ainda falta(m) ${n} bobina(s) a carregar; o despacho só pode ser finalizado com todas carregadas.`,
  semBobinas: 'O despacho não tem bobinas para finalizar.',
  bobinaForaDoDespacho: 'A bobina não está neste despacho.',
  jaNesteDespacho: (lote: string) => `A bobina ${lote} já está neste despacho.`,
  emOutroDespacho: (lote: string, identificacao?: string) =>
    identificacao
      ? `A bobina ${lote} já está no despacho ${identificacao}.`
      : `A bobina ${lote} já está em outro despacho aberto.`,
  instrucaoAberta: (lote: string) => `A bobina ${lote} já tem uma instrução em aberto.`,
  foraDoPatio: (lote: string) => `A bobina ${lote} não está no pátio.`,
  emMovimento: (lote: string) =>
    `A bobina ${lote} está em movimento pela ponte; aguarde o fim da instrução.`,
  // An INICIADA instruction always has its crane (instrucoes_ponte_ck).
  naPonte: (lote: string, ponte: string | null) =>
    `A instrução da bobina ${lote} já foi iniciada na ponte ${ponte ?? '-'}; aguarde o fim da instrução.`,
} as const;

export const despachoNaoEncontrado = () => notFound('NAO_ENCONTRADO', MSG_DESPACHO.naoEncontrado);

/**
 * Database refusals a dispatch write can meet when a racing request got there between our
 * checks and our write; the row locks make them rare, the constraints make them impossible
 * to get past. `lote` names the coil being written when the caller knows it.
 */
export function traduzirErroDespacho(err: unknown, lote?: string): unknown {
  if (isUniqueViolation(err, 'despachos_identificacao_uq'))
    return conflict('DUPLICADO', MSG_DESPACHO.identificacaoDuplicada, 'identificacao');
  if (isUniqueViolation(err, 'despacho_bobinas_aberta_uq'))
    return conflict('EM_USO', MSG_DESPACHO.emOutroDespacho(lote ?? '?'));
  if (isUniqueViolation(err, 'instrucoes_bobina_aberta_uq'))
    return conflict('EM_USO', MSG_DESPACHO.instrucaoAberta(lote ?? '?'));
  if (isUniqueViolation(err, 'despacho_bobinas_sequencia_uq'))
    return conflict('ALTERADO', 'Sequência repetida no despacho. Atualize e tente novamente.');
  return err;
}
