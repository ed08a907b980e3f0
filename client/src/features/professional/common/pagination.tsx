import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { Button } from "@/components/ui/button";

const MAX_PAGE_BUTTONS = 3;

/** Up to three consecutive page numbers around the current one (docs/behaviour/09-constants.md). */
export function visiblePages(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const first = Math.max(1, Math.min(page - Math.floor(max / 2), totalPages - max + 1));
  const last = Math.min(totalPages, first + max - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label: string;
};

/** "Página 2 de 7": where the user is and how far the list goes. */
const pageOfTotal = (page: number, totalPages: number) => `Página ${page} de ${totalPages}`;

/**
 * 'Primera', 'Anterior', up to three numbered pages (docs/behaviour/04-states.md), 'Siguiente' and 'Última', with the
 * total number of pages in words; the current page carries aria-current.
 */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-2">
      <p className="text-base text-slate-800">{pageOfTotal(page, totalPages)}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="secondary" disabled={isFirst} aria-label="Primera página" onClick={() => onPageChange(1)}>
          <ChevronsLeft aria-hidden="true" className="h-5 w-5" />
          Primera
        </Button>
        <Button variant="secondary" disabled={isFirst} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          Anterior
        </Button>
        {visiblePages(page, totalPages).map((number) => (
          <Button
            key={number}
            variant={number === page ? "primary" : "ghost"}
            aria-label={`Página ${number}`}
            aria-current={number === page ? "page" : undefined}
            onClick={() => onPageChange(number)}
            className="min-w-11 px-3"
          >
            {number}
          </Button>
        ))}
        <Button variant="secondary" disabled={isLast} onClick={() => onPageChange(page + 1)}>
          Siguiente
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
        <Button
          variant="secondary"
          disabled={isLast}
          aria-label={`Última página (${totalPages})`}
          onClick={() => onPageChange(totalPages)}
        >
          Última
          <ChevronsRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
    </nav>
  );
}
