/** The fuzz of the writes: a valid request per route, and the rows those requests point at. */
import {
  ZAlterarSenha,
  ZBobinaAlteracao,
  ZBobinaInput,
  ZChaveInput,
  ZCorrigirDiferenca,
  ZDespachoBobinaAlteracao,
  ZDespachoInput,
  ZEnviarLink,
  ZEventoInput,
  ZExclusaoLista,
  ZImprimirEtiquetas,
  ZInstrucaoInput,
  ZInventarioInput,
  ZItemListaInput,
  ZLeituraInventario,
  ZLogin,
  ZOperacaoInput,
  ZPerfilSalvar,
  ZPlanejarCargaInput,
  ZRecriarSenha,
  ZRedefinirSenha,
  ZReenvioInput,
  ZRegistroImportacao,
  ZReordenarBody,
  ZResolverDivergencia,
  ZSugestoesInput,
  ZTipoVeiculoInput,
  ZToqueDaPonte,
  ZUsuarioAtualizar,
  ZUsuarioCriar,
  ZWebhookInput,
} from '@patio/domain';
import { expect } from 'vitest';
import type { z } from 'zod';
import { criarUsuario } from '../fixtures.ts';
import type { TestApp } from '../helper.ts';
import { novaBobina } from './bobinas-fixtures.ts';
import { amostra } from './fuzz-arbitrarios.ts';
import type { Operacao } from './fuzz-rotas.ts';
import { colocar, instrucao } from './instrucoes-fixtures.ts';
import { novoItem, postItem } from './listas-fixtures.ts';

/** The fuzz's webhook destination: a loopback port nothing listens on (WEBHOOK_DESTINOS below). */
export const DESTINOS_DO_FUZZ = '127.0.0.1';
const WEBHOOK_DO_FUZZ = 'http://127.0.0.1:9/fuzz';

/** A valid request of a route: the starting point every mutation breaks one piece of. */
export interface Base {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The domain schema the body must satisfy, so "one field broken" means exactly that. */
  esquema?: z.ZodType;
  /**
   * Routes whose every call is expensive get a quarter of the cases: those that hash a password
   * (scrypt) and the embedded database's backup (a gzip of its whole data directory).
   */
  caro?: boolean;
}

export type Fixtures = Awaited<ReturnType<typeof criarFixtures>>;

/** The rows the valid bases point at: coils, a list item, a dispatch, an instruction, a user. */
export async function criarFixtures(t: TestApp) {
  const bobina = await colocar(t, '0001CN05');
  const descartavel = await colocar(t, '0001CN06');
  const paraDespacho = await colocar(t, '0002AN01');
  const outra = await colocar(t, '0002AN02');
  const item = await postItem(t, { tipo: 'PLANO' });
  const instr = await instrucao(t, bobina.lote, '0004AN01');
  const desp = await t.call({
    method: 'POST',
    url: '/api/despachos',
    payload: {
      identificacao: 'FZ-1',
      modal: 'TREM',
      bobinas: [{ bobinaId: paraDespacho.id, sequencia: 1 }],
    },
  });
  expect(desp.statusCode, desp.body).toBe(201);
  const vitima = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
  const perfil = await t.call({
    method: 'POST',
    url: '/api/perfis',
    payload: { nome: 'Perfil do fuzz', papeis: [{ permissoes: [{ id: 1, marcado: true }] }] },
  });
  expect(perfil.statusCode, perfil.body).toBeLessThan(300);
  // On the seed's own profile, so the profile fixture stays deletable.
  const chave = await t.call({
    method: 'POST',
    url: '/api/integracoes/chaves',
    payload: { nome: 'Chave do fuzz', perfilId: 1 },
  });
  expect(chave.statusCode, chave.body).toBe(201);
  const tipo = await t.call({
    method: 'POST',
    url: '/api/tipos-veiculo',
    payload: { nome: 'Tipo do fuzz', modal: 'CARRETA', capacidadeT: 30, posicoes: 2 },
  });
  expect(tipo.statusCode, tipo.body).toBe(201);
  // Inactive: no change of the fuzz ever queues a delivery, so the digest around a case stays put.
  const webhook = await t.call({
    method: 'POST',
    url: '/api/integracoes/webhooks',
    payload: { url: WEBHOOK_DO_FUZZ, eventos: ['bobina.movida'], ativo: false },
  });
  expect(webhook.statusCode, webhook.body).toBe(201);
  return {
    webhook: webhook.json().data.id as number,
    chave: chave.json().data.id as number,
    tipoVeiculo: tipo.json().data.id as number,
    bobina,
    descartavel,
    outra,
    item,
    instr,
    despacho: desp.json().data.id as number,
    vitima,
    perfil: perfil.json().data.id as number,
  };
}

