/**
 * antd's default rule messages in the product's wording
 * (docs/product/main-yard.md#generic-messages). Literal on purpose: the domain's MSG lives beside
 * the zod schemas, and importing it would put zod in the sign-in chunk. validate-messages.test.ts
 * keeps the two identical.
 */
import type { ConfigProviderProps } from 'antd';

type ValidateMessages = NonNullable<NonNullable<ConfigProviderProps['form']>['validateMessages']>;

export const OBRIGATORIO = 'Campo obrigatório';

export const VALIDATE_MESSAGES = {
  required: OBRIGATORIO,
  whitespace: OBRIGATORIO,
  pattern: { mismatch: 'Formato inválido' },
  string: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: antd's placeholder, filled by antd
    max: 'Máximo de ${max} caracteres',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: antd's placeholder, filled by antd
    min: 'Mínimo de ${min} caracteres',
  },
} satisfies ValidateMessages;
