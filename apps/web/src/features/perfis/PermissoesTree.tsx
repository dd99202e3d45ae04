/**
 * 'Definir permissoes' (docs/product/operations.md#profile-form): roles that expand to their
 * permissions, each ticked.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { descricaoPermissao, MSG_CONCEDER, type TPapel } from '@patio/domain';
import { Tooltip, Tree, type TreeDataNode, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import './perfis.css';
import { type AcaoSelecao, estadoDoPapel, permissaoMarcada, type Selecao } from './selecao.ts';

interface Props {
  papeis: readonly TPapel[];
  selecao: Selecao;
  onAcao(acao: AcaoSelecao): void;
  disabled?: boolean;
  /** The read-only view: granted permissions stand out (a green mark, 'Concedida'). */
  somenteLeitura?: boolean;
  /**
   * Whether the acting user may tick this permission (they hold it, or the profile already
   * had it); the others are shown disabled, saying why. All by default.
   */
  concedivel?(permissao: { id: number; nome: string }): boolean;
}

interface Alvo {
  papel: TPapel;
  permissaoId?: number;
}

const chavePapel = (papelId: number) => `papel-${papelId}`;
const chavePermissao = (papelId: number, id: number) => `permissao-${papelId}-${id}`;

const todas = () => true;

/** A choice the acting user may not make: its text explains why on hover. */
function comMotivo(pode: boolean, titulo: ReactNode) {
  return pode ? titulo : <Tooltip title={MSG_CONCEDER}>{titulo}</Tooltip>;
}

export function PermissoesTree({
  papeis,
  selecao,
  onAcao,
  disabled,
  somenteLeitura,
  concedivel = todas,
}: Props) {
  const { treeData, alvos } = useMemo(() => {
    const alvos = new Map<string, Alvo>();
    const treeData: TreeDataNode[] = papeis.map((papel) => {
      alvos.set(chavePapel(papel.id), { papel });
      // Ticking a role ticks all its permissions: only when the actor may grant every one.
      const papelPode = somenteLeitura || papel.permissoes.every(concedivel);
      return {
        key: chavePapel(papel.id),
        disableCheckbox: !papelPode,
        title: comMotivo(
          papelPode,
          <span data-testid={`papel-${papel.id}`} data-concedivel={papelPode}>
            {papel.nome}
          </span>,
        ),
        children: papel.permissoes.map((p) => {
          alvos.set(chavePermissao(papel.id, p.id), { papel, permissaoId: p.id });
          const descricao = descricaoPermissao(p.nome);
          const pode = somenteLeitura || concedivel(p);
          return {
            key: chavePermissao(papel.id, p.id),
            disableCheckbox: !pode,
            title: comMotivo(
              pode,
              <span className="perfil-permissao">
                {somenteLeitura && permissaoMarcada(selecao, papel.id, p.id) && (
                  <span className="perfil-concedida" data-testid={`concedida-${p.nome}`}>
                    <CheckCircleFilled /> Concedida
                  </span>
                )}
                <span data-testid={`permissao-${p.nome}`} data-concedivel={pode}>
                  {p.nome}
                </span>
                {descricao && (
                  <Typography.Text type="secondary" data-testid={`descricao-${p.nome}`}>
                    {` — ${descricao}`}
                  </Typography.Text>
                )}
              </span>,
            ),
            isLeaf: true,
          };
        }),
      };
    });
    return { treeData, alvos };
  }, [papeis, selecao, somenteLeitura, concedivel]);

  // The tree's ticks are derived from the selection; checkStrictly keeps antd from cascading.
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const papel of papeis) {
    const estado = estadoDoPapel(selecao, papel.id);
    if (estado === 'todo') checked.push(chavePapel(papel.id));
    if (estado === 'parte') halfChecked.push(chavePapel(papel.id));
    for (const p of papel.permissoes)
      if (permissaoMarcada(selecao, papel.id, p.id)) checked.push(chavePermissao(papel.id, p.id));
  }

  return (
    <div data-testid="perfil-tree" className={disabled ? 'perfil-tree-leitura' : undefined}>
      <Tree
        checkable
        checkStrictly
        // A click on a name ticks it, as a click on its box does.
        selectable={false}
        defaultExpandAll
        blockNode
        disabled={disabled}
        treeData={treeData}
        checkedKeys={{ checked, halfChecked }}
        onCheck={(_keys, info) => {
          const alvo = alvos.get(String(info.node.key));
          if (!alvo) return;
          onAcao(
            alvo.permissaoId === undefined
              ? { tipo: 'papel', papel: alvo.papel, marcado: info.checked }
              : {
                  tipo: 'permissao',
                  papel: alvo.papel,
                  permissaoId: alvo.permissaoId,
                  marcado: info.checked,
                },
          );
        }}
      />
    </div>
  );
}
