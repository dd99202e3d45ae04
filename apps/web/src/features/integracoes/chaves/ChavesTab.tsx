/** Integrações → Chaves: the machines' keys, each with its profile, last use and revocation. */
import type { TChave } from '@patio/domain';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toast } from '../../../shared/feedback.tsx';
import { mensagemDeErro } from '../../../shared/http.ts';
import { type Exclusao, useExclusao } from '../../../shared/useExclusao.ts';
import { TabTable } from '../TabTable.tsx';
import { TXT } from '../textos.ts';
import { chavesApi, refrescarChaves, useChaves } from './api.ts';
import { NovaChaveModal } from './NovaChaveModal.tsx';

const hora = (v: string | null) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm') : TXT.nuncaUsada);

/** A revoked key stays listed as revoked; a refusal refreshes too, as the key may have changed. */
const REVOGACAO: Exclusao<TChave> = {
  textos: {
    confirmarExclusao: TXT.confirmarRevogar,
    simExcluir: TXT.simRevogar,
    naoCancelar: TXT.naoRevogar,
  },
  excluir: (c) => chavesApi.revogar(c.id),
  refrescar: refrescarChaves,
  sucesso: TXT.revogadaOk,
  recusa: (err) => toast.error('Erro', mensagemDeErro(err, TXT.erroRevogar)),
  refrescarNaRecusa: true,
};

export function ChavesTab() {
  const chaves = useChaves();
  const [criando, setCriando] = useState(false);
  const revogar = useExclusao(REVOGACAO);
  return (
    <TabTable<TChave>
      query={chaves}
      testId="chaves"
      novo={{ texto: TXT.novaChave, testId: 'nova-chave', abrir: () => setCriando(true) }}
      textos={{ vazio: TXT.vazio, erro: TXT.erroCarregar }}
      columns={[
        { key: 'nome', title: TXT.nome, dataIndex: 'nome' },
        {
          key: 'prefixo',
          title: TXT.prefixo,
          render: (_, c) => <code data-testid={`prefixo-${c.id}`}>{c.prefixo}…</code>,
        },
        { key: 'perfil', title: TXT.perfil, dataIndex: 'perfilNome' },
        { key: 'criadaEm', title: TXT.criadaEm, render: (_, c) => hora(c.createdAt) },
        { key: 'usadaEm', title: TXT.usadaEm, render: (_, c) => hora(c.usadaEm) },
        {
          key: 'situacao',
          title: TXT.situacao,
          render: (_, c) =>
            c.revogadaEm ? (
              <Tag>{`${TXT.revogada} ${hora(c.revogadaEm)}`}</Tag>
            ) : (
              <Tag color="green">{TXT.ativa}</Tag>
            ),
        },
        {
          key: 'acoes',
          title: 'Ações',
          width: 100,
          render: (_, c) =>
            c.revogadaEm ? null : (
              <Button
                size="small"
                danger
                data-testid={`revogar-${c.id}`}
                onClick={() => void revogar(c)}
              >
                {TXT.revogar}
              </Button>
            ),
        },
      ]}
    >
      <NovaChaveModal aberto={criando} onClose={() => setCriando(false)} />
    </TabTable>
  );
}
