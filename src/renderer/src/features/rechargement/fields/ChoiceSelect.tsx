// A labelled choice among a list, as a react-aria Select: its list opens in the page (a popover, never the
// operating system's, which the kiosk must not show), and works with touch, mouse, keyboard and screen
// readers alike. Its button is named by the value then the label ('14 Jour').
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { enRechargement } from '../../../i18n/en/rechargement';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { popoverBoundary } from '../../../ui/popoverBoundary';
import '../../../ui/fields.css';
import { useCatalog } from '../../../i18n/language';

export interface Choice {
  id: string;
  label: string;
}

interface Props {
  label: string;
  /** Said after the label to screen readers only: which product a field is for. */
  labelSuffix?: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string | null) => void;
  describedBy?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export function ChoiceSelect(props: Props) {
  const tRechargement = useCatalog(frRechargement, enRechargement);
  const { label, labelSuffix, choices, value, onChange, describedBy, isInvalid, isDisabled, className } =
    props;
  return (
    <Select
      className={`choice-select${className ? ` ${className}` : ''}`}
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      placeholder={tRechargement.lookup.choose}
      aria-describedby={describedBy}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
    >
      <Label className="choice-select__label">
        {label}
        {labelSuffix ? <span className="visually-hidden"> {labelSuffix}</span> : null}
      </Label>
      <Button className="choice-select__button">
        <SelectValue className="choice-select__value" />
        <span className="choice-select__arrow" aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover className="choice-popover" boundaryElement={popoverBoundary()}>
        <ListBox className="choice-list">
          {choices.map((choice) => (
            <ListBoxItem
              key={choice.id}
              id={choice.id}
              textValue={choice.label}
              className="choice-list__item"
            >
              {choice.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
