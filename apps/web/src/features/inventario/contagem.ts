/**
 * The hand-held's count, pure of React (docs/etiquetas-e-leitura.md#tela-de-inventário): which
 * address comes next, and whether a code read is an address label or a coil label.
 */
import {
  enderecosDoGrupo,
  formatEndereco,
  type Layout,
  normalizarEndereco,
  parseEndereco,
} from '@patio/domain';

/** The first address of the count's groups, in label order, not read yet; null when all are. */
export function proximoEndereco(
  layout: Layout,
  grupos: readonly number[],
  lidos: readonly string[],
): string | null {
  const feitos = new Set(lidos);
  for (const g of grupos) {
    for (const e of enderecosDoGrupo(layout, g)) {
      const codigo = formatEndereco(e);
      if (!feitos.has(codigo)) return codigo;
    }
  }
  return null;
}

/** The address a code names when it is an address label (0001AN09), else null (a coil's lote). */
export function enderecoLido(codigo: string): string | null {
  const e = parseEndereco(normalizarEndereco(codigo));
  return e ? formatEndereco(e) : null;
}
