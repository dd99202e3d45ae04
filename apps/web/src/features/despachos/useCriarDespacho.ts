import { MSG_DESPACHO_INPUT, todasMensagens } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alerta, toast } from '../../shared/feedback.tsx';
import { ApiError, sessaoEncerrada } from '../../shared/http.ts';
import { despachosApi, refrescarDespachos } from './api.ts';
import type { ValoresDoDespacho } from './CamposDoDespacho.tsx';
import { comSequencia, type ItemDaLista } from './selecao.ts';
import { TXT } from './textos.ts';

export const LISTA_DE_DESPACHOS = '/operacoes-despacho';

/**
 * Creating a dispatch saves once, with its coils in the chosen order; the relocations the
 * server planned for it are named in the success toast. Back to the list on success.
 */
export function useCriarDespacho(
  validar: () => Promise<ValoresDoDespacho | null>,
  escolhidas: readonly ItemDaLista[],
) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);

  const criar = async () => {
    const campos = await validar();
    if (!campos) return;
    if (escolhidas.length === 0) return void alerta.warning(MSG_DESPACHO_INPUT.semBobinas);
    setSalvando(true);
    try {
      const r = await despachosApi.criar({
        ...campos,
        bobinas: comSequencia(escolhidas.map((b) => b.id)),
      });
      refrescarDespachos(qc);
      const planejados = (r.remanejamentos ?? []).map((m) => `${m}.`);
      toast.success('Sucesso', [TXT.criado, ...planejados].join(' '));
      navigate(LISTA_DE_DESPACHOS);
    } catch (err) {
      if (sessaoEncerrada(err)) return;
      const msgs = err instanceof ApiError ? todasMensagens(err.body) : [];
      void alerta.error(msgs.length ? msgs.join('\n') : TXT.erroCriar, { autoCloseMs: false });
    } finally {
      setSalvando(false);
    }
  };
  return { criar, salvando };
}
