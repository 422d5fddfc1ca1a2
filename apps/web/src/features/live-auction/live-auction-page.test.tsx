import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import {
  toIstDate,
  type AuctionStatus,
  type AutoBidSettings,
  type PlaceBidAck,
  type MyRegistration,
  type Property,
} from '@eauction/shared';
import { i18n } from '../../lib/i18n';
import { fakeApi, makeAuthUser, renderRoutes, type FakeAnswer } from '../../testing/app-test-utils';
import { FakeAuctionSocket, type FakeSocketOptions } from '../../testing/fake-socket';
import { makeMyRegistration } from '../../testing/registration-fixtures';
import { makeProperty } from '../../testing/property-fixtures';
import { AuctionSocketFactoryContext } from './hooks/use-live-auction';
import { LiveAuctionPage } from './live-auction-page';
import { AUCTION_ID, ME, RIVAL, makeBid, makeStatus, makeUpdate } from './testing/fixtures';

const HOUR = 3_600_000;

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(
  ['../../locales/hi.json', './locales/hi.json', '../../../../../packages/shared/src/locales/hi/*.json'],
  { query: '?lingui', import: 'messages', eager: true },
);
const path = `/property/${AUCTION_ID}/live-auction`;

type Setup = {
  property?: Partial<Property>;
  access?: FakeAnswer;
  status?: AuctionStatus;
  socket?: FakeSocketOptions;
  settings?: Partial<AutoBidSettings>;
  info?: { minAutoBidAmount: number; minManualBid: number };
  saveAnswer?: FakeAnswer;
  user?: ReturnType<typeof makeAuthUser>;
  /** The signed-in user's registrations for the auction (GET /api/auction/my-registrations). */
  mine?: Array<Partial<MyRegistration>>;
};

function renderLive(setup: Setup = {}) {
  const now = Date.now();
  const property = makeProperty({
    _id: AUCTION_ID,
    auctionStartTime: new Date(now - HOUR).toISOString(),
    auctionEndTime: new Date(now + 2 * HOUR).toISOString(),
    ...setup.property,
  });
  const status = setup.status ?? makeStatus({}, now);
  const settings: AutoBidSettings = {
    auctionId: AUCTION_ID,
    enabled: false,
    maxAmount: null,
    increment: 1000,
    state: 'none',
    ...setup.settings,
  };
  const api = fakeApi(
    ({ url, method }) => {
      switch (url.pathname) {
        case `/api/properties/${AUCTION_ID}`:
          return { body: { success: true, data: property } };
        case `/api/auction/check-access/${AUCTION_ID}`:
          return setup.access ?? { body: { success: true, data: { hasAccess: true } } };
        case '/api/auction/my-registrations':
          return setup.mine
            ? { body: { success: true, data: setup.mine.map((r) => makeMyRegistration(property, r)) } }
            : undefined;
        case `/api/auto-bidding/info/${AUCTION_ID}`:
          return {
            body: {
              success: true,
              data: setup.info ?? {
                minAutoBidAmount: status.minManualBid,
                minManualBid: status.minManualBid,
              },
            },
          };
        case `/api/auto-bidding/settings/${AUCTION_ID}`:
          return { body: { success: true, data: settings } };
        case '/api/auto-bidding/settings':
          return method === 'POST'
            ? (setup.saveAnswer ?? {
                body: { success: true, data: { ...settings, enabled: true, state: 'active' } },
              })
            : undefined;
        default:
          return undefined;
      }
    },
    { user: setup.user ?? makeAuthUser() },
  );
  const sockets: FakeAuctionSocket[] = [];
  const factory = () => {
    const socket = new FakeAuctionSocket({ status, ...setup.socket });
    sockets.push(socket);
    return socket.asSocket();
  };
  const view = renderRoutes(
    [
      {
        path: '/property/:id/live-auction',
        Component: function LiveRoute() {
          return (
            <AuctionSocketFactoryContext.Provider value={factory}>
              <LiveAuctionPage />
            </AuctionSocketFactoryContext.Provider>
          );
        },
      },
      { path: '/elsewhere', Component: () => <p>Elsewhere</p> },
    ],
    path,
  );
  const socket = () => {
    const s = sockets[sockets.length - 1];
    if (!s) throw new Error('no socket was made');
    return s;
  };
  return { ...view, ...api, sockets, socket, status };
}

