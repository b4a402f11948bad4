import { describe, expect, it } from 'vitest';
import { collectPages, FETCH_PAGE_SIZE, type PagedAnswer } from './collect-pages';

function server(total: number, pageSizeLimit = FETCH_PAGE_SIZE) {
  const asked: number[] = [];
  const fetchPage = (page: number, pageSize: number): Promise<PagedAnswer<number>> => {
    asked.push(page);
    const size = Math.min(pageSize, pageSizeLimit);
    const start = (page - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    return Promise.resolve({ page, pageSize: size, totalRows: total, rows });
  };
  return { asked, fetchPage };
}

describe('collectPages', () => {
  it('fetches one page when everything fits', async () => {
    const s = server(19);
    const { rows } = await collectPages(s.fetchPage);
    expect(rows).toHaveLength(19);
    expect(s.asked).toEqual([1]);
  });

  it('follows the pages up to totalRows', async () => {
    const s = server(1203);
    const { rows, first } = await collectPages(s.fetchPage);
    expect(rows).toHaveLength(1203);
    expect(rows[1202]).toBe(1202);
    expect(first.totalRows).toBe(1203);
    expect(s.asked).toEqual([1, 2, 3]);
  });

  it('copes with a server that pages smaller than asked, and stops at maxPages', async () => {
    const s = server(30, 10);
    expect((await collectPages(s.fetchPage)).rows).toHaveLength(30);
    const capped = server(1000, 10);
    expect((await collectPages(capped.fetchPage, 3)).rows).toHaveLength(30);
  });
});
