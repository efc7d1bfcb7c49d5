// A stop chosen by its label (SPEC §2 "Reservation": autocomplete, min 1 char, forced selection, 'Aucun
// resultat'): a react-aria ComboBox whose list opens in the page once a character is typed. What is typed
// is only a value once a stop of the list is picked; typed text that names no stop is no value, and the
// field empties when left that way. A list closed by a scroll of the page (the kiosk's keyboard moving the
// page up) keeps what was typed.
import { useContext, useEffect, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { matchingStops, searchable, type StopOption } from '../reservationRules';
import { popoverBoundary } from '../../../ui/popoverBoundary';
import '../../../ui/fields.css';
import './stop-combo.css';
import { useCatalog } from '../../../i18n/language';

interface Props {
  label: string;
  options: readonly StopOption[];
  /** The chosen stop's code. */
  value: string | null;
  onChange: (code: string | null) => void;
}

/** The kiosk's on-screen keyboard types into the field: a tap on its keys is not leaving the list. */
const closesList = (element: Element) => !element.closest('.osk');

/**
 * Opens the list when something is typed and closes it when the field is emptied (the combo box's own
 * opening, menuTrigger 'input', is off: once the list had closed on an emptied field, react-aria opened it
 * again after the next pick). `typed` is the text the customer typed, null after a pick.
 */
function ListFollowsTyping({ typed }: { typed: string | null }) {
  const state = useContext(ComboBoxStateContext);
  const last = useRef(typed);
  useEffect(() => {
    if (!state || typed === last.current) return;
    last.current = typed;
    if (typed === null) return;
    if (searchable(typed) === '') {
      if (state.isOpen) state.close();
    } else if (!state.isOpen) state.open(null, 'input');
  }, [state, typed]);
  return null;
}

export function StopComboBox({ label, options, value, onChange }: Props) {
  const t = useCatalog(frReservation, enReservation);
  const labelOf = (code: string | null) => options.find((o) => o.code === code)?.libelle ?? '';
  // The pick and its text change together, in one render: the store's value comes in another, and a
  // text changed while the list is closed would open it again.
  const [picked, setPicked] = useState(value);
  const [text, setText] = useState(() => labelOf(value));
  // What the customer typed last (null once a stop is picked or set): the list follows it.
  const [typed, setTyped] = useState<string | null>(null);
  const [storeValue, setStoreValue] = useState(value);
  if (storeValue !== value) {
    setStoreValue(value);
    // Changed elsewhere (another origin clears a destination it cannot reach): the field follows.
    if (value !== picked) {
      setPicked(value);
      setText(labelOf(value));
      setTyped(null);
    }
  }
  const items = matchingStops(options, text);

  return (
    <ComboBox
      className="stop-combo"
      items={items}
      inputValue={text}
      selectedKey={picked}
      menuTrigger="manual"
      // 'Aucun résultat' when nothing matches; the list is closed while nothing is typed.
      allowsEmptyCollection
      isRequired
      validationBehavior="aria"
      onInputChange={(next) => {
        setText(next);
        setTyped(next);
        if (picked !== null && next !== labelOf(picked)) {
          // Typing over a chosen stop un-chooses it: the text no longer names it.
          setPicked(null);
          onChange(null);
        }
      }}
      onSelectionChange={(key) => {
        const stop = options.find((o) => o.code === (key === null ? null : String(key))) ?? null;
        if (stop) {
          setPicked(stop.code);
          setText(stop.libelle);
          setTyped(null);
          if (stop.code !== value) onChange(stop.code);
        } else if (picked !== null) {
          // The list closed without a pick (Escape, a scroll of the page, the field left): what is typed
          // stays while the field has the focus, so the customer can go on typing.
          setPicked(null);
          onChange(null);
        }
      }}
      onBlur={() => {
        // Forced selection: a text that names no picked stop is no value, and goes when the field is left.
        if (picked === null) setText('');
      }}
    >
      <Label className="stop-combo__label">
        {label}
        <span aria-hidden="true"> *</span>
      </Label>
      <Input className="stop-combo__input" autoComplete="off" spellCheck={false} />
      <ListFollowsTyping typed={typed} />
      <Popover
        className="choice-popover stop-combo__popover"
        shouldCloseOnInteractOutside={closesList}
        boundaryElement={popoverBoundary()}
      >
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
