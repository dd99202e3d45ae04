import { codigoDaPonte } from '@patio/domain';
import { novaBobina } from '../api/bobinas-fixtures.ts';
import { registro } from '../api/listas-fixtures.ts';
import type { Servidor } from './servidor.ts';
import {
  BOBINAS_NO_PATIO,
  type Bobina,
  chaveBobina,
  type Esperado,
  EXPEDIDA,
  estadoBobina,
  type Instrucao,
  PLANEJADA,
  type Trabalhador,
} from './varredura-modelo.ts';

/*
 * The crash sweep's mixed workload (docs/reliability.md, "Crash sweep"). Each worker has its
 * own groups of the yard, its own crane and its own lots, so what it was answered can be
 * checked against the database without guessing what another worker did. A coil goes through
 * the whole yard: registered, corrected, moved by the crane (select, pegar, soltar), put in a
 * dispatch, loaded by the crane and shipped (finalize) — which frees its slot for the next one,
 * so a run of any length stays inside the layout. Imports and reorders work on the reserve
 * lists, alert events on the log.
 *
 * What is expected is kept per entity as the set of states it may be in: before a write is
 * sent its new state is added (it may be committed, answered or not); once it is answered 2xx
 * the set is that state alone. After each kill the database must show every entity in one of
 * its states — a write answered and then missing shows as a state left behind — and the
 * workers' knowledge is then read back from the database for the next round.
 */

/** The request was cut by the kill: the worker stops, its last write unanswered. */
class Morto extends Error {}

/**
 * One request; a 2xx answer is returned, anything else fails the sweep unless the server was
 * being killed (then `Morto`). Every write of a worker is on its own data, so a refusal is a
 * bug of the product or of this model, never a race between workers.
 */
async function pedir(s: Servidor, metodo: string, caminho: string, corpo?: unknown) {
  let res: Response;
  try {
    res = await s.chamar(metodo, caminho, corpo);
  } catch (err) {
    if (s.morto) throw new Morto();
    throw err;
  }
  if (res.status >= 300) {
    const texto = await res.text().catch(() => '');
    throw new Error(`${metodo} ${caminho} → ${res.status}: ${texto}`);
  }
  return res;
}

/** The body of a 2xx answer; one cut by the kill stops the worker (its write is counted). */
async function corpo<T>(s: Servidor, res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch (err) {
    if (s.morto) throw new Morto();
    throw err;
  }
}

/** Every kind of write the workload makes; a run answers each at least once. */
export const TIPOS = [
  'cadastro',
  'correção de endereço',
  'instrução',
  'ponte: selecionar',
  'ponte: pegar',
  'ponte: soltar (MANUAL)',
  'ponte: soltar (DESPACHO)',
  'despacho: criar',
  'despacho: finalizar',
  'importação',
  'reordenação',
  'evento',
] as const;

type Acao = (t: Trabalhador, s: Servidor, e: Esperado) => Promise<boolean>;

const livre = (t: Trabalhador) => t.enderecos.find((a) => !t.ocupados.has(a));
/** Its coils lying in the yard with nothing planned for them. */
const soltas = (t: Trabalhador) =>
  [...t.bobinas.values()].filter((b) => b.status === 'NO_PATIO' && !b.instrucao && !b.despacho);
const sorteio = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];

/**
 * Sends one write that puts each of `mudancas`' entities in its new state: possible from the
 * moment it is sent, the only one expected once it is answered 2xx. The caller updates its
 * worker's knowledge after this returns (answered), never before.
 */
async function escrever(
  e: Esperado,
  tipo: string,
  mudancas: [chave: string, estado: string][],
  enviar: () => Promise<Response>,
): Promise<Response> {
  for (const [k, v] of mudancas) e.talvez(k, v);
  try {
    const res = await enviar();
    for (const [k, v] of mudancas) e.confirmar(k, v);
    e.contar(tipo);
    return res;
  } catch (err) {
    if (err instanceof Morto) e.contar(tipo, true);
    throw err;
  }
}

