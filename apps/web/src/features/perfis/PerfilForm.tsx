/** The profile form itself (part2 §2.13, §5): the name and the role/permission tree. */
import { type TPapel, type TPerfil, zTexto } from '@patio/domain';
import { Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { useSalvarPerfil } from './api.ts';
import { PermissoesTree } from './PermissoesTree.tsx';
import { type Selecao, selecaoReducer } from './selecao.ts';
import { TXT } from './textos.ts';

const NOME = zTexto(100);

interface Props {
  id?: number;
  perfil?: TPerfil;
  papeis: readonly TPapel[];
  somenteLeitura: boolean;
}

function selecaoInicial(perfil: TPerfil | undefined): Selecao {
  return perfil ? selecaoReducer([], { tipo: 'carregar', papeis: perfil.papeis }) : [];
}

export function PerfilForm({ id, perfil, papeis, somenteLeitura }: Props) {
  const [form] = Form.useForm<{ nome: string }>();
  const navigate = useNavigate();
  const salvar = useSalvarPerfil();
  const [selecao, dispatch] = useReducer(selecaoReducer, perfil, selecaoInicial);
  const total = selecao.flatMap((p) => p.permissoes.filter((x) => x.marcado)).length;

  const onFinish = ({ nome }: { nome: string }) => {
    if (selecao.length === 0) return toast.warning('Atencao!', TXT.selecionePapel);
    salvar.mutate(
      { id, nome: nome.trim(), papeis: selecao },
      {
        onSuccess: (reply) => {
          // The original client only trusted a reply whose status reads 'Ok' (§5).
          if (reply?.status !== 'Ok') return toast.error('Erro', TXT.erroSalvar);
          toast.success('Sucesso', TXT.salvo);
          navigate('/perfis');
        },
        onError: (err) => {
          if (err instanceof ApiError)
            form.setFields(serverFieldErrors(err.body, ['nome'] as const));
          toast.error('Erro', mensagemDeErro(err, TXT.erroSalvar));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ nome: perfil?.nome ?? '' }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={onFinish}
      onFinishFailed={() => toast.warning('Atencao!', TXT.preencha)}
      disabled={somenteLeitura || salvar.isPending}
    >
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
        disabled={somenteLeitura || salvar.isPending}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button disabled={false} data-testid="cancelar-button" onClick={() => navigate('/perfis')}>
          Cancelar
        </Button>
        {!somenteLeitura && (
          <Button
            type="primary"
            htmlType="submit"
            loading={salvar.isPending}
            data-testid="salvar-button"
          >
            Salvar
          </Button>
        )}
      </Flex>
    </Form>
  );
}
