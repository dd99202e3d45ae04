/**
 * The one coil form (docs/product/main-yard.md#coil-form): create (id 0), update (id > 0, loaded by
 * id) or view (read-only). Used by the /bobina pages and by the dialog the map opens.
 */
import type { TBobina } from '@patio/domain';
import { Form, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { podeDescartar } from '../../shared/descartarAlteracoes.ts';
import { FormFooter } from '../../shared/FormPage.tsx';
import { SOMENTE_LEITURA } from '../../shared/somente-leitura.ts';
import { useErroToast } from '../../shared/useErroToast.ts';
import { useTecladoDoFormulario } from '../../shared/useTecladoDoFormulario.ts';
import { useBobina } from './api.ts';
import { BobinaFields, type ModoBobina } from './BobinaFields.tsx';
import { type BobinaFormValues, bobinaParaForm, valoresIniciais } from './form-mapping.ts';
import { TXT } from './textos.ts';
import { leituraDaBobina, useEdicaoDaBobina } from './useEdicaoDaBobina.ts';
import { useLoteDaLista } from './useLoteDaLista.ts';
import { useSalvarBobina } from './useSalvarBobina.ts';

/** What the form hands back when it closes: the saved coil, or nothing on Cancelar. */
export type ResultadoBobina =
  | { result: 'salvo'; data: TBobina }
  | { result: 'cancelado'; data: null };

export interface BobinaFormProps {
  /** 0 creates. */
  id: number;
  view?: boolean;
  /** Pre-filled address of a new coil (the map's empty cell). */
  endereco?: string;
  /** The map/reserve variant also edits tipo. */
  comTipo?: boolean;
  onClose(r: ResultadoBobina): void;
}

export const modoDe = (id: number, view?: boolean): ModoBobina =>
  view ? 'ver' : id > 0 ? 'editar' : 'criar';

export function BobinaForm({ id, view, endereco, comTipo, onClose }: BobinaFormProps) {
  const [form] = Form.useForm<BobinaFormValues>();
  const modo = modoDe(id, view);
  const bobina = useBobina(id);
  const teclado = useTecladoDoFormulario(form);
  useErroToast(bobina.error, TXT.erroObter);
  const edicao = useEdicaoDaBobina(form, bobina.refetch);
  const { salvar, salvando } = useSalvarBobina(form, {
    id,
    comTipo,
    edicao,
    onSalvo: (data) => onClose({ result: 'salvo', data }),
  });
  // A lot planned in a reserve list fills the new coil's data
  // (docs/product/main-yard.md#lot-auto-fill).
  useLoteDaLista(form, modo === 'criar');

  // Fill on load; later refetches (live updates) must not wipe what the user is typing, but
  // until they type the form follows the coil and its version (a cached read may be older).
  // A read-only view has nothing to lose, so it always follows the coil.
  const preenchido = useRef(false);
  useEffect(() => {
    if (!bobina.data || (preenchido.current && modo !== 'ver' && form.isFieldsTouched())) return;
    preenchido.current = true;
    form.setFieldsValue(bobinaParaForm(bobina.data));
    edicao.carregar(leituraDaBobina(bobina.data));
  }, [bobina.data, form, modo, edicao.carregar]);

  return (
    <Spin spinning={bobina.isLoading}>
      <Form<BobinaFormValues>
        form={form}
        layout="vertical"
        initialValues={valoresIniciais(endereco)}
        disabled={modo === 'ver' || salvando}
        requiredMark={modo !== 'ver'}
        validateTrigger={['onChange', 'onBlur']}
        onFinish={salvar}
        scrollToFirstError
        className={modo === 'ver' ? SOMENTE_LEITURA : undefined}
        {...teclado}
        data-testid="bobina-form"
      >
        {edicao.painel}
        <BobinaFields modo={modo} comTipo={comTipo} />
        <FormFooter
          somenteLeitura={modo === 'ver'}
          salvando={salvando}
          semDados={bobina.isLoading || Boolean(bobina.error)}
          onCancelar={async () => {
            // A read-only view has nothing to discard.
            if (modo === 'ver' || (await podeDescartar(form)))
              onClose({ result: 'cancelado', data: null });
          }}
        />
      </Form>
    </Spin>
  );
}
