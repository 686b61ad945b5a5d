import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseTypedDay } from '@taxdesk/domain';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** The day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (isoDay: string) => void;
};

/**
 * A day typed and shown as DD-MM-YYYY, the Indian convention, whatever the browser's locale (a
 * native date input shows mm/dd/yyyy in an English-US browser), with a calendar to pick from.
 * The value stays `YYYY-MM-DD`, as the API takes it.
 */
export function DayInput({ value, onChange, ...rest }: Props) {
  return (
    <DateInput
      placeholder="DD-MM-YYYY"
      clearable
      {...rest}
      value={value || null}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
      valueFormat="DD-MM-YYYY"
      dateParser={(text) => parseTypedDay(text)}
    />
  );
}