const bidInput = () => screen.getByRole('textbox', { name: /Your bid amount/ });
const placeBid = () => screen.getByRole('button', { name: /Place Bid|Placing bid/ });
/** Answers the confirmation dialog that every binding amount goes through. */
const confirmWith = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const currentBid = () => screen.getByTestId('current-bid').textContent;

async function joined() {
  await waitFor(() => expect(screen.getByTestId('connection-state').dataset.state).toBe('connected'));
  await waitFor(() => expect(screen.getByTestId('participants').textContent).not.toBe('—'));
}

describe('LiveAuctionPage: access', () => {
  it("shows the server's refusal and never opens the live connection", async () => {
    const { sockets } = renderLive({
      access: {
        status: 403,
        body: { success: false, error: 'You do not have access to this auction', code: 'NO_AUCTION_ACCESS' },
      },
    });
    expect(await screen.findByTestId('access-error')).toHaveProperty(
      'textContent',
      'You do not have access to this auction',
    );
    expect(sockets).toHaveLength(0);
    // The auction is already running: too late to register.
    expect(screen.queryByRole('link', { name: 'Register for this auction' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the property' }).getAttribute('href')).toBe(
      `/property/${AUCTION_ID}`,
    );
  });

  it('offers to register while EMD registration is still open', async () => {
    const now = Date.now();
    const later = new Date(now + 5 * 24 * HOUR);
    renderLive({
      property: {
        auctionStartTime: later.toISOString(),
        auctionEndTime: new Date(later.getTime() + 7 * HOUR).toISOString(),
        emdSubmission: toIstDate(new Date(now + 2 * 24 * HOUR)),
      },
      access: {
        status: 403,
        body: { success: false, error: 'You do not have access to this auction', code: 'NO_AUCTION_ACCESS' },
      },
    });
    const register = await screen.findByRole('link', { name: 'Register for this auction' });
    expect(register.getAttribute('href')).toBe(`/property/${AUCTION_ID}/tender-payment`);
  });

  describe('says why, from the registration, and offers the next step', () => {
    const refused: FakeAnswer = {
      status: 403,
      body: { success: false, error: 'You do not have access to this auction', code: 'NO_AUCTION_ACCESS' },
    };
    /** EMD submission open for two more days; bidding in five. */
    const open = () => {
      const later = new Date(Date.now() + 5 * 24 * HOUR);
      return {
        auctionStartTime: later.toISOString(),
        auctionEndTime: new Date(later.getTime() + 7 * HOUR).toISOString(),
        emdSubmission: toIstDate(new Date(Date.now() + 2 * 24 * HOUR)),
      };
    };

    it('without a registration: not registered, and Register for this auction while open', async () => {
      renderLive({ property: open(), access: refused, mine: [] });
      const standing = await screen.findByTestId('access-standing');
      expect(within(standing).getByText('You have not registered for this auction')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Register for this auction' }).getAttribute('href')).toBe(
        `/property/${AUCTION_ID}/tender-payment`,
      );
    });

    it('without a registration once the auction runs: registration has closed', async () => {
      renderLive({ access: refused, mine: [] });
      expect((await screen.findByTestId('access-standing')).textContent).toContain(
        'Registration for this auction has closed.',
      );
      expect(screen.queryByRole('link', { name: /Register/ })).toBeNull();
    });

    it('pending: under review, with no way to register again', async () => {
      renderLive({ property: open(), access: refused, mine: [{ status: 'pending' }] });
      const standing = await screen.findByTestId('access-standing');
      expect(within(standing).getByText('Your registration is under review')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Register/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'My Registrations' })).toBeTruthy();
    });

    it('rejected while EMD submission is open: the reason and Register Again', async () => {
      renderLive({
        property: open(),
        access: refused,
        mine: [{ status: 'rejected', rejectionReason: 'The PAN card is unreadable', canRegisterAgain: true }],
      });
      const standing = await screen.findByTestId('access-standing');
      expect(within(standing).getByText('Your registration was rejected')).toBeTruthy();
      expect(within(standing).getByText('Reason: The PAN card is unreadable.')).toBeTruthy();
      expect(standing.textContent).toContain('You may correct your registration and submit it again');
      expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe(
        `/property/${AUCTION_ID}/tender-payment`,
      );
    });

    it('rejected once registration has closed: the reason, and that it cannot be submitted again', async () => {
      renderLive({ access: refused, mine: [{ status: 'rejected', rejectionReason: 'EMD not received' }] });
      const standing = await screen.findByTestId('access-standing');
      expect(within(standing).getByText('Reason: EMD not received.')).toBeTruthy();
      expect(standing.textContent).toContain(
        'Registration for this auction has closed, so it cannot be submitted again.',
      );
      expect(screen.queryByRole('link', { name: /Register/ })).toBeNull();
    });
  });

  it('falls back to the default refusal text when the server gives none', async () => {
    renderLive({ access: { status: 403, body: {} } });
    expect((await screen.findByTestId('access-error')).textContent).toBe(
      'You do not have access to this auction',
    );
  });

  it("says 'Error checking auction access' when the check itself fails", async () => {
    const { sockets } = renderLive({
      access: { status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } },
    });
    expect((await screen.findByTestId('access-error')).textContent).toBe('Error checking auction access');
    expect(sockets).toHaveLength(0);
  });

  it('shows the join refusal of the engine', async () => {
    renderLive({
      socket: {
        onJoin: () => ({
          ok: false,
          error: 'You do not have access to this auction',
          code: 'NO_AUCTION_ACCESS',
        }),
      },
    });
    expect(await screen.findByText('You do not have access to this auction')).toBeTruthy();
  });
});

