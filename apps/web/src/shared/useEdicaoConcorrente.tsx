/**
 * A form over a versioned record (docs/decisions.md "Edições concorrentes"). It keeps the
 * version and the values the form was read at; the save sends that version as If-Match. When
 * someone else changed the record meanwhile (409 under `versao`), the form is filled with the
 * current record, a panel lists what the user had typed beside the current values, and
 * "Reaplicar minhas alterações" puts the typed values back over the current ones to save again.
 */
import { isConflitoDeVersao, primeiraMensagem } from '@patio/domain';
import { Alert, Button, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { type Alteracao, alteracoesDigitadas } from './edicao-concorrente.ts';
import { ApiError } from './http.ts';

/** A read of the record, as form values, with its version. */
export interface Leitura<V> {
  valores: V;
  versao: number;
}

export interface OpcoesEdicao<V> {
  /** The fields the user edits, with their labels: the panel lists the changed ones. */
  rotulos: Partial<Record<keyof V & string, string>>;
  /** Reads the record again (the current values after a conflict). */
  recarregar(): Promise<Leitura<V> | undefined>;
  /** How a field's value reads in the panel; default Sim/Não, decimal comma, "(vazio)". */
  mostrar?(campo: keyof V & string, valor: unknown): string;
  /** The read the form opens with, when the caller already has it (else call `carregar`). */
  inicial?: Leitura<V>;
  /** Puts values in the form; default `form.setFieldsValue`. */
  preencher?(valores: Partial<V>): void;
}

interface Conflito<V> {
  mensagem: string;
  digitado: Partial<V>;
  alteracoes: Alteracao[];
}

export function useEdicaoConcorrente<V extends object>(
  form: FormInstance<V> | null,
  o: OpcoesEdicao<V>,
) {
  const lida = useRef<Leitura<V> | null>(o.inicial ?? null);
  const [conflito, setConflito] = useState<Conflito<V> | null>(null);
  const preencher = (valores: Partial<V>) =>
    o.preencher ? o.preencher(valores) : form?.setFieldsValue(valores as never);

  /** The form was filled from this read: later saves send its version. */
  const carregar = useCallback((l: Leitura<V>) => {
    lida.current = l;
  }, []);

  /** The version to send as If-Match (undefined before the record is read). */
  const versao = () => lida.current?.versao;

  /** True when `err` is the stale-version refusal: the form now shows the current record. */
  const tratarConflito = async (err: unknown, digitado: V): Promise<boolean> => {
    if (!(err instanceof ApiError) || err.status !== 409 || !isConflitoDeVersao(err.body)) {
      return false;
    }
    const mensagem = primeiraMensagem(err.body, '');
    const atual = await o.recarregar().catch(() => undefined);
    if (!atual) {
      setConflito({ mensagem, digitado: {}, alteracoes: [] });
      return true;
    }
    const alteracoes = alteracoesDigitadas(
      o.rotulos,
      lida.current?.valores,
      digitado,
      atual.valores,
      o.mostrar,
    );
    const campos = alteracoes.map((a) => a.campo as keyof V);
    lida.current = atual;
    preencher(atual.valores);
    setConflito({
      mensagem,
      digitado: Object.fromEntries(campos.map((k) => [k, digitado[k]])) as Partial<V>,
      alteracoes,
    });
    return true;
  };

  const reaplicar = () => {
    if (conflito) preencher(conflito.digitado);
    setConflito(null);
  };

  const painel = conflito && (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="conflito-edicao"
      title={conflito.mensagem}
      description={<PainelAlteracoes alteracoes={conflito.alteracoes} />}
      action={
        conflito.alteracoes.length > 0 && (
          <Button size="small" type="primary" onClick={reaplicar} data-testid="reaplicar-button">
            Reaplicar minhas alterações
          </Button>
        )
      }
    />
  );

  return { carregar, versao, tratarConflito, painel, limpar: () => setConflito(null) };
}

function PainelAlteracoes({ alteracoes }: { alteracoes: Alteracao[] }) {
  if (alteracoes.length === 0) return <div>O formulário mostra os valores atuais.</div>;
  return (
    <div>
      <div>O formulário mostra os valores atuais. Você tinha digitado:</div>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="conflito-alteracoes">
        {alteracoes.map((a) => (
          <li key={a.campo}>
            <strong>{a.rotulo}</strong>: {a.digitado} (valor atual: {a.atual})
          </li>
        ))}
      </ul>
    </div>
  );
}
