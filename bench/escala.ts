/**
 * The scale series: the same reads, one connection, at two history sizes (shipped coils and
 * events ×10 between them; the yard and the open lists stay the same size), so the report shows
 * how each call's cost grows with history alone. Each size gets its own fresh database and
 * server; the statements are captured and replayed as bare SQL as in the main run.
 */
import type { Opcoes } from './args.ts';
import { contarDados, criarBanco } from './banco.ts';
import { aquecerEMedir, carga, type Rodada, type Roteiro } from './carga.ts';
import { buscaDeEventosNova, entrar, leituras, NOME_BUSCA_EVENTOS_NOVA } from './chamadas.ts';
import { medirDecada, type PontoVivo, type ResultadoDecada } from './decada.ts';
import { termoDeBusca } from './leituras.ts';
import { ADMIN_SENHA, iniciarServidor } from './server.ts';
import type { Instrucao } from './sql-captura.ts';
import { cargaSql } from './sql-carga.ts';
import { capturar } from './sql-por-leitura.ts';
import type { Medida } from './stats.ts';

export interface Tamanho {
  coils: number;
  events: number;
}

export interface PontoDaEscala extends Tamanho {
  dados: Record<string, number>;
  leituras: { nome: string; api: Medida; sql?: Medida }[];
  /** The 10× point with --scale 10: the writes at both points and the tools (decada.ts). */
  decada?: ResultadoDecada;
}

/** 1× and 10× history: 10k/100k and 100k/1M by default, 100k/1M and 1M/10M with --scale 10. */
export function tamanhosDaEscala(o: Opcoes): [Tamanho, Tamanho] {
  if (o.escalaGrande)
    return [
      { coils: 100_000, events: 1_000_000 },
      { coils: 1_000_000, events: 10_000_000 },
    ];
  if (o.quick)
    return [
      { coils: 1_000, events: 10_000 },
      { coils: 10_000, events: 100_000 },
    ];
  return [
    { coils: 10_000, events: 100_000 },
    { coils: 100_000, events: 1_000_000 },
  ];
}

/** Rounds of the series: each read's figure is the round with the median p50. */
function rodadasDaEscala(o: Opcoes): number {
  return o.escalaGrande ? 5 : 1;
}

/**
 * Seconds of every fixed read on a new server before the first measured round. V8 optimises
 * the server's hot paths over its first seconds of traffic: a 2 s warm-up of one read left the
 * instructions list at 4.4 ms on a new server and 2.4 ms ten seconds later, on both sizes alike
 * (docs/scale.md "How the series is measured") — a cost of the process's age, not of history.
 */
const AQUECIMENTO_DO_SERVIDOR_S = 3;

interface Preparado {
  ponto: PontoDaEscala;
  url: string;
  banco: Awaited<ReturnType<typeof criarBanco>>;
  servidor?: Awaited<ReturnType<typeof iniciarServidor>>;
  sqlPorLeitura: Map<string, Instrucao[]>;
  roteiros: { nome: string; roteiro: Roteiro }[];
  medidas: Map<string, Medida[]>;
  token: string;
}

async function preparar(o: Opcoes, t: Tamanho): Promise<Preparado> {
  console.log(`[bench] escala: ${t.coils} bobinas expedidas, ${t.events} eventos`);
  const banco = await criarBanco('postgres', { ...t, seed: o.seed }, o.guardarModelos);
  const p: Preparado = {
    ponto: { ...t, dados: await contarDados(banco), leituras: [] },
    url: '',
    banco,
    sqlPorLeitura: await capturar(banco.ambiente),
    roteiros: [],
    medidas: new Map(),
    token: '',
  };
  p.servidor = await iniciarServidor(banco.ambiente);
  p.url = p.servidor.url;
  const token = await entrar(p.url, 'admin', ADMIN_SENHA);
  p.token = token;
  for (const l of leituras(token, await termoDeBusca(p.url, token)))
    p.roteiros.push({ nome: l.nome, roteiro: { fixo: l.pedido } });
  p.roteiros.push({
    nome: NOME_BUSCA_EVENTOS_NOVA,
    roteiro: { proximo: buscaDeEventosNova(token) },
  });
  return p;
}

