import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createTestQueryClient } from '../test/render';
import { Pagination } from './pagination';

function renderPagination(currentPage: number, lastPage: number) {
  const onPageChange = vi.fn();
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <Pagination currentPage={currentPage} lastPage={lastPage} onPageChange={onPageChange} />
    </AppProviders>,
  );
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return { nav, onPageChange };
}

function visibleSlots(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .slice(1, -1);
}

describe('Pagination (spec §2)', () => {
  it('shows pages 1–5, the last 3 and the neighbours of the current page, with ellipses', () => {
    const { nav } = renderPagination(10, 20);
    expect(visibleSlots(nav)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '…',
      '9',
      '10',
      '11',
      '…',
      '18',
      '19',
      '20',
    ]);
  });

  it('marks the current page with aria-current and names page buttons by their number', () => {
    const { nav } = renderPagination(3, 8);
    expect(within(nav).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '4' })).not.toHaveAttribute('aria-current');
  });

  it('ellipses are text, not buttons', () => {
    const { nav } = renderPagination(1, 20);
    const buttons = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).not.toContain('…');
    expect(nav).toHaveTextContent('…');
  });

  it('the previous arrow does nothing on the first page, next goes on', async () => {
    const user = userEvent.setup();
    const { nav, onPageChange } = renderPagination(1, 5);
    const previous = within(nav).getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('the next arrow does nothing on the last page', async () => {
    const user = userEvent.setup();
    const { nav, onPageChange } = renderPagination(5, 5);
    const next = within(nav).getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('clicking a page number asks for that page; the current page asks nothing', async () => {
    const user = userEvent.setup();
    const { nav, onPageChange } = renderPagination(2, 9);
    await user.click(within(nav).getByRole('button', { name: '9' }));
    await user.click(within(nav).getByRole('button', { name: '2' }));
    expect(onPageChange.mock.calls).toEqual([[9]]);
  });
});
