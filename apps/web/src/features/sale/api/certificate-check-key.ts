/**
 * The query key of a certificate check: apart from the call itself, so the route table (loaded with
 * every page) names it without carrying the call's code.
 */
export const certificateCheckKey = (certificateNo: string) =>
  ['certificates', 'check', certificateNo] as const;
