/**
 * The filter dialog of a list, built from its descriptor: a text box per 'contains' field, a
 * choice per 'exact' one, all combined with AND. Values travel by wire name ('bobina.lote'),
 * the form by key (antd reads dots in a field name as a path).
 */
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { type DialogField, type Filters, filtersFromForm, formFromFilters } from './descriptor.ts';
import { FILTER_MODAL, FilterFooter } from './FilterFooter.tsx';

interface Props {
  open: boolean;
  title: string;
  fields: readonly DialogField[];
  /** The filters on now, by wire name. */
  values: Filters;
  onApply(filters: Filters): void;
  onClose(): void;
}

const busca = { showSearch: { optionFilterProp: 'label' } } as const;

export function FilterDialog({ open, title, fields, values, onApply, onClose }: Props) {
  const [form] = Form.useForm<Filters>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(formFromFilters(fields, values));
  }, [open, values, fields, form]);

  return (
    <Modal open={open} title={title} onCancel={onClose} {...FILTER_MODAL}>
      <Form form={form} layout="vertical" onFinish={(v) => onApply(filtersFromForm(fields, v))}>
        <Row gutter={16}>
          {fields.map((f) => (
            <Col xs={24} md={12} key={f.key}>
              <Form.Item name={f.key} label={f.label}>
                {f.options ? (
                  <Select
                    allowClear
                    options={[...f.options]}
                    {...busca}
                    data-testid={`filtro-${f.key}`}
                  />
                ) : (
                  <Input allowClear autoComplete="off" data-testid={`filtro-${f.key}`} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
        <FilterFooter onClear={() => onApply({})} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
