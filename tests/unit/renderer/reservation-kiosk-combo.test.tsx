// The kiosk's on-screen keyboard types into the stops' combo boxes (issue 13: no OS widget at the kiosk):
// its keys keep the field's focus and the list open, stay reachable by screen readers while react-aria
// hides the rest of the page behind the open list, and a stop is then picked in the list.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { OnScreenKeyboard } from '../../../src/renderer/src/features/kiosk/OnScreenKeyboard';
import { StopComboBox } from '../../../src/renderer/src/features/reservation/fields/StopComboBox';

const options = [
  { code: 'BLO-GARE', libelle: 'Blois – Gare routière' },
  { code: 'BLO-VIEN', libelle: 'Blois – Vienne' },
  { code: 'CHV-CHAT', libelle: 'Cheverny – Château' },
];

function Kiosk({ onChange }: { onChange: (code: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <I18nProvider locale="fr-FR">
      <StopComboBox
        label="Départ"
        options={options}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
      />
      <OnScreenKeyboard />
    </I18nProvider>
  );
}

describe('stops typed on the kiosk keyboard', () => {
  it('types into the combo box with the list open, then a stop is picked', async () => {
    const picked: (string | null)[] = [];
    const user = userEvent.setup();
    render(<Kiosk onChange={(code) => picked.push(code)} />);
    const field = screen.getByRole('combobox', { name: /^Départ/ }) as HTMLInputElement;
    await user.click(field);
    const keyboard = () => screen.getByRole('region', { name: 'Clavier virtuel' });
    for (const letter of 'blois') await user.click(within(keyboard()).getByRole('button', { name: letter }));
    expect(field.value).toBe('blois');
    expect(field).toBe(document.activeElement);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    // The list hides the page from screen readers, never the keyboard that types into its field.
    expect(keyboard().closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Blois – Gare routière',
      'Blois – Vienne',
    ]);
    await user.click(within(keyboard()).getByRole('button', { name: 'Effacer' }));
    expect(field.value).toBe('bloi');
    await user.click(screen.getByRole('option', { name: 'Blois – Vienne' }));
    expect(field.value).toBe('Blois – Vienne');
    expect(picked).toEqual(['BLO-VIEN']);
  });
});
