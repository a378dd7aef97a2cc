import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Page({ active, confirm, onFollow }: { active: boolean; confirm: (m: string) => boolean; onFollow: () => void }) {
  useLeaveGuard(active, 'Leave without saving?', confirm);
  return (
    <a
      href="/admin/products"
      onClick={(e) => {
        e.preventDefault();
        onFollow();
      }}
    >
      Products
    </a>
  );
}

describe('useLeaveGuard', () => {
  it('asks before a link is followed while changes are unsaved, and stays when the member cancels', () => {
    const confirm = vi.fn(() => false);
    const onFollow = vi.fn();
    render(<Page active confirm={confirm} onFollow={onFollow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('follows the link when the member agrees to leave', () => {
    const onFollow = vi.fn();
    render(<Page active confirm={() => true} onFollow={onFollow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('asks nothing with nothing unsaved, or for a link opened in a new tab', () => {
    const confirm = vi.fn(() => false);
    const onFollow = vi.fn();
    const { rerender } = render(<Page active={false} confirm={confirm} onFollow={onFollow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    rerender(<Page active confirm={confirm} onFollow={onFollow} />);
    fireEvent.click(screen.getByRole('link', { name: 'Products' }), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
    expect(onFollow).toHaveBeenCalledTimes(2);
  });

  it("holds the tab's closing or reloading while active, and lets it go after", () => {
    const { rerender } = render(<Page active confirm={() => true} onFollow={() => {}} />);
    const leaving = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(leaving));
    expect(leaving.defaultPrevented).toBe(true);
    rerender(<Page active={false} confirm={() => true} onFollow={() => {}} />);
    const later = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(later));
    expect(later.defaultPrevented).toBe(false);
  });
});
