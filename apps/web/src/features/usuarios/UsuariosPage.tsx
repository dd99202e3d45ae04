import type { TUsuarioLinha } from '@patio/domain';
import { Card } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListView, useList } from '../../shared/list/index.ts';
import { NovoButton } from '../../shared/NovoButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { colunasDeUsuarios } from './colunas.tsx';
import { USUARIOS } from './list.tsx';
import { SessoesModal } from './SessoesModal.tsx';
import { TXT } from './textos.ts';
import { useExcluirUsuario } from './useExcluirUsuario.ts';

// Loaded when first opened: its form's schema brings zod, which the list itself does not need
// (docs/benchmarks.md, bundle budget).
const RecriarSenhaModal = lazy(() =>
  import('./RecriarSenhaModal.tsx').then((m) => ({ default: m.RecriarSenhaModal })),
);

export default function UsuariosPage() {
  const navigate = useNavigate();
  const list = useList(USUARIOS);
  const excluir = useExcluirUsuario();
  const [recriar, setRecriar] = useState<TUsuarioLinha | null>(null);
  const [sessoes, setSessoes] = useState<TUsuarioLinha | null>(null);

  const columns = useMemo(
    () =>
      colunasDeUsuarios({
        visualizar: (u) => navigate(`/usuario/${u.id}?view=true`),
        recriarSenha: setRecriar,
        sessoes: setSessoes,
        editar: (u) => navigate(`/usuario/${u.id}`),
        excluir: (u) => void excluir(u.id),
      }),
    [navigate, excluir],
  );

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.admin }, { title: TXT.titulo }]} />
      <Card>
        <ListView
          list={list}
          columns={columns}
          exportar
          toolbarEnd={<NovoButton onClick={() => navigate('/usuario')} />}
        />
      </Card>
      {recriar && (
        <Suspense fallback={null}>
          <RecriarSenhaModal usuario={recriar} onClose={() => setRecriar(null)} />
        </Suspense>
      )}
      <SessoesModal usuario={sessoes} onClose={() => setSessoes(null)} />
    </>
  );
}
