/** The profile form itself (docs/product/operations.md#profile-form): the name and the role/permission tree. */
import { type Permissao, type TPapel, type TPerfil, zTexto } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { usePode } from '../../shared/session.ts';
import { useEdicaoConcorrente } from '../../shared/useEdicaoConcorrente.tsx';
import { perfisApi, refrescarPerfis, usePerfil } from './api.ts';
import {
  leituraDoPerfil,
  mostrarCampoDoPerfil,
  type PerfilValores,
  ROTULOS_PERFIL,
  selecaoDoPerfil,
} from './edicao.ts';
import { PermissoesTree } from './PermissoesTree.tsx';
import { selecaoReducer } from './selecao.ts';
import { TXT } from './textos.ts';

const NOME = zTexto(100);

interface Props {
  id?: number;
  perfil?: TPerfil;
  papeis: readonly TPapel[];
  somenteLeitura: boolean;
}

export function PerfilForm({ id, perfil, papeis, somenteLeitura }: Props) {
  const [form] = Form.useForm<{ nome: string }>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const [selecao, dispatch] = useReducer(selecaoReducer, perfil, selecaoDoPerfil);
  const total = selecao.flatMap((p) => p.permissoes.filter((x) => x.marcado)).length;
  // The server refuses granting what the actor lacks; what the profile already had stays free
  // to keep, remove and tick again.
  const pode = usePode();
  const jaTinha = useMemo(
    () =>
      new Set(
        perfil?.papeis.flatMap((p) => p.permissoes.filter((x) => x.marcado).map((x) => x.id)),
      ),
    [perfil],
  );
  // The catalogue's names arrive as text in the profile's tree.
  const concedivel = useCallback(
    (p: { id: number; nome: string }) => pode(p.nome as Permissao) || jaTinha.has(p.id),
    [pode, jaTinha],
  );
  const lido = usePerfil(id);
  const edicao = useEdicaoConcorrente<PerfilValores>(null, {
    rotulos: ROTULOS_PERFIL,
    ...(perfil ? { inicial: leituraDoPerfil(perfil) } : {}),
    recarregar: async () => {
      const { data } = await lido.refetch();
      return data && leituraDoPerfil(data);
    },
    mostrar: mostrarCampoDoPerfil,
    preencher: ({ nome, papeis }) => {
      if (nome !== undefined) form.setFieldsValue({ nome });
      if (papeis)
        dispatch({ tipo: 'carregar', papeis: papeis.map((p) => ({ ...p, marcado: true })) });
    },
  });

  const onFinish = ({ nome }: { nome: string }) => {
    if (selecao.length === 0) return toast.warning('Atencao!', TXT.selecionePapel);
    void salvar(nome);
  };

  const salvar = async (nome: string) => {
    const body = { id, nome: nome.trim(), papeis: [...selecao] };
    setSalvando(true);
    try {
      const reply =
        id === undefined
          ? await perfisApi.criar(body)
          : await perfisApi.atualizar(id, body, edicao.versao());
      await refrescarPerfis(qc);
      // The original client only trusted a reply whose status reads 'Ok'.
      if (reply?.status !== 'Ok') return toast.error('Erro', TXT.erroSalvar);
      toast.success('Sucesso', TXT.salvo);
      navigate('/perfis');
    } catch (err) {
      if (await edicao.tratarConflito(err, { nome, papeis: selecao })) return;
      if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, ['nome'] as const));
      toast.error('Erro', mensagemDeErro(err, TXT.erroSalvar));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ nome: perfil?.nome ?? '' }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={onFinish}
      onFinishFailed={() => toast.warning('Atencao!', TXT.preencha)}
      disabled={somenteLeitura || salvando}
    >
      {edicao.painel}
      <Form.Item
        name="nome"
        label={TXT.campoNome}
        required
        rules={[zodRule(NOME)]}
        style={{ maxWidth: 480 }}
      >
        <Input data-testid="perfil-nome-input" autoComplete="off" />
      </Form.Item>
      <Divider titlePlacement="start" style={{ margin: '8px 0 12px' }}>
        {TXT.secao}
      </Divider>
      <Typography.Paragraph type="secondary" data-testid="perfil-total">
        {total === 1 ? '1 permissão marcada' : `${total} permissões marcadas`}
      </Typography.Paragraph>
      <PermissoesTree
        papeis={papeis}
        selecao={selecao}
        onAcao={dispatch}
        disabled={somenteLeitura || salvando}
        somenteLeitura={somenteLeitura}
        concedivel={concedivel}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button disabled={false} data-testid="cancelar-button" onClick={() => navigate('/perfis')}>
          Cancelar
        </Button>
        {!somenteLeitura && (
          <Button type="primary" htmlType="submit" loading={salvando} data-testid="salvar-button">
            Salvar
          </Button>
        )}
      </Flex>
    </Form>
  );
}
