import { type Layout, normalizarEndereco, type TImprimirEtiquetas } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { type Etiqueta, etiquetaDaBobina, etiquetaDoEndereco } from './etiqueta.ts';
import { etiquetasZpl } from './etiqueta-zpl.ts';
import { enviarParaImpressora, impressoraDesconhecida, lerImpressoras } from './impressoras.ts';

export interface ConfigImpressao {
  impressoras: string;
  impressoraTimeoutMs: number;
}

/**
 * Prints the labels of the coils and addresses on a listed printer, as one ZPL job: an unknown
 * printer is a 422, an unknown coil a 404 and a bad address a 400, before anything is sent.
 */
export async function imprimirEtiquetas(
  db: Executor,
  layout: Layout,
  config: ConfigImpressao,
  pedido: TImprimirEtiquetas,
): Promise<number> {
  const impressora = lerImpressoras(config.impressoras).get(pedido.impressora);
  if (!impressora) throw impressoraDesconhecida(pedido.impressora);
  const etiquetas: Etiqueta[] = [];
  for (const id of pedido.bobinaIds) etiquetas.push(await etiquetaDaBobina(db, id));
  for (const texto of pedido.enderecos) {
    const endereco = enderecoNoLayout(layout, normalizarEndereco(texto), 'enderecos');
    etiquetas.push(etiquetaDoEndereco(endereco));
  }
  await enviarParaImpressora(
    pedido.impressora,
    impressora,
    etiquetasZpl(etiquetas),
    config.impressoraTimeoutMs,
  );
  return etiquetas.length;
}
