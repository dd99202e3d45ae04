import type { TChave } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { linhas } from '../../../lib/linhas.ts';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Every key, live ones first, newest first; the key itself is not stored, only its prefix. */
export async function listarChaves(db: Executor): Promise<TChave[]> {
  const rows = await linhas<{
    id: number;
    nome: string;
    prefixo: string;
    perfil_id: number;
    perfil_nome: string;
    created_at: Date | string;
    usada_em: Date | string | null;
    revogada_em: Date | string | null;
  }>(
    db,
    sql`select c.id, c.nome, c.prefixo, c.perfil_id, p.nome as perfil_nome, c.created_at,
          c.usada_em, c.revogada_em
        from chaves_integracao c join perfis p on p.id = c.perfil_id
        order by c.revogada_em is not null, c.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    prefixo: r.prefixo,
    perfilId: r.perfil_id,
    perfilNome: r.perfil_nome,
    createdAt: iso(r.created_at) as string,
    usadaEm: iso(r.usada_em),
    revogadaEm: iso(r.revogada_em),
  }));
}
