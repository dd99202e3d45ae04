/**
 * The reserve coil form (docs/product/operations.md#reserve-item-form): the coil form's fields with
 * the list type and without an address; create, update (tipo, item and lote fixed) or view.
 */
import type { TipoLista } from '@patio/domain';
import { Form, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { BobinaFields } from '../../entities/bobina/BobinaFields.tsx';
import { modoDe } from '../../entities/bobina/BobinaForm.tsx';
import {
  type BobinaFormValues,
  bobinaParaForm,
  valoresIniciais,
} from '../../entities/bobina/form-mapping.ts';
import { TXT as TXT_BOBINA } from '../../entities/bobina/textos.ts';
import { leituraDaBobina, useEdicaoDaBobina } from '../../entities/bobina/useEdicaoDaBobina.ts';
import { FormFooter } from '../../shared/FormPage.tsx';
import { useErroToast } from '../../shared/useErroToast.ts';
import { useTecladoDoFormulario } from '../../shared/useTecladoDoFormulario.ts';
import { useItemLista } from './api.ts';
import { isTipoLista } from './tipos.ts';
import { useSalvarItem } from './useSalvarItem.ts';

interface Props {
  /** 0 creates. */
  id: number;
  view?: boolean;
  /** The list a new coil goes to (the list screen's). */
  tipo: TipoLista;
  /** Saved or cancelled; `tipo` is the coil's list, for the way back. */
  onClose(tipo: TipoLista): void;
}

export function ItemListaForm({ id, view, tipo, onClose }: Props) {
  const [form] = Form.useForm<BobinaFormValues>();
  const modo = modoDe(id, view);
  const item = useItemLista(id);
  useErroToast(item.error, TXT_BOBINA.erroObter);
  const teclado = useTecladoDoFormulario(form);
  const edicao = useEdicaoDaBobina(form, item.refetch);
  const { salvar, salvando } = useSalvarItem(form, id, onClose, edicao);

  // A live refetch must not wipe what the user is typing; until then the form follows the coil.
  const preenchido = useRef(false);
  useEffect(() => {
    if (!item.data || (preenchido.current && modo !== 'ver' && form.isFieldsTouched())) return;
    preenchido.current = true;
    form.setFieldsValue(bobinaParaForm(item.data));
    edicao.carregar(leituraDaBobina(item.data));
  }, [item.data, form, modo, edicao.carregar]);

  const tipoAtual = (): TipoLista => {
    const t = form.getFieldValue('tipo');
    return isTipoLista(t) ? t : tipo;
  };

  return (
    <Spin spinning={item.isLoading}>
      <Form<BobinaFormValues>
        form={form}
        layout="vertical"
        initialValues={{ ...valoresIniciais(), tipo }}
        disabled={modo === 'ver' || salvando}
        requiredMark={modo !== 'ver'}
        validateTrigger={['onChange', 'onBlur']}
        onFinish={salvar}
        {...teclado}
        scrollToFirstError
        data-testid="item-lista-form"
      >
        {edicao.painel}
        <BobinaFields modo={modo} comTipo semEndereco />
        <FormFooter
          somenteLeitura={modo === 'ver'}
          salvando={salvando}
          semDados={item.isLoading || Boolean(item.error)}
          onCancelar={() => onClose(tipoAtual())}
        />
      </Form>
    </Spin>
  );
}
