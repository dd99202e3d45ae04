/**
 * Drag-to-reorder rows of an antd Table with dnd-kit (docs/product/operations.md#reorder-mode):
 * each row is sortable and is moved by its handle only, so clicks on the lot or the menus keep
 * working. The keyboard works too (focus the handle, Space, arrows, Space).
 */
import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import {
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';

type Sortable = ReturnType<typeof useSortable>;
interface Alca {
  setActivatorNodeRef?: Sortable['setActivatorNodeRef'];
  listeners?: Sortable['listeners'];
}
const AlcaContext = createContext<Alca>({});

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: number | string };

function LinhaSortable(props: RowProps & { sortId: number }) {
  const { sortId, ...rest } = props;
  const s = useSortable({ id: sortId });
  const style: CSSProperties = {
    ...rest.style,
    transform: CSS.Translate.toString(s.transform),
    transition: s.transition,
    ...(s.isDragging ? { position: 'relative', zIndex: 10, background: '#e6f0fa' } : {}),
  };
  const alca = useMemo(
    () => ({ setActivatorNodeRef: s.setActivatorNodeRef, listeners: s.listeners }),
    [s.setActivatorNodeRef, s.listeners],
  );
  return (
    <AlcaContext.Provider value={alca}>
      <tr {...rest} ref={s.setNodeRef} style={style} {...s.attributes} />
    </AlcaContext.Provider>
  );
}

/** The table's `components.body.row`; the empty-table placeholder row has no key. */
function LinhaArrastavel(props: RowProps) {
  const key = props['data-row-key'];
  if (key === undefined) return <tr {...props} />;
  return <LinhaSortable {...props} sortId={Number(key)} />;
}

export const COMPONENTES_ARRASTAVEIS = { body: { row: LinhaArrastavel } };

/** The drag handle of the row it is rendered in. */
export function Alca({ lote }: { lote: string }) {
  const { setActivatorNodeRef, listeners } = useContext(AlcaContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'move', touchAction: 'none' }}
      aria-label={`Arrastar a bobina ${lote}`}
      data-testid={`arrastar-${lote}`}
      ref={setActivatorNodeRef}
      {...listeners}
    />
  );
}

interface Props {
  /** Row ids in display order. */
  ids: readonly number[];
  onMover(de: number, para: number): void;
  children: ReactNode;
}

export function ArrastarLinhas({ ids, onMover, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const fim = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const de = ids.indexOf(Number(active.id));
    const para = ids.indexOf(Number(over.id));
    if (de >= 0 && para >= 0) onMover(de, para);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={fim}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
