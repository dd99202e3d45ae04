/** The reserve list's filter dialog (part2 §5): its fields combined with AND. */
import { Button, Col, Flex, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { OPCOES_FLUXO, OPCOES_GRUPO, OPCOES_MATERIAL } from '../bobinas/opcoes-form.ts';

export type Filtros = Record<string, string>;

interface Props {
  open: boolean;
  valores: Filtros;
  onAplicar(filtros: Filtros): void;
  onClose(): void;
}

// The empty flow option means "no filter" here, not "coils without flow".
const FLUXOS = OPCOES_FLUXO.filter((o) => o.value !== '');
const busca = { showSearch: { optionFilterProp: 'label' } } as const;

// Form field names cannot hold dots (antd reads them as paths): 'lote' ↔ 'bobina.lote'.
const CAMPO = (nome: string) => `bobina.${nome}`;

function limpos(valores: Record<string, unknown>): Filtros {
  const out: Filtros = {};
  for (const [k, v] of Object.entries(valores)) {
    const t = typeof v === 'string' ? v.trim() : '';
    if (t) out[CAMPO(k)] = t;
  }
  return out;
}

export function FiltroListaModal({ open, valores, onAplicar, onClose }: Props) {
  const [form] = Form.useForm<Filtros>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const doForm: Filtros = {};
    for (const [k, v] of Object.entries(valores)) doForm[k.replace(/^bobina\./, '')] = v;
    form.setFieldsValue(doForm);
  }, [open, valores, form]);

  const texto = (name: string, label: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label}>
        <Input allowClear autoComplete="off" data-testid={`filtro-${name}`} />
      </Form.Item>
    </Col>
  );
  const escolha = (name: string, label: string, options: typeof FLUXOS) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label}>
        <Select allowClear options={options} {...busca} data-testid={`filtro-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title="Filtrar Bobinas"
      width={640}
      footer={null}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => onAplicar(limpos(v))}>
        <Row gutter={16}>
          {texto('lote', 'Lote')}
          {texto('item', 'Item')}
          {escolha('grupo', 'Grupo', OPCOES_GRUPO)}
          {escolha('material', 'Material', OPCOES_MATERIAL)}
          {escolha('fluxo', 'Fluxo', FLUXOS)}
        </Row>
        <Flex justify="space-between" gap={8}>
          <Button onClick={() => onAplicar({})} data-testid="filtro-limpar">
            Limpar filtros
          </Button>
          <Flex gap={8}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" htmlType="submit" data-testid="filtro-aplicar">
              Filtrar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
