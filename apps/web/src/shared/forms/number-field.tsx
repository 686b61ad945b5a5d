import { NumberInput, type NumberInputProps } from '@mantine/core';
import { clampNumber, NUMBER_DEFAULTS } from './number-input-rules';

export type NumberFieldProps = Omit<NumberInputProps, 'decimalScale' | 'onChange' | 'value'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Decimal places, 2 unless given. */
  decimals?: number;
};

/**
 * A number input with the product's defaults: 2 decimals, step 1, clamped to min and max when the
 * field loses focus (typing a passing value such as "1" on the way to "15" is not interrupted).
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  decimals = NUMBER_DEFAULTS.decimals,
  step = NUMBER_DEFAULTS.step,
  min,
  max,
  ...props
}: NumberFieldProps) {
  return (
    <NumberInput
      {...props}
      value={value ?? ''}
      decimalScale={decimals}
      step={step}
      min={min}
      max={max}
      clampBehavior="blur"
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))}
      onBlur={(event) => {
        if (typeof value === 'number') {
          const clamped = clampNumber(value, { min, max, decimals });
          if (clamped !== value) onChange(clamped);
        }
        onBlur?.(event);
      }}
    />
  );
}
