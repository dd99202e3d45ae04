import { z } from 'zod';
import { MSG, zEmail, zSenha, zTexto } from './comum.ts';

export const ZLogin = z.object({
  login: zTexto(100),
  senha: zSenha,
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZLoginReply = z.object({
  data: z.object({
    login: z.string(),
    token: z.string(),
    permissoes: z.array(z.string()),
  }),
});
export type TLoginReply = z.infer<typeof ZLoginReply>;

export const NOVA_SENHA_MIN = 8;
const zNovaSenha = zSenha.refine((v) => v.length >= NOVA_SENHA_MIN, {
  error: MSG.min(NOVA_SENHA_MIN),
});

/** Own password change (PUT Avatar/{login}). */
export const ZAlterarSenha = z
  .object({ senha: zSenha, novaSenha: zNovaSenha, confirmarSenha: zSenha })
  .refine((v) => v.novaSenha === v.confirmarSenha, {
    error: MSG.senhasNaoConferem,
    path: ['confirmarSenha'],
  })
  .refine((v) => v.novaSenha !== v.senha, {
    error: 'A nova senha não pode ser igual a senha atual',
    path: ['novaSenha'],
  });
export type TAlterarSenha = z.infer<typeof ZAlterarSenha>;

export const ZEnviarLink = z.object({ email: zEmail });

/** Reset through the mailed link: the token travels in the body, taken from the page's URL. */
export const ZRedefinirSenha = z
  .object({
    token: z.string({ error: MSG.obrigatorio }).min(1, { error: MSG.obrigatorio }).max(1000),
    senha: zNovaSenha,
    confirmarSenha: zSenha,
  })
  .refine((v) => v.senha === v.confirmarSenha, {
    error: MSG.senhasNaoConferem,
    path: ['confirmarSenha'],
  });
export type TRedefinirSenha = z.infer<typeof ZRedefinirSenha>;
