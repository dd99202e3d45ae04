/** Administração → Integrações → Webhooks: the endpoints, their dialog and their delivery logs. */
import type { TWebhook } from '@patio/domain';
import { Button, Flex, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../shared/feedback.tsx';
import { mensagemDeErro } from '../../../shared/http.ts';
import { useExclusao } from '../../../shared/useExclusao.ts';
import { useJaAberto } from '../../../shared/useJaAberto.ts';
import { TabTable } from '../TabTable.tsx';
import { refrescarWebhooks, useWebhooks, webhooksApi } from './api.ts';
import { EntregasDialog } from './EntregasDialog.tsx';
import { TXT } from './textos.ts';
import { WebhookDialog } from './WebhookDialog.tsx';

// The re-send dialog's date picker is loaded when it is first opened (the route's bundle budget).
const ReenvioDialog = lazy(() =>
  import('./ReenvioDialog.tsx').then((m) => ({ default: m.ReenvioDialog })),
);

const EXCLUSAO = {
  textos: TXT,
  excluir: (w: TWebhook) => webhooksApi.excluir(w.id),
  refrescar: refrescarWebhooks,
  sucesso: TXT.excluido,
  recusa: (err: unknown) => toast.error('Erro', mensagemDeErro(err, TXT.erroExcluir)),
};

export function WebhooksTab() {
  const webhooks = useWebhooks();
  /** Undefined: closed; null: a new one. */
  const [editando, setEditando] = useState<TWebhook | null | undefined>(undefined);
  const [entregasDe, setEntregasDe] = useState<TWebhook | null>(null);
  const [reenvioDe, setReenvioDe] = useState<TWebhook | null>(null);
  const montarReenvio = useJaAberto(reenvioDe !== null);
  const excluir = useExclusao(EXCLUSAO);
  return (
    <TabTable<TWebhook>
      query={webhooks}
      testId="webhooks"
      novo={{ texto: TXT.novo, abrir: () => setEditando(null) }}
      textos={{ vazio: TXT.vazio, erro: TXT.erroLista }}
      columns={[
        { key: 'url', title: 'URL', dataIndex: 'url', ellipsis: true },
        {
          key: 'eventos',
          title: 'Eventos',
          render: (_, w) => w.eventos.map((e) => <Tag key={e}>{e}</Tag>),
        },
        {
          key: 'ativo',
          title: 'Ativo',
          width: 80,
          render: (_, w) => (w.ativo ? <Tag color="green">Sim</Tag> : <Tag>Não</Tag>),
        },
        {
          key: 'acoes',
          title: 'Ações',
          width: 400,
          render: (_, w) => (
            <Flex gap={6}>
              <Button size="small" onClick={() => setEntregasDe(w)}>
                Entregas
              </Button>
              <Button size="small" onClick={() => setReenvioDe(w)}>
                {TXT.reenviarPeriodo}
              </Button>
              <Button size="small" onClick={() => setEditando(w)}>
                Editar
              </Button>
              <Button size="small" danger onClick={() => void excluir(w)}>
                Excluir
              </Button>
            </Flex>
          ),
        },
      ]}
    >
      <WebhookDialog webhook={editando} onClose={() => setEditando(undefined)} />
      <EntregasDialog webhook={entregasDe} onClose={() => setEntregasDe(null)} />
      {montarReenvio && (
        <Suspense fallback={null}>
          <ReenvioDialog webhook={reenvioDe} onClose={() => setReenvioDe(null)} />
        </Suspense>
      )}
    </TabTable>
  );
}

export default WebhooksTab;
