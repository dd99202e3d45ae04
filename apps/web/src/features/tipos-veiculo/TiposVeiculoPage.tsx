/**
 * Despacho → Tipos de veículo: the vehicle types a dispatch may name. Anyone logged in reads
 * them; holders of CADASTRAR_DESPACHO add, edit and delete (the server refuses the rest).
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  type Modal as TModal,
  type TTipoVeiculo,
  type TTipoVeiculoInput,
  todasMensagens,
  ZTipoVeiculoInput,
} from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { MODAL_OPCOES, nomeDoModal } from '../../entities/despacho/modal.ts';
import {
  refrescarTiposVeiculo,
  tiposVeiculoApi,
  useTiposVeiculo,
} from '../../entities/tipo-veiculo/api.ts';
import { alerta, toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodRule } from '../../shared/form-rules.ts';
import { ApiError } from '../../shared/http.ts';
import { NovoButton } from '../../shared/NovoButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { type Exclusao, useExclusao } from '../../shared/useExclusao.ts';

const EXCLUSAO: Exclusao<TTipoVeiculo> = {
  textos: {
    confirmarExclusao: 'Deseja realmente excluir este tipo de veículo?',
    simExcluir: 'Sim',
    naoCancelar: 'Não',
  },
  pergunta: (t) => `Deseja realmente excluir o tipo de veículo ${t.nome}?`,
  excluir: (t) => tiposVeiculoApi.excluir(t.id),
  refrescar: refrescarTiposVeiculo,
  sucesso: 'Tipo de veículo excluído com sucesso',
  recusa: (err) =>
    void alerta.error(
      err instanceof ApiError ? todasMensagens(err.body).join('\n') : 'Erro ao excluir',
      { autoCloseMs: false },
    ),
};

interface Campos {
  nome: string;
  modal: TModal;
  capacidadeT: number;
  posicoes: number;
}

function TipoDialog({ tipo, onFechar }: { tipo: TTipoVeiculo | 'novo'; onFechar(): void }) {
  const qc = useQueryClient();
  const [form] = Form.useForm<Campos>();
  const [salvando, setSalvando] = useState(false);
  const salvar = async () => {
    const campos = await form.validateFields().catch(() => null);
    if (!campos) return;
    setSalvando(true);
    try {
      const corpo: TTipoVeiculoInput = campos;
      if (tipo === 'novo') await tiposVeiculoApi.criar(corpo);
      else await tiposVeiculoApi.alterar(tipo.id, corpo);
      refrescarTiposVeiculo(qc);
      toast.success('Sucesso', 'Tipo de veículo salvo com sucesso');
      onFechar();
    } catch (err) {
      const campo =
        err instanceof ApiError
          ? serverFieldErrors(err.body, ['nome', 'modal', 'capacidadeT', 'posicoes'] as const)
          : [];
      if (campo.length) form.setFields(campo);
      else if (err instanceof ApiError)
        void alerta.error(todasMensagens(err.body).join('\n'), { autoCloseMs: false });
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Modal
      open
      title={tipo === 'novo' ? 'Cadastrar tipo de veículo' : 'Alterar tipo de veículo'}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={salvando}
      onOk={() => void salvar()}
      onCancel={onFechar}
      okButtonProps={{ 'data-testid': 'tipo-salvar' } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={tipo === 'novo' ? { capacidadeT: 30, posicoes: 2 } : tipo}
      >
        <Form.Item
          name="nome"
          label="Nome"
          required
          rules={[zodRule(ZTipoVeiculoInput.shape.nome)]}
        >
          <Input maxLength={100} data-testid="tipo-nome" />
        </Form.Item>
        <Form.Item
          name="modal"
          label="Modal"
          required
          rules={[zodRule(ZTipoVeiculoInput.shape.modal)]}
        >
          <Select options={MODAL_OPCOES} data-testid="tipo-modal" />
        </Form.Item>
        <Form.Item
          name="capacidadeT"
          label="Capacidade (t)"
          required
          rules={[zodRule(ZTipoVeiculoInput.shape.capacidadeT)]}
        >
          <InputNumber step={0.5} decimalSeparator="," data-testid="tipo-capacidade" />
        </Form.Item>
        <Form.Item
          name="posicoes"
          label="Posições (bobinas)"
          required
          rules={[zodRule(ZTipoVeiculoInput.shape.posicoes)]}
        >
          <InputNumber precision={0} data-testid="tipo-posicoes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function TiposVeiculoPage() {
  const q = useTiposVeiculo();
  const excluir = useExclusao(EXCLUSAO);
  const [editando, setEditando] = useState<TTipoVeiculo | 'novo' | null>(null);
  return (
    <>
      <PageHeader
        title="Tipos de veículo"
        breadcrumb={[
          { title: 'Operações de Despacho', to: '/operacoes-despacho' },
          { title: 'Tipos de veículo' },
        ]}
        extra={<NovoButton onClick={() => setEditando('novo')} />}
      />
      <Table<TTipoVeiculo>
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data ?? []}
        pagination={false}
        data-testid="tipos-veiculo"
        locale={{ emptyText: 'Nenhum tipo de veículo cadastrado.' }}
        columns={[
          { title: 'Nome', dataIndex: 'nome' },
          { title: 'Modal', dataIndex: 'modal', render: (m: string) => nomeDoModal(m) },
          {
            title: 'Capacidade (t)',
            dataIndex: 'capacidadeT',
            align: 'right',
            render: (v: number) => v.toLocaleString('pt-BR'),
          },
          { title: 'Posições', dataIndex: 'posicoes', align: 'right' },
          {
            title: 'Ações',
            key: 'acoes',
            width: 110,
            render: (_, t) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Alterar ${t.nome}`}
                  onClick={() => setEditando(t)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Excluir ${t.nome}`}
                  onClick={() => void excluir(t)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editando && <TipoDialog tipo={editando} onFechar={() => setEditando(null)} />}
    </>
  );
}
