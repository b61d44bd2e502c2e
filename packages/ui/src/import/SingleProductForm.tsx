import { zodResolver } from '@hookform/resolvers/zod';
import { singleProductSchema, type SingleProductValues, useSingleImport, importMessages, useTexts } from '@curate/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../primitives/Button/Button';
import { cx } from '../theme/cx';

/** Props of SingleProductForm. */
export interface SingleProductFormProps {
  /** The company the product is imported into; null answers 'Please select a company first'. */
  companyId: string | null | undefined;
  /** Called after a product is imported (its raw product id). */
  onImported?: (rawProductId: string) => void;
  className?: string;
}

const EMPTY: SingleProductValues = {
  productId: '',
  productName: '',
  description: '',
  imageUrl: '',
  additionalInformation: '',
  forceOverride: false,
};

/**
 * 'Single Product' — spec part 2 §2.2, §4.1, §5.1, §8.1: the product is imported, then its enhancement starts;
 * 'Submit Product' reads 'Processing...' while busy and stays disabled until Product ID and Description are
 * filled. Inline success and error messages above the button, scrolled into view (a refused enhancement start says
 * the product was imported anyway); the form is cleared after a success.
 */
export function SingleProductForm({ companyId, onImported, className }: SingleProductFormProps) {
  const id = useId();
  const t = useTexts('import', importMessages);
  const single = useSingleImport({ companyId });
  const schema = useMemo(() => singleProductSchema(t), [t]);
  const { register, handleSubmit, watch, reset, formState } = useForm<SingleProductValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
  });
  // The message shows above Submit Product; a long form leaves it below the fold, so it is scrolled into view.
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const el = message.current;
    if (single.result && el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
  }, [single.result]);
  const productId = watch('productId');
  const description = watch('description');
  const submit = handleSubmit(async (values) => {
    const result = await single.submit(values);
    if (result.status !== 'error') {
      reset(EMPTY);
      onImported?.(result.rawProductId);
    }
  });
  const errors = formState.errors;
  const field = (name: keyof SingleProductValues, label: string, input: React.ReactNode, required = false) => (
    <div className="curate-Import-field" data-slot="field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="curate-Import-fieldError" role="alert">
          {String(errors[name]?.message)}
        </span>
      )}
    </div>
  );
  const aria = (name: keyof SingleProductValues) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  return (
    <form
      className={cx('curate-Import-single', className)}
      data-slot="single-product-form"
      data-state={single.busy ? 'submitting' : (single.result?.status ?? 'idle')}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="curate-Import-title">
        {t.singleProduct}
      </h3>
      {field(
        'productId',
        t.productId,
        <input id={`${id}-productId`} required {...aria('productId')} {...register('productId')} />,
        true,
      )}
      {field('productName', t.productName, <input id={`${id}-productName`} {...register('productName')} />)}
      {field(
        'description',
        t.productDescription,
        <textarea id={`${id}-description`} rows={4} required {...aria('description')} {...register('description')} />,
        true,
      )}
      {field(
        'imageUrl',
        t.imageUrl,
        <input id={`${id}-imageUrl`} type="url" {...aria('imageUrl')} {...register('imageUrl')} />,
      )}
      {field(
        'additionalInformation',
        t.additionalInformation,
        <textarea id={`${id}-additionalInformation`} rows={3} {...register('additionalInformation')} />,
      )}
      <label className="curate-Import-check">
        <input type="checkbox" {...register('forceOverride')} />
        {t.forceOverride}
      </label>
      {single.result && (
        <p
          ref={message}
          className="curate-Import-message"
          data-slot="single-message"
          data-tone={single.result.status}
          role={single.result.status === 'success' ? 'status' : 'alert'}
        >
          {single.result.message}
          {single.result.status === 'warning' && single.result.note && `\n${single.result.note}`}
        </p>
      )}
      <Button
        variant="primary"
        type="submit"
        loading={single.busy}
        loadingLabel={t.processing}
        disabled={!productId?.trim() || !description?.trim()}
      >
        {t.submitProduct}
      </Button>
    </form>
  );
}
