/**
 * The cab's queue as the screen uses it (docs/offline.md): a tap goes to IndexedDB first and is
 * applied to the screen at once; the queue is sent whenever the server can be reached (at once,
 * on the browser's `online` event, every few seconds while anything waits).
 */
import type { TOperacao } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { alerta } from '../../../shared/feedback.tsx';
import { novaChave } from '../../../shared/nova-chave.ts';
import { aplicarOperacoes, operacoesKey } from '../api.ts';
import { marcarConexao } from '../useConexao.ts';
import { armazemIdb, guardarOperacoes } from './armazem-idb.ts';
import { enviarEntrada } from './enviar.ts';
import { type Acao, type AoResponder, type Entrada, sincronizar, umaPorVez } from './fila.ts';
import { TXT_FILA } from './textos.ts';

/** A tap the server refused after the fact, kept on screen until the operator closes it. */
export interface NaoAplicada {
  chave: string;
  texto: string;
  divergenciaId: number;
}

/** A reading the server refused: what was read and what the instruction expected. */
export interface LeituraRecusada {
  acao: Acao;
  lido: string;
  esperado: string;
}

/** The codes of a reading that does not match the instruction (read by code, never by text). */
const LEITURA_DIFERENTE: readonly string[] = ['BOBINA_LIDA_DIFERENTE', 'ENDERECO_LIDO_DIFERENTE'];

const INTERVALO_MS = 4_000;

let ouvirResposta: AoResponder = () => {};
const sincronizarFila = umaPorVez(() =>
  sincronizar(armazemIdb, enviarEntrada, (e, r) => ouvirResposta(e, r)),
);

export function useFilaDaPonte() {
  const qc = useQueryClient();
  const [pendentes, setPendentes] = useState<Entrada[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [naoAplicadas, setNaoAplicadas] = useState<NaoAplicada[]>([]);
  const [leituraRecusada, setLeituraRecusada] = useState<LeituraRecusada | null>(null);

  const recarregar = useCallback(async () => setPendentes(await armazemIdb.todas()), []);

  const sincronizarAgora = useCallback(async () => {
    setEnviando(true);
    try {
      const fim = await sincronizarFila();
      if (fim === 'sem-conexao') marcarConexao(true);
    } finally {
      setEnviando(false);
      await recarregar();
    }
  }, [recarregar]);

  useEffect(() => {
    ouvirResposta = (e, r) => {
      void recarregar();
      marcarConexao(false);
      if (r.tipo === 'ok') {
        aplicarOperacoes(qc, e.codigo, r.ops);
        void guardarOperacoes(e.codigo, r.ops);
        return;
      }
      void qc.invalidateQueries({ queryKey: operacoesKey(e.codigo) });
      const texto = TXT_FILA.naoAplicada(e.acao, e.lote, r.mensagem);
      if (r.tipo === 'recusada' && e.lido && r.codigos.some((c) => LEITURA_DIFERENTE.includes(c))) {
        const esperado = (e.acao === 'pegar' ? e.lote : e.endereco) ?? '';
        setLeituraRecusada({ acao: e.acao, lido: e.lido, esperado });
      } else if (r.tipo === 'divergencia') {
        setNaoAplicadas((l) => [...l, { chave: e.chave, texto, divergenciaId: r.divergenciaId }]);
      } else {
        void alerta.error(texto, { title: TXT_FILA.erro, autoCloseMs: false });
      }
    };
    return () => {
      ouvirResposta = () => {};
    };
  }, [qc, recarregar]);

  useEffect(() => {
    void sincronizarAgora();
    const aoVoltar = () => void sincronizarAgora();
    window.addEventListener('online', aoVoltar);
    return () => window.removeEventListener('online', aoVoltar);
  }, [sincronizarAgora]);

  const haPendentes = pendentes.length > 0;
  useEffect(() => {
    if (!haPendentes) return;
    const t = setInterval(() => void sincronizarAgora(), INTERVALO_MS);
    return () => clearInterval(t);
  }, [haPendentes, sincronizarAgora]);

  /** The operator's tap on the crane's first operation: queued, shown, then sent. */
  const tocar = useCallback(
    async (codigo: string, acao: Acao, op: TOperacao, offline: boolean, lido?: string) => {
      await armazemIdb.guardar({
        chave: novaChave(),
        acao,
        codigo,
        instrucaoId: op.instrucaoId,
        lote: op.lote,
        endereco: acao === 'pegar' ? op.origem : op.destino,
        ocorridoEm: new Date().toISOString(),
        offline,
        ...(lido ? { lido } : {}),
      });
      await recarregar();
      void sincronizarAgora();
    },
    [recarregar, sincronizarAgora],
  );

  const fecharNaoAplicada = (chave: string) =>
    setNaoAplicadas((l) => l.filter((n) => n.chave !== chave));

  return {
    pendentes,
    enviando,
    naoAplicadas,
    tocar,
    fecharNaoAplicada,
    leituraRecusada,
    fecharLeituraRecusada: () => setLeituraRecusada(null),
  };
}