const cadastrar: Acao = async (t, s, e) => {
  if (t.bobinas.size >= BOBINAS_NO_PATIO) return false;
  const endereco = livre(t);
  if (!endereco) return false;
  const lote = `V${t.w}Y${String(++t.n).padStart(7, '0')}`;
  const b: Bobina = { id: 0, lote, status: 'NO_PATIO', endereco, instrucao: null, despacho: null };
  t.ocupados.add(endereco);
  const res = await escrever(e, 'cadastro', [[chaveBobina(lote), estadoBobina(b)]], () =>
    pedir(s, 'POST', '/api/bobinas', novaBobina({ lote, endereco })),
  );
  b.id = (await corpo<{ data: { id: number } }>(s, res)).data.id;
  e.anunciada('bobina', b.id, 'criada');
  t.bobinas.set(lote, b);
  return true;
};

const corrigir: Acao = async (t, s, e) => {
  const b = sorteio(soltas(t));
  const novo = livre(t);
  if (!b || !novo) return false;
  t.ocupados.add(novo);
  const depois = { ...b, endereco: novo };
  await escrever(e, 'correção de endereço', [[chaveBobina(b.lote), estadoBobina(depois)]], () =>
    pedir(s, 'PUT', `/api/bobinas/${b.id}/endereco?novoEndereco=${novo}`),
  );
  e.anunciada('bobina', b.id, 'endereco-corrigido');
  t.ocupados.delete(b.endereco as string);
  b.endereco = novo;
  return true;
};

const instruir: Acao = async (t, s, e) => {
  const b = sorteio(soltas(t));
  const destino = livre(t);
  if (!b || !destino) return false;
  t.ocupados.add(destino);
  const instrucao: Instrucao = { id: 0, tipo: 'MANUAL', estado: 'ABERTA', destino };
  const res = await escrever(
    e,
    'instrução',
    [[chaveBobina(b.lote), estadoBobina({ ...b, instrucao })]],
    () => pedir(s, 'POST', '/api/instrucoes', { lote: b.lote, destino }),
  );
  b.instrucao = instrucao;
  instrucao.id = (await corpo<{ data: { id: number } }>(s, res)).data.id;
  e.anunciada('instrucao', instrucao.id, 'criada');
  return true;
};

/**
 * The crane's next step: soltar a hanging coil, pegar the first selected one, or select up to
 * two open instructions (manual or dispatch) of this worker. The crane's list is read from the
 * server (a read), as its cab does.
 */
const operarPonte: Acao = async (t, s, e) => {
  const cod = codigoDaPonte(t.ponte);
  const lista = await pedir(s, 'GET', `/api/operacoes/${cod}`);
  const ops = await corpo<{ instrucaoId: number; lote: string; isIniciada: boolean }[]>(s, lista);
  const primeira = ops[0];
  if (primeira) {
    const b = t.bobinas.get(primeira.lote);
    if (!b?.instrucao || b.instrucao.id !== primeira.instrucaoId) {
      throw new Error(`ponte ${t.ponte}: ${primeira.lote} não é uma instrução deste trabalhador`);
    }
    const i = b.instrucao;
    if (!primeira.isIniciada) {
      const depois = { ...b, status: 'EM_MOVIMENTO', instrucao: { ...i, estado: 'INICIADA' } };
      await escrever(e, 'ponte: pegar', [[chaveBobina(b.lote), estadoBobina(depois)]], () =>
        pedir(s, 'PUT', `/api/operacoes/${cod}/pegar`),
      );
      e.anunciada('operacao', cod, 'pegar');
      b.status = 'EM_MOVIMENTO';
      i.estado = 'INICIADA';
      return true;
    }
    const origem = b.endereco as string;
    const depois =
      i.tipo === 'MANUAL'
        ? { ...b, status: 'NO_PATIO', endereco: i.destino, instrucao: null }
        : { ...b, status: 'CARREGADA', endereco: null, instrucao: null };
    const rastro: [string, string] =
      i.tipo === 'MANUAL' ? [`movimento da instrução ${i.id}`, 'SIM'] : [`carga ${b.lote}`, 'SIM'];
    await escrever(
      e,
      `ponte: soltar (${i.tipo})`,
      [[chaveBobina(b.lote), estadoBobina(depois)], rastro],
      () => pedir(s, 'PUT', `/api/operacoes/${cod}/soltar`),
    );
    e.anunciada('operacao', cod, 'soltar');
    if (b.despacho)
      e.anunciada('despacho', t.despachos.get(b.despacho)?.id ?? null, 'bobina-carregada');
    Object.assign(b, depois);
    t.ocupados.delete(origem);
    return true;
  }
  const abertas = [...t.bobinas.values()].filter((b) => b.instrucao?.estado === 'ABERTA');
  const escolhidas = abertas.slice(0, 2);
  if (escolhidas.length === 0) return false;
  const depois = escolhidas.map((b) => ({
    b,
    i: { ...(b.instrucao as Instrucao), estado: 'SELECIONADA' },
  }));
  await escrever(
    e,
    'ponte: selecionar',
    depois.map(({ b, i }) => [chaveBobina(b.lote), estadoBobina({ ...b, instrucao: i })]),
    () =>
      pedir(s, 'POST', '/api/operacoes', {
        ponte: t.ponte,
        primeiraInstrucaoId: escolhidas[0]?.instrucao?.id,
        segundaInstrucaoId: escolhidas[1]?.instrucao?.id ?? null,
      }),
  );
  e.anunciada('operacao', cod, 'selecionada');
  for (const { b, i } of depois) b.instrucao = i;
  return true;
};

