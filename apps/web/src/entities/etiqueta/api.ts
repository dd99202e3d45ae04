/**
 * Labels (docs/etiquetas-e-leitura.md): a coil's PDF opened in a tab, a group's address labels
 * saved as a PDF, the printers by name, a print job.
 */
import type { TImprimirEtiquetas } from '@patio/domain';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../shared/feedback.tsx';
import { api, mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { TXT_ETIQUETA } from './textos.ts';

/**
 * Opens a PDF the server gives with the session's token. The tab is opened on the click itself
 * (a tab opened after the download would be a blocked pop-up) and shown the bytes when they come.
 */
async function abrirPdf(path: string, query: Record<string, string>) {
  const aba = window.open('', '_blank');
  try {
    const pdf = await api.blob(path, { query });
    const url = URL.createObjectURL(pdf);
    if (aba) aba.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    aba?.close();
    if (!sessaoEncerrada(err)) toast.error('Erro', mensagemDeErro(err, TXT_ETIQUETA.erroPdf));
  }
}

/** "Etiqueta" on a coil's row and page: its 100 × 150 mm label as a PDF, in a new tab. */
export const abrirEtiquetaDaBobina = (id: number) =>
  abrirPdf(`bobinas/${id}/etiqueta`, { formato: 'pdf' });

/** "Baixar PDF": one label per address of the group, saved under the server's file name. */
export const baixarEtiquetasDoGrupo = (grupo: number) =>
  api.download('patio/etiquetas-enderecos', { query: { grupo, formato: 'pdf' } });

/** The printers of IMPRESSORAS, by name only (host and port stay on the server). */
export function useImpressoras(ativo: boolean) {
  return useQuery({
    queryKey: ['etiquetas', 'impressoras'],
    queryFn: ({ signal }) =>
      api.get<{ data: { nome: string }[] }>('etiquetas/impressoras', { signal, silent: true }),
    select: (r) => r.data.map((i) => i.nome),
    enabled: ativo,
  });
}

export const imprimirEtiquetas = (pedido: Partial<TImprimirEtiquetas> & { impressora: string }) =>
  api.post<{ data: { impressas: number } }>('etiquetas/imprimir', { body: pedido });
