import { z } from 'zod';
import { MSG, zEmail, zTexto } from './comum.ts';

export const SENHA_MIN = 8;
/** A save that would give someone a permission the acting user lacks (server 403, form tooltip). */
export const MSG_CONCEDER = 'Você não pode conceder permissões que não possui.';
/**
 * Another user's password, e-mail, login, active state or existence is changed only by someone
 * holding every permission that user holds (server 403, the screens' tooltip).
 */
export const MSG_CONTA_PROTEGIDA =
  'Você não pode alterar a conta de quem tem permissões que você não possui.';
export const MSG_SENHA_OBRIGATORIA_CRIAR =
  'Senha e confirmacao de senha sao obrigatorias ao criar um novo usuario.';

const MSG_PERFIL = 'Perfil inválido';
// A profile id is a PostgreSQL integer: past its range the database would refuse the value.
const zPerfilId = z.coerce
  .number({ error: MSG_PERFIL })
  .int({ error: MSG_PERFIL })
  .positive({ error: MSG_PERFIL })
  .max(2_147_483_647, { error: MSG_PERFIL });

/**
 * The form sends every profile as `{id, nome, marcado}`; an API caller may send bare ids.
 * Either way the result is the chosen profile ids, without repeats.
 */
const zPerfisEscolhidos = z
  .array(
    z.union(
      [
        z
          .number()
          .int({ error: MSG_PERFIL })
          .positive({ error: MSG_PERFIL })
          .max(2_147_483_647, { error: MSG_PERFIL }),
        z.object({ id: zPerfilId, marcado: z.boolean().nullish() }),
      ],
      { error: MSG_PERFIL },
    ),
  )
  .max(1000, { error: 'Perfis demais' })
  .nullish()
  .transform((lista) => {
    if (lista == null) return undefined;
    const ids = lista.map((p) => (typeof p === 'number' ? p : p.marcado === true ? p.id : null));
    return [...new Set(ids.filter((id): id is number => id !== null))];
  });

/** Empty string and null both mean "not typed": the edit form leaves them blank. */
const zSenhaOpcional = z
  .string()
  .max(128, { error: MSG.max(128) })
  .nullish()
  .transform((v) => (v ? v : undefined));

function conferirSenhas(
  v: { senha?: string | undefined; confirmaSenha?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.senha !== undefined && v.senha.length < SENHA_MIN) {
    ctx.addIssue({ code: 'custom', message: MSG.min(SENHA_MIN), path: ['senha'] });
  }
  if (v.senha !== v.confirmaSenha) {
    ctx.addIssue({ code: 'custom', message: MSG.senhasNaoConferem, path: ['confirmaSenha'] });
  }
}

const campos = {
  nome: zTexto(150),
  login: zTexto(100),
  email: zEmail,
  senha: zSenhaOpcional,
  confirmaSenha: zSenhaOpcional,
  perfis: zPerfisEscolhidos,
  isActivated: z.boolean().optional(),
};

/** POST usuarios. `id` and `datacadastro`, sent by the form, are dropped (unknown keys strip). */
export const ZUsuarioCriar = z.object(campos).superRefine((v, ctx) => {
  if (v.senha === undefined || v.confirmaSenha === undefined) {
    ctx.addIssue({ code: 'custom', message: MSG_SENHA_OBRIGATORIA_CRIAR, path: ['senha'] });
    return;
  }
  conferirSenhas(v, ctx);
});
export type TUsuarioCriar = z.output<typeof ZUsuarioCriar>;
/** What a client sends to POST usuarios (before the schema's transforms). */
export type TUsuarioCriarBody = z.input<typeof ZUsuarioCriar>;

/**
 * PUT usuarios/{id}. Blank password fields leave the password alone; absent `perfis` or
 * `isActivated` leave those alone too.
 */
export const ZUsuarioAtualizar = z.object(campos).superRefine((v, ctx) => {
  if (v.senha !== undefined || v.confirmaSenha !== undefined) conferirSenhas(v, ctx);
});
export type TUsuarioAtualizar = z.output<typeof ZUsuarioAtualizar>;
/** What a client sends to PUT usuarios/{id}. */
export type TUsuarioAtualizarBody = z.input<typeof ZUsuarioAtualizar>;

/** PUT usuarios/{id}/senha: the recreate-password modal (also sends id, nome, login, email). */
export const ZRecriarSenha = z
  .object({
    senha: z
      .string({ error: MSG.obrigatorio })
      .min(1, { error: MSG.obrigatorio, abort: true })
      .min(SENHA_MIN, { error: MSG.min(SENHA_MIN) })
      .max(128, { error: MSG.max(128) }),
    confirmaSenha: z.string({ error: MSG.obrigatorio }).min(1, { error: MSG.obrigatorio }),
  })
  .refine((v) => v.senha === v.confirmaSenha, {
    error: MSG.senhasNaoConferem,
    path: ['confirmaSenha'],
  });
export type TRecriarSenha = z.output<typeof ZRecriarSenha>;

export const ZUsuarioLinha = z.object({
  id: z.number().int(),
  nome: z.string(),
  login: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isActivated: z.boolean(),
  /**
   * The user holds a permission the reader lacks: their password, e-mail, login, active state
   * and deletion are refused to the reader (MSG_CONTA_PROTEGIDA). Never true of oneself.
   */
  protegido: z.boolean(),
});
export type TUsuarioLinha = z.infer<typeof ZUsuarioLinha>;

/** A profile as the user form shows it: ticked when the user holds it. */
export const ZPerfilMarcado = z.object({
  id: z.number().int(),
  nome: z.string(),
  marcado: z.boolean(),
  /**
   * Whether the acting user holds every permission of the profile and so may grant it (the
   * form's list says; the user's own read leaves it out).
   */
  concedivel: z.boolean().optional(),
});
export type TPerfilMarcado = z.infer<typeof ZPerfilMarcado>;

export const ZUsuario = ZUsuarioLinha.extend({
  perfis: z.array(ZPerfilMarcado),
  /** Edit version: send it back as If-Match to refuse saving over someone else's change. */
  versao: z.number().int(),
});
export type TUsuario = z.infer<typeof ZUsuario>;

/** An open session of a user (one login on one device), as the administrator sees it. */
export const ZSessao = z.object({
  id: z.string(),
  criadaEm: z.string(),
  expiraEm: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session the administrator is using right now. */
  atual: z.boolean(),
});
export type TSessao = z.infer<typeof ZSessao>;
