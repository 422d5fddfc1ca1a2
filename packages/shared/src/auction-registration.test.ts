import { describe, expect, it } from 'vitest';
import {
  RegistrationStatusUpdateSchema,
  auctionRegistrationSchema,
  documentErrors,
  fileTooLargeMessage,
  hasAcceptedExtension,
  offerTooLowMessage,
  statusChangedMessage,
} from './auction-registration';
import { BuyerProfileSchema, LandlineSchema } from './buyer-profile';
import { issueMessage, type Message } from './messages';

const valid = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  organizationName: 'Kumar Agro Pvt Ltd',
  address: '12 Civil Lines',
  country: 'India',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
  landline: '0141 2345678',
  mobile: '9876543210',
  fax: '',
  bankName: 'State Bank of India',
  accountNo: '12345678901',
  ifscCode: 'SBIN0001234',
  offerValue: '2500000',
  paymentMode: 'Neft - Rtgs',
  utrNo: 'SBIN123456789',
};

/** Each field's first message: its key, and the values it is written with. */
function messagesOf(input: Record<string, unknown>, reserve = 2500000): Record<string, Message> {
  const r = auctionRegistrationSchema(reserve).safeParse(input);
  if (r.success) return {};
  const out: Record<string, Message> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issueMessage(issue);
  }
  return out;
}

/** Each field's first message key. */
function errorsOf(input: Record<string, unknown>, reserve = 2500000): Record<string, string> {
  return Object.fromEntries(Object.entries(messagesOf(input, reserve)).map(([field, m]) => [field, m.id]));
}

