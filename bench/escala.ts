/**
 * The scale series: the same reads, one connection, at two history sizes (shipped coils and
 * events ×10 between them; the yard and the open lists stay the same size), so the report shows
 * how each call's cost grows with history alone. Each size gets its own fresh database and
 * server; the statements are captured and replayed as bare SQL as in the main run.
 */
import type { Opcoes } from './args.ts';
import { contarDados, criarBanco } from './banco.ts';
import { aquecerEMedir } from './carga.ts';
import { buscaDeEventosNova, entrar, leituras, NOME_BUSCA_EVENTOS_NOVA } from './chamadas.ts';
import { termoDeBusca } from './leituras.ts';
import { ADMIN_SENHA, iniciarServidor } from './server.ts';
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

export async function medirEscala(o: Opcoes): Promise<PontoDaEscala[]> {
  const out: PontoDaEscala[] = [];
  const rodada = { connections: 1, segundos: Math.min(o.duration, 5) };
  const aquecimento = o.quick ? 1 : 2;
  for (const t of tamanhosDaEscala(o)) {
    console.log(`[bench] escala: ${t.coils} bobinas expedidas, ${t.events} eventos`);
    const banco = await criarBanco('postgres', { ...t, seed: o.seed }, o.guardarModelos);
    try {
      const ponto: PontoDaEscala = { ...t, dados: await contarDados(banco), leituras: [] };
      const sqlPorLeitura = await capturar(banco.ambiente);
      const servidor = await iniciarServidor(banco.ambiente);
      try {
        const token = await entrar(servidor.url, 'admin', ADMIN_SENHA);
        const lista = leituras(token, await termoDeBusca(servidor.url, token));
        for (const l of lista) {
          const api = await aquecerEMedir(servidor.url, { fixo: l.pedido }, rodada, aquecimento);
          const instrucoes = sqlPorLeitura.get(l.nome) ?? [];
          const sql =
            banco.url && instrucoes.length
              ? await cargaSql(banco.url, instrucoes, rodada, aquecimento)
              : undefined;
          ponto.leituras.push({ nome: l.nome, api, ...(sql ? { sql } : {}) });
        }
        const nova = { proximo: buscaDeEventosNova(token) };
        const api = await aquecerEMedir(servidor.url, nova, rodada, aquecimento);
        ponto.leituras.push({ nome: NOME_BUSCA_EVENTOS_NOVA, api });
      } finally {
        await servidor.parar();
      }
      out.push(ponto);
    } finally {
      await banco.apagar();
    }
  }
  return out;
}
