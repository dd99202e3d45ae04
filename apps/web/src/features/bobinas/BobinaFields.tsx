/** The coil form's fields (part1 §2.7, §5) in the specification's order, laid out in a grid. */
import { ZBobinaInput, zEndereco } from '@patio/domain';
import {
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { zodRule } from '../../shared/form-rules.ts';
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

/** `semEndereco`: the reserve-list variant, a coil not yet in the yard (part2 §2.2). */
export function BobinaFields({
  modo,
  comTipo,
  semEndereco,
}: {
  modo: ModoBobina;
  comTipo?: boolean;
  semEndereco?: boolean;
}) {
  // item, lote, endereco (and tipo) identify the coil: fixed once it exists (§2.7).
  const fixo = modo !== 'criar';
  return (
    <Row gutter={16}>
      <Secao titulo="Identificação" />
      {comTipo && (
        <Campo>
          <Form.Item name="tipo" label="Tipo" required rules={obrigatorio}>
            <Select options={OPCOES_TIPO} disabled={fixo} {...tid('tipo')} />
          </Form.Item>
        </Campo>
      )}
      <Campo>
        <Form.Item name="item" label="Item" required rules={[zodRule(ZBobinaInput.shape.item)]}>
          <Input disabled={fixo} maxLength={50} autoComplete="off" {...tid('item')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="lote" label="Lote" required rules={[zodRule(ZBobinaInput.shape.lote)]}>
          <Input disabled={fixo} maxLength={50} autoComplete="off" {...tid('lote')} />
        </Form.Item>
      </Campo>
      {!semEndereco && (
        <Campo>
          <Form.Item name="endereco" label="Endereço" required rules={[zodRule(zEndereco)]}>
            <Input
              disabled={fixo}
              placeholder={TXT.enderecoPlaceholder}
              autoComplete="off"
              style={{ textTransform: 'uppercase' }}
              {...tid('endereco')}
            />
          </Form.Item>
        </Campo>
      )}
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
          rules={obrigatorio}
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
      <Secao titulo="Medidas" />
      <Campo>
        <Form.Item name="peso" label="Peso (Ton)">
          <InputNumber suffix="Ton" {...medida} {...tid('peso')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="espessura" label="Espessura (mm)">
          <InputNumber suffix="mm" {...medida} {...tid('espessura')} />
        </Form.Item>
      </Campo>
      <Campo>
        <Form.Item name="largura" label="Largura (mm)">
          <InputNumber suffix="mm" {...medida} {...tid('largura')} />
        </Form.Item>
      </Campo>
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
    </Row>
  );
}
