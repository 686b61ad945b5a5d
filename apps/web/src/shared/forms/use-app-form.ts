import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/** Every form of the product: messages appear once a field loses focus, then follow each change. */
export function useAppForm<T extends FieldValues>(props: UseFormProps<T> = {}): UseFormReturn<T> {
  return useForm<T>({ mode: 'onTouched', ...props });
}