describe('auction registration fields', () => {
  it('accepts a complete form and turns the offer into a number', () => {
    const r = auctionRegistrationSchema(2500000).safeParse(valid);
    expect(r.success && r.data.offerValue).toBe(2500000);
  });

  it('checks the buyer fields with the buyer profile schemas (buyer-profile.test.ts)', () => {
    const { shape } = auctionRegistrationSchema(2500000);
    const buyerFields = ['firstName', 'lastName', 'organizationName', 'address', 'country'] as const;
    for (const field of [...buyerFields, 'state', 'city', 'pincode', 'mobile', 'fax'] as const) {
      expect(shape[field], field).toBe(BuyerProfileSchema.shape[field]);
    }
    expect(shape.landline).toBe(LandlineSchema);
    expect(errorsOf({ ...valid, firstName: '', landline: '1234567', mobile: '98765' })).toEqual({
      firstName: 'account.firstName.required',
      landline: 'account.landline.tooShort',
      mobile: 'account.mobile.invalid',
    });
  });

  it('checks the IFSC, upper-cased, and drops the separators of the account number', () => {
    const tidied = { ...valid, accountNo: '1234 5678-901', ifscCode: 'sbin0001234' };
    expect(auctionRegistrationSchema(2500000).parse(tidied)).toMatchObject({
      accountNo: '12345678901',
      ifscCode: 'SBIN0001234',
    });
    expect(errorsOf({ ...valid, ifscCode: 'SBIN1001234' }).ifscCode).toBe('account.ifscCode.invalid');
    expect(errorsOf({ ...valid, ifscCode: 'sbin1001234' }).ifscCode).toBe('account.ifscCode.invalid');
  });

  it('requires a bank and an account number, of at most 34 characters', () => {
    expect(errorsOf({ ...valid, bankName: '' }).bankName).toBe('auction.registration.bankNameRequired');
    expect(errorsOf({ ...valid, accountNo: '' }).accountNo).toBe('auction.registration.accountNoRequired');
    expect(messagesOf({ ...valid, accountNo: '1'.repeat(35) }).accountNo).toEqual({
      id: 'auction.registration.accountNoTooLong',
      values: { maximum: 34 },
    });
    expect(errorsOf({ ...valid, accountNo: '12345' }).accountNo).toBe(
      'auction.registration.accountNoInvalid',
    );
  });

  it('requires an offer of at least the reserve price, the amount in Indian grouping', () => {
    expect(errorsOf({ ...valid, offerValue: '' }).offerValue).toBe('auction.registration.offerRequired');
    expect(messagesOf({ ...valid, offerValue: '2499999' }).offerValue).toEqual({
      id: 'auction.registration.offerTooLow',
      values: { amount: '₹25,00,000' },
    });
    expect(errorsOf({ ...valid, offerValue: 2500000 }).offerValue).toBeUndefined();
    expect(errorsOf({ ...valid, offerValue: '25.5' }).offerValue).toBe('auction.registration.offerNotWhole');
    expect(offerTooLowMessage(1234567)).toEqual({
      id: 'auction.registration.offerTooLow',
      values: { amount: '₹12,34,567' },
    });
  });

  it('requires a payment mode of the list', () => {
    expect(errorsOf({ ...valid, paymentMode: '' }).paymentMode).toBe(
      'auction.registration.paymentModeRequired',
    );
    expect(errorsOf({ ...valid, paymentMode: 'Cash' }).paymentMode).toBe(
      'auction.registration.paymentModeNotListed',
    );
  });

  it('requires a UTR number only for NEFT - RTGS', () => {
    expect(errorsOf({ ...valid, utrNo: '' }).utrNo).toBe('auction.utr.required');
    expect(errorsOf({ ...valid, utrNo: 'UTR-1' }).utrNo).toBe('auction.utr.invalid');
    expect(errorsOf({ ...valid, paymentMode: 'Demand Draft', utrNo: '' }).utrNo).toBeUndefined();
  });

  it('requires a city of the state, naming the state', () => {
    expect(messagesOf({ ...valid, city: 'Lucknow' }).city).toEqual({
      id: 'auction.registration.districtInvalid',
      values: { state: 'Rajasthan' },
    });
  });

  it('accepts every state and union territory of India with its districts, and nothing else', () => {
    expect(errorsOf({ ...valid, state: 'Kerala', city: 'Ernakulam' })).toEqual({});
    expect(errorsOf({ ...valid, state: 'Ladakh', city: 'Leh' })).toEqual({});
    expect(errorsOf({ ...valid, state: 'Atlantis', city: 'Jaipur' }).state).toBe(
      'auction.registration.stateInvalid',
    );
    expect(errorsOf({ ...valid, state: 'rajasthan' }).state).toBe('auction.registration.stateInvalid');
  });

  it('takes a typed city only when the bidder says it is not listed, and then only a place name', () => {
    expect(errorsOf({ ...valid, city: 'Bhiwadi', cityNotListed: 'true' })).toEqual({});
    expect(errorsOf({ ...valid, city: 'Bhiwadi' }).city).toBe('auction.registration.districtInvalid');
    expect(errorsOf({ ...valid, city: '<b>x</b>', cityNotListed: 'true' }).city).toBe(
      'auction.registration.cityNameInvalid',
    );
    expect(errorsOf({ ...valid, cityNotListed: 'yes' }).cityNotListed).toBe(
      'auction.registration.cityNotListedInvalid',
    );
    // Even a typed city needs a listed state.
    expect(errorsOf({ ...valid, state: 'Atlantis', city: 'Bhiwadi', cityNotListed: 'true' }).state).toBe(
      'auction.registration.stateInvalid',
    );
  });

  it('takes a bank of the list whose code starts the IFSC', () => {
    expect(errorsOf({ ...valid, bankName: 'Canara Bank', ifscCode: 'CNRB0001234' })).toEqual({});
    expect(errorsOf({ ...valid, bankName: 'Bank of Nowhere' }).bankName).toBe(
      'auction.registration.bankNotListed',
    );
    expect(messagesOf({ ...valid, ifscCode: 'HDFC0001234' }).ifscCode).toEqual({
      id: 'auction.registration.ifscOfOtherBank',
      values: { owner: 'HDFC Bank', bank: 'State Bank of India' },
    });
    expect(messagesOf({ ...valid, ifscCode: 'QQQQ0001234' }).ifscCode).toEqual({
      id: 'auction.registration.ifscNotOfBank',
      values: { bank: 'State Bank of India', codes: 'SBIN' },
    });
  });

  it('takes, for a bank that clears through a sponsor, the IFSCs the sponsor issued for it', () => {
    const maharana = { ...valid, bankName: 'Maharana Pratap Co-operative Urban Bank' };
    expect(errorsOf({ ...maharana, ifscCode: 'ICIC00MPCUB' })).toEqual({});
    // A newer IFSC of its sponsor that the register gives to no other bank may be one of its own.
    expect(errorsOf({ ...maharana, ifscCode: 'ICIC0001234' })).toEqual({});
    expect(messagesOf({ ...maharana, ifscCode: 'HDFC0001234' }).ifscCode?.values).toEqual({
      owner: 'HDFC Bank',
      bank: 'Maharana Pratap Co-operative Urban Bank',
    });
    expect(messagesOf({ ...maharana, ifscCode: 'QQQQ0001234' }).ifscCode?.values).toEqual({
      bank: 'Maharana Pratap Co-operative Urban Bank',
      codes: 'ICIC',
    });
    // The sponsor's own customers cannot use an IFSC issued for the bank it sponsors.
    expect(
      messagesOf({ ...valid, bankName: 'ICICI Bank', ifscCode: 'ICIC00MPCUB' }).ifscCode?.values,
    ).toEqual({
      owner: 'Maharana Pratap Co-operative Urban Bank',
      bank: 'ICICI Bank',
    });
  });
});

