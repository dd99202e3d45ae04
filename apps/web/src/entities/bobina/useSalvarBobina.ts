/**
 * Saving the coil form (docs/product/main-yard.md#coil-form-modes,
 * docs/product/main-yard.md#placement-with-override, docs/product/main-yard.md#messages): update
 * with an id, otherwise create with the placement override; success and failure messages; server
 * field errors land on their fields.
 */
import type { TBobina } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { confirmar, toast } from '../../shared/feedback.tsx';
import { serverFieldErrors } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { bobinasApi, refrescarBobinas } from './api.ts';
import { type BobinaFormValues, CAMPO_DO_PAYLOAD, formParaPayload } from './form-mapping.ts';
import { colocarComConfirmacao } from './override.ts';
import { alertarNaoPermitido } from './recusa.ts';
import { TXT } from './textos.ts';
import type { EdicaoDaBobina } from './useEdicaoDaBobina.ts';

/** The yard-rule question: Sim repeats the call with force=true, Cancelar stops. */
export const perguntarForca = (pergunta: string) =>
  confirmar(pergunta, { okText: TXT.sim, cancelText: TXT.cancelar });

interface Opcoes {
  id: number;
  comTipo?: boolean;
  /** An edit sends the version it read and handles a save over someone else's change. */
  edicao?: EdicaoDaBobina;
  onSalvo(bobina: TBobina): void;
}

export function useSalvarBobina(form: FormInstance<BobinaFormValues>, o: Opcoes) {
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const atualizando = o.id > 0;

  const salvar = async (values: BobinaFormValues) => {
    const payload = formParaPayload(values, o.comTipo);
    setSalvando(true);
    try {
      let salva: TBobina;
      if (atualizando) {
        salva = await bobinasApi.atualizar(o.id, payload, o.edicao?.versao());
      } else {
        const r = await colocarComConfirmacao({
          send: (force) => bobinasApi.criar(payload, force),
          endereco: payload.endereco,
          isLege: payload.isLege,
          ask: perguntarForca,
        });
        if (r.status === 'cancelado') return;
        salva = r.data;
      }
      refrescarBobinas(qc);
      toast.success('Sucesso', atualizando ? TXT.atualizada : TXT.criada);
      o.onSalvo(salva);
    } catch (err) {
      if (await o.edicao?.tratarConflito(err, values)) return;
      const padrao = atualizando ? TXT.erroAtualizar : TXT.erroCriar;
      if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, CAMPO_DO_PAYLOAD));
      // 409: the yard or the records refuse it outright (occupied slot, no support, lot in use).
      if (err instanceof ApiError && err.status === 409) alertarNaoPermitido(err, padrao);
      else toast.error('Erro', mensagemDeErro(err, padrao));
    } finally {
      setSalvando(false);
    }
  };

  return { salvar, salvando };
}
