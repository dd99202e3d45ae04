/**
 * The map right after the yard changed: the server keeps the whole-yard map between calls while
 * no coil changed (docs/performance-notes.md, "The map kept between calls"), so the load runs
 * measure the kept answer. This is the other case, what the first open screen pays after each
 * change: one coil is changed through pg, then the map is fetched, one at a time.
 */
import { request } from 'node:http';
import pg from 'pg';
import type { Pedido } from './carga.ts';
import { percentil } from './stats.ts';

export interface MapaAposMudanca {
  vezes: number;
  p50: number;
  p99: number;
}

function buscar(url: string, pedido: Pedido): Promise<number> {
  return new Promise((ok, falha) => {
    const inicio = performance.now();
    const req = request(`${url}${pedido.path}`, { headers: pedido.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        res.statusCode === 200
          ? ok(performance.now() - inicio)
          : falha(new Error(`mapa → ${res.statusCode}`)),
      );
    });
    req.on('error', falha);
    req.end();
  });
}

export async function medirMapaAposMudanca(
  url: string,
  pedido: Pedido,
  bancoUrl: string,
  vezes: number,
): Promise<MapaAposMudanca> {
  const c = new pg.Client({ connectionString: bancoUrl });
  await c.connect();
  try {
    const mudar = () =>
      c.query(`update bobinas set is_lege = not is_lege
        where id = (select id from bobinas where endereco is not null order by id limit 1)`);
    const aquecimento = 5;
    const tempos: number[] = [];
    for (let i = 0; i < vezes + aquecimento; i++) {
      await mudar();
      const ms = await buscar(url, pedido);
      if (i >= aquecimento) tempos.push(ms);
    }
    // The yard as it was: an even number of flips.
    if ((vezes + aquecimento) % 2) await mudar();
    tempos.sort((a, b) => a - b);
    return { vezes, p50: percentil(tempos, 50), p99: percentil(tempos, 99) };
  } finally {
    await c.end();
  }
}
