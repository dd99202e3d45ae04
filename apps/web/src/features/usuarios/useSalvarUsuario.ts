/**
 * Saving the user form (docs/product/operations.md#user-form, docs/product/operations.md#form-checks):
 * the password checks on submit, POST or PUT, messages, a concurrent edit, server field errors on
 * their fields.
 */
import type { TPerfilMarcado, TUsuario } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { useEdicaoConcorrente } from '../../shared/useEdicaoConcorrente.tsx';
import { refrescarUsuarios, useUsuario, usuariosApi } from './api.ts';
import { leituraDoUsuario, mostrarCampoDoUsuario, ROTULOS_USUARIO } from './edicao.ts';
import { TXT } from './textos.ts';
import {
  type Modo,
  montarPayload,
  padraoDoErro,
  problemaDeSenha,
  type UsuarioValores,
} from './usuario-form.ts';

const FIELDS = ['nome', 'email', 'login', 'senha', 'confirmaSenha', 'perfis'] as const;

export interface UsuarioEmEdicao {
  modo: Modo;
  id?: number;
  usuario?: TUsuario;
  perfis: readonly TPerfilMarcado[];
}

export function useSalvarUsuario(
  form: FormInstance<UsuarioValores>,
  { modo, id, usuario, perfis }: UsuarioEmEdicao,
) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const criando = modo === 'criar';
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

  return { salvando, onFinish, painel: edicao.painel };
}
