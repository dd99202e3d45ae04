/**
 * 'Filtrar Bobinas' (part1 §2.6, §5): conditions combined with AND; item, lote and endereco
 * match by substring, grupo, material and fluxo exactly (the list config says how).
 */
import { Button, Col, Flex, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { OPCOES_FLUXO, OPCOES_GRUPO, OPCOES_MATERIAL } from './opcoes-form.ts';
import { TXT } from './textos.ts';

export type FiltrosBobina = Record<string, string>;

interface Props {
  open: boolean;
  valores: FiltrosBobina;
  onAplicar(filtros: FiltrosBobina): void;
  onClose(): void;
}

// The empty flow option means "no filter" here, not "coils without flow".
const FLUXOS = OPCOES_FLUXO.filter((o) => o.value !== '');
const busca = { showSearch: { optionFilterProp: 'label' } } as const;

/** Drops empty values so the URL and the filter carry only what was typed. */
function limpos(valores: Record<string, unknown>): FiltrosBobina {
  const out: FiltrosBobina = {};
  for (const [k, v] of Object.entries(valores)) {
    const t = typeof v === 'string' ? v.trim() : '';
    if (t) out[k] = t;
  }
  return out;
}

export function FiltroBobinasModal({ open, valores, onAplicar, onClose }: Props) {
  const [form] = Form.useForm<FiltrosBobina>();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(valores);
    }
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
      title={TXT.filtrarTitulo}
      width={640}
      footer={null}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => onAplicar(limpos(v))}>
        <Row gutter={16}>
          {texto('item', 'Item')}
          {texto('lote', 'Lote')}
          {escolha('grupo', 'Grupo', OPCOES_GRUPO)}
          {escolha('material', 'Material', OPCOES_MATERIAL)}
          {escolha('fluxo', 'Fluxo', FLUXOS)}
          {texto('endereco', 'Endereço')}
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
