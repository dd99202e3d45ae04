/**
 * The shell and the footer of a data-form page (the coil form, the reserve coil form): the
 * breadcrumb ending at the list it came from, the title, the operation tag, the form in a card;
 * below the fields, Cancelar and (unless read-only) Salvar.
 */
import { Button, Card, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';

export interface RotulosDoFormulario {
  titulo: string;
  operacao: string;
  migalha: string;
}

interface FormPageProps {
  rotulos: RotulosDoFormulario;
  /** The first two crumbs (menu group, screen group) and the list's name. */
  trilha: readonly [string, string, string];
  /** Where the list's crumb goes: the list as the user left it. */
  lista: string;
  /** Buttons beside the operation tag (the coil's "Etiqueta"). */
  acoes?: ReactNode;
  children: ReactNode;
}

export function FormPage({ rotulos, trilha, lista, acoes, children }: FormPageProps) {
  const [grupo, tela, listar] = trilha;
  return (
    <>
      <PageHeader
        title={rotulos.titulo}
        breadcrumb={[
          { title: grupo },
          { title: tela },
          { title: listar, to: lista },
          { title: rotulos.migalha },
        ]}
        extra={
          <>
            {acoes}
            <Tag color="blue" data-testid="operacao">
              {rotulos.operacao}
            </Tag>
          </>
        }
      />
      <Card>{children}</Card>
    </>
  );
}

interface FormFooterProps {
  somenteLeitura: boolean;
  salvando: boolean;
  /** Salvar stays off while the record loads or failed to. */
  semDados: boolean;
  onCancelar(): void;
}

export function FormFooter({ somenteLeitura, salvando, semDados, onCancelar }: FormFooterProps) {
  return (
    <Flex justify="flex-end" gap={8}>
      {/* Enabled inside a disabled (read-only or saving) form: the way out stays open. */}
      <Button disabled={false} data-testid="cancelar-button" onClick={onCancelar}>
        Cancelar
      </Button>
      {!somenteLeitura && (
        <Button
          type="primary"
          htmlType="submit"
          loading={salvando}
          disabled={semDados}
          data-testid="salvar-button"
        >
          Salvar
        </Button>
      )}
    </Flex>
  );
}
