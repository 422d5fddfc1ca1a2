import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { EMD_PROGRESS_SCALE_DAYS, daysBetween, emdProgressPercent, toIstDate } from '@eauction/shared';
import classes from './property-card.module.css';

/** What the bar says: days left to the EMD deadline (IST calendar days), or that it has passed. */
export function emdLabel(emdSubmission: string, now: Date, _: I18n['_']): string {
  const days = daysBetween(toIstDate(now), emdSubmission);
  if (days < 0) return _('properties.card.emd.closed');
  if (days === 0) return _('properties.card.emd.lastDay');
  return _('properties.card.emd.daysLeft', { days });
}

const BAR_COLOURS = { plenty: classes.barPlenty, some: classes.barSome, few: classes.barFew };

/** Days left to the EMD deadline out of 30, clamped to 0–100 % (docs/product.md, "EMD progress bar"). */
export function EmdProgress({ emdSubmission, now }: { emdSubmission: string; now: Date }) {
  const { _ } = useLingui();
  const percent = Math.round(emdProgressPercent(emdSubmission, now));
  const label = emdLabel(emdSubmission, now, _);
  const colour = BAR_COLOURS[percent > 50 ? 'plenty' : percent > 20 ? 'some' : 'few'];
  return (
    <div className={classes.emd}>
      <div className={classes.emdHead}>
        <p className={classes.emdWindow}>{_('properties.card.emd.window')}</p>
        <p className={classes.emdLabel}>{label}</p>
      </div>
      <div className={classes.bar}>
        <div
          className={`${classes.barSection} ${colour}`}
          style={{ width: `${percent}%` }}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={_('properties.card.emd.valueText', {
            label,
            percent,
            scale: EMD_PROGRESS_SCALE_DAYS,
          })}
        />
      </div>
    </div>
  );
}
