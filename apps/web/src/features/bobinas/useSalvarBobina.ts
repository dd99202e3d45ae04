/**
 * Saving the coil form (part1 §4, §8): update with an id, otherwise create with the placement
 * override; success and failure messages; server field errors land on their fields.
 */
import type { TBobina } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { confirmar, toast } from '../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { bobinasApi, refrescarBobinas } from './api.ts';
import { type BobinaFormValues, errosNosCampos, formParaPayload } from './form-mapping.ts';
import { colocarComConfirmacao } from './override.ts';
import { alertarNaoPermitido } from './recusa.ts';
import { TXT } from './textos.ts';

/** The yard-rule question: Sim repeats the call with force=true, Cancelar stops. */
export const perguntarForca = (pergunta: string) =>
  confirmar(pergunta, { okText: TXT.sim, cancelText: TXT.cancelar });

interface Opcoes {
  id: number;
  comTipo?: boolean;
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
        salva = await bobinasApi.atualizar(o.id, payload);
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
      const padrao = atualizando ? TXT.erroAtualizar : TXT.erroCriar;
      if (err instanceof ApiError) form.setFields(errosNosCampos(err.body));
      // 409: the yard or the records refuse it outright (occupied slot, no support, lot in use).
      if (err instanceof ApiError && err.status === 409) alertarNaoPermitido(err, padrao);
      else toast.error('Erro', mensagemDeErro(err, padrao));
    } finally {
      setSalvando(false);
    }
  };

  return { salvar, salvando };
}
