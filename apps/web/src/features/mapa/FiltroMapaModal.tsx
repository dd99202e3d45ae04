/**
 * 'Filtrar Bobinas' of the map (part1 §2.8, §5): five text fields combined with AND; the item
 * must be a whole item code (one uppercase letter and five digits).
 */
import { Button, Col, Flex, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { type CampoFiltro, type FiltrosMapa, ITEM_PATTERN, limparFiltros } from './filtro.ts';
import { TXT_MAPA } from './textos.ts';

interface Props {
  open: boolean;
  valores: FiltrosMapa;
  onAplicar(filtros: FiltrosMapa): void;
  onClose(): void;
}

const CAMPOS: { name: CampoFiltro; label: string }[] = [
  { name: 'lote', label: 'Lote' },
  { name: 'item', label: 'Item' },
  { name: 'grupo', label: 'Grupo' },
  { name: 'material', label: 'Material' },
  { name: 'fluxo', label: 'Fluxo' },
];

const maiusculas = (v?: string) => v?.toUpperCase();

export function FiltroMapaModal({ open, valores, onAplicar, onClose }: Props) {
  const [form] = Form.useForm<FiltrosMapa>();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(valores);
    }
  }, [open, valores, form]);

  return (
    <Modal
      open={open}
      title={TXT_MAPA.filtrar}
      width={640}
      footer={null}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => onAplicar(limparFiltros(v))}>
        <Row gutter={16}>
          {CAMPOS.map(({ name, label }) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item
                name={name}
                label={label}
                normalize={name === 'item' ? maiusculas : undefined}
                rules={name === 'item' ? [{ pattern: ITEM_PATTERN }] : undefined}
                extra={name === 'fluxo' ? 'Procura também no lote e no item.' : undefined}
              >
                <Input
                  allowClear
                  autoComplete="off"
                  placeholder={name === 'item' ? 'A12345' : undefined}
                  data-testid={`filtro-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
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
