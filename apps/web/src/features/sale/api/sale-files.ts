export const certificatePath = (propertyId: string) => `/sales/${encodeURIComponent(propertyId)}/certificate`;
export const receiptPath = (propertyId: string, paymentId: string) =>
  `/sales/${encodeURIComponent(propertyId)}/payments/${encodeURIComponent(paymentId)}/receipt`;
