/**
 * The user form itself (docs/product/operations.md#user-form,
 * docs/product/operations.md#form-checks): fields, password pair on create, profiles, save.
 */
import { MSG, SENHA_MIN, ZUsuarioCriar } from '@patio/domain';
import { Alert, Button, Col, Flex, Form, Input, Row, Switch } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { zodRule } from '../../shared/form-rules.ts';
import { PerfisChecklist } from './PerfisChecklist.tsx';
import { TXT } from './textos.ts';
import { type UsuarioEmEdicao, useSalvarUsuario } from './useSalvarUsuario.ts';
import type { UsuarioValores } from './usuario-form.ts';

const CAMPO = ZUsuarioCriar.shape;
/** What a protected account locks, beside each other: the ways to sign in as it. */
const ROTULOS = { email: 'Email', login: 'Login' } as const;

export function UsuarioForm(props: UsuarioEmEdicao) {
  const { modo, usuario, perfis } = props;
  const [form] = Form.useForm<UsuarioValores>();
  const { salvando, onFinish, painel } = useSalvarUsuario(form, props);
  const criando = modo === 'criar';
  const lendo = modo === 'visualizar';
  // An account holding more than the reader: what would let someone sign in as it is locked
  // (the server refuses it too); the name and the profiles stay editable.
  const protegido = usuario?.protegido === true;
  const bloqueio = protegido ? { disabled: true, tooltip: TXT.contaProtegida } : {};

  const initialValues: Partial<UsuarioValores> = {
    nome: usuario?.nome ?? '',
    email: usuario?.email ?? '',
    login: usuario?.login ?? '',
    isActivated: usuario?.isActivated ?? true,
    perfis: perfis.filter((p) => p.marcado).map((p) => p.id),
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
      {painel}
      <Form.Item name="nome" label="Nome do usuario" required rules={[zodRule(CAMPO.nome)]}>
        <Input data-testid="usuario-nome-input" autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        {(['email', 'login'] as const).map((campo) => (
          <Col xs={24} md={12} key={campo}>
            <Form.Item
              name={campo}
              label={ROTULOS[campo]}
              required
              rules={[zodRule(CAMPO[campo])]}
              tooltip={bloqueio.tooltip}
            >
              <Input
                data-testid={`usuario-${campo}-input`}
                autoComplete="off"
                disabled={bloqueio.disabled}
                title={bloqueio.tooltip}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {criando && <CamposDeSenha />}
      {!criando && (
        <Form.Item
          name="isActivated"
          label="Ativo"
          valuePropName="checked"
          tooltip={bloqueio.tooltip}
        >
          <Switch
            data-testid="usuario-ativo-switch"
            disabled={bloqueio.disabled}
            title={bloqueio.tooltip}
          />
        </Form.Item>
      )}
      <Form.Item name="perfis" label="Perfis de acesso">
        <PerfisChecklist perfis={perfis} readOnly={lendo} />
      </Form.Item>
      <Botoes lendo={lendo} salvando={salvando} />
    </Form>
  );
}

/** The password pair of a new user and, once both hold text and differ, the mismatch. */
function CamposDeSenha() {
  const form = Form.useFormInstance<UsuarioValores>();
  const senha = Form.useWatch('senha', form);
  const confirma = Form.useWatch('confirmaSenha', form);
  // The form-level mismatch error of docs/product/operations.md#form-checks, shown as soon as both
  // fields hold text.
  const naoConferem = Boolean(senha && confirma) && senha !== confirma;
  return (
    <>
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
      {naoConferem && (
        <Alert
          type="error"
          showIcon
          title={TXT.senhasNaoConferem}
          data-testid="senhas-nao-conferem"
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  );
}

function Botoes({ lendo, salvando }: { lendo: boolean; salvando: boolean }) {
  const navigate = useNavigate();
  return (
    <Flex justify="flex-end" gap={8}>
      {/* Stays usable in view mode, where the form is disabled. */}
      <Button disabled={false} data-testid="cancelar-button" onClick={() => navigate('/usuarios')}>
        Cancelar
      </Button>
      {!lendo && (
        <Button type="primary" htmlType="submit" loading={salvando} data-testid="salvar-button">
          Salvar
        </Button>
      )}
    </Flex>
  );
}
