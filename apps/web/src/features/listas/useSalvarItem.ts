/** Saving the reserve coil form: POST or PUT listas, messages, server field errors on their fields. */
import type { TipoLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import {
  type BobinaFormValues,
  CAMPO_DO_PAYLOAD,
  formParaPayload,
} from '../../entities/bobina/form-mapping.ts';
import { TXT as TXT_BOBINA } from '../../entities/bobina/textos.ts';
import type { EdicaoDaBobina } from '../../entities/bobina/useEdicaoDaBobina.ts';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { listasApi, refrescarListas } from './api.ts';
import { isTipoLista } from './tipos.ts';

export function useSalvarItem(
  form: FormInstance<BobinaFormValues>,
  id: number,
  onSalvo: (tipo: TipoLista) => void,
  edicao?: EdicaoDaBobina,
) {
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const atualizando = id > 0;

  const salvar = async (values: BobinaFormValues) => {
    // A reserve coil has no address yet: the shared form's payload minus endereco.
    const { endereco: _semEndereco, ...payload } = formParaPayload(values, true);
    setSalvando(true);
    try {
      const salvo = atualizando
        ? await listasApi.atualizar(id, payload, edicao?.versao())
        : await listasApi.criar(payload);
      refrescarListas(qc);
      toast.success('Sucesso', atualizando ? TXT_BOBINA.atualizada : TXT_BOBINA.criada);
      onSalvo(isTipoLista(salvo.tipo) ? salvo.tipo : 'PLANO');
    } catch (err) {
      if (await edicao?.tratarConflito(err, values)) return;
      if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, CAMPO_DO_PAYLOAD));
      const padrao = atualizando ? TXT_BOBINA.erroAtualizar : TXT_BOBINA.erroCriar;
      toast.error('Erro', mensagemDeErro(err, padrao));
    } finally {
      setSalvando(false);
    }
  };
  return { salvar, salvando };
}
