/**
 * What the map's popovers do, through the coil feature's own dialogs (form, address
 * correction, delete): the map shows the result at once, before the refetch confirms it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useBobinaDialog } from '../../entities/bobina/BobinaFormModal.tsx';
import { useCorrigirEnderecoDialog } from '../../entities/bobina/CorrigirEnderecoModal.tsx';
import { useExcluirBobina } from '../../entities/bobina/useExcluirBobina.ts';
import { gravarNoPatio, tirarDoPatio } from './api.ts';
import type { BobinaDoMapa } from './indice.ts';
import { TXT_MAPA } from './textos.ts';

/** `fecharPopover` runs first: a dialog never opens under a popover. */
export function useAcoesDoMapa(fecharPopover: () => void) {
  const qc = useQueryClient();
  const formulario = useBobinaDialog();
  const correcao = useCorrigirEnderecoDialog();
  const excluirBobina = useExcluirBobina();

  const incluir = async (endereco: string) => {
    fecharPopover();
    const r = await formulario.abrir({
      endereco,
      title: TXT_MAPA.cadastrar,
      breadcrumb: [...TXT_MAPA.trilha, TXT_MAPA.cadastrar],
      // The map's variant of the form also asks the yard type
      // (docs/product/main-yard.md#coil-fields, docs/product/main-yard.md#coil-form-checks).
      comTipo: true,
    });
    if (r.result === 'salvo') gravarNoPatio(qc, r.data);
  };

  const editar = async (b: BobinaDoMapa) => {
    fecharPopover();
    const r = await formulario.abrir({
      id: b.id,
      title: TXT_MAPA.atualizar,
      breadcrumb: [...TXT_MAPA.trilha, TXT_MAPA.atualizar],
      // No tipo here: it is read-only on edit and the server keeps it, but a coil registered
      // through the list has none, and a required empty read-only field would block Salvar.
    });
    if (r.result === 'salvo') gravarNoPatio(qc, r.data);
  };

  const corrigir = async (b: BobinaDoMapa) => {
    fecharPopover();
    const r = await correcao.abrir({
      id: b.id,
      lote: b.lote,
      endereco: b.endereco,
      isLege: b.isLege,
    });
    if (r.result === 'corrigido') gravarNoPatio(qc, r.data);
  };

  const excluir = async (b: BobinaDoMapa) => {
    fecharPopover();
    if (await excluirBobina(b)) tirarDoPatio(qc, b.id);
  };

  const dialogos = (
    <>
      {formulario.dialogo}
      {correcao.dialogo}
    </>
  );
  return { incluir, editar, corrigir, excluir, dialogos };
}