describe('LiveAuctionPage: the auction', () => {
  it('connects after the access check, joins the auction and shows title, location, bid and facts', async () => {
    const { socket, requests } = renderLive();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Residential House - Ramesh Kumar',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Indore, Madhya Pradesh/)).toBeTruthy();
    await joined();
    expect(socket().joins()).toEqual([AUCTION_ID]);
    // The access check came before the connection.
    expect(requests.some((r) => r.url.pathname === `/api/auction/check-access/${AUCTION_ID}`)).toBe(true);
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(currentBid()).toBe('No bids yet');
    expect(screen.getAllByText('Reserve price ₹24,50,000').length).toBeGreaterThan(0);
    expect(screen.getByTestId('participants').textContent).toBe('2');
    // The form offers the minimum: the reserve price before the first bid.
    expect((bidInput() as HTMLInputElement).value).toBe('24,50,000');
  });

  it('counts down every second on the server clock', async () => {
    renderLive();
    await joined();
    const countdown = () => within(screen.getByTestId('countdown')).getByRole('timer').textContent;
    const first = countdown();
    expect(first).toMatch(/^0[12]:\d\d:\d\d$/);
    await waitFor(() => expect(countdown()).not.toBe(first), { timeout: 2500 });
  });

  it("counts down on the server's clock, not the browser's", async () => {
    // The browser runs an hour slow: by its own clock the auction would have 1½ hours left.
    const serverNow = Date.now() + HOUR;
    const status = makeStatus(
      {
        auctionStartTime: new Date(serverNow - HOUR).toISOString(),
        auctionEndTime: new Date(serverNow + 30 * 60_000).toISOString(),
      },
      serverNow,
    );
    renderLive({ status });
    await joined();
    await waitFor(() =>
      expect(within(screen.getByTestId('countdown')).getByRole('timer').textContent).toMatch(
        /^00:(29|30):\d\d$/,
      ),
    );
  });

  it("shows 'Starts at' and disables bidding and auto-bidding before the start", async () => {
    const now = Date.now();
    // Tomorrow at 10:00 IST, ending at 17:00 IST.
    const startIst = new Date(
      Math.ceil((now + 5.5 * HOUR) / (24 * HOUR)) * 24 * HOUR + 10 * HOUR - 5.5 * HOUR,
    );
    const status = makeStatus(
      {
        auctionStartTime: startIst.toISOString(),
        auctionEndTime: new Date(startIst.getTime() + 7 * HOUR).toISOString(),
      },
      now,
    );
    renderLive({ status });
    await joined();
    expect(await screen.findByText('Starts at 10:00 AM')).toBeTruthy();
    expect((placeBid() as HTMLButtonElement).disabled).toBe(true);
    expect((bidInput() as HTMLInputElement).disabled).toBe(true);
    expect(
      (await screen.findByRole('button', { name: 'Activate Auto-Bidding' })).hasAttribute('disabled'),
    ).toBe(true);
  });

  it("shows 'Auction Ended' and disables bidding once the end has passed", async () => {
    const now = Date.now();
    renderLive({
      status: makeStatus(
        {
          auctionStartTime: new Date(now - 3 * HOUR).toISOString(),
          auctionEndTime: new Date(now - 1000).toISOString(),
        },
        now,
      ),
    });
    await joined();
    expect(within(screen.getByTestId('countdown')).getByText('Auction Ended')).toBeTruthy();
    expect((placeBid() as HTMLButtonElement).disabled).toBe(true);
  });

  it("names bids 'You' and 'Other bidder', marks auto bids and says who leads", async () => {
    const b1 = makeBid(1, 2_450_000, ME);
    const b2 = makeBid(2, 2_460_000, RIVAL, { isAutoBid: true });
    const status = makeStatus({
      seq: 2,
      currentBid: 2_460_000,
      currentBidder: { id: RIVAL },
      minManualBid: 2_470_000,
      recentBids: [b2, b1],
    });
    const { socket } = renderLive({ status });
    await joined();
    const items = () => screen.getAllByTestId('bid-history-item');
    expect(items().map((li) => within(li).getByTestId('bidder').textContent)).toEqual([
      'Other bidder',
      'You',
    ]);
    expect(within(items()[0]!).getByText('Auto')).toBeTruthy();
    expect(within(items()[0]!).getByTestId('bid-amount').textContent).toBe('₹24,60,000');
    expect(screen.getByTestId('standing').textContent).toBe('You have been outbid');
    expect(currentBid()).toBe('₹24,60,000');

    // My bid arrives from the server: I lead, without any reload.
    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(3, 2_470_000, ME)])));
    expect(currentBid()).toBe('₹24,70,000');
    expect(screen.getByTestId('standing').textContent).toBe('You are the highest bidder');
    expect(items().map((li) => within(li).getByTestId('bidder').textContent)).toEqual([
      'You',
      'Other bidder',
      'You',
    ]);
    expect((bidInput() as HTMLInputElement).value).toBe('24,80,000');
  });

  it('shows the extension notice when the auction is extended', async () => {
    const { socket, status } = renderLive();
    await joined();
    expect(screen.queryByTestId('extension-notice')).toBeNull();
    const newEnd = new Date(Date.parse(status.auctionEndTime) + 5 * 60_000).toISOString();
    act(() =>
      socket().serverEmit('auction-extended', {
        auctionId: AUCTION_ID,
        auctionEndTime: newEnd,
        extensionCount: 1,
        seq: 0,
      }),
    );
    expect(screen.getByTestId('extension-notice').textContent).toMatch(
      /^Auction extended by 5 minutes \(extended once\)/,
    );
  });
});

