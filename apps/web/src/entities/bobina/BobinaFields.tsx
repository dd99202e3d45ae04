/**
 * The coil form's fields (docs/product/main-yard.md#coil-form,
 * docs/product/main-yard.md#coil-form-checks) in the specification's order, laid out in a grid.
 */
import {
  normalizarEndereco,
  TAMANHO_LOTE,
  zEndereco,
  zEspessura,
  zItem,
  zLaminacaoAt,
  zLargura,
  zLote,
  zPeso,
} from '@patio/domain';
import {
  Col,
  DatePicker,
  Divider,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { zodRule, zodRuleSeAlterado } from '../../shared/form-rules.ts';
import { SugerirEndereco } from '../patio/SugerirEndereco.tsx';
import { type BobinaFormValues, formParaSugestao } from './form-mapping.ts';
import {
  OPCOES_FLUXO,
  OPCOES_GRUPO,
  OPCOES_MATERIAL,
  OPCOES_PROCESSO,
  OPCOES_SIM_NAO,
  OPCOES_TIPO,
  OPCOES_TURNO,
} from './opcoes-form.ts';
import { TXT } from './textos.ts';

export type ModoBobina = 'criar' | 'editar' | 'ver';

const obrigatorio = [{ required: true }];
const tid = (campo: string) => ({ 'data-testid': `campo-${campo}` });
// Date and time live in the form as plain `YYYY-MM-DD` / `HH:mm` strings (see laminacao.ts).
const dataProps = {
  getValueProps: (v?: string | null) => ({ value: v ? dayjs(v) : null }),
  normalize: (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};
const horaProps = {
  getValueProps: (v?: string | null) => ({ value: v ? dayjs(`2000-01-01T${v}`) : null }),
  normalize: (d?: Dayjs | null) => (d ? d.format('HH:mm') : null),
};
// Operators type "21,5" (pt-BR); "21.5" is read the same. Without this "21,5" became 215.
const medida = { min: 0, decimalSeparator: ',', style: { width: '100%' } } as const;
const buscaPorRotulo = { showSearch: { optionFilterProp: 'label' } } as const;

/**
 * Date and hour together: not in the future, not before 2000 (docs/coil-data-rules.md). Shown
 * under the date; on an existing coil only once the user changes either.
 */
const laminacaoPlausivel =
  (criar: boolean): FormRule =>
  (form) => ({
    validator: async (_rule, data?: string | null) => {
      const hora = form.getFieldValue('horaLaminacao') as string | null | undefined;
      if (!data || !hora) return;
      if (!criar && !form.isFieldsTouched(['dataLaminacao', 'horaLaminacao'])) return;
      const r = zLaminacaoAt.safeParse(`${data}T${hora}`);
      if (!r.success) throw new Error(r.error.issues[0]?.message);
    },
  });

function Campo({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12} xl={8}>
      {children}
    </Col>
  );
}

/** A titled band of the form, so the eye finds identity, lamination, sizes and destination. */
function Secao({ titulo }: { titulo: string }) {
  return (
    <Col span={24}>
      <Divider titlePlacement="start" plain style={{ margin: '0 0 12px', fontWeight: 600 }}>
        {titulo}
      </Divider>
    </Col>
  );
}

/** The advisor for the coil as typed so far; the chosen address fills the field. */
function SugerirNoForm() {
  const form = Form.useFormInstance<BobinaFormValues>();
  return (
    <Form.Item style={{ marginTop: -16 }}>
      <SugerirEndereco
        pedido={() => formParaSugestao(form.getFieldsValue(true))}
        onEscolher={(endereco) =>
          form.setFields([{ name: 'endereco', value: endereco, errors: [] }])
        }
      />
    </Form.Item>
  );
}

/**
 * `semEndereco`: the reserve-list variant, a coil not yet in the yard
 * (docs/product/operations.md#reserve-item-form).
 */
export function BobinaFields({
  modo,
  comTipo,
  semEndereco,
}: {
  modo: ModoBobina;
  comTipo?: boolean;
  semEndereco?: boolean;
}) {
  // item, lote, endereco (and tipo) identify the coil: fixed once it exists
  // (docs/product/main-yard.md#coil-form).
  const fixo = modo !== 'criar';
  return (
    <Row gutter={16}>
      <CamposDeIdentificacao fixo={fixo} comTipo={comTipo} semEndereco={semEndereco} />
      <CamposDeProduto fixo={fixo} />
      <CamposDeMedidas fixo={fixo} />
      <CamposDeDestino />
    </Row>
  );
}

/** Item, lote, endereço (and tipo): what identifies the coil, fixed once it exists. */
function CamposDeIdentificacao({
  fixo,
  comTipo,
  semEndereco,
}: {
  fixo: boolean;
  comTipo?: boolean | undefined;
  semEndereco?: boolean | undefined;
}) {
  const form = Form.useFormInstance();
  return (
    <>
      <Secao titulo="Identificação" />
      {comTipo && (
        <Campo>
          <Form.Item name="tipo" label="Tipo" required rules={obrigatorio}>
            <Select options={OPCOES_TIPO} disabled={fixo} {...tid('tipo')} />
          </Form.Item>
        </Campo>
      )}
      <Campo>
        <Form.Item name="item" label="Item" required rules={fixo ? [] : [zodRule(zItem)]}>
          <Input
            disabled={fixo}
            maxLength={fixo ? undefined : 6}
            autoComplete="off"
            style={{ textTransform: 'uppercase' }}
            {...tid('item')}
          />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="lote" label="Lote" required rules={fixo ? [] : [zodRule(zLote)]}>
          <Input
            disabled={fixo}
            maxLength={fixo ? undefined : TAMANHO_LOTE}
            autoComplete="off"
            {...tid('lote')}
          />
        </Form.Item>
      </Campo>
      {!semEndereco && (
        <Campo>
          <Form.Item label="Endereço" required style={{ marginBottom: 0 }}>
            <Form.Item name="endereco" rules={[zodRule(zEndereco, normalizarEndereco)]}>
              <Input
                disabled={fixo}
                placeholder={TXT.enderecoPlaceholder}
                autoComplete="off"
                style={{ textTransform: 'uppercase' }}
                // "001 - an0 - 9", as the placeholder invites, shows as the address it means.
                onBlur={(e) => form.setFieldValue('endereco', normalizarEndereco(e.target.value))}
                {...tid('endereco')}
              />
            </Form.Item>
            {!fixo && <SugerirNoForm />}
          </Form.Item>
        </Campo>
      )}
    </>
  );
}

function CamposDeProduto({ fixo }: { fixo: boolean }) {
  return (
    <>
      <Secao titulo="Produto e laminação" />
      <Campo>
        <Form.Item name="grupo" label="Grupo" required rules={obrigatorio}>
          <Select options={OPCOES_GRUPO} {...buscaPorRotulo} {...tid('grupo')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="material" label="Material" required rules={obrigatorio}>
          <Select options={OPCOES_MATERIAL} {...buscaPorRotulo} {...tid('material')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="turnoLaminacao" label="Turno de laminação" required rules={obrigatorio}>
          <Select options={OPCOES_TURNO} {...tid('turnoLaminacao')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item
          name="dataLaminacao"
          label="Data de laminação"
          required
          rules={[...obrigatorio, laminacaoPlausivel(!fixo)]}
          dependencies={['horaLaminacao']}
          {...dataProps}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} {...tid('dataLaminacao')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item
          name="horaLaminacao"
          label="Hora de laminação"
          required
          rules={obrigatorio}
          {...horaProps}
        >
          <TimePicker
            format="HH:mm"
            needConfirm={false}
            style={{ width: '100%' }}
            {...tid('horaLaminacao')}
          />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="resfriado" label="Resfriado" required rules={obrigatorio}>
          <Radio.Group options={OPCOES_SIM_NAO} optionType="button" {...tid('resfriado')} />
        </Form.Item>
      </Campo>
    </>
  );
}

function CamposDeMedidas({ fixo }: { fixo: boolean }) {
  // A stored coil may predate the data rules: only what the user changes must meet them.
  const regra = (schema: Parameters<typeof zodRule>[0], campo: string) =>
    fixo ? zodRuleSeAlterado(schema, campo) : zodRule(schema);
  return (
    <>
      <Secao titulo="Medidas" />
      <Campo>
        <Form.Item name="peso" label="Peso (Ton)" rules={[regra(zPeso, 'peso')]}>
          <InputNumber suffix="Ton" {...medida} {...tid('peso')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="espessura" label="Espessura (mm)" rules={[regra(zEspessura, 'espessura')]}>
          <InputNumber suffix="mm" {...medida} {...tid('espessura')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="largura" label="Largura (mm)" rules={[regra(zLargura, 'largura')]}>
          <InputNumber suffix="mm" {...medida} {...tid('largura')} />
        </Form.Item>
      </Campo>
    </>
  );
}

function CamposDeDestino() {
  return (
    <>
      <Secao titulo="Destino e resfriamento" />
      <Campo>
        <Form.Item name="processo" label="Próximo processo">
          <Select options={OPCOES_PROCESSO} allowClear {...tid('processo')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="fluxo" label="Fluxo">
          <Select options={OPCOES_FLUXO} allowClear {...buscaPorRotulo} {...tid('fluxo')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="lege" label="Resfriamento Forçado">
          <Radio.Group options={OPCOES_SIM_NAO} optionType="button" {...tid('lege')} />
        </Form.Item>
      </Campo>
    </>
  );
}
