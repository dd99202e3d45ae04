/** 'Sessões' on a Usuários row: the user's open sessions, each of which the administrator can end. */
import type { TSessao, TUsuarioLinha } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { confirmar, toast } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { useSessoes, usuariosApi } from './api.ts';
import { TXT } from './textos.ts';

const hora = (v: string) => dayjs(v).format('DD/MM/YYYY HH:mm');

export function SessoesModal(props: { usuario: TUsuarioLinha | null; onClose(): void }) {
  const { usuario, onClose } = props;
  return (
    <Modal
      open={usuario !== null}
      title={usuario ? `${TXT.sessoesTitulo}: ${usuario.login}` : TXT.sessoesTitulo}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={760}
    >
      {usuario && <ListaDeSessoes usuario={usuario} />}
    </Modal>
  );
}

function ListaDeSessoes({ usuario }: { usuario: TUsuarioLinha }) {
  const sessoes = useSessoes(usuario.id);
  const qc = useQueryClient();
  const aoEncerrar = async (s: TSessao) => {
    if (!(await confirmar(TXT.confirmarEncerrar, { danger: true }))) return;
    try {
      await usuariosApi.encerrarSessao(usuario.id, s.id);
      toast.success('Sucesso', TXT.sessaoEncerrada);
    } catch (err) {
      toast.error('Erro', mensagemDeErro(err, TXT.erroEncerrar));
    } finally {
      // Ended or not, the list shows the sessions as they are now.
      void qc.invalidateQueries({ queryKey: ['usuarios', 'sessoes', usuario.id] });
    }
  };
  return (
    <Table<TSessao>
      rowKey="id"
      size="small"
      loading={sessoes.isLoading}
      dataSource={sessoes.data ?? []}
      pagination={false}
      locale={{ emptyText: sessoes.isError ? TXT.erroSessoes : TXT.semSessoes }}
      columns={[
        { key: 'criadaEm', title: 'Início', render: (_, s) => hora(s.criadaEm), width: 140 },
        { key: 'expiraEm', title: 'Expira', render: (_, s) => hora(s.expiraEm), width: 140 },
        { key: 'ip', title: 'IP', dataIndex: 'ip', width: 120 },
        {
          key: 'userAgent',
          title: 'Navegador',
          dataIndex: 'userAgent',
          ellipsis: true,
          render: (_, s) => (
            <>
              {s.atual && <Tag color="blue">{TXT.sessaoAtual}</Tag>}
              {s.userAgent}
            </>
          ),
        },
        {
          key: 'acoes',
          title: 'Ações',
          width: 100,
          render: (_, s) => (
            <Button
              size="small"
              danger
              data-testid={`encerrar-${s.id}`}
              onClick={() => void aoEncerrar(s)}
            >
              Encerrar
            </Button>
          ),
        },
      ]}
    />
  );
}