function vivo(p: Preparado): PontoVivo {
  const s = p.servidor;
  if (!s || !p.banco.url) throw new Error('década: ponto sem servidor ou sem PostgreSQL');
  return {
    url: p.url,
    bancoUrl: p.banco.url,
    token: p.token,
    pid: s.pid,
    rssMb: () => s.rssMb(),
    eventos: p.ponto.dados.eventos ?? p.ponto.events,
  };
}

/** Every fixed read, unmeasured; the new-term search is left out so each size meets the same terms. */
async function aquecerServidor(p: Preparado) {
  console.log(`[bench] escala: aquecendo o servidor de ${p.ponto.coils}/${p.ponto.events}`);
  for (const { roteiro } of p.roteiros)
    if ('fixo' in roteiro)
      await carga(p.url, roteiro, { connections: 1, segundos: AQUECIMENTO_DO_SERVIDOR_S });
}

interface Medicao {
  rodada: Rodada;
  aquecimento: number;
}

/** Read k of a point, once; the first round warms it up first and replays its bare SQL after. */
async function medirLeitura(p: Preparado, k: number, r: number, m: Medicao) {
  const { rodada, aquecimento } = m;
  const { nome, roteiro } = p.roteiros[k] as Preparado['roteiros'][number];
  const api =
    r === 0
      ? await aquecerEMedir(p.url, roteiro, rodada, aquecimento)
      : await carga(p.url, roteiro, rodada);
  p.medidas.set(nome, [...(p.medidas.get(nome) ?? []), api]);
  if (r > 0) return;
  const instrucoes = p.sqlPorLeitura.get(nome) ?? [];
  if (p.banco.url && instrucoes.length) {
    const sql = await cargaSql(p.banco.url, instrucoes, rodada, aquecimento);
    p.ponto.leituras.push({ nome, api, sql });
  } else p.ponto.leituras.push({ nome, api });
}

const medianaPorP50 = (ms: Medida[]) =>
  [...ms].sort((a, b) => a.p50 - b.p50)[Math.floor((ms.length - 1) / 2)] as Medida;

/**
 * Both sizes are set up first (database, captured SQL, server) and every server is warmed up,
 * then each read is measured at one size and at once at the other, the order of the sizes
 * swapped each round, five rounds with --scale 10: the two figures of a read are seconds apart,
 * so a drift of the machine's load falls on both alike (docs/scale.md "How the series is
 * measured"); each read's figure is its round with the median p50. The bare SQL is replayed in
 * the first round.
 */
export async function medirEscala(o: Opcoes): Promise<PontoDaEscala[]> {
  const rodada = { connections: 1, segundos: Math.min(o.duration, 5) };
  const aquecimento = o.quick ? 1 : 2;
  const pontos: Preparado[] = [];
  try {
    for (const t of tamanhosDaEscala(o)) pontos.push(await preparar(o, t));
    if (!o.quick) for (const p of pontos) await aquecerServidor(p);
    for (let r = 0; r < rodadasDaEscala(o); r++) {
      console.log(`[bench] escala, rodada ${r + 1} de ${rodadasDaEscala(o)}`);
      const leituras = pontos[0]?.roteiros.length ?? 0;
      for (let k = 0; k < leituras; k++)
        for (const p of r % 2 ? [...pontos].reverse() : pontos)
          await medirLeitura(p, k, r, { rodada, aquecimento });
    }
    for (const p of pontos)
      for (const l of p.ponto.leituras) l.api = medianaPorP50(p.medidas.get(l.nome) ?? [l.api]);
    const [um, dez] = pontos;
    if (o.decada && um && dez)
      // A failure here must not lose the series' figures: reported, the goals "não medido".
      dez.ponto.decada = await medirDecada(
        [vivo(um), vivo(dez)],
        [1, 16].map((connections) => ({ connections, segundos: o.duration })),
        aquecimento,
        o.seed,
        { ...um.ponto, guardar: o.guardarModelos },
      ).catch((err: unknown) => {
        console.error('[bench] década: falhou', err);
        return undefined;
      });
    return pontos.map((p) => p.ponto);
  } finally {
    for (const p of pontos) {
      await p.servidor?.parar();
      await p.banco.apagar();
    }
  }
}
