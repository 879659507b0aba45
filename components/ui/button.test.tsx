// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('acts on Enter and Space, and never submits the form around it', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const click = vi.fn();
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button onClick={click}>Étape suivante</Button>
      </form>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Étape suivante' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    expect(submit).not.toHaveBeenCalled();
  });
});