/** Finalizes a fully loaded dispatch of this worker, or creates one with 2–3 of its coils. */
const despachar: Acao = async (t, s, e) => {
  for (const [identificacao, d] of t.despachos) {
    const bs = d.lotes.map((l) => t.bobinas.get(l) as Bobina);
    if (bs.some((b) => b.status !== 'CARREGADA')) continue;
    await escrever(
      e,
      'despacho: finalizar',
      [
        [`despacho ${identificacao}`, 'FINALIZADO'],
        ...bs.map((b): [string, string] => [chaveBobina(b.lote), EXPEDIDA]),
      ],
      () => pedir(s, 'DELETE', `/api/despachos/${d.id}/finalizar`),
    );
    e.anunciada('despacho', d.id, 'finalizado');
    t.despachos.delete(identificacao);
    for (const b of bs) t.bobinas.delete(b.lote);
    return true;
  }
  if (t.despachos.size > 0) return false;
  const bs = soltas(t).slice(0, 2 + (t.n % 2));
  if (bs.length < 2) return false;
  const identificacao = `V${t.w}D${++t.n}`;
  const depois = (b: Bobina): Bobina => ({
    ...b,
    instrucao: { id: 0, tipo: 'DESPACHO', estado: 'ABERTA', destino: null },
    despacho: identificacao,
  });
  const res = await escrever(
    e,
    'despacho: criar',
    [
      [`despacho ${identificacao}`, 'ABERTO'],
      ...bs.map((b): [string, string] => [chaveBobina(b.lote), estadoBobina(depois(b))]),
    ],
    () =>
      pedir(s, 'POST', '/api/despachos', {
        identificacao,
        modal: 'CARRETA',
        bobinas: bs.map((b, i) => ({ bobinaId: b.id, sequencia: i + 1 })),
      }),
  );
  const { id } = (await corpo<{ data: { id: number } }>(s, res)).data;
  e.anunciada('despacho', id, 'criado');
  t.despachos.set(identificacao, { id, lotes: bs.map((b) => b.lote) });
  // The crane selects by instruction id: read the ones the dispatch created, by lot.
  const filtro = encodeURIComponent(`lote^V${t.w}Y,tipo=DESPACHO`);
  const { instrucoes } = await pedir(
    s,
    'GET',
    `/api/instrucoes?filter=${filtro}&pageSize=100`,
  ).then((r) => corpo<{ instrucoes: { id: number; lote: string }[] }>(s, r));
  for (const b of bs) {
    const d = depois(b);
    const i = instrucoes.find((x) => x.lote === b.lote);
    if (!i) throw new Error(`instrução de despacho de ${b.lote} não encontrada`);
    (d.instrucao as Instrucao).id = i.id;
    Object.assign(b, d);
  }
  return true;
};

