import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import type { Entrada } from './fila.ts';
import { TXT_FILA } from './textos.ts';
import type { NaoAplicada } from './useFilaDaPonte.ts';

interface Props {
  offline: boolean;
  pendentes: readonly Entrada[];
  enviando: boolean;
  naoAplicadas: readonly NaoAplicada[];
  onFechar(chave: string): void;
}

const minutosDesde = (iso: string, agora: number) =>
  Math.max(0, Math.floor((agora - Date.parse(iso)) / 60_000));

/** The queue's state on the cab: what waits, and what the server refused after the fact. */
export function FilaDaPonte({ offline, pendentes, enviando, naoAplicadas, onFechar }: Props) {
  const [agora, setAgora] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 15_000);
    return () => clearInterval(t);
  }, []);
  const n = pendentes.length;
  const maisAntiga = pendentes[0]?.ocorridoEm;
  let titulo: string | null = null;
  if (offline)
    titulo = maisAntiga
      ? TXT_FILA.pendentes(n, minutosDesde(maisAntiga, agora))
      : TXT_FILA.semConexao;
  else if (n > 0) titulo = TXT_FILA.enviando(n);
  return (
    <>
      {titulo && (
        <Alert
          className="ponte-sem-conexao"
          type="warning"
          showIcon
          banner
          title={titulo}
          description={TXT_FILA.detalhe}
          data-testid="sem-conexao"
          data-pendentes={n}
          data-enviando={enviando}
          role="status"
        />
      )}
      {naoAplicadas.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={TXT_FILA.naoAplicadas(naoAplicadas.length)}
          description={
            <ul className="ponte-nao-aplicadas">
              {naoAplicadas.map((x) => (
                <li key={x.chave}>
                  {x.texto}{' '}
                  <Button size="small" type="link" onClick={() => onFechar(x.chave)}>
                    ok
                  </Button>
                </li>
              ))}
            </ul>
          }
          data-testid="nao-aplicadas"
        />
      )}
    </>
  );
}
