/** What a failed download of the sale's files says when the server gives no reason. */
export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

export const certificatePath = (propertyId: string) => `/sales/${encodeURIComponent(propertyId)}/certificate`;
export const receiptPath = (propertyId: string, paymentId: string) =>
  `/sales/${encodeURIComponent(propertyId)}/payments/${encodeURIComponent(paymentId)}/receipt`;
