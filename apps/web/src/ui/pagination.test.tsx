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

  it.each([
    {
      title: 'the previous arrow does nothing on the first page, next goes on',
      page: 1,
      still: 'Previous page',
      moving: 'Next page',
      goesTo: 2,
    },
    {
      title: 'the next arrow does nothing on the last page',
      page: 5,
      still: 'Next page',
      moving: 'Previous page',
      goesTo: 4,
    },
  ])('$title', async ({ page, still, moving, goesTo }) => {
    const user = userEvent.setup();
    const { nav, onPageChange } = renderPagination(page, 5);
    const disabled = within(nav).getByRole('button', { name: still });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole('button', { name: moving }));
    expect(onPageChange).toHaveBeenCalledWith(goesTo);
  });

  it('clicking a page number asks for that page; the current page asks nothing', async () => {
    const user = userEvent.setup();
    const { nav, onPageChange } = renderPagination(2, 9);
    await user.click(within(nav).getByRole('button', { name: '9' }));
    await user.click(within(nav).getByRole('button', { name: '2' }));
    expect(onPageChange.mock.calls).toEqual([[9]]);
  });
});