const importar: Acao = async (t, s, e) => {
  const prefixo = `V${t.w}L${String(++t.n).padStart(6, '0')}`;
  const tipo = t.w % 2 ? 'PLANO' : 'RESERVA';
  const lotes = [0, 1, 2].map((i) => `${prefixo}${i}`);
  await escrever(
    e,
    'importação',
    [
      [`ordem ${prefixo}`, lotes.join(' ')],
      ...lotes.map((l): [string, string] => [chaveBobina(l), PLANEJADA]),
    ],
    () =>
      pedir(
        s,
        'POST',
        '/api/listas/importar',
        lotes.map((lote) => registro({ lote, tipo })),
      ),
  );
  e.anunciada('lista', null, 'importadas');
  t.importacoes.set(prefixo, lotes);
  return true;
};

/** Rotates the order of one of its imports: its 3 lots keep their 3 positions among them. */
const reordenar: Acao = async (t, s, e) => {
  const prefixo = sorteio([...t.importacoes.keys()]);
  if (!prefixo) return false;
  const res = await pedir(
    s,
    'GET',
    `/api/listas?filter=${encodeURIComponent(`bobina.lote^${prefixo},Ticada=0`)}&orderBy=sequencia`,
  );
  const itens = (
    await corpo<{ bobinas: { id: number; lote: string; sequencia: number }[] }>(s, res)
  ).bobinas;
  const lotes = t.importacoes.get(prefixo) as string[];
  const vistos = itens.map((i) => i.lote);
  if (vistos.join(' ') !== lotes.join(' ')) {
    throw new Error(`lista de ${prefixo}: ${vistos.join(' ')}, esperado ${lotes.join(' ')}`);
  }
  const primeira = itens[0]?.sequencia as number;
  if (itens.some((i, k) => i.sequencia !== primeira + k)) {
    throw new Error(`lista de ${prefixo} fora de posições seguidas: ${JSON.stringify(itens)}`);
  }
  const nova = [...itens.slice(1), itens[0]] as typeof itens;
  const novaOrdem = nova.map((i) => i.lote);
  await escrever(e, 'reordenação', [[`ordem ${prefixo}`, novaOrdem.join(' ')]], () =>
    pedir(
      s,
      'PATCH',
      `/api/listas/sequencia?primeiraSequencia=${primeira}`,
      nova.map((i) => i.id),
    ),
  );
  e.anunciada('lista', null, 'reordenada');
  t.importacoes.set(prefixo, novaOrdem);
  return true;
};

const evento: Acao = async (t, s, e) => {
  const descricao = `varredura ${t.w} ${++t.n}`;
  const res = await escrever(e, 'evento', [[`evento ${descricao}`, 'SIM']], () =>
    pedir(s, 'POST', '/api/alarmeseventos', { descricao }),
  );
  e.anunciada('evento', (await corpo<{ data: { id: number } }>(s, res)).data.id, 'criado');
  return true;
};

/** One round of the cycle; the crane gets a step between every other write. */
const CICLO: Acao[] = [
  cadastrar,
  despachar,
  operarPonte,
  instruir,
  operarPonte,
  cadastrar,
  operarPonte,
  corrigir,
  despachar,
  operarPonte,
  importar,
  operarPonte,
  reordenar,
  operarPonte,
  evento,
  operarPonte,
];

/** Works until the server dies; rejects only for a failure of a live server. */
export async function trabalhar(t: Trabalhador, s: Servidor, e: Esperado) {
  for (let passo = Math.floor(Math.random() * CICLO.length); ; passo++) {
    try {
      await (CICLO[passo % CICLO.length] as Acao)(t, s, e);
    } catch (err) {
      if (err instanceof Morto) return;
      throw err;
    }
  }
}