describe('LiveAuctionPage: bidding', () => {
  it('checks the amount before sending it', async () => {
    const status = makeStatus({
      seq: 1,
      currentBid: 2_500_000,
      currentBidder: { id: RIVAL },
      minManualBid: 2_510_000,
    });
    const { socket } = renderLive({ status });
    await joined();
    fireEvent.change(bidInput(), { target: { value: '2400000' } });
    fireEvent.click(placeBid());
    expect(await screen.findByText('Please enter a valid bid amount higher than ₹25,00,000')).toBeTruthy();
    expect(socket().bids()).toEqual([]);
  });

  it('sends the bid, shows the busy state and then the acceptance', async () => {
    let answer: (ack: PlaceBidAck) => void = () => {};
    const { socket, status } = renderLive({
      socket: { onPlaceBid: () => new Promise<PlaceBidAck>((resolve) => (answer = resolve)) },
    });
    await joined();
    // The property's own increment (₹10,000 in the fixture), not a fixed ₹1,000.
    expect(screen.getByText(/in steps of ₹10,000$/)).toBeTruthy();
    fireEvent.change(bidInput(), { target: { value: '2500000' } });
    fireEvent.click(placeBid());
    expect((await screen.findByTestId('confirm-amount')).textContent).toBe(
      '₹25,00,000 — Twenty-five lakh rupees',
    );
    expect(socket().bids()).toEqual([]);
    await confirmWith('Confirm bid');
    await waitFor(() => expect(placeBid().textContent).toBe('Placing bid…'));
    expect((placeBid() as HTMLButtonElement).disabled).toBe(true);
    expect(socket().bids()).toEqual([{ auctionId: AUCTION_ID, bidAmount: 2_500_000 }]);
    await act(async () => {
      answer({
        ok: true,
        bid: makeBid(1, 2_500_000, ME),
        currentBid: 2_500_000,
        minManualBid: 2_510_000,
        seq: 1,
      });
    });
    // The acceptance stands once the engine's broadcast makes it the current bid.
    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(1, 2_500_000, ME)])));
    expect(await screen.findByText(/Your bid of ₹25,00,000 has been placed\./)).toBeTruthy();
    expect(placeBid().textContent).toBe('Place Bid');
    // Outbid: the acceptance gives way to the standing.
    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(2, 2_510_000, RIVAL)])));
    expect(screen.queryByText(/has been placed/)).toBeNull();
    expect(screen.getByTestId('standing').textContent).toBe('You have been outbid');
  });

  it("says 'Not connected to auction server' while the connection is down", async () => {
    const { socket } = renderLive();
    await joined();
    act(() => socket().serverDrop());
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    fireEvent.click(placeBid());
    expect(await screen.findByText('Not connected to auction server')).toBeTruthy();
    expect(socket().bids()).toEqual([]);
  });

  it("shows the engine's bid-error as received and clears it on the next bid update", async () => {
    const { socket, status } = renderLive();
    await joined();
    act(() =>
      socket().serverEmit('bid-error', 'You are bidding too fast. Please wait a moment and try again.'),
    );
    expect(screen.getByTestId('bid-error').textContent).toBe(
      'You are bidding too fast. Please wait a moment and try again.',
    );
    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(1, 2_450_000, RIVAL)])));
    expect(screen.queryByTestId('bid-error')).toBeNull();
  });

  it("shows a refusal that came with its key in the page's language", async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    try {
      const { socket } = renderLive();
      await joined();
      const text = 'Your bid must be at least ₹24,60,000';
      const key = { id: 'auction.bidding.bidBelowMinimum', values: { amount: '₹24,60,000' } };
      act(() =>
        socket().serverEmit('bid-error', text, {
          ok: false,
          error: text,
          code: 'BID_TOO_LOW',
          messages: { error: key },
        }),
      );
      expect(screen.getByTestId('bid-error').textContent).toBe('आपकी बोली कम से कम ₹24,60,000 होनी चाहिए');
    } finally {
      i18n.activate('en');
    }
  });

  it('shows a refusal that comes back in the acknowledgement', async () => {
    renderLive({
      socket: {
        onPlaceBid: () => ({ ok: false, error: 'Your bid must be at least ₹24,60,000', code: 'BID_TOO_LOW' }),
      },
    });
    await joined();
    fireEvent.click(placeBid());
    await confirmWith('Confirm bid');
    expect((await screen.findByTestId('bid-error')).textContent).toBe('Your bid must be at least ₹24,60,000');
  });

  it('sends nothing when the bidder cancels the confirmation, or presses Escape', async () => {
    const { socket } = renderLive();
    await joined();
    fireEvent.change(bidInput(), { target: { value: '7310000' } });
    fireEvent.click(placeBid());
    expect((await screen.findByTestId('confirm-amount')).textContent).toBe(
      '₹73,10,000 — Seventy-three lakh ten thousand rupees',
    );
    await confirmWith('Cancel');
    await waitFor(() => expect(screen.queryByTestId('confirm-amount')).toBeNull());
    fireEvent.click(placeBid());
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('confirm-amount')).toBeNull());
    expect(socket().bids()).toEqual([]);
  });
});

