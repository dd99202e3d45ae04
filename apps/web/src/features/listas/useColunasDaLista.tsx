/**
 * The list's columns with the row actions the user may take
 * (docs/product/operations.md#reserve-list, docs/product/operations.md#permissions).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCorrigirEnderecoDialog } from '../../entities/bobina/CorrigirEnderecoModal.tsx';
import { toast, toastDesfazer } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { listasApi, refrescarListas } from './api.ts';
import { colunasDaLista } from './colunas.tsx';
import { useItemListaDialog } from './ItemListaDialog.tsx';
import { TEXTOS_CORRECAO_RESERVA, TXT } from './textos.ts';
import { PARAM_TIPO } from './useTipoPatio.ts';

interface Opcoes {
  podeEditar: boolean;
  podeCorrigir: boolean;
  /** The list's own URL, so the form returns exactly there. */
  voltar: string;
  /** A ticked coil leaves the list: it leaves the selection too. */
  alternarSelecao(id: number, marcado: boolean): void;
}

export function useColunasDaLista(o: Opcoes): {
  colunas: ReturnType<typeof colunasDaLista>;
  dialogos: ReactNode;
} {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const ver = useItemListaDialog();
  const corrigir = useCorrigirEnderecoDialog(TEXTOS_CORRECAO_RESERVA);
  const { podeEditar, podeCorrigir, voltar, alternarSelecao } = o;

  const colunas = useMemo(
    () =>
      colunasDaLista({
        visualizar: (b) => void ver.abrir({ id: b.id, tipo: b.tipo }),
        editar: podeEditar
          ? (b) =>
              navigate(`/patio-reserva/bobina/${b.id}?${PARAM_TIPO}=${b.tipo}`, {
                state: { voltar },
              })
          : undefined,
        // The coil dialog of the main yard: cooling pre-check, override, then the yard.
        corrigirEndereco: podeCorrigir
          ? async (b) => {
              const r = await corrigir.abrir(b);
              if (r.result === 'corrigido') refrescarListas(qc);
            }
          : undefined,
        ticar: podeEditar
          ? async (b) => {
              try {
                await listasApi.ticar(b.id);
              } catch (err) {
                toast.error('Erro', mensagemDeErro(err, TXT.erroTicar));
                return;
              }
              alternarSelecao(b.id, false);
              refrescarListas(qc);
              const sequencia = b.sequencia;
              if (sequencia === null) return;
              toastDesfazer('Sucesso', TXT.ticada(b.lote), () => {
                listasApi.desmarcar(b.id, sequencia).then(
                  () => {
                    refrescarListas(qc);
                    toast.success('Sucesso', TXT.desmarcada(b.lote));
                  },
                  (err) => toast.error('Erro', mensagemDeErro(err, TXT.erroDesmarcar)),
                );
              });
            }
          : undefined,
      }),
    [ver.abrir, corrigir.abrir, navigate, qc, podeEditar, podeCorrigir, voltar, alternarSelecao],
  );
  return {
    colunas,
    dialogos: (
      <>
        {ver.dialogo}
        {corrigir.dialogo}
      </>
    ),
  };
}
