/**
 * The new password and its confirmation, as every screen that sets a password asks them (change
 * own password, reset by mailed link, an administrator recreating a user's): both required,
 * checked by the payload's zod schema field by field and across the two.
 */
import { Form, Input } from 'antd';
import { type ObjectParser, zodFieldRule } from './form-rules.ts';

interface Campo<K extends string> {
  /** The field's name in the form and in the payload. */
  nome: K;
  testId: string;
}

interface Props<K extends string> {
  schema: ObjectParser<K>;
  nova: Campo<K>;
  confirma: Campo<K>;
  /** A field the new password is compared with (the current password), re-checked with it. */
  comparaCom?: K;
  /** Payload values the form does not hold (the link's token), for the cross-field checks. */
  extra?: Record<string, unknown>;
  autoFocus?: boolean;
}

export function CamposNovaSenha<K extends string>({
  schema,
  nova,
  confirma,
  comparaCom,
  extra,
  autoFocus,
}: Props<K>) {
  return (
    <>
      <Form.Item
        name={nova.nome as string}
        label="Nova senha"
        required
        {...(comparaCom ? { dependencies: [comparaCom] } : {})}
        rules={[zodFieldRule(schema, nova.nome, extra)]}
      >
        <Input.Password
          data-testid={nova.testId}
          autoComplete="new-password"
          {...(autoFocus ? { autoFocus } : {})}
        />
      </Form.Item>
      <Form.Item
        name={confirma.nome as string}
        label="Confirma senha"
        required
        dependencies={[nova.nome]}
        rules={[zodFieldRule(schema, confirma.nome, extra)]}
      >
        <Input.Password data-testid={confirma.testId} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
