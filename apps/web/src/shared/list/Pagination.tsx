/**
 * Page control of docs/product/main-yard.md#pagination: previous, pages with ellipsis, next, page
 * size; hidden with no pages. Past 10 pages a "Ir para" box jumps straight to any page (lists of
 * thousands).
 */
import { Button, InputNumber, Select, Space } from 'antd';
import { pageWindow } from './list-state.ts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?(size: number): void;
  prevText?: string;
  nextText?: string;
}

export function Pagination(p: PaginationProps) {
  return (
    <Space wrap className="paginacao" data-testid="paginacao">
      {p.pageSizes && p.onPageSize && (
        <Select
          aria-label="Itens por página"
          data-testid="page-size"
          value={p.pageSize}
          onChange={p.onPageSize}
          options={p.pageSizes.map((n) => ({ value: n, label: `${n} / página` }))}
          style={{ width: 120 }}
        />
      )}
      {p.totalPages > 0 && (
        <>
          <Button
            disabled={p.page <= 1}
            onClick={() => p.onPage(p.page - 1)}
            data-testid="page-prev"
          >
            {p.prevText ?? 'Anterior'}
          </Button>
          {pageWindow(p.page, p.totalPages).map((n, i) =>
            n < 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: ellipsis markers have no identity
              <span key={`e${i}`} className="paginacao-ellipsis">
                …
              </span>
            ) : (
              <Button
                key={n}
                type={n === p.page ? 'primary' : 'default'}
                onClick={() => p.onPage(n)}
                data-testid={`page-${n}`}
              >
                {n}
              </Button>
            ),
          )}
          <Button
            disabled={p.page >= p.totalPages}
            onClick={() => p.onPage(p.page + 1)}
            data-testid="page-next"
          >
            {p.nextText ?? 'Próximo'}
          </Button>
          {p.totalPages > 10 && (
            <InputNumber<number>
              key={p.page}
              min={1}
              max={p.totalPages}
              precision={0}
              placeholder="Ir para"
              aria-label="Ir para a página"
              style={{ width: 96 }}
              onPressEnter={(e) => {
                const n = Number((e.target as HTMLInputElement).value);
                if (n >= 1 && n <= p.totalPages && n !== p.page) p.onPage(n);
              }}
              data-testid="page-goto"
            />
          )}
        </>
      )}
    </Space>
  );
}
