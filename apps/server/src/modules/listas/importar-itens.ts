import {
  descricaoTipoLista,
  type TipoLista,
  type TRegistroImportacao,
  validarImportacao,
} from '@patio/domain';
import { and, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { jsonParam } from '../../lib/json-param.ts';
import { type Cauda, PASSO_LISTA, proximasChaves } from '../../lib/ordem-da-lista.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_LISTA, traduzirErroLista } from './erros.ts';
import { inserirImportadas } from './inserir-importadas.ts';
import { travarCauda } from './travar-listas.ts';

/** Lots of the file that already name an active coil (the partial unique index answers). */
async function lotesAtivos(db: Executor, linhas: readonly unknown[]): Promise<Set<string>> {
  const lotes = linhas.flatMap((l) => {
    const lote = (l as { lote?: unknown } | null)?.lote;
    return typeof lote === 'string' && lote.trim() ? [lote.trim()] : [];
  });
  if (lotes.length === 0) return new Set();
  const rows = await db
    .select({ lote: bobinas.lote })
    .from(bobinas)
    .where(
      and(
        sql`${bobinas.lote} in (select jsonb_array_elements_text(${jsonParam(lotes)}::jsonb))`,
        ne(bobinas.status, 'EXPEDIDA'),
      ),
    );
  return new Set(rows.map((r) => r.lote));
}

/** Where each list's imported coils go: after its last key, in the file's order. */
function comChaves(registros: TRegistroImportacao[], caudas: Partial<Record<TipoLista, Cauda>>) {
  const vistos = { PLANO: 0, RESERVA: 0 };
  return registros.map((r) => ({
    ...r,
    sequencia: (caudas[r.tipo]?.chave ?? PASSO_LISTA) + vistos[r.tipo]++ * PASSO_LISTA,
  }));
}

/**
 * CSV import (docs/product/operations.md#csv-import,
 * docs/product/server-contract.md#reserve-lists): every row or none. Rows are checked in order with
 * the client's rules and the first bad one is named ('Linha {index+2}: …'); the lots must be new.
 * The coils, their items and their movements go in with one statement.
 */
export async function importarItens(
  db: Db,
  usuario: UsuarioAutenticado,
  linhas: readonly unknown[],
) {
  // The lots' query runs while the rows are checked (zod, the longest step of a large import). In the
  // usual case no lot exists and that check is the answer; otherwise the rows are checked again
  // with the lots, so the first bad line is named exactly as before.
  const consulta = lotesAtivos(db, linhas);
  let semLotes: ReturnType<typeof validarImportacao>;
  try {
    semLotes = validarImportacao(linhas);
  } catch (err) {
    await consulta.catch(() => {});
    throw err;
  }
  const existentes = await consulta;
  const r =
    existentes.size === 0
      ? semLotes
      : validarImportacao(linhas, { loteExiste: (lote) => existentes.has(lote) });
  if (!r.ok) throw badRequest(r.mensagem);
  const tipos = [...new Set(r.registros.map((x) => x.tipo))];
  try {
    await db.transaction(async (tx) => {
      await travarCauda(tx, tipos);
      const caudas: Partial<Record<TipoLista, Cauda>> = {};
      const porTipo = (t: TipoLista) => r.registros.filter((x) => x.tipo === t).length;
      for (const tipo of tipos) caudas[tipo] = await proximasChaves(tx, tipo, porTipo(tipo));
      await inserirImportadas(tx, usuario, comChaves(r.registros, caudas));
      const porLista = tipos.map((t) => {
        const n = porTipo(t);
        const primeira = caudas[t]?.posicao ?? 1;
        return `${n} na lista ${descricaoTipoLista(t)} (posições ${primeira} a ${primeira + n - 1})`;
      });
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `${r.registros.length} bobina(s) importada(s) por ${usuario.login}: ${porLista.join('; ')}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
  return { mensagem: MSG_LISTA.importadas, quantidade: r.registros.length };
}
