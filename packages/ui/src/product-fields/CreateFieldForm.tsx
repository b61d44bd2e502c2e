import {
  DataType,
  FIELD_DISPLAY_NAME_MAX_LENGTH,
  FIELD_NAME_MAX_LENGTH,
  FieldType,
  REQUIRED_FIELDS_MESSAGE,
  normaliseFieldName,
  showsAllowedValues,
  showsLengthLimits,
  type CustomFieldFormValues,
  commonMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** One labelled input of the form with its error message. */
function Row({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="curate-CreateFieldDialog-row" data-slot="create-field-row" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="curate-CreateFieldDialog-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p className="curate-CreateFieldDialog-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="curate-CreateFieldDialog-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of CreateFieldFormFields. */
export interface CreateFieldFormFieldsProps {
  /** Prefix of the input ids. */
  idPrefix: string;
  register: UseFormRegister<CustomFieldFormValues>;
  errors: FieldErrors<CustomFieldFormValues>;
  /** Current values, for the conditional inputs and the saved-name preview. */
  values: Pick<CustomFieldFormValues, 'field_name' | 'field_type' | 'data_type'>;
  disabled?: boolean;
}

/** The inputs of the 'Create New Custom Field' form — spec part 1 §5. */
export function CreateFieldFormFields({ idPrefix, register, errors, values, disabled }: CreateFieldFormFieldsProps) {
  const id = (name: keyof CustomFieldFormValues) => `${idPrefix}-${name}`;
  const aria = (name: keyof CustomFieldFormValues, hint = false) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${id(name)}-error` : '', hint ? `${id(name)}-hint` : ''].filter(Boolean).join(' ') || undefined,
    disabled,
  });
  const t = useTexts('productFields', productFieldsMessages);
  const common = useTexts('common', commonMessages);
  const savedAs = normaliseFieldName(values.field_name);
  // The form-level alert says 'Please fill out all required fields'; each missing input just says 'Required'.
  const msg = (name: keyof CustomFieldFormValues) => {
    const m = errors[name]?.message;
    return m === REQUIRED_FIELDS_MESSAGE ? t.required : m && common.problem(m);
  };
  return (
    <div className="curate-CreateFieldDialog-fields">
      <Row
        id={id('field_name')}
        label={t.fieldName}
        required
        error={msg('field_name')}
        hint={savedAs ? t.savedAs(savedAs) : t.fieldNameHint(FIELD_NAME_MAX_LENGTH)}
      >
        <input
          className="curate-FieldEditor-input"
          autoComplete="off"
          aria-required="true"
          maxLength={FIELD_NAME_MAX_LENGTH}
          {...aria('field_name', true)}
          {...register('field_name')}
        />
      </Row>
      <Row id={id('display_name')} label={t.displayName} required error={msg('display_name')}>
        <input
          className="curate-FieldEditor-input"
          autoComplete="off"
          aria-required="true"
          maxLength={FIELD_DISPLAY_NAME_MAX_LENGTH}
          {...aria('display_name')}
          {...register('display_name')}
        />
      </Row>
      <div className="curate-CreateFieldDialog-pair">
        <Row id={id('field_type')} label={t.fieldType} required error={msg('field_type')}>
          <select
            className="curate-FieldEditor-input"
            aria-required="true"
            {...aria('field_type')}
            {...register('field_type')}
          >
            <option value="">{t.selectType}</option>
            {FieldType.options.map((type) => (
              <option key={type} value={type}>
                {t.fieldTypeName(type)}
              </option>
            ))}
          </select>
        </Row>
        <Row id={id('data_type')} label={t.dataType} required error={msg('data_type')}>
          <select
            className="curate-FieldEditor-input"
            aria-required="true"
            {...aria('data_type')}
            {...register('data_type')}
          >
            <option value="">{t.selectDataType}</option>
            {DataType.options.map((type) => (
              <option key={type} value={type}>
                {t.dataTypeName(type)}
              </option>
            ))}
          </select>
        </Row>
      </div>
      <div className="curate-CreateFieldDialog-checks">
        <label className="curate-FieldEditor-check">
          <input type="checkbox" disabled={disabled} {...register('is_required')} />
          <span>{t.required}</span>
        </label>
        <label className="curate-FieldEditor-check">
          <input type="checkbox" disabled={disabled} {...register('is_multiple')} />
          <span>{t.allowMultiple}</span>
        </label>
      </div>
      {showsLengthLimits(values.data_type) && (
        <div className="curate-CreateFieldDialog-pair">
          <Row id={id('min_length')} label={t.minLength} error={msg('min_length')}>
            <input
              className="curate-FieldEditor-input"
              type="number"
              min={0}
              step={1}
              {...aria('min_length')}
              {...register('min_length')}
            />
          </Row>
          <Row id={id('max_length')} label={t.maxLength} error={msg('max_length')}>
            <input
              className="curate-FieldEditor-input"
              type="number"
              min={1}
              step={1}
              {...aria('max_length')}
              {...register('max_length')}
            />
          </Row>
        </div>
      )}
      {showsAllowedValues(values.field_type) && (
        <Row id={id('allowed_values')} label={t.allowedValues} hint={t.allowedValuesHint} error={msg('allowed_values')}>
          <textarea
            className="curate-FieldEditor-input curate-FieldEditor-textarea"
            rows={4}
            {...aria('allowed_values', true)}
            {...register('allowed_values')}
          />
        </Row>
      )}
      <Row id={id('help_text')} label={t.helpText} hint={t.optional} error={msg('help_text')}>
        <textarea
          className="curate-FieldEditor-input curate-FieldEditor-textarea"
          rows={2}
          {...aria('help_text', true)}
          {...register('help_text')}
        />
      </Row>
    </div>
  );
}
