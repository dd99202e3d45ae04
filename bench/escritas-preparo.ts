/** Reads the yard, the open instructions and the lists, and makes room for the write load. */
import { buildUrl } from '../apps/web/src/shared/http.ts';
import { aquecerEMedir, type Rodada, type Roteiro } from './carga.ts';
import { cabecalhos } from './chamadas.ts';
import { type Operacao, PlanoDeEscrita } from './escritas.ts';
import type { Medida } from './stats.ts';

async function obter<T>(url: string, token: string, path: string): Promise<T> {
  const r = await fetch(`${url}${path}`, { headers: cabecalhos(token) });
  if (!r.ok) throw new Error(`GET ${path} → ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
}

type Linha = {
  id: number;
  endereco: string | null;
  largura: number | null;
  status: string;
  isLege: boolean;
};

async function plano(url: string, token: string, vaga: number, seed: number) {
  const { bobinas } = await obter<{ bobinas: Linha[] }>(
    url,
    token,
    buildUrl('bobinas', { page: 1 }),
  );
  const ocupado = new Map(
    bobinas.filter((b) => b.endereco).map((b) => [b.endereco as string, b] as const),
  );
  const { instrucoes } = await obter<{
    instrucoes: { bobinaId: number; origem: string | null; destino: string | null }[];
  }>(url, token, buildUrl('instrucoes', { page: 1, pageSize: 100_000 }));
  const reservado = new Set<string>();
  for (const i of instrucoes) {
    reservado.add(`#${i.bobinaId}`);
    if (i.origem) reservado.add(i.origem);
    if (i.destino) reservado.add(i.destino);
  }
  const itens: number[] = [];
  for (const tipo of ['PLANO', 'RESERVA']) {
    const { bobinas: abertos } = await obter<{ bobinas: { bobinaId: number }[] }>(
      url,
      token,
      buildUrl('listas', { page: 1, pageSize: 100_000, filter: `Tipo=${tipo},Ticada=0` }),
    );
    itens.push(...abertos.map((a) => a.bobinaId));
  }
  // Ticks land anywhere in a list, not only at its end (where closing the gap costs nothing).
  for (let i = itens.length - 1; i > 0; i--) {
    const j = (i * 7919 + seed) % (i + 1);
    [itens[i], itens[j]] = [itens[j] as number, itens[i] as number];
  }
  const p = new PlanoDeEscrita(token, ocupado, reservado, itens, Date.now().toString(36), seed);
  // A full yard leaves nowhere to place or move: free pyramid slots first (not measured).
  let livres = p.livres();
  if (livres < vaga) {
    const piramides = bobinas.filter(
      (b) =>
        b.endereco?.[5] === 'P' &&
        b.status === 'NO_PATIO' &&
        !reservado.has(`#${b.id}`) &&
        !reservado.has(b.endereco),
    );
    let removidas = 0;
    const fila = piramides.slice(0, vaga - livres);
    // Four at a time: preparation, not measured; the server takes them as fast as it can.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let b = fila.shift(); b; b = fila.shift()) {
          const r = await fetch(`${url}/api/bobinas/${b.id}`, {
            method: 'DELETE',
            headers: cabecalhos(token),
          });
          if (r.ok) {
            ocupado.delete(b.endereco as string);
            removidas += 1;
          }
        }
      }),
    );
    console.log(`[bench] escritas: ${removidas} bobinas de pirâmide removidas para abrir espaço`);
    livres = p.livres();
  }
  return { plano: p, livres, itens: itens.length };
}

export interface ResultadoEscritas {
  medidas: Medida[];
  feitas: Record<string, number>;
  livresNoInicio: number;
  itensAbertos: number;
}

export async function medirEscritas(
  servidor: { url: string; pid?: number },
  bancoUrl: string | undefined,
  token: string,
  rodadas: Rodada[],
  aquecimento: number,
  vaga: number,
  seed: number,
): Promise<ResultadoEscritas> {
  const { url } = servidor;
  const { plano: p, livres, itens } = await plano(url, token, vaga, seed);
  // CPU per write by process (bench/cpu.ts): on a shared machine the latency moves with
  // whatever else runs; what a write costs the server and the database does not.
  const processos = {
    ...(servidor.pid ? { servidorPid: servidor.pid } : {}),
    ...(bancoUrl ? { bancoUrl } : {}),
  };
  const medidas: Medida[] = [];
  for (const rodada of rodadas) {
    const roteiro: Roteiro<Operacao> = {
      proximo: () => p.proxima(),
      resposta: (op, status, corpo) => p.concluir(op, status, corpo),
    };
    medidas.push(await aquecerEMedir(url, roteiro, rodada, aquecimento, processos));
  }
  return { medidas, feitas: { ...p.feitas }, livresNoInicio: livres, itensAbertos: itens };
}
