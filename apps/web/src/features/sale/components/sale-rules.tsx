import { useLingui } from '@lingui/react';
import { SALE_RULES } from '@eauction/shared';
import { SaleSection } from './sale-section';
import classes from './sale-rules.module.css';

/**
 * The rules of the sale in plain words (docs/product.md, "The sale": rule 9 of the Security Interest
 * (Enforcement) Rules, 2002), with the numbers of SALE_RULES.
 */
export function SaleRules() {
  const { _ } = useLingui();
  const { depositPercent, balanceDays } = SALE_RULES;
  return (
    <SaleSection title={_('sale.rules.title')} id="sale-rules-heading">
      <ul className={classes.rules}>
        <li>{_('sale.rules.confirmFirst')}</li>
        <li>{_('sale.rules.deposit', { percent: depositPercent })}</li>
        <li>{_('sale.rules.balance', { days: balanceDays })}</li>
        <li>{_('sale.rules.deadlines')}</li>
        <li>{_('sale.rules.forfeit')}</li>
        <li>{_('sale.rules.certificate')}</li>
      </ul>
    </SaleSection>
  );
}
