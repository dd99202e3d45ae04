import type { Modal } from '@patio/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { MODAL_OPCOES } from '../../entities/despacho/modal.ts';
import { rotuloDoTipo, useTiposVeiculo } from '../../entities/tipo-veiculo/api.ts';
import { zodRuleTardia } from '../../shared/form-rules.ts';
import { TXT } from './textos.ts';

// The payload's own schema checks the fields, loaded on the first check (zod stays out of the
// page's first download: docs/benchmarks.md, bundle budget).
const schema = () => import('@patio/domain/schemas/despachos');
const IDENTIFICACAO = zodRuleTardia(() =>
  schema().then((m) => m.ZDespachoInput.shape.identificacao),
);
const MODAL = zodRuleTardia(() => schema().then((m) => m.ZModal));

export interface ValoresDoDespacho {
  identificacao: string;
  modal: Modal;
  /** Optional: a typed dispatch weighs each vehicle (docs/planejamento-de-carga.md). */
  tipoVeiculoId?: number | null;
}

interface Props {
  /** Set once the dispatch exists: its fields no longer change. */
  bloqueados: boolean;
  /** The modal chosen: the types offered are that modal's (and the one already chosen). */
  modal: Modal | undefined;
  tipoVeiculoId: number | null | undefined;
}

/** Identification, modal and vehicle type: the dispatch's own fields. */
export function CamposDoDespacho({ bloqueados, modal, tipoVeiculoId }: Props) {
  const tipos = useTiposVeiculo();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="identificacao"
            label={TXT.campoIdentificacao}
            required
            rules={[IDENTIFICACAO]}
          >
            <Input disabled={bloqueados} autoComplete="off" data-testid="campo-identificacao" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="modal" label={TXT.campoModal} required rules={[MODAL]}>
            <Select disabled={bloqueados} options={MODAL_OPCOES} data-testid="campo-modal" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tipoVeiculoId" label="Tipo de veículo">
            <Select
              allowClear
              disabled={bloqueados}
              placeholder="Sem tipo (despacho livre)"
              loading={tipos.isPending}
              options={(tipos.data ?? [])
                .filter((t) => !modal || t.modal === modal || t.id === tipoVeiculoId)
                .map((t) => ({ value: t.id, label: rotuloDoTipo(t) }))}
              data-testid="campo-tipo-veiculo"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
