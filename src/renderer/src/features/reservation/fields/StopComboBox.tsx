// A stop chosen by its label (SPEC §2 "Reservation": autocomplete, min 1 char, forced selection, 'Aucun
// resultat'): a react-aria ComboBox whose list opens in the page once a character is typed. What is typed
// is only a value once a stop of the list is picked; typed text that names no stop is no value, and the
// field empties when left that way.
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { frReservation as t } from '../../../i18n/fr/reservation';
import { matchingStops, searchable, type StopOption } from '../reservationRules';
import '../../rechargement/fields/fields.css';
import './stop-combo.css';

interface Props {
  label: string;
  options: readonly StopOption[];
  /** The chosen stop's code. */
  value: string | null;
  onChange: (code: string | null) => void;
}

/** The kiosk's on-screen keyboard types into the field: a tap on its keys is not leaving the list. */
const closesList = (element: Element) => !element.closest('.osk');

export function StopComboBox({ label, options, value, onChange }: Props) {
  const chosen = options.find((o) => o.code === value) ?? null;
  const [text, setText] = useState(chosen?.libelle ?? '');
  // The value changed elsewhere (another origin clears a destination it cannot reach): the text follows.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(chosen?.libelle ?? '');
  }
  const items = matchingStops(options, text);

  return (
    <ComboBox
      className="stop-combo"
      items={items}
      inputValue={text}
      selectedKey={value}
      menuTrigger="input"
      // 'Aucun resultat' once something is typed; nothing at all before the first character.
      allowsEmptyCollection={searchable(text) !== ''}
      isRequired
      validationBehavior="aria"
      onInputChange={(next) => {
        setText(next);
        if (chosen && next !== chosen.libelle) {
          // Typing over a chosen stop un-chooses it: the text no longer names it.
          setShownValue(null);
          onChange(null);
        }
      }}
      onSelectionChange={(key) => {
        const code = key === null ? null : String(key);
        const stop = options.find((o) => o.code === code) ?? null;
        setShownValue(stop?.code ?? null);
        setText(stop?.libelle ?? '');
        if ((stop?.code ?? null) !== value) onChange(stop?.code ?? null);
      }}
    >
      <Label className="stop-combo__label">
        {label}
        <span aria-hidden="true"> *</span>
      </Label>
      <Input className="stop-combo__input" autoComplete="off" spellCheck={false} />
      <Popover className="choice-popover stop-combo__popover" shouldCloseOnInteractOutside={closesList}>
        <ListBox
          className="choice-list"
          renderEmptyState={() => <p className="stop-combo__empty">{t.noResult}</p>}
        >
          {(item: StopOption) => (
            <ListBoxItem id={item.code} textValue={item.libelle} className="choice-list__item">
              {item.libelle}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
