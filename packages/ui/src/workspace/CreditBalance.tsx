import type { ComponentPropsWithRef } from 'react';
import { isNegativeBalance, useFormat, workspaceMessages, useTexts } from '@curate/core';
import { cx, dataFlag } from '../theme/cx';

/** Props of CreditBalance; other span attributes (and ref) pass through. */
export interface CreditBalanceProps extends ComponentPropsWithRef<'span'> {
  /** The company's credit balance. Required. */
  balance: number;
}

/** The header balance followed by the word 'credits', red when negative (spec part 1 §2, part 3 §2). */
export function CreditBalance({ balance, className, ...rest }: CreditBalanceProps) {
  const m = useTexts('workspace', workspaceMessages);
  const format = useFormat();
  return (
    <span
      {...rest}
      className={cx('curate-CreditBalance', className)}
      data-slot="credit-balance"
      data-negative={dataFlag(isNegativeBalance(balance))}
    >
      <span className="curate-CreditBalance-amount" data-slot="credit-balance-amount">
        {format.number(balance, { maximumFractionDigits: 2 })}
      </span>{' '}
      {m.credits}
    </span>
  );
}
