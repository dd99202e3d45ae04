/** 'Nova chave': name and profile, then the key itself, shown this once. */
import type { TChaveCriada, TChaveInput } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/feedback.tsx';
import { mensagemDeErro } from '../../../shared/http.ts';
import { TXT } from '../textos.ts';
import { chavesApi, refrescarChaves, usePerfisParaChave } from './api.ts';

export function NovaChaveModal(props: { aberto: boolean; onClose(): void }) {
  const { aberto, onClose } = props;
  const [criada, setCriada] = useState<TChaveCriada | null>(null);
  const fechar = () => {
    // The key leaves the screen's memory with the dialog: it is never shown again.
    setCriada(null);
    onClose();
  };
  return (
    <Modal
      open={aberto}
      title={criada ? TXT.chaveCriada : TXT.novaChave}
      onCancel={fechar}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={620}
    >
      {criada ? (
        <ChaveMostrada criada={criada} onClose={fechar} />
      ) : (
        <FormChave aberto={aberto} onCriada={setCriada} onCancel={fechar} />
      )}
    </Modal>
  );
}

function FormChave(props: { aberto: boolean; onCriada(c: TChaveCriada): void; onCancel(): void }) {
  const [form] = Form.useForm<TChaveInput>();
  const perfis = usePerfisParaChave(props.aberto);
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const salvar = async (valores: TChaveInput) => {
    setSalvando(true);
    try {
      props.onCriada(await chavesApi.criar(valores));
      void refrescarChaves(qc);
    } catch (err) {
      toast.error('Erro', mensagemDeErro(err, TXT.erroCriar));
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void salvar(v)} requiredMark>
      <Form.Item
        name="nome"
        label={TXT.nome}
        extra={TXT.nomeDica}
        rules={[{ required: true, whitespace: true, message: 'Campo obrigatório' }, { max: 60 }]}
      >
        <Input data-testid="chave-nome" maxLength={60} autoFocus />
      </Form.Item>
      <Form.Item
        name="perfilId"
        label={TXT.perfil}
        extra={TXT.perfilDica}
        rules={[{ required: true, message: 'Campo obrigatório' }]}
      >
        <Select
          data-testid="chave-perfil"
          loading={perfis.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(perfis.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button onClick={props.onCancel} style={{ marginRight: 8 }}>
          {TXT.cancelar}
        </Button>
        <Button type="primary" htmlType="submit" loading={salvando} data-testid="criar-chave">
          {TXT.criar}
        </Button>
      </Form.Item>
    </Form>
  );
}

function ChaveMostrada({ criada, onClose }: { criada: TChaveCriada; onClose(): void }) {
  return (
    <>
      <Alert type="warning" showIcon title={TXT.mostradaUmaVez} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        <strong>{criada.nome}</strong>
      </Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{ text: criada.chave, tooltips: [TXT.copiar, 'Copiada'] }}
        data-testid="chave-criada"
        style={{ wordBreak: 'break-all' }}
      >
        {criada.chave}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{TXT.comoUsar}</Typography.Paragraph>
      <div style={{ textAlign: 'right' }}>
        <Button type="primary" onClick={onClose} data-testid="fechar-chave">
          {TXT.fechar}
        </Button>
      </div>
    </>
  );
}
