import { SALE_RULES } from '@eauction/shared';
import { SaleSection } from './sale-section';
import classes from './sale-rules.module.css';

/**
 * The rules of the sale in plain words (docs/product.md, "The sale": rule 9 of the Security Interest
 * (Enforcement) Rules, 2002), with the numbers of SALE_RULES.
 */
export function SaleRules() {
  const { depositPercent, balanceDays } = SALE_RULES;
  return (
    <SaleSection title="How paying for the property works" id="sale-rules-heading">
      <ul className={classes.rules}>
        <li>The bank first confirms the sale to the highest bidder. Nothing is due before then.</li>
        <li>
          By the end of the next working day after the confirmation, pay {depositPercent}% of the sale price.
          The EMD you paid counts towards it, so the deposit is {depositPercent}% of the price less your EMD.
        </li>
        <li>
          Pay the rest of the price, the balance, by the {balanceDays}th day after the confirmation (the next
          working day if the bank is closed that day).
        </li>
        <li>
          Each deadline ends at midnight, India time, on the day shown. Report each payment on this page with
          its UTR number; the bank then checks it against its account.
        </li>
        <li>
          If a payment is not made in time, the bank may forfeit the deposit and the EMD and auction the
          property again.
        </li>
        <li>Once the full price is paid, the bank issues the sale certificate.</li>
      </ul>
    </SaleSection>
  );
}