describe('documents', () => {
  it('needs the PAN card and address proof, and a receipt unless paid by NEFT - RTGS', () => {
    expect(documentErrors({}, 'Neft - Rtgs')).toEqual({
      pancardFile: 'auction.registration.pancardFileRequired',
      addressProof: 'auction.registration.addressProofRequired',
    });
    expect(documentErrors({ pancardFile: true, addressProof: true }, 'Cheque')).toEqual({
      paymentReceipt: 'auction.registration.paymentReceiptRequired',
    });
    expect(
      documentErrors({ pancardFile: true, addressProof: true, paymentReceipt: true }, 'Payorder'),
    ).toEqual({});
  });

  it('accepts pdf, jpg, jpeg and png names', () => {
    expect(['a.pdf', 'b.JPG', 'c.jpeg', 'd.png'].every(hasAcceptedExtension)).toBe(true);
    expect(['e.svg', 'f.html', 'g', 'h.pdf.exe'].some(hasAcceptedExtension)).toBe(false);
  });
});

describe('fileTooLargeMessage', () => {
  it('names the configured limit in megabytes', () => {
    const limitOf = (bytes: number) => fileTooLargeMessage(bytes).values?.limit;
    expect(fileTooLargeMessage(5 * 1024 * 1024).id).toBe('auction.document.tooLarge');
    expect(limitOf(5 * 1024 * 1024)).toBe('5 MB');
    expect(limitOf(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(limitOf(64 * 1024)).toBe('64 KB');
  });
});

describe('RegistrationStatusUpdateSchema', () => {
  it('accepts the three statuses only, and nothing beside them', () => {
    for (const status of ['pending', 'approved']) {
      expect(RegistrationStatusUpdateSchema.safeParse({ status }).success).toBe(true);
    }
    expect(RegistrationStatusUpdateSchema.safeParse({ status: 'rejected', reason: 'No PAN' }).success).toBe(
      true,
    );
    expect(RegistrationStatusUpdateSchema.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(RegistrationStatusUpdateSchema.safeParse({ status: 'approved', by: 'x' }).success).toBe(false);
  });
});

describe('RegistrationStatusUpdateSchema: from and reason', () => {
  it('takes the status the officer saw', () => {
    expect(RegistrationStatusUpdateSchema.parse({ status: 'approved', from: 'pending' })).toEqual({
      status: 'approved',
      from: 'pending',
    });
    expect(RegistrationStatusUpdateSchema.safeParse({ status: 'approved', from: 'gone' }).success).toBe(
      false,
    );
  });

  it('needs a trimmed reason of at most 500 characters for a rejection', () => {
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const result = RegistrationStatusUpdateSchema.safeParse({ status: 'rejected', reason });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['reason']);
    }
    const issueOf = (reason: string) =>
      RegistrationStatusUpdateSchema.safeParse({ status: 'rejected', reason }).error?.issues[0];
    expect(issueOf('')?.message).toBe('auction.registration.reasonRequired');
    const tooLong = issueOf('x'.repeat(501));
    expect(tooLong && issueMessage(tooLong)).toEqual({
      id: 'auction.registration.reasonTooLong',
      values: { maximum: 500 },
    });
    expect(
      RegistrationStatusUpdateSchema.parse({ status: 'rejected', reason: ` ${'x'.repeat(500)} ` }),
    ).toEqual({ status: 'rejected', reason: 'x'.repeat(500) });
  });

  it('names the status a registration already has by its label', () => {
    expect(statusChangedMessage('approved')).toEqual({
      id: 'auction.registration.statusChanged',
      values: { status: { id: 'labels.registrationStatus.approved' } },
    });
  });
});
