import { zodResolver } from '@hookform/resolvers/zod';
import {
  CustomFieldForm,
  customFieldFormDefaults,
  dataTypeFor,
  missesRequired,
  type CustomFieldBody,
  type CustomFieldFormValues,
  type FieldType,
  commonMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';
import { CreateFieldFormFields } from './CreateFieldForm';

const resolver = zodResolver(CustomFieldForm) as unknown as Resolver<CustomFieldFormValues, unknown, CustomFieldBody>;

/** Props of CreateFieldDialog. */
export interface CreateFieldDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Cancel, Esc or the close button. */
  onClose: () => void;
  /** Name of the group the field is created in (the group the dialog was opened from — spec part 1 §5). */
  groupName: string;
  /** Text typed in the add-field box; prefills display name and field name. Default ''. */
  initialName?: string;
  /** Creates the field with the validated body (sort order 999); reject to keep the dialog open. */
  onCreate: (body: CustomFieldBody) => Promise<unknown>;
  /** A failure to show, e.g. 'Failed to create new field: {detail}' (spec part 1 §8); default none. */
  errorMessage?: string | null;
  /** Initial values for stories and tests; default from initialName. */
  defaultValues?: Partial<CustomFieldFormValues>;
}

/**
 * 'Create New Custom Field' — spec part 1 §2, §5: field name, display name, field type and data type
 * required ('Please fill out all required fields'); lengths checked; the field name is saved lowercased
 * with spaces as underscores; min/max length only for the string data type; allowed values one per line
 * for select types; sort order 999.
 */
export function CreateFieldDialog({
  open,
  onClose,
  groupName,
  initialName = '',
  onCreate,
  errorMessage,
  defaultValues,
}: CreateFieldDialogProps) {
  const formId = useId();
  const m = useTexts('productFields', productFieldsMessages);
  const common = useTexts('common', commonMessages);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<CustomFieldFormValues, unknown, CustomFieldBody>({
    resolver,
    defaultValues: { ...customFieldFormDefaults(initialName), ...defaultValues },
    mode: 'onSubmit',
  });
  const { register, handleSubmit, formState, watch, setValue, reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens or for a new name, never because a caller passes new default objects.
  useEffect(() => {
    if (open) reset({ ...customFieldFormDefaults(initialName), ...defaultValues });
  }, [open, initialName]);
  const fieldType = watch('field_type');
  useEffect(() => {
    const sub = watch((values, { name }) => {
      if (name === 'field_type' && values.field_type)
        setValue('data_type', dataTypeFor(values.field_type as FieldType));
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);

  const submit = handleSubmit(async (body) => {
    setSubmitting(true);
    try {
      await onCreate(body);
    } catch {
      // The caller shows errorMessage; the dialog stays open.
    } finally {
      setSubmitting(false);
    }
  });
  const errors = formState.errors;
  const required = missesRequired(Object.values(errors).map((e) => e?.message));
  const alert = required ? m.requiredFields : (errorMessage ?? null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={m.createTitle}
      description={m.createDescription(groupName)}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="primary" type="submit" form={formId} loading={submitting} loadingLabel={m.creating}>
            {m.createField}
          </Button>
        </>
      }
    >
      <form id={formId} className="curate-CreateFieldDialog" data-slot="create-field-form" noValidate onSubmit={submit}>
        {alert && (
          <p className="curate-CreateFieldDialog-alert" role="alert">
            {alert}
          </p>
        )}
        <CreateFieldFormFields
          idPrefix={formId}
          register={register}
          errors={errors}
          values={{ field_name: watch('field_name'), field_type: fieldType, data_type: watch('data_type') }}
          disabled={submitting}
        />
      </form>
    </Dialog>
  );
}
