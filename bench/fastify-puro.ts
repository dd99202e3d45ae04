/**
 * A bare Fastify route (bench/fastify-puro.mjs) under the same load as the reads: what HTTP,
 * Node and Fastify cost per request on this machine with none of the server's own work.
 */
import { aquecerEMedir, type Pedido, type Rodada } from './carga.ts';
import type { ResultadoLeitura } from './leituras.ts';
import { iniciarServidor } from './server.ts';

export const NOME_FASTIFY_PURO = 'Fastify puro: uma rota, sem plugins nem banco (304)';

/** `pedido`: the map's revalidation, so the request's bytes and headers are the same. */
export async function medirFastifyPuro(
  pedido: Pedido,
  rodadas: Rodada[],
  aquecimento: number,
): Promise<ResultadoLeitura> {
  const servidor = await iniciarServidor({ DATA_DIR: '' }, {}, ['bench/fastify-puro.mjs']);
  try {
    const res: ResultadoLeitura = {
      nome: NOME_FASTIFY_PURO,
      path: pedido.path,
      api: [],
      sql: [],
      instrucoes: 0,
    };
    for (const r of rodadas) {
      console.log(`[bench] ${NOME_FASTIFY_PURO} × ${r.connections}`);
      res.api.push(
        await aquecerEMedir(servidor.url, { fixo: pedido }, r, aquecimento, {
          servidorPid: servidor.pid,
        }),
      );
    }
    return res;
  } finally {
    await servidor.parar();
  }
}
