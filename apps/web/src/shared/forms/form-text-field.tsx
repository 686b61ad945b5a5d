import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { rules, validateWith, type Rule } from './rules';

type Props<T extends FieldValues> = Omit<
  TextInputProps,
  'value' | 'onChange' | 'error' | 'label' | 'required' | 'vars' | 'styles' | 'classNames'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Rules after `required`, e.g. `[rules.email()]`. */
  checks?: Rule[];
};

/** A text input bound to react-hook-form; its message shows once the field loses focus. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  checks = [],
  type,
  ...props
}: Props<T>) {
  const all = [...(required ? [rules.required(label)] : []), ...checks];
  const { field, fieldState } = useController({ control, name, rules: { validate: validateWith(...all) } });
  const bound = {
    withAsterisk: required,
    ...props,
    label,
    name: field.name,
    ref: field.ref,
    value: (field.value as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return type === 'password' ? (
    // The toggle's name must not contain the field's label, or "Password" would name two controls.
    <PasswordInput {...bound} visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }} />
  ) : (
    <TextInput {...bound} type={type} />
  );
}
