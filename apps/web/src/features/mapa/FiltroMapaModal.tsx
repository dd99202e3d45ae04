/**
 * 'Filtrar Bobinas' of the map (docs/product/main-yard.md#yard-map,
 * docs/product/main-yard.md#map-filters): five text fields combined with AND; the item must be a
 * whole item code (one uppercase letter and five digits).
 */
import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { FILTER_MODAL, FilterFooter } from '../../shared/list/FilterFooter.tsx';
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
    <Modal open={open} title={TXT_MAPA.filtrar} onCancel={onClose} {...FILTER_MODAL}>
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
        <FilterFooter onClear={() => onAplicar({})} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