describe('LiveAuctionPage: connection', () => {
  it('re-joins and resynchronises from auction-status after a reconnect', async () => {
    const { socket, status } = renderLive();
    await joined();
    act(() => socket().serverDrop());
    const fresh = makeStatus({
      seq: 4,
      currentBid: 2_480_000,
      currentBidder: { id: RIVAL },
      minManualBid: 2_490_000,
      participants: 5,
      recentBids: [makeBid(4, 2_480_000, RIVAL)],
      auctionEndTime: status.auctionEndTime,
    });
    // The server has moved on while the line was down; the join answers with the new state.
    socket().emitted.length = 0;
    socket().options.status = fresh;
    act(() => socket().serverConnect());
    await waitFor(() => expect(currentBid()).toBe('₹24,80,000'));
    expect(socket().joins()).toEqual([AUCTION_ID]);
    expect(screen.getByTestId('participants').textContent).toBe('5');
    expect(screen.getByText('Connected')).toBeTruthy();
  });

  it('re-joins when an update skipped ahead and the missing one did not come', async () => {
    const { socket, status } = renderLive();
    await joined();
    socket().emitted.length = 0;
    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(3, 2_470_000, RIVAL)])));
    expect(currentBid()).toBe('No bids yet');
    await waitFor(() => expect(socket().joins()).toEqual([AUCTION_ID]), { timeout: 3000 });
  });

  it('shows a handshake refusal and Disconnected', async () => {
    const { socket } = renderLive({ socket: { connectsAtOnce: false } });
    expect(await screen.findByText('Connecting…')).toBeTruthy();
    act(() => socket().serverRefuse('Please log in to take part in the auction'));
    expect(screen.getByText('Disconnected')).toBeTruthy();
    expect(screen.getByText('Please log in to take part in the auction')).toBeTruthy();
  });

  it('disconnects when the page is left', async () => {
    const { socket, router } = renderLive();
    await joined();
    await act(() => router.navigate('/elsewhere'));
    expect(socket().connected).toBe(false);
    expect(socket().active).toBe(false);
  });
});

