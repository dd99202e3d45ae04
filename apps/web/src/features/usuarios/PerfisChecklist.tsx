/**
 * The user form's profiles by name: checkboxes to edit, check icons to read
 * (docs/product/operations.md#user-form).
 */
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { MSG_CONCEDER, type TPerfilMarcado } from '@patio/domain';
import { Checkbox, Empty, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';

const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '8px 16px',
};

interface Props {
  perfis: readonly TPerfilMarcado[];
  /** Ids of the ticked profiles (the Form.Item's value). */
  value?: number[];
  onChange?(ids: number[]): void;
  readOnly?: boolean;
}

export function PerfisChecklist({ perfis, value = [], onChange, readOnly }: Props) {
  if (perfis.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum perfil cadastrado." />;
  }
  if (readOnly) {
    return (
      <div style={GRID} data-testid="perfis-lista">
        {perfis.map((p) => {
          const marcado = value.includes(p.id);
          return (
            <Typography.Text
              key={p.id}
              type={marcado ? undefined : 'secondary'}
              data-testid={`perfil-${p.id}`}
              data-marcado={marcado}
            >
              {marcado ? (
                <CheckOutlined style={{ color: '#3f8f3f' }} aria-label="Marcado" />
              ) : (
                <MinusOutlined aria-label="Não marcado" />
              )}{' '}
              {p.nome}
            </Typography.Text>
          );
        })}
      </div>
    );
  }
  return (
    <Checkbox.Group
      value={value}
      onChange={(ids) => onChange?.(ids as number[])}
      style={GRID}
      data-testid="perfis-lista"
    >
      {perfis.map((p) => {
        // A profile giving what the actor lacks cannot be handed out (the server refuses it);
        // one the user already holds stays free to keep or take away.
        const pode = p.concedivel !== false || p.marcado;
        const caixa = (
          <Checkbox
            key={p.id}
            value={p.id}
            disabled={!pode}
            data-testid={`perfil-${p.id}`}
            data-concedivel={pode}
          >
            {p.nome}
          </Checkbox>
        );
        return pode ? (
          caixa
        ) : (
          <Tooltip key={p.id} title={MSG_CONCEDER}>
            {caixa}
          </Tooltip>
        );
      })}
    </Checkbox.Group>
  );
}
