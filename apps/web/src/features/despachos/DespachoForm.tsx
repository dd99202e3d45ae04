/**
 * The dispatch form (docs/product/operations.md#dispatch-form): create saves once; edit sends each
 * coil as it crosses.
 */
import type { TBobinaLinha, TDespacho } from '@patio/domain';
import { Alert, Button, Divider, Flex, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTiposVeiculo } from '../../entities/tipo-veiculo/api.ts';
import { BobinasParaDespacho, type ItemDoDespacho } from './BobinasParaDespacho.tsx';
import { CamposDoDespacho, type ValoresDoDespacho } from './CamposDoDespacho.tsx';
import { PlanejarCarga } from './PlanejarCarga.tsx';
import { type ItemDaLista, incluirNaOrdem } from './selecao.ts';
import { TXT } from './textos.ts';
import { LISTA_DE_DESPACHOS, useCriarDespacho } from './useCriarDespacho.ts';
import { useEdicaoDoDespacho } from './useEdicaoDoDespacho.ts';
import { VeiculosDoDespacho } from './VeiculosDoDespacho.tsx';

interface Props {
  /** Absent when creating. */
  despacho?: TDespacho;
  patio: readonly TBobinaLinha[];
}

export function DespachoForm({ despacho, patio }: Props) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresDoDespacho>();
  const [escolhidas, setEscolhidas] = useState<ItemDaLista[]>([]);
  const edicao = useEdicaoDoDespacho(despacho, patio);
  const criacao = useCriarDespacho(() => form.validateFields().catch(() => null), escolhidas);
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
      onValuesChange={(mudou: Partial<ValoresDoDespacho>) => {
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
      <CamposDoDespacho bloqueados={editando} modal={modal} tipoVeiculoId={tipoVeiculoId} />
      {editando && despacho.tipoVeiculo && (
        <VeiculosDoDespacho
          despacho={despacho}
          tipo={despacho.tipoVeiculo}
          veiculo={veiculoNovo}
          onVeiculo={finalizado ? null : setVeiculoNovo}
        />
      )}
      <BobinasParaDespacho
        noDespacho={noDespacho}
        disponiveis={disponiveis}
        desabilitado={criacao.salvando || edicao.ocupado || finalizado}
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
        <Button onClick={() => navigate(LISTA_DE_DESPACHOS)} data-testid="cancelar-button">
          {finalizado ? 'Voltar' : 'Cancelar'}
        </Button>
        {!finalizado && (
          <Button
            type="primary"
            loading={criacao.salvando}
            onClick={() => void (editando ? navigate(LISTA_DE_DESPACHOS) : criacao.criar())}
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
