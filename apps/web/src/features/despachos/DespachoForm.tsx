/**
 * The dispatch form (docs/product/operations.md#dispatch-form): create saves once; edit sends each
 * coil as it crosses.
 */
import {
  type Modal,
  MSG_DESPACHO_INPUT,
  type TBobinaLinha,
  type TDespacho,
  todasMensagens,
} from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Divider, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MODAL_OPCOES } from '../../entities/despacho/modal.ts';
import { rotuloDoTipo, useTiposVeiculo } from '../../entities/tipo-veiculo/api.ts';
import { alerta, toast } from '../../shared/feedback.tsx';
import { zodRuleTardia } from '../../shared/form-rules.ts';
import { ApiError } from '../../shared/http.ts';
import { despachosApi, refrescarDespachos } from './api.ts';
import { BobinasParaDespacho, type ItemDoDespacho } from './BobinasParaDespacho.tsx';
import { CartoesDosVeiculos, veiculosDoDespacho } from './CargaDosVeiculos.tsx';
import { PlanejarCarga } from './PlanejarCarga.tsx';
import { comSequencia, type ItemDaLista, incluirNaOrdem } from './selecao.ts';
import { TXT } from './textos.ts';
import { useEdicaoDoDespacho } from './useEdicaoDoDespacho.ts';

const LISTA = '/operacoes-despacho';

// The payload's own schema checks the fields, loaded on the first check (zod stays out of the
// page's first download: docs/benchmarks.md, bundle budget).
const schema = () => import('@patio/domain/schemas/despachos');
const IDENTIFICACAO = zodRuleTardia(() =>
  schema().then((m) => m.ZDespachoInput.shape.identificacao),
);
const MODAL = zodRuleTardia(() => schema().then((m) => m.ZModal));

interface Campos {
  identificacao: string;
  modal: Modal;
  /** Optional: a typed dispatch weighs each vehicle (docs/planejamento-de-carga.md). */
  tipoVeiculoId?: number | null;
}

interface Props {
  /** Absent when creating. */
  despacho?: TDespacho;
  patio: readonly TBobinaLinha[];
}

export function DespachoForm({ despacho, patio }: Props) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<Campos>();
  const [escolhidas, setEscolhidas] = useState<ItemDaLista[]>([]);
  const [salvando, setSalvando] = useState(false);
  const edicao = useEdicaoDoDespacho(despacho, patio);
  const tipos = useTiposVeiculo();
  const modal = Form.useWatch('modal', form);
  const tipoVeiculoId = Form.useWatch('tipoVeiculoId', form);
  const tipo = tipos.data?.find((t) => t.id === tipoVeiculoId);
  const [veiculoNovo, setVeiculoNovo] = useState(1);
  const editando = despacho !== undefined;
  const finalizado = despacho?.finalizado === true;

  const noDespacho: ItemDoDespacho[] = editando
    ? despacho.bobinas.map((b) => ({ ...b, id: b.bobinaId }))
    : escolhidas.map((b, i) => ({ ...b, sequencia: i + 1, carregada: false }));
  const ja = new Set(noDespacho.map((b) => b.id));
  const disponiveis = patio.filter((b) => !ja.has(b.id));

  const salvar = async () => {
    if (editando) return navigate(LISTA);
    const campos = await form.validateFields().catch(() => null);
    if (!campos) return;
    if (escolhidas.length === 0) return void alerta.warning(MSG_DESPACHO_INPUT.semBobinas);
    setSalvando(true);
    try {
      const r = await despachosApi.criar({
        ...campos,
        bobinas: comSequencia(escolhidas.map((b) => b.id)),
      });
      refrescarDespachos(qc);
      const planejados = (r.remanejamentos ?? []).map((m) => `${m}.`);
      toast.success('Sucesso', [TXT.criado, ...planejados].join(' '));
      navigate(LISTA);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const msgs = err instanceof ApiError ? todasMensagens(err.body) : [];
      void alerta.error(msgs.length ? msgs.join('\n') : TXT.erroCriar, { autoCloseMs: false });
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={
        despacho
          ? {
              identificacao: despacho.identificacao,
              modal: despacho.modal,
              tipoVeiculoId: despacho.tipoVeiculoId ?? null,
            }
          : {}
      }
      onValuesChange={(mudou: Partial<Campos>) => {
        // A type belongs to one modal: changing the modal drops a type of the other one.
        if (mudou.modal && tipo && tipo.modal !== mudou.modal)
          form.setFieldValue('tipoVeiculoId', null);
      }}
      data-testid="despacho-form"
    >
      {finalizado && (
        <Alert
          type="info"
          showIcon
          title={TXT.avisoFinalizado}
          style={{ marginBottom: 16 }}
          data-testid="despacho-finalizado"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="identificacao"
            label={TXT.campoIdentificacao}
            required
            rules={[IDENTIFICACAO]}
          >
            <Input disabled={editando} autoComplete="off" data-testid="campo-identificacao" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="modal" label={TXT.campoModal} required rules={[MODAL]}>
            <Select disabled={editando} options={MODAL_OPCOES} data-testid="campo-modal" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tipoVeiculoId" label="Tipo de veículo">
            <Select
              allowClear
              disabled={editando}
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
      {editando && despacho.tipoVeiculo && (
        <div style={{ marginBottom: 16 }} data-testid="veiculos-do-despacho">
          <CartoesDosVeiculos tipo={despacho.tipoVeiculo} veiculos={veiculosDoDespacho(despacho)} />
          {!finalizado && (
            <Flex align="center" gap={8} style={{ marginTop: 12 }}>
              <span>Incluir no veículo</span>
              <InputNumber
                min={1}
                max={1000}
                precision={0}
                value={veiculoNovo}
                onChange={(v) => setVeiculoNovo(v ?? 1)}
                data-testid="veiculo-para-incluir"
              />
            </Flex>
          )}
        </div>
      )}
      <BobinasParaDespacho
        noDespacho={noDespacho}
        disponiveis={disponiveis}
        desabilitado={salvando || edicao.ocupado || finalizado}
        onIncluir={(ids) =>
          editando
            ? edicao.incluir(ids, despacho.tipoVeiculo ? veiculoNovo : undefined)
            : void setEscolhidas((e) => incluirNaOrdem(e, disponiveis, ids))
        }
        onRemover={(ids) =>
          editando
            ? edicao.remover(ids)
            : void setEscolhidas((e) => e.filter((b) => !ids.includes(b.id)))
        }
      />
      {!editando && (
        <>
          <Divider />
          <PlanejarCarga
            tipo={tipo}
            bobinaIds={escolhidas.map((b) => b.id)}
            campos={() =>
              form
                .validateFields(['identificacao', 'modal'])
                .then((c) => ({ identificacao: c.identificacao, modal: c.modal }))
                .catch(() => null)
            }
          />
        </>
      )}
      <Divider />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => navigate(LISTA)} data-testid="cancelar-button">
          {finalizado ? 'Voltar' : 'Cancelar'}
        </Button>
        {!finalizado && (
          <Button
            type="primary"
            loading={salvando}
            onClick={() => void salvar()}
            data-testid="salvar-button"
          >
            Salvar
          </Button>
        )}
      </Flex>
      {edicao.dialogo}
    </Form>
  );
}
