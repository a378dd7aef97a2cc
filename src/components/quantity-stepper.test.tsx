import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './quantity-stepper';

describe('quantity stepper', () => {
  afterEach(() => cleanup());
  const labels = { group: 'Quantity', quantity: 'Quantity', decrease: 'Decrease quantity', increase: 'Increase quantity' };

  it('steps within 1 and the maximum, and asks for a typed number only once the field is left', () => {
    const asked: number[] = [];
    const { rerender } = render(<QuantityStepper value={1} max={3} labels={labels} onChange={(n) => asked.push(n)} />);
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(asked).toEqual([2]);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.change(field, { target: { value: '12' } });
    expect(asked).toEqual([2]);
    fireEvent.blur(field);
    expect(asked).toEqual([2, 12]);
    // An empty or unchanged field goes back to the quantity without asking.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLInputElement).value).toBe('1');
    expect(asked).toEqual([2, 12]);
    rerender(<QuantityStepper value={3} max={3} labels={labels} onChange={(n) => asked.push(n)} />);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect((field as HTMLInputElement).value).toBe('3');
  });

  it('ignores everything while a change is saved', () => {
    const asked: number[] = [];
    render(<QuantityStepper value={2} max={5} busy labels={labels} onChange={(n) => asked.push(n)} />);
    expect(screen.getByRole('group', { name: 'Quantity' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).readOnly).toBe(true);
    expect(asked).toEqual([]);
  });

  it('lets a line over a fallen stock come down', async () => {
    await act(async () => {
      render(<QuantityStepper value={5} max={2} labels={labels} onChange={() => {}} />);
    });
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
