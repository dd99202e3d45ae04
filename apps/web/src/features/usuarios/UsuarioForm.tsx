/**
 * The user form itself (docs/product/operations.md#user-form,
 * docs/product/operations.md#form-checks): fields, password pair on create, profiles, save.
 */
import { MSG, SENHA_MIN, type TPerfilMarcado, type TUsuario, ZUsuarioCriar } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, Row, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { useEdicaoConcorrente } from '../../shared/useEdicaoConcorrente.tsx';
import { refrescarUsuarios, useUsuario, usuariosApi } from './api.ts';
import { leituraDoUsuario, mostrarCampoDoUsuario, ROTULOS_USUARIO } from './edicao.ts';
import { PerfisChecklist } from './PerfisChecklist.tsx';
import { TXT } from './textos.ts';
import {
  type Modo,
  montarPayload,
  padraoDoErro,
  problemaDeSenha,
  type UsuarioValores,
} from './usuario-form.ts';

const FIELDS = ['nome', 'email', 'login', 'senha', 'confirmaSenha', 'perfis'] as const;
const CAMPO = ZUsuarioCriar.shape;

interface Props {
  modo: Modo;
  id?: number;
  usuario?: TUsuario;
  perfis: readonly TPerfilMarcado[];
}

export function UsuarioForm({ modo, id, usuario, perfis }: Props) {
  const [form] = Form.useForm<UsuarioValores>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const senha = Form.useWatch('senha', form);
  const confirma = Form.useWatch('confirmaSenha', form);
  const criando = modo === 'criar';
  const lendo = modo === 'visualizar';
  // The form-level mismatch error of docs/product/operations.md#form-checks, shown as soon as both
  // fields hold text.
  const naoConferem = criando && Boolean(senha && confirma) && senha !== confirma;
  const lido = useUsuario(criando ? undefined : id);
  const edicao = useEdicaoConcorrente(form, {
    rotulos: ROTULOS_USUARIO,
    ...(usuario ? { inicial: leituraDoUsuario(usuario) } : {}),
    recarregar: async () => {
      const { data } = await lido.refetch();
      return data && leituraDoUsuario(data);
    },
    mostrar: mostrarCampoDoUsuario(perfis),
  });

  const initialValues: Partial<UsuarioValores> = {
    nome: usuario?.nome ?? '',
    email: usuario?.email ?? '',
    login: usuario?.login ?? '',
    isActivated: usuario?.isActivated ?? true,
    perfis: perfis.filter((p) => p.marcado).map((p) => p.id),
  };

  const onFinish = (values: UsuarioValores) => {
    const problema = problemaDeSenha(modo, values);
    if (problema?.tipo === 'aviso') return toast.warning('Atencao!', problema.texto);
    if (problema) return; // the mismatch is already on screen; nothing is sent
    void salvar(values);
  };

  const salvar = async (values: UsuarioValores) => {
    const body = montarPayload(modo, values, perfis, id);
    setSalvando(true);
    try {
      if (id === undefined) await usuariosApi.criar(body);
      else await usuariosApi.atualizar(id, body, edicao.versao());
      await refrescarUsuarios(qc);
      toast.success('Sucesso', criando ? TXT.criado : TXT.atualizado);
      navigate('/usuarios');
    } catch (err) {
      if (await edicao.tratarConflito(err, values)) return;
      const status = err instanceof ApiError ? err.status : 0;
      if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, FIELDS));
      toast.error('Erro', mensagemDeErro(err, padraoDoErro(status)));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={onFinish}
      onFinishFailed={() => toast.error('Erro', TXT.preenchaTodos)}
      disabled={lendo || salvando}
      style={{ maxWidth: 760 }}
    >
      {edicao.painel}
      <Form.Item name="nome" label="Nome do usuario" required rules={[zodRule(CAMPO.nome)]}>
        <Input data-testid="usuario-nome-input" autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" required rules={[zodRule(CAMPO.email)]}>
            <Input data-testid="usuario-email-input" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="login" label="Login" required rules={[zodRule(CAMPO.login)]}>
            <Input data-testid="usuario-login-input" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      {criando && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="senha"
              label="Senha"
              required
              // Emptiness is the warning of docs/product/operations.md#form-checks, checked on
              // submit; here only the length.
              rules={[zodRule(CAMPO.senha), { min: SENHA_MIN, message: MSG.min(SENHA_MIN) }]}
            >
              <Input.Password data-testid="usuario-senha-input" autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="confirmaSenha" label="Confirmar Senha" required>
              <Input.Password data-testid="usuario-confirma-input" autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      )}
      {naoConferem && (
        <Alert
          type="error"
          showIcon
          title={TXT.senhasNaoConferem}
          data-testid="senhas-nao-conferem"
          style={{ marginBottom: 16 }}
        />
      )}
      {!criando && (
        <Form.Item name="isActivated" label="Ativo" valuePropName="checked">
          <Switch data-testid="usuario-ativo-switch" />
        </Form.Item>
      )}
      <Form.Item name="perfis" label="Perfis de acesso">
        <PerfisChecklist perfis={perfis} readOnly={lendo} />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        {/* Stays usable in view mode, where the form is disabled. */}
        <Button
          disabled={false}
          data-testid="cancelar-button"
          onClick={() => navigate('/usuarios')}
        >
          Cancelar
        </Button>
        {!lendo && (
          <Button type="primary" htmlType="submit" loading={salvando} data-testid="salvar-button">
            Salvar
          </Button>
        )}
      </Flex>
    </Form>
  );
}
