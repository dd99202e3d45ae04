/**
 * 'Importar lista' (part2 §5): pick a .csv, read it, check every row in order (the first bad
 * one stops it, in an 'Atencao' alert naming its line), then one all-or-nothing call.
 */
import type { TipoLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { alerta, toast } from '../../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../../shared/http.ts';
import { listasApi, refrescarListas } from '../api.ts';
import { TXT } from '../textos.ts';
import { validarCsv } from './csv.ts';
import { type FaseImportacao, ImportacaoProgresso } from './ImportacaoProgresso.tsx';
import { lerCsv } from './lerCsv.ts';

const avisar = (mensagem: string) => alerta.warning(mensagem, { title: TXT.atencao });
// Let the progress dialog paint before a long synchronous check.
const pintar = () => new Promise((r) => setTimeout(r, 30));

export function useImportarLista(tipo: TipoLista): { escolher(): void; elementos: ReactNode } {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [estado, setEstado] = useState<FaseImportacao | null>(null);

  const importar = async (arquivo: File) => {
    try {
      if (arquivo.size === 0) return void (await avisar(TXT.erroArquivo));
      setEstado({ fase: 'lendo', fracao: 0 });
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
      <ImportacaoProgresso estado={estado} />
    </>
  );
  return { escolher: () => input.current?.click(), elementos };
}
