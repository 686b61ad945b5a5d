import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from './number-field';
import { rules, validateWith, type Rule } from './rules';

type Props<T extends FieldValues> = Omit<NumberFieldProps, 'value' | 'onChange' | 'error' | 'label'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** More rules after the built-in required / number / min / max. */
  extraRules?: Rule[];
};

/** A NumberField bound to react-hook-form, checked with the generic rules under its label. */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  extraRules = [],
  min,
  max,
  ...props
}: Props<T>) {
  const checks: Rule[] = [
    ...(required ? [rules.required(label)] : []),
    rules.number(),
    ...(typeof min === 'number' ? [rules.min(label, min)] : []),
    ...(typeof max === 'number' ? [rules.max(label, max)] : []),
    ...extraRules,
  ];
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateWith(...checks) },
  });
  return (
    <NumberField
      {...props}
      label={label}
      withAsterisk={required}
      min={min}
      max={max}
      name={field.name}
      ref={field.ref}
      value={field.value as number | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