/** Valid requests, per route; a route missing here is fuzzed from a sample of its schema. */
export function bases(f: Fixtures): Record<string, () => Base> {
  const s = (n: number) => String(n);
  const bobinaSemEndereco = () => {
    const { endereco: _, ...resto } = novaBobina({ lote: f.bobina.lote });
    return resto;
  };
  return {
    'POST /api/alarmeseventos': () => ({
      body: { tipo: 'NORMAL', descricao: 'Evento do fuzz', emailResponsavel: 'fuzz@teste.local' },
      esquema: ZEventoInput,
    }),
    // Nothing to break (no body, path or query): each of its cases is the valid call again.
    'GET /api/admin/backup': () => ({ caro: true }),
    'PUT /api/avatar/:login': () => ({
      // a wrong current password: the admin's own password must never change under the fuzz
      path: { login: 'admin' },
      body: {
        senha: 'senha-errada-1',
        novaSenha: 'nova-senha-99',
        confirmarSenha: 'nova-senha-99',
      },
      esquema: ZAlterarSenha,
      caro: true,
    }),
    'PUT /api/bobinas/:id/endereco': () => ({
      path: { id: s(f.bobina.id) },
      query: { novoEndereco: '0005AN01', force: 'false' },
    }),
    'POST /api/bobinas': () => ({
      query: { force: 'false' },
      body: novaBobina({ endereco: '0006AN01' }),
      esquema: ZBobinaInput,
    }),
    'PUT /api/bobinas/:id': () => ({
      path: { id: s(f.bobina.id) },
      body: { ...bobinaSemEndereco(), endereco: f.bobina.endereco },
      esquema: ZBobinaAlteracao,
    }),
    'DELETE /api/bobinas/:id': () => ({ path: { id: s(f.descartavel.id) } }),
    'POST /api/despachos': () => ({
      body: {
        identificacao: 'FZ-2',
        modal: 'CARRETA',
        bobinas: [{ bobinaId: f.outra.id, sequencia: 1 }],
      },
      esquema: ZDespachoInput,
    }),
    'POST /api/despachos/planejar': () => ({
      body: { tipoVeiculoId: f.tipoVeiculo, bobinaIds: [f.outra.id] },
      esquema: ZPlanejarCargaInput,
    }),
    'POST /api/tipos-veiculo': () => ({
      body: { nome: 'Tipo FZ-2', modal: 'TREM', capacidadeT: 80, posicoes: 4 },
      esquema: ZTipoVeiculoInput,
    }),
    'PUT /api/tipos-veiculo/:id': () => ({
      path: { id: s(f.tipoVeiculo) },
      body: { nome: 'Tipo do fuzz', modal: 'CARRETA', capacidadeT: 30, posicoes: 2 },
      esquema: ZTipoVeiculoInput,
    }),
    'PUT /api/despachos/:id': () => ({
      path: { id: s(f.despacho) },
      query: { incluir: 'true' },
      body: { bobinaId: f.outra.id, sequencia: 1 },
      esquema: ZDespachoBobinaAlteracao,
    }),
    'POST /api/enviarlink': () => ({
      // an unknown address: a known one would write its token after the reply
      body: { email: 'ninguem@nada.local' },
      esquema: ZEnviarLink,
    }),
    'POST /api/instrucoes': () => ({
      query: { force: 'false' },
      body: { lote: f.bobina.lote, destino: '0004BN01' },
      esquema: ZInstrucaoInput,
    }),
    'PUT /api/instrucoes/:id': () => ({
      path: { id: s(f.instr) },
      body: { lote: f.bobina.lote, destino: '0004CN01' },
      esquema: ZInstrucaoInput,
    }),
    'POST /api/integracoes/chaves': () => ({
      body: { nome: `Chave ${Date.now().toString(36)}`, perfilId: 1 },
      esquema: ZChaveInput,
    }),
    'DELETE /api/integracoes/chaves/:id': () => ({ path: { id: s(f.chave) } }),
    'POST /api/integracoes/webhooks': () => ({
      body: { url: WEBHOOK_DO_FUZZ, eventos: ['despacho.criado'], ativo: false },
      esquema: ZWebhookInput,
    }),
    'PUT /api/integracoes/webhooks/:id': () => ({
      path: { id: s(f.webhook) },
      body: { url: WEBHOOK_DO_FUZZ, eventos: ['bobina.movida', 'alarme.registrado'], ativo: false },
      esquema: ZWebhookInput,
    }),
    'POST /api/integracoes/webhooks/:id/reenviar': () => ({
      path: { id: s(f.webhook) },
      body: { desde: new Date(Date.now() - 3_600_000).toISOString() },
      esquema: ZReenvioInput,
    }),
    // A tap with a reading and no off-line flag: an off-line tap refused keeps a divergence on
    // purpose (docs/offline.md), which is not what this fuzz measures.
    'PUT /api/operacoes/:ponte/pegar': () => ({
      path: { ponte: 'PR493' },
      body: { lido: 'LOTE-DO-FUZZ' },
      esquema: ZToqueDaPonte,
    }),
    'PUT /api/operacoes/:ponte/soltar': () => ({
      path: { ponte: 'PR493' },
      body: { lido: '0001AN01' },
      esquema: ZToqueDaPonte,
    }),
    'POST /api/divergencias/:id/resolver': () => ({
      path: { id: '1' },
      body: { acao: 'descartar', motivo: 'conferido pelo fuzz' },
      esquema: ZResolverDivergencia,
    }),
    // No printer is listed in the fuzz's server: the name is refused before any connection.
    'POST /api/etiquetas/imprimir': () => ({
      body: { impressora: 'nenhuma', bobinaIds: [f.bobina.id] },
      esquema: ZImprimirEtiquetas,
    }),
    'POST /api/inventarios': () => ({ body: { grupos: [29] }, esquema: ZInventarioInput }),
    'POST /api/inventarios/:id/leituras': () => ({
      path: { id: '1' },
      body: { endereco: '0029AN01', lotes: [] },
      esquema: ZLeituraInventario,
    }),
    'POST /api/inventarios/:id/diferencas/:diferencaId/corrigir': () => ({
      path: { id: '1', diferencaId: '1' },
      body: { motivo: 'conferido pelo fuzz' },
      esquema: ZCorrigirDiferenca,
    }),
    'POST /api/integracoes/bobinas': () => ({ body: { bobinas: [novoItem({ tipo: 'RESERVA' })] } }),
    'POST /api/listas/importar': () => ({
      body: [novoItem({ tipo: 'RESERVA' })],
      esquema: ZRegistroImportacao.array(),
    }),
    'POST /api/listas': () => ({ body: novoItem({ tipo: 'RESERVA' }), esquema: ZItemListaInput }),
    'DELETE /api/listas': () => ({
      query: { tipoLista: 'PLANO' },
      body: { ids: [f.item.id] },
      esquema: ZExclusaoLista,
    }),
    'PUT /api/listas/:id': () => ({
      path: { id: s(f.item.id) },
      body: novoItem({ lote: f.item.lote, tipo: 'PLANO' }),
      esquema: ZItemListaInput,
    }),
    'PATCH /api/listas/sequencia': () => ({
      query: { primeiraSequencia: '1' },
      body: [f.item.id],
      esquema: ZReordenarBody,
    }),
    'PATCH /api/listas/ticar': () => ({ query: { bobinaId: s(f.item.id) } }),
    'DELETE /api/operacoes/:ponte/:instrucaoId': () => ({
      path: { ponte: 'PR493', instrucaoId: s(f.instr) },
    }),
    'POST /api/operacoes': () => ({
      body: { ponte: 'PR#493', primeiraInstrucaoId: f.instr, segundaInstrucaoId: null },
      esquema: ZOperacaoInput,
    }),
    'GET /api/papeis': () => ({ query: { take: '10', skip: '0' } }),
    'POST /api/patio/sugestoes': () => ({
      body: { bobinaId: f.bobina.id, limite: 3, agora: '2026-11-27T08:30' },
      esquema: ZSugestoesInput,
    }),
    'POST /api/perfis': () => ({
      body: { nome: 'Perfil novo', papeis: [{ permissoes: [{ id: 2, marcado: true }] }] },
      esquema: ZPerfilSalvar,
    }),
    'PUT /api/perfis/:id': () => ({
      path: { id: s(f.perfil) },
      body: { nome: 'Perfil do fuzz', papeis: [{ permissoes: [{ id: 3, marcado: true }] }] },
      esquema: ZPerfilSalvar,
    }),
    'DELETE /api/perfis/:id': () => ({ path: { id: s(f.perfil) } }),
    'POST /api/usuarios': () => ({
      body: {
        nome: 'Novo do fuzz',
        login: `fz${Date.now().toString(36)}`,
        email: `fz${Date.now().toString(36)}@teste.local`,
        senha: 'senha-do-fuzz-1',
        confirmaSenha: 'senha-do-fuzz-1',
        perfis: [],
        isActivated: true,
      },
      esquema: ZUsuarioCriar,
      caro: true,
    }),
    'POST /api/usuarios/login': () => ({
      body: { login: f.vitima.login, senha: 'senha-errada-1' },
      esquema: ZLogin,
      caro: true,
    }),
    'GET /api/usuarios/perfis': () => ({ query: { id: s(f.vitima.id) } }),
    'PUT /api/usuarios/:id': () => ({
      path: { id: s(f.vitima.id) },
      body: { nome: 'Vítima do fuzz', login: f.vitima.login, email: f.vitima.email },
      esquema: ZUsuarioAtualizar,
    }),
    'DELETE /api/usuarios/:id': () => ({ path: { id: s(f.vitima.id) } }),
    'PUT /api/usuarios/redefinir-senha': () => ({
      body: { token: 'x'.repeat(43), senha: 'senha-nova-fz1', confirmarSenha: 'senha-nova-fz1' },
      esquema: ZRedefinirSenha,
      caro: true,
    }),
    'PUT /api/usuarios/:id/senha': () => ({
      path: { id: s(f.vitima.id) },
      body: { senha: 'senha-nova-fz2', confirmaSenha: 'senha-nova-fz2' },
      esquema: ZRecriarSenha,
      caro: true,
    }),
  };
}

/** Ids of the fixtures per path parameter name, so a valid base path stays the common case. */
export function baseDe(op: Operacao, f: Fixtures): Base {
  const feita = bases(f)[`${op.method} ${op.url}`]?.();
  if (feita) return feita;
  const path: Record<string, string> = {};
  for (const p of op.path) {
    path[p.name] =
      p.name === 'ponte' ? 'PR493' : p.name === 'login' ? 'admin' : String(f.bobina.id);
  }
  const query = Object.fromEntries(op.query.map((q) => [q.name, String(amostra(q.schema))]));
  return { path, query, body: op.body ? amostra(op.body) : undefined };
}
