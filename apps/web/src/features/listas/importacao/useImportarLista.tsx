/**
 * 'Importar lista' (docs/product/operations.md#csv-import): pick a .csv, read it, check every row
 * in order (the first bad one stops it, in an 'Atencao' alert naming its line), then one
 * all-or-nothing call.
 */
import type { TipoLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { alerta, toast } from '../../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../../shared/http.ts';
import { useJaAberto } from '../../../shared/useJaAberto.ts';
import { listasApi, refrescarListas } from '../api.ts';
import { TXT } from '../textos.ts';
import type { FaseImportacao } from './ImportacaoProgresso.tsx';

// The progress dialog (antd Progress) loads with the first import.
const ImportacaoProgresso = lazy(() =>
  import('./ImportacaoProgresso.tsx').then((m) => ({ default: m.ImportacaoProgresso })),
);

const avisar = (mensagem: string) => alerta.warning(mensagem, { title: TXT.atencao });
// Let the progress dialog paint before a long synchronous check.
const pintar = () => new Promise((r) => setTimeout(r, 30));

export function useImportarLista(tipo: TipoLista): { escolher(): void; elementos: ReactNode } {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [estado, setEstado] = useState<FaseImportacao | null>(null);
  const progressoMontado = useJaAberto(estado !== null);

  const importar = async (arquivo: File) => {
    try {
      if (arquivo.size === 0) return void (await avisar(TXT.erroArquivo));
      setEstado({ fase: 'lendo', fracao: 0 });
      // papaparse and the row checks load on the first import, not with the list.
      const [{ lerCsv }, { validarCsv }] = await Promise.all([
        import('./lerCsv.ts'),
        import('./csv.ts'),
      ]);
      const { campos, linhas } = await lerCsv(arquivo, (fracao) =>
        setEstado({ fase: 'lendo', fracao }),
      );
      setEstado({ fase: 'validando', linhas: linhas.length });
      await pintar();
      const r = validarCsv(campos, linhas, tipo);
      if (!r.ok) {
        setEstado(null);
        return void (await avisar(r.mensagem));
      }
      setEstado({ fase: 'enviando', linhas: r.registros.length });
      await listasApi.importar(r.registros);
      setEstado(null);
      refrescarListas(qc);
      toast.success('Sucesso', TXT.importadas);
    } catch (err) {
      setEstado(null);
      // A refused file names its bad line: it stays on screen like the client's own check.
      if (err instanceof ApiError && (err.status === 400 || err.status === 409))
        await avisar(mensagemDeErro(err, TXT.erroImportar));
      else if (!(err instanceof ApiError)) await avisar(TXT.erroArquivo);
      else toast.error('Erro', mensagemDeErro(err, TXT.erroImportar));
    }
  };

  const elementos = (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv"
        hidden
        data-testid="importar-arquivo"
        onChange={(e) => {
          const arquivo = e.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) fires again.
          e.target.value = '';
          if (arquivo) void importar(arquivo);
        }}
      />
      {progressoMontado && (
        <Suspense fallback={null}>
          <ImportacaoProgresso estado={estado} />
        </Suspense>
      )}
    </>
  );
  return { escolher: () => input.current?.click(), elementos };
}
