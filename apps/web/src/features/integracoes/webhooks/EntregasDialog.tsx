/** A webhook's delivery log, newest first, with 'Reenviar' on each event. */
import type { TEntrega, TWebhook } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toast } from '../../../shared/feedback.tsx';
import { mensagemDeErro } from '../../../shared/http.ts';
import { refrescarWebhooks, TAMANHO_PAGINA_ENTREGAS, useEntregas, webhooksApi } from './api.ts';
import { ESTADOS, TXT } from './textos.ts';

const hora = (v: string | null) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm:ss') : '—');

export function EntregasDialog(props: { webhook: TWebhook | null; onClose(): void }) {
  const { webhook, onClose } = props;
  return (
    <Modal
      open={webhook !== null}
      title={webhook ? `${TXT.entregasTitulo}: ${webhook.url}` : TXT.entregasTitulo}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={1100}
    >
      {webhook && <ListaDeEntregas webhook={webhook} />}
    </Modal>
  );
}

function ListaDeEntregas({ webhook }: { webhook: TWebhook }) {
  const [page, setPage] = useState(1);
  const entregas = useEntregas(webhook.id, page);
  const qc = useQueryClient();
  const reenviar = async (e: TEntrega) => {
    try {
      await webhooksApi.reenviar(webhook.id, e.id);
      toast.success('Sucesso', TXT.reenviado);
    } catch (err) {
      toast.error('Erro', mensagemDeErro(err, TXT.erroReenviar));
    } finally {
      void refrescarWebhooks(qc);
    }
  };
  return (
    <Table<TEntrega>
      rowKey="id"
      size="small"
      data-testid="webhook-entregas"
      loading={entregas.isLoading}
      dataSource={entregas.data?.data ?? []}
      locale={{ emptyText: entregas.isError ? TXT.erroEntregas : TXT.semEntregas }}
      pagination={{
        current: page,
        pageSize: TAMANHO_PAGINA_ENTREGAS,
        total: entregas.data?.totalItems ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        {
          key: 'eventoId',
          title: 'Evento',
          render: (_, e) => (
            <Typography.Text code copyable={{ text: e.eventoId }}>
              {e.eventoId.slice(0, 8)}
            </Typography.Text>
          ),
          width: 130,
        },
        { key: 'tipo', title: 'Tipo', dataIndex: 'tipo', width: 160 },
        {
          key: 'ocorridoEm',
          title: 'Ocorrido em',
          render: (_, e) => hora(e.ocorridoEm),
          width: 160,
        },
        {
          key: 'estado',
          title: 'Estado',
          width: 100,
          render: (_, e) => <Tag color={ESTADOS[e.estado].cor}>{ESTADOS[e.estado].texto}</Tag>,
        },
        { key: 'tentativas', title: 'Tentativas', dataIndex: 'tentativas', width: 90 },
        {
          key: 'ultimoStatus',
          title: 'Último status',
          width: 120,
          render: (_, e) => (
            <Tooltip title={e.ultimoErro}>{e.ultimoStatus ?? e.ultimoErro ?? '—'}</Tooltip>
          ),
        },
        {
          key: 'proxima',
          title: 'Próxima tentativa',
          render: (_, e) => hora(e.proximaTentativaEm),
          width: 160,
        },
        {
          key: 'entregueEm',
          title: 'Entregue em',
          render: (_, e) => hora(e.entregueEm),
          width: 160,
        },
        {
          key: 'acoes',
          title: 'Ações',
          width: 100,
          render: (_, e) => (
            <Button size="small" onClick={() => void reenviar(e)}>
              {TXT.reenviar}
            </Button>
          ),
        },
      ]}
    />
  );
}
