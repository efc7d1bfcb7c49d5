// The address form (SPEC §5) shows the shared rules' messages once a field was left: here the town, which
// took any character before issue 10 (markup, XML) and now follows the street rule.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { AddressFormView } from '../../../src/renderer/src/features/payment/AddressFormView';
import { selectPayment } from '../../../src/renderer/src/features/payment/paymentSlice';

function renderForm() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <AddressFormView delivery={false} />
    </Provider>,
  );
  return { store, user: userEvent.setup(), town: screen.getByLabelText(/^Ville/) as HTMLInputElement };
}

describe('address form: the town (issue 10)', () => {
  it('says the town is not valid when it holds markup, tied to the field', async () => {
    const { user, town, store } = renderForm();
    await user.type(town, '<img src=x onerror=alert(1)>');
    await user.tab();
    const message = screen.getByText('La ville n’est pas valide.');
    expect(town.getAttribute('aria-invalid')).toBe('true');
    expect(town.getAttribute('aria-describedby')).toBe(message.id);
    expect(selectPayment(store.getState()).form.town).toBe('<img src=x onerror=alert(1)>');
  });

  it('asks for a town when left empty, and says nothing for a real one', async () => {
    const { user, town } = renderForm();
    await user.click(town);
    await user.tab();
    expect(screen.getByText('Veuillez saisir une ville.').id).toBe(town.getAttribute('aria-describedby'));
    await user.type(town, 'La Chaussée-Saint-Victor');
    expect(screen.queryByText('Veuillez saisir une ville.')).toBeNull();
    expect(screen.queryByText('La ville n’est pas valide.')).toBeNull();
    expect(town.hasAttribute('aria-invalid')).toBe(false);
  });
});