describe('LiveAuctionPage: auto-bidding', () => {
  const status = makeStatus({
    seq: 1,
    currentBid: 2_500_000,
    currentBidder: { id: RIVAL },
    minManualBid: 2_510_000,
  });
  const info = { minAutoBidAmount: 2_510_000, minManualBid: 2_510_000 };

  it('checks the maximum against the current bid and the server minimum', async () => {
    const { requests } = renderLive({ status, info });
    await joined();
    const max = await screen.findByRole('textbox', { name: /Maximum bid amount/ });
    // The property's own increment (₹10,000 in the fixture) is the default and the least.
    expect((screen.getByRole('textbox', { name: /Increment/ }) as HTMLInputElement).value).toBe('10,000');
    expect(screen.getByText("At least ₹10,000, this auction's bid increment")).toBeTruthy();
    fireEvent.change(max, { target: { value: '2500000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    expect(
      await screen.findByText('Please enter a maximum bid amount higher than the current bid'),
    ).toBeTruthy();
    fireEvent.change(max, { target: { value: '2505000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    expect(await screen.findByText('AutoBid limit reached, Please entered different amount')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('moves the floor of the maximum with the live bids', async () => {
    const { socket } = renderLive({ status, info });
    await joined();
    expect(await screen.findByText('At least ₹25,10,000')).toBeTruthy();
    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(2, 2_510_000, RIVAL)])));
    expect(await screen.findByText('At least ₹25,20,000')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Maximum bid amount/ }), {
      target: { value: '2515000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    expect(await screen.findByText('AutoBid limit reached, Please entered different amount')).toBeTruthy();
  });

  it('saves the settings and shows the panel as active', async () => {
    const { requests } = renderLive({ status, info });
    await joined();
    fireEvent.change(await screen.findByRole('textbox', { name: /Maximum bid amount/ }), {
      target: { value: '3000000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Increment/ }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    expect(
      await screen.findByText("Auto-bid increment must be at least ₹10,000, this auction's bid increment"),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Increment/ }), { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    expect((await screen.findByTestId('confirm-amount')).textContent).toBe('₹30,00,000 — Thirty lakh rupees');
    expect(requests.find((r) => r.method === 'POST')).toBeUndefined();
    await confirmWith('Activate auto-bid');
    // The fake server answers with its own stored settings, which say active without a maximum.
    expect(await screen.findByText('Auto-bid is active')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/api/auto-bidding/settings');
    expect(post?.body).toEqual({
      auctionId: AUCTION_ID,
      enabled: true,
      maxAmount: 3_000_000,
      increment: 15_000,
    });
  });

  it("shows the server's refusal, or the default text when the call fails", async () => {
    renderLive({
      status,
      info,
      saveAnswer: {
        status: 409,
        body: {
          success: false,
          error: 'Auto-bidding has already been used for this auction',
          code: 'CONFLICT',
        },
      },
    });
    await joined();
    fireEvent.change(await screen.findByRole('textbox', { name: /Maximum bid amount/ }), {
      target: { value: '3000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    await confirmWith('Activate auto-bid');
    expect((await screen.findByTestId('auto-bid-error')).textContent).toBe(
      'Auto-bidding has already been used for this auction',
    );
  });

  it('says the save failed when the server answers without an error text', async () => {
    renderLive({ status, info, saveAnswer: { status: 502, body: {} } });
    await joined();
    fireEvent.change(await screen.findByRole('textbox', { name: /Maximum bid amount/ }), {
      target: { value: '3000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Auto-Bidding' }));
    await confirmWith('Activate auto-bid');
    expect((await screen.findByTestId('auto-bid-error')).textContent).toBe(
      'Failed to save auto-bidding settings',
    );
  });

  it('restores an active auto-bid on entry, said as text rather than a switch', async () => {
    renderLive({
      status,
      info,
      settings: { enabled: true, state: 'active', maxAmount: 3_000_000, increment: 5000 },
    });
    expect(await screen.findByText('Auto-bid is active up to ₹30,00,000')).toBeTruthy();
    expect(screen.getByText(/raises your bid by ₹5,000/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate Auto-Bidding' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says an auto-bid that has been used up cannot be set again', async () => {
    renderLive({ status, info, settings: { enabled: false, state: 'exhausted', maxAmount: 2_600_000 } });
    expect(await screen.findByText('Auto-bid has reached its maximum')).toBeTruthy();
    expect(screen.getByText('Auto-bidding has already been used for this auction')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate Auto-Bidding' })).toBeNull();
  });
});

describe('LiveAuctionPage: screen reader announcements', () => {
  const announcer = () => screen.getByTestId('bid-announcer');
  const timer = () => within(screen.getByTestId('countdown')).getByRole('timer');

  it('announces each new highest bid politely, and the countdown not at all', async () => {
    const { socket, status } = renderLive();
    await joined();
    expect(announcer().getAttribute('aria-live')).toBe('polite');
    // Nothing is said about the state found on joining.
    expect(announcer().textContent).toBe('');

    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(1, 2_450_000, RIVAL)])));
    expect(announcer().textContent).toBe('New highest bid ₹24,50,000 (Other bidder).');

    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(2, 2_460_000, ME)])));
    expect(announcer().textContent).toBe('New highest bid ₹24,60,000 (You). You are the highest bidder.');

    // The countdown ticks on; the announcement stays as it was, and the timer is in no live region.
    const shown = timer().textContent;
    await waitFor(() => expect(timer().textContent).not.toBe(shown), { timeout: 2500 });
    expect(announcer().textContent).toBe('New highest bid ₹24,60,000 (You). You are the highest bidder.');
    expect(timer().getAttribute('aria-live')).toBe('off');
    expect(timer().parentElement?.closest('[aria-live]:not([aria-live="off"]), [role="status"]')).toBeNull();

    act(() => socket().serverEmit('bid-update', makeUpdate(status, [makeBid(3, 2_470_000, RIVAL)])));
    expect(announcer().textContent).toBe('New highest bid ₹24,70,000 (Other bidder). You have been outbid.');
  });
});
