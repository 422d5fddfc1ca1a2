import {
  MAX_BIDDING_WINDOW_HOURS,
  formatTime,
  istParts,
  type DateInput,
  type Locale,
} from '@eauction/shared';
import { appLocale, appTranslate, type Translate } from './translate';

/*
 * docs/product.md, "Auction timing", on the server's clock. The end time includes soft-close extensions
 * (the auction-status and bid-update messages carry it), so the countdown follows every extension.
 */

/** 'upcoming': before the start or more than 7 hours before the end; bidding and auto-bidding disabled. */
export type AuctionPhase = 'upcoming' | 'live' | 'ended';

export interface AuctionTimes {
  auctionStartTime: string;
  auctionEndTime: string;
}

export interface AuctionClock {
  phase: AuctionPhase;
  /** Whole seconds left to the end, never below 0 (0 shows 'Auction Ended'). */
  remainingSeconds: number;
}

const BIDDING_WINDOW_SECONDS = MAX_BIDDING_WINDOW_HOURS * 3600;

export function auctionClock(times: AuctionTimes, nowMs: number): AuctionClock {
  const endMs = Date.parse(times.auctionEndTime);
  const startMs = Date.parse(times.auctionStartTime);
  // Rounded up: 0.4 s left is still a running auction, shown as 00:00:01.
  const remainingSeconds = Math.max(0, Math.ceil((endMs - nowMs) / 1000));
  if (remainingSeconds === 0) return { phase: 'ended', remainingSeconds };
  if (nowMs < startMs || remainingSeconds > BIDDING_WINDOW_SECONDS)
    return { phase: 'upcoming', remainingSeconds };
  return { phase: 'live', remainingSeconds };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss; hours keep counting past 99 rather than wrap. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** 'Starts at 10:00 AM' (docs/product.md, "Auction timing"): the real start time, h:mm AM/PM in IST. */
export function startsAtText(
  start: DateInput,
  _: Translate = appTranslate,
  locale: Locale = appLocale(),
): string {
  return _('liveAuction.timing.startsAt', { time: formatTime(start, locale).replace(/^0/, '') });
}

/** A bid's time in the history list: hh:mm:ss AM/PM in IST (the half of the day in the page's language). */
export function formatBidTime(value: DateInput, locale: Locale = appLocale()): string {
  const { second } = istParts(value);
  // formatTime says 'hh:mm AM': the seconds go after the minutes.
  return formatTime(value, locale).replace(/^(\d\d:\d\d)/, `$1:${pad2(second)}`);
}
