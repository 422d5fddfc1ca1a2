import { describe, expect, it } from 'vitest';
import {
  RegistrationStatusUpdateSchema,
  auctionRegistrationSchema,
  documentErrors,
  fileTooLargeMessage,
  hasAcceptedExtension,
  offerTooLowMessage,
} from './auction-registration';
import { BuyerProfileSchema, LandlineSchema } from './buyer-profile';

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

function errorsOf(input: Record<string, unknown>, reserve = 2500000): Record<string, string> {
  const r = auctionRegistrationSchema(reserve).safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
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
      firstName: 'First name is required',
      landline: 'Landline number is too short',
      mobile: 'Invalid mobile number',
    });
  });

  it('checks the IFSC, upper-cased, and drops the separators of the account number', () => {
    const tidied = { ...valid, accountNo: '1234 5678-901', ifscCode: 'sbin0001234' };
    expect(auctionRegistrationSchema(2500000).parse(tidied)).toMatchObject({
      accountNo: '12345678901',
      ifscCode: 'SBIN0001234',
    });
    expect(errorsOf({ ...valid, ifscCode: 'SBIN1001234' }).ifscCode).toBe('Invalid IFSC code');
    expect(errorsOf({ ...valid, ifscCode: 'sbin1001234' }).ifscCode).toBe('Invalid IFSC code');
  });

  it('requires a bank and an account number', () => {
    expect(errorsOf({ ...valid, bankName: '' }).bankName).toBe('Bank name is required');
    expect(errorsOf({ ...valid, accountNo: '' }).accountNo).toBe('Account number is required');
  });

  it('requires an offer of at least the reserve price', () => {
    expect(errorsOf({ ...valid, offerValue: '' }).offerValue).toBe('Offer value is required');
    expect(errorsOf({ ...valid, offerValue: '2499999' }).offerValue).toBe(
      'Offer must be at least ₹25,00,000',
    );
    expect(errorsOf({ ...valid, offerValue: 2500000 }).offerValue).toBeUndefined();
    expect(errorsOf({ ...valid, offerValue: '25.5' }).offerValue).toBe(
      'Offer value must be a whole number of rupees',
    );
    expect(offerTooLowMessage(1234567)).toBe('Offer must be at least ₹12,34,567');
  });

  it('requires a UTR number only for NEFT - RTGS', () => {
    expect(errorsOf({ ...valid, utrNo: '' }).utrNo).toBe('UTR number is required');
    expect(errorsOf({ ...valid, paymentMode: 'Demand Draft', utrNo: '' }).utrNo).toBeUndefined();
  });

  it('requires a city of the state', () => {
    expect(errorsOf({ ...valid, city: 'Lucknow' }).city).toBe(
      'Please select a district of Rajasthan, or choose "My city is not listed"',
    );
  });

  it('accepts every state and union territory of India with its districts, and nothing else', () => {
    expect(errorsOf({ ...valid, state: 'Kerala', city: 'Ernakulam' })).toEqual({});
    expect(errorsOf({ ...valid, state: 'Ladakh', city: 'Leh' })).toEqual({});
    expect(errorsOf({ ...valid, state: 'Atlantis', city: 'Jaipur' }).state).toBe(
      'Please select a valid state',
    );
    expect(errorsOf({ ...valid, state: 'rajasthan' }).state).toBe('Please select a valid state');
  });

  it('takes a typed city only when the bidder says it is not listed, and then only a place name', () => {
    expect(errorsOf({ ...valid, city: 'Bhiwadi', cityNotListed: 'true' })).toEqual({});
    expect(errorsOf({ ...valid, city: 'Bhiwadi' }).city).toMatch(/^Please select a district of Rajasthan/);
    expect(errorsOf({ ...valid, city: '<b>x</b>', cityNotListed: 'true' }).city).toBe(
      'Enter the city as letters, spaces, dots, hyphens or brackets',
    );
    expect(errorsOf({ ...valid, cityNotListed: 'yes' }).cityNotListed).toBe(
      'cityNotListed must be true or left out',
    );
    // Even a typed city needs a listed state.
    expect(errorsOf({ ...valid, state: 'Atlantis', city: 'Bhiwadi', cityNotListed: 'true' }).state).toBe(
      'Please select a valid state',
    );
  });

  it('takes a bank of the list whose code starts the IFSC', () => {
    expect(errorsOf({ ...valid, bankName: 'Canara Bank', ifscCode: 'CNRB0001234' })).toEqual({});
    expect(errorsOf({ ...valid, bankName: 'Bank of Nowhere' }).bankName).toBe(
      'Please select a bank from the list',
    );
    expect(errorsOf({ ...valid, ifscCode: 'HDFC0001234' }).ifscCode).toBe(
      'This IFSC code belongs to HDFC Bank, not State Bank of India',
    );
    expect(errorsOf({ ...valid, ifscCode: 'QQQQ0001234' }).ifscCode).toBe(
      'This IFSC code is not one of State Bank of India (its codes start with SBIN)',
    );
  });

  it('takes, for a bank that clears through a sponsor, the IFSCs the sponsor issued for it', () => {
    const maharana = { ...valid, bankName: 'Maharana Pratap Co-operative Urban Bank' };
    expect(errorsOf({ ...maharana, ifscCode: 'ICIC00MPCUB' })).toEqual({});
    // A newer IFSC of its sponsor that the register gives to no other bank may be one of its own.
    expect(errorsOf({ ...maharana, ifscCode: 'ICIC0001234' })).toEqual({});
    expect(errorsOf({ ...maharana, ifscCode: 'HDFC0001234' }).ifscCode).toBe(
      'This IFSC code belongs to HDFC Bank, not Maharana Pratap Co-operative Urban Bank',
    );
    expect(errorsOf({ ...maharana, ifscCode: 'QQQQ0001234' }).ifscCode).toBe(
      'This IFSC code is not one of Maharana Pratap Co-operative Urban Bank (its codes start with ICIC)',
    );
    // The sponsor's own customers cannot use an IFSC issued for the bank it sponsors.
    expect(errorsOf({ ...valid, bankName: 'ICICI Bank', ifscCode: 'ICIC00MPCUB' }).ifscCode).toBe(
      'This IFSC code belongs to Maharana Pratap Co-operative Urban Bank, not ICICI Bank',
    );
  });
});

describe('documents', () => {
  it('needs the PAN card and address proof, and a receipt unless paid by NEFT - RTGS', () => {
    expect(documentErrors({}, 'Neft - Rtgs')).toEqual({
      pancardFile: 'PAN card is required',
      addressProof: 'Address proof is required',
    });
    expect(documentErrors({ pancardFile: true, addressProof: true }, 'Cheque')).toEqual({
      paymentReceipt: 'Payment receipt is required',
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
    expect(fileTooLargeMessage(5 * 1024 * 1024)).toBe('File is too large. The limit is 5 MB.');
    expect(fileTooLargeMessage(1.5 * 1024 * 1024)).toBe('File is too large. The limit is 1.5 MB.');
    expect(fileTooLargeMessage(64 * 1024)).toBe('File is too large. The limit is 64 KB.');
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
    expect(
      RegistrationStatusUpdateSchema.parse({ status: 'rejected', reason: ` ${'x'.repeat(500)} ` }),
    ).toEqual({ status: 'rejected', reason: 'x'.repeat(500) });
  });
});
