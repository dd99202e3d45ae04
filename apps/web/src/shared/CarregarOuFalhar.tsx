/**
 * The one load-or-fail block of a form page: the form only once every record it edits has
 * loaded; a spinner meanwhile; when one failed, its message and only the way back (saving
 * without the stored record or its options would overwrite it blindly).
 */
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';

export interface Carga {
  consulta: { isError: boolean; isPending: boolean };
  /** What the page says when this load fails. */
  erro: string;
  /** False when the page does not need it (a new record has nothing to load). */
  ativa?: boolean;
}

interface Props {
  cargas: readonly Carga[];
  voltar(): void;
  children: () => ReactNode;
}

export function CarregarOuFalhar({ cargas, voltar, children }: Props) {
  const ativas = cargas.filter((c) => c.ativa !== false);
  const falhou = ativas.find((c) => c.consulta.isError);
  if (falhou)
    return (
      <Result
        status="warning"
        title={falhou.erro}
        extra={
          <Button data-testid="cancelar-button" onClick={voltar}>
            Voltar
          </Button>
        }
      />
    );
  if (ativas.some((c) => c.consulta.isPending)) return <Spin className="page-spin" />;
  return children();
}
