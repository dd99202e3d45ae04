/** Integrações → Chaves: the machines' keys, each with its profile, last use and revocation. */
import type { TChave } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { confirmar, toast } from '../../../shared/feedback.tsx';
import { mensagemDeErro } from '../../../shared/http.ts';
import { TXT } from '../textos.ts';
import { chavesApi, refrescarChaves, useChaves } from './api.ts';
import { NovaChaveModal } from './NovaChaveModal.tsx';

const hora = (v: string | null) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm') : TXT.nuncaUsada);

export function ChavesTab() {
  const chaves = useChaves();
  const qc = useQueryClient();
  const [criando, setCriando] = useState(false);

  const revogar = async (c: TChave) => {
    if (!(await confirmar(TXT.confirmarRevogar, { danger: true }))) return;
    try {
      await chavesApi.revogar(c.id);
      toast.success('Sucesso', TXT.revogadaOk);
    } catch (err) {
      toast.error('Erro', mensagemDeErro(err, TXT.erroRevogar));
    } finally {
      void refrescarChaves(qc);
    }
  };

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" data-testid="nova-chave" onClick={() => setCriando(true)}>
          {TXT.novaChave}
        </Button>
      </Flex>
      <Table<TChave>
        rowKey="id"
        size="small"
        data-testid="chaves"
        loading={chaves.isLoading}
        dataSource={chaves.data ?? []}
        pagination={false}
        locale={{ emptyText: chaves.isError ? TXT.erroCarregar : TXT.vazio }}
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
      />
      <NovaChaveModal aberto={criando} onClose={() => setCriando(false)} />
    </>
  );
}
